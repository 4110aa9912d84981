import { describe, expect, test } from "vitest";
import { csvFileName, CSV_HEADER, subscribersCsv } from "~/newsletter/csv";
import { csvCell as csvField } from "~/platform/csv";
import { normaliseEmail, subscribeSchema } from "~/newsletter/email";
import { newsletterReadingTime, stripHtml } from "~/newsletter/reading-time";
import { hashToken, newConfirmToken, signId, verifySignedId } from "~/newsletter/tokens";
import { dictionaries } from "~/i18n/messages";

describe("newsletter e-mail input", () => {
  test("trims and lower-cases the domain only", () => {
    expect(normaliseEmail("  Ana.Lopez@Example.COM ")).toBe("Ana.Lopez@example.com");
    expect(normaliseEmail("sin-arroba")).toBe("sin-arroba");
  });
  test("the schema accepts good input and rejects bad e-mails and languages", () => {
    expect(subscribeSchema.parse({ email: " X@Acme.MX ", language: "en" })).toEqual({ email: "X@acme.mx", language: "en" });
    expect(subscribeSchema.safeParse({ email: "", language: "es" }).success).toBe(false);
    expect(subscribeSchema.safeParse({ email: "nope", language: "es" }).success).toBe(false);
    expect(subscribeSchema.safeParse({ email: "a@b.mx", language: "fr" }).success).toBe(false);
    expect(subscribeSchema.safeParse({ language: "es" }).success).toBe(false);
    expect(subscribeSchema.safeParse({ email: `${"a".repeat(250)}@b.mx`, language: "es" }).success).toBe(false);
  });
});

describe("newsletter reading time", () => {
  test("max(1, ceil(words/200)) after stripping HTML; 5 when empty", () => {
    expect(newsletterReadingTime("")).toBe(5);
    expect(newsletterReadingTime(null)).toBe(5);
    expect(newsletterReadingTime("<p> </p>")).toBe(5);
    expect(newsletterReadingTime("<p>hola</p>")).toBe(1);
    expect(newsletterReadingTime(`<p>${"palabra ".repeat(200)}</p>`)).toBe(1);
    expect(newsletterReadingTime(`<p>${"palabra ".repeat(201)}</p>`)).toBe(2);
    expect(newsletterReadingTime(`<h2>${"a ".repeat(300)}</h2><ul><li>${"b ".repeat(300)}</li></ul>`)).toBe(3);
  });
  test("tags and entities do not count as words", () => {
    expect(stripHtml('<p class="x">Soldadura&nbsp;sin <strong>plomo</strong></p><script>var a</script>')).toBe("Soldadura sin plomo");
  });
});

describe("subscriber CSV", () => {
  test("BOM, the expected columns, CRLF, accents kept", () => {
    const csv = subscribersCsv([{ email: "josé@acme.mx", language: "es", subscribedAt: "2026-01-02T03:04:05.000Z", confirmedAt: null }]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe(CSV_HEADER.join(","));
    expect(lines[0]).toBe("Email,Idioma,Fecha Suscripción,Fecha Confirmación");
    expect(lines[1]).toBe("josé@acme.mx,es,2026-01-02T03:04:05.000Z,");
    expect(lines[2]).toBe("");
  });
  test("commas and quotes are quoted; formulas neutralised", () => {
    expect(csvField('a,"b"@x.mx')).toBe('"a,""b""@x.mx"');
    expect(csvField("=HYPERLINK(\"http://evil\")@x.mx")).toBe("\"'=HYPERLINK(\"\"http://evil\"\")@x.mx\"");
    expect(csvField("+1@x.mx")).toBe("'+1@x.mx");
    expect(csvField("-1@x.mx")).toBe("'-1@x.mx");
    expect(csvField("@x.mx")).toBe("'@x.mx");
    expect(csvField("normal@x.mx")).toBe("normal@x.mx");
  });
  test("file name", () => {
    expect(csvFileName(new Date("2026-11-21T10:00:00Z"))).toBe("newsletter-subscribers-2026-11-21.csv");
    // Named after the team's day (Monterrey, UTC−6): 10:28 p.m. on the 28th there is already the 29th in UTC.
    expect(csvFileName(new Date("2026-11-29T04:28:00Z"))).toBe("newsletter-subscribers-2026-11-28.csv");
  });
});

describe("signed links", () => {
  test("a signed id verifies; a tampered one does not", () => {
    const token = signId("s".repeat(40), "p", "1234");
    expect(verifySignedId("s".repeat(40), "p", token)).toBe("1234");
    expect(verifySignedId("s".repeat(40), "other", token)).toBeNull();
    expect(verifySignedId("t".repeat(40), "p", token)).toBeNull();
    expect(verifySignedId("s".repeat(40), "p", token.replace("1234", "1235"))).toBeNull();
    expect(verifySignedId("s".repeat(40), "p", "garbage")).toBeNull();
    expect(verifySignedId("s".repeat(40), "p", null)).toBeNull();
  });
  test("confirmation tokens are random and stored hashed", () => {
    const a = newConfirmToken();
    const b = newConfirmToken();
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toBe(hashToken(a.token));
    expect(a.hash).not.toContain(a.token);
  });
});

test("the signup texts are in the Spanish dictionary", () => {
  const t = dictionaries.es.newsletter;
  expect(t.required).toBe("El email es requerido");
  expect(t.error).toBe("Error al suscribirse. Inténtalo de nuevo.");
  expect(t.network).toBe("Error de conexión. Verifica tu internet e inténtalo de nuevo.");
});
