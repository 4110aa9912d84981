import { RouterContextProvider } from "react-router";
import { describe, expect, test } from "vitest";
import {
  langContext,
  langFromAcceptLanguage,
  readCookie,
  requestLang,
  resolvedLang,
  resolveLang,
  resolveLangMiddleware,
} from "~/i18n/resolve.server";
import { lowerCasePagePath, pathLanguage, translatePath } from "~/i18n/paths";
import { pageUrls } from "~/platform/seo";
import { formatDate } from "~/i18n/messages";

const u = (p: string) => new URL(p, "http://localhost");

test("?lang= wins over everything and is marked explicit", () => {
  expect(resolveLang({ url: u("/about?lang=es"), cookieHeader: "lang=en", acceptLanguage: "en" })).toEqual({ lang: "es", source: "query" });
});

test("the saved cookie comes before Accept-Language and the path", () => {
  expect(resolveLang({ url: u("/about"), cookieHeader: "a=b; lang=es", acceptLanguage: "en-US" })).toEqual({ lang: "es", source: "cookie" });
});

test("Accept-Language comes before the path, honouring q-values and regions", () => {
  expect(resolveLang({ url: u("/about"), acceptLanguage: "fr;q=1, es-MX;q=0.8, en;q=0.5" })).toEqual({ lang: "es", source: "accept-language" });
  expect(langFromAcceptLanguage("de, en-GB;q=0.3")).toBe("en");
  expect(langFromAcceptLanguage("de, fr")).toBeUndefined();
  expect(langFromAcceptLanguage("es;q=0, en;q=0.1")).toBe("en");
});

test("the path decides when nothing else does, then Spanish", () => {
  expect(resolveLang({ url: u("/about") }).lang).toBe("en");
  expect(resolveLang({ url: u("/nosotros") }).lang).toBe("es");
  expect(resolveLang({ url: u("/products/esd.data") }).lang).toBe("en");
  expect(resolveLang({ url: u("/blog") })).toEqual({ lang: "es", source: "default" });
});

test("invalid values are ignored", () => {
  expect(resolveLang({ url: u("/about?lang=fr"), cookieHeader: "lang=de" }).lang).toBe("en");
  expect(readCookie("lang=%E0%A4%A", "lang")).toBeUndefined();
});

test("paths translate between languages, keeping sub-paths", () => {
  expect(translatePath("/nosotros", "en")).toBe("/about");
  expect(translatePath("/products/esd", "es")).toBe("/productos/esd");
  expect(translatePath("/blog/mi-post", "en")).toBe("/blog/mi-post");
  expect(translatePath("/", "en")).toBe("/");
  expect(pathLanguage("/servicios/")).toBe("es");
  expect(pathLanguage("/")).toBeUndefined();
});

test("a public page's path with upper-case letters has one lower-case form; tokens, the admin and escapes keep their case", () => {
  expect(lowerCasePagePath("/About")).toBe("/about");
  expect(lowerCasePagePath("/BLOG/Mi-Post")).toBe("/blog/mi-post");
  expect(lowerCasePagePath("/Productos/ESD")).toBe("/productos/esd");
  expect(lowerCasePagePath("/Newsletter/confirm")).toBe("/newsletter/confirm");
  expect(lowerCasePagePath("/blog/Pa%C3%B1o")).toBe("/blog/pa%C3%B1o");
  expect(lowerCasePagePath("/Blog/100%")).toBe("/blog/100%");
  // Already lower case, or only escapes in upper case: nothing to do.
  expect(lowerCasePagePath("/about")).toBeUndefined();
  expect(lowerCasePagePath("/blog/pa%C3%B1o")).toBeUndefined();
  // Not a public page's path.
  expect(lowerCasePagePath("/vista-previa/AbC")).toBeUndefined();
  expect(lowerCasePagePath("/Admin/Login")).toBeUndefined();
  expect(lowerCasePagePath("/assets/app-B-fJ.css")).toBeUndefined();
  expect(lowerCasePagePath("/%2F%2FEvil.com")).toBeUndefined();
  expect(lowerCasePagePath("/No-Existe")).toBeUndefined();
});

