/** The one e-mail rule (newsletter and contact) and the reply link built from an address. */
import { describe, expect, test } from "vitest";
import { emailProblem, mailtoHref, normaliseEmail } from "~/platform/email-address";

describe("the e-mail address rule", () => {
  test("accepts business addresses as people type them", () => {
    for (const email of ["ana@empresa.mx", "Ana.Lopez+rfq@Planta-2.Example.COM", "o'brien@acme.com", "compras_mty@grupo.com.mx"]) {
      expect(emailProblem(email), email).toBeNull();
    }
    expect(normaliseEmail("  Ana.Lopez@Example.COM ")).toBe("Ana.Lopez@example.com");
  });

  test("refuses what a header, a mailto: link or a mail server without SMTPUTF8 would misread", () => {
    for (const email of [
      "ventas@example.com?bcc=spy%40evil.example",
      "a&b@example.com",
      "a=b@example.com",
      "a#b@example.com",
      "a..b@example.com",
      ".a@example.com",
      "a.@example.com",
      "a@example..com",
      "josé@example.mx",
      "ana@españa.mx",
      '"a b"@example.com',
      "a@b.com,c@d.com",
      "a@b.com\nBcc: c@d.com",
    ]) {
      expect(emailProblem(email), email).toBe("invalid");
    }
    expect(emailProblem(`${"a".repeat(250)}@b.mx`)).toBe("tooLong");
    expect(emailProblem("   ")).toBe("required");
  });

  test("a reply link names one address, whatever was stored", () => {
    expect(mailtoHref("ana@empresa.mx")).toBe("mailto:ana@empresa.mx");
    expect(mailtoHref("o'brien+rfq@acme.com")).toBe("mailto:o'brien%2Brfq@acme.com");
    const rigged = new URL(mailtoHref("ventas@example.com?bcc=spy%40evil.example&subject=Re"));
    expect(rigged.search).toBe("");
    expect(decodeURIComponent(rigged.pathname)).toBe("ventas@example.com?bcc=spy%40evil.example&subject=Re");
  });
});
