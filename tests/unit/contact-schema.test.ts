import { describe, expect, test } from "vitest";
import { MAX_LENGTHS, parseContactForm, parseContactRequest } from "~/contact/schema";

const valid = {
  name: "Ana López",
  email: "ana@empresa.mx",
  phone: "+52 81 1234 5678",
  state: "Nuevo León",
  municipality: "Apodaca",
  company: "Maquila Norte",
  position: "Ingeniera de procesos",
  industry: "automotriz",
  message: "Necesitamos 20 kg de soldadura SAC305.",
  acceptTerms: "on",
};

const cases: Array<{ rule: string; change: Record<string, unknown>; field: string; es: string; en: string }> = [
  { rule: "name required", change: { name: "" }, field: "name", es: "Escribe tu nombre", en: "Please enter your name" },
  { rule: "name required after trimming", change: { name: "   " }, field: "name", es: "Escribe tu nombre", en: "Please enter your name" },
  { rule: "email required", change: { email: "" }, field: "email", es: "Este campo es obligatorio", en: "This field is required" },
  { rule: "email pattern", change: { email: "ana@empresa" }, field: "email", es: "Email inválido", en: "Invalid email" },
  { rule: "email without @", change: { email: "ana.empresa.mx" }, field: "email", es: "Email inválido", en: "Invalid email" },
  { rule: "email with header characters", change: { email: "a@b.com\r\nBcc: x@y.com" }, field: "email", es: "Email inválido", en: "Invalid email" },
  { rule: "email with comma (two addresses)", change: { email: "a@b.com,c@d.com" }, field: "email", es: "Email inválido", en: "Invalid email" },
  // The same rule as the newsletter's: nothing a mailto: link or a header would read as more than an address.
  { rule: "email with a query (a mailto: link's bcc)", change: { email: "ventas@example.com?bcc=spy%40evil.example" }, field: "email", es: "Email inválido", en: "Invalid email" },
  { rule: "email with a doubled dot", change: { email: "a..b@example.com" }, field: "email", es: "Email inválido", en: "Invalid email" },
  { rule: "email with non-ASCII letters (no SMTPUTF8)", change: { email: "josé@méxico.mx" }, field: "email", es: "Email inválido", en: "Invalid email" },
  { rule: "email maximum", change: { email: `${"a".repeat(250)}@b.mx` }, field: "email", es: "Máximo 254 caracteres", en: "Maximum 254 characters" },
  { rule: "phone required", change: { phone: " " }, field: "phone", es: "Este campo es obligatorio", en: "This field is required" },
  { rule: "company required", change: { company: "" }, field: "company", es: "Escribe el nombre de tu empresa", en: "Please enter your company name" },
  { rule: "message required", change: { message: "" }, field: "message", es: "Escribe tu mensaje", en: "Please write your message" },
  {
    rule: "message minimum 10 after trimming",
    change: { message: "   corto    " },
    field: "message",
    es: "El mensaje debe tener al menos 10 caracteres",
    en: "The message must be at least 10 characters long",
  },
  { rule: "terms must be checked", change: { acceptTerms: undefined }, field: "acceptTerms", es: "Debes aceptar los términos y condiciones", en: "You must accept the terms and conditions" },
  { rule: "industry from the list", change: { industry: "aeroespacial" }, field: "industry", es: "Selecciona una opción de la lista", en: "Choose an option from the list" },
  { rule: "name maximum", change: { name: "x".repeat(MAX_LENGTHS.name + 1) }, field: "name", es: "Máximo 120 caracteres", en: "Maximum 120 characters" },
  { rule: "message maximum", change: { message: "x".repeat(10_000) }, field: "message", es: "Máximo 5000 caracteres", en: "Maximum 5000 characters" },
  { rule: "wrong type", change: { name: 42 }, field: "name", es: "Escribe tu nombre", en: "Please enter your name" },
];

describe("contact form validation", () => {
  test("a complete request passes and is trimmed; acceptTerms is not part of the request", () => {
    const result = parseContactForm({ ...valid, name: "  Ana López  " }, "es");
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.data.name).toBe("Ana López");
      expect(result.data).not.toHaveProperty("acceptTerms");
    }
  });

  test("state, municipality, position and industry are optional", () => {
    const result = parseContactForm({ ...valid, state: "", municipality: "", position: "", industry: "" }, "en");
    expect(result.ok).toBe(true);
  });

  test.each(cases)("$rule", ({ change, field, es, en }) => {
    const es1 = parseContactForm({ ...valid, ...change }, "es");
    const en1 = parseContactForm({ ...valid, ...change }, "en");
    expect(es1.ok).toBe(false);
    expect(en1.ok).toBe(false);
    if (!es1.ok && !en1.ok) {
      expect(es1.errors).toEqual({ [field]: es });
      expect(en1.errors).toEqual({ [field]: en });
    }
  });

  test("every error at once, one message per field", () => {
    const result = parseContactForm({}, "es");
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toEqual({
        name: "Escribe tu nombre",
        email: "Este campo es obligatorio",
        phone: "Este campo es obligatorio",
        company: "Escribe el nombre de tu empresa",
        message: "Escribe tu mensaje",
        acceptTerms: "Debes aceptar los términos y condiciones",
      });
    }
  });
});

describe("API body validation", () => {
  test("unknown fields are dropped; language is kept only when es or en", () => {
    const { acceptTerms: _a, ...body } = valid;
    const result = parseContactRequest({ ...body, language: "en", admin: true, status: "answered" }, "es");
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.data).not.toHaveProperty("admin");
      expect(result.data).not.toHaveProperty("status");
      expect(result.data.language).toBe("en");
    }
    const other = parseContactRequest({ ...body, language: "fr" }, "es");
    expect(other.ok && other.data.language).toBeUndefined();
  });

  test("the API does not need acceptTerms (API clients do not send it)", () => {
    const { acceptTerms: _a, ...body } = valid;
    expect(parseContactRequest(body, "es").ok).toBe(true);
  });

  test("non-object bodies give field errors", () => {
    for (const body of [null, [], "x", 5]) {
      const result = parseContactRequest(body, "en");
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.errors.name).toBe("Please enter your name");
    }
  });

  test("wrong types are reported per field", () => {
    const { acceptTerms: _a, ...body } = valid;
    const result = parseContactRequest({ ...body, email: ["a@b.com"], phone: { n: 1 }, state: 3 }, "es");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual({ email: "Este campo es obligatorio", phone: "Este campo es obligatorio", state: "Este campo es obligatorio" });
  });
});

describe("visible content and single lines", () => {
  test("a required field holding only invisible characters is empty; single-line fields lose their line breaks", () => {
    const { acceptTerms: _a, ...body } = valid;
    for (const company of ["\u200b", "\u200b\u200d\ufeff", " \u00ad "]) {
      const result = parseContactRequest({ ...body, company }, "es");
      expect(result.ok, JSON.stringify(company)).toBe(false);
      if (!result.ok) expect(Object.keys(result.errors)).toEqual(["company"]);
    }
    const result = parseContactRequest({ ...body, name: "Ana\nMaría\tLópez", message: `${body.message}\nSegunda línea` }, "es");
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.data.name).toBe("Ana María López");
      expect(result.data.message).toContain("\nSegunda línea");
    }
  });
});