test("hreflang alternates cover es, en and x-default", () => {
  const about = pageUrls("/about", "es", "https://x.mx");
  expect(about.canonical).toBe("https://x.mx/nosotros");
  expect(about.alternates).toEqual([
    { hreflang: "es", href: "https://x.mx/nosotros" },
    { hreflang: "en", href: "https://x.mx/about" },
    { hreflang: "x-default", href: "https://x.mx/nosotros" },
  ]);
  const blog = pageUrls("/blog", "en", "https://x.mx");
  expect(blog.canonical).toBe("https://x.mx/blog?lang=en");
  // x-default is the Spanish version, so a bare /blog (not listed) never has its canonical
  // pointing to "another hreflang location" (Lighthouse SEO).
  expect(blog.alternates.map((a) => a.href)).toEqual(["https://x.mx/blog?lang=es", "https://x.mx/blog?lang=en", "https://x.mx/blog?lang=es"]);
});

test("a page that exists in one language only (a post published in Spanish alone) lists only that hreflang, and is its canonical", () => {
  const paths = { es: "/blog/perfil", en: "/blog/profile", languages: ["es"] as const };
  const urls = pageUrls("/blog/perfil", "en", "https://x.mx", paths);
  // Asked for in English, the page shows the Spanish text: the Spanish URL is the canonical one.
  expect(urls.canonical).toBe("https://x.mx/blog/perfil?lang=es");
  expect(pageUrls("/blog/perfil", "es", "https://x.mx", paths).canonical).toBe("https://x.mx/blog/perfil?lang=es");
  expect(urls.alternates).toEqual([
    { hreflang: "es", href: "https://x.mx/blog/perfil?lang=es" },
    { hreflang: "x-default", href: "https://x.mx/blog/perfil?lang=es" },
  ]);
  const english = pageUrls("/blog/profile", "en", "https://x.mx", { ...paths, languages: ["en"] });
  expect(english.alternates.map((a) => a.hreflang)).toEqual(["en", "x-default"]);
  expect(english.alternates[1]!.href).toBe("https://x.mx/blog/profile?lang=en");
  expect(pageUrls("/blog/perfil", "es", "https://x.mx", { ...paths, languages: ["en"] }).canonical).toBe("https://x.mx/blog/profile?lang=en");
});

test("dates use es-ES and en-US", () => {
  expect(formatDate("2026-03-05T12:00:00Z", "es")).toBe("5 de marzo de 2026");
  expect(formatDate("2026-03-05T12:00:00Z", "en")).toBe("March 5, 2026");
});

describe("the language resolved once per request", () => {
  const request = new Request("http://localhost/about", { headers: { cookie: "lang=es" } });

  test("the root middleware resolves it into the context, and loaders read it from there", () => {
    const context = new RouterContextProvider();
    expect(() => requestLang(context)).toThrow(/not resolved/);
    resolveLangMiddleware({ request, context });
    expect(resolvedLang(context)).toEqual({ lang: "es", source: "cookie" });
    expect(requestLang(context)).toBe("es");
  });

  test("a language the host already resolved (for the page cache's key) is kept", () => {
    const context = new RouterContextProvider();
    context.set(langContext, { lang: "en", source: "path" });
    resolveLangMiddleware({ request, context });
    expect(requestLang(context)).toBe("en");
  });
});

test("a listing's own parameters (a category, a later page) stay in its canonical and every alternate", () => {
  const blog = pageUrls("/blog", "en", "https://x.mx", undefined, "category=esd&page=2");
  expect(blog.canonical).toBe("https://x.mx/blog?lang=en&category=esd&page=2");
  expect(blog.alternates.map((a) => a.href)).toEqual([
    "https://x.mx/blog?lang=es&category=esd&page=2",
    "https://x.mx/blog?lang=en&category=esd&page=2",
    "https://x.mx/blog?lang=es&category=esd&page=2",
  ]);
  expect(pageUrls("/about", "en", "https://x.mx", undefined, "page=2").canonical).toBe("https://x.mx/about?page=2");
  expect(pageUrls("/blog", "es", "https://x.mx", undefined, "").canonical).toBe("https://x.mx/blog?lang=es");
});
