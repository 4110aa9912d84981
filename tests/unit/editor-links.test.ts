/** The visual editor's link rule is the sanitiser's: what one refuses, the other never keeps. */
import { describe, expect, test } from "vitest";
import { isAllowedHref, normalizeHref } from "~/components/admin/editor/links";
import { sanitizePostHtml } from "~/blog/sanitize-html";

const kept = (href: string) => /href=/.test(sanitizePostHtml(`<a href="${href.replace(/"/g, "&quot;")}">x</a>`));

describe("editor links", () => {
  test("allowed: http(s), mailto, tel, site paths and fragments", () => {
    for (const href of ["https://ardentia.mx/x", "http://a.mx", "mailto:ventas@ardentia.mx", "tel:+528112345678", "/blog/perfil", "#tabla"]) {
      expect(isAllowedHref(href), href).toBe(true);
      expect(kept(href), href).toBe(true);
    }
  });
  test("refused: script and data URLs, protocol-relative, spaces and control characters, bare words", () => {
    for (const href of ["javascript:alert(1)", " JAVASCRIPT:alert(1)", "data:text/html,x", "vbscript:x", "//evil.example/x", "/\\evil.example", "java\tscript:x", "https://", "https:// a.mx", "ftp://a.mx", "perfil"]) {
      expect(isAllowedHref(href), href).toBe(false);
    }
    for (const href of ["javascript:alert(1)", "data:text/html,x", "vbscript:x", "//evil.example/x"]) expect(kept(href), href).toBe(false);
  });
  test("what is typed: a bare domain gets https://, anything else unsafe is null", () => {
    expect(normalizeHref("ardentia.mx/blog")).toBe("https://ardentia.mx/blog");
    expect(normalizeHref(" www.ardentia.mx ")).toBe("https://www.ardentia.mx");
    expect(normalizeHref("https://ardentia.mx")).toBe("https://ardentia.mx");
    expect(normalizeHref("javascript:alert(1)")).toBeNull();
    expect(normalizeHref("hola mundo")).toBeNull();
  });
});
