/** Every public page answers at both its paths (Spanish and English); aliases 301; unknown paths 404. */
import { describe, expect, test } from "vitest";
import { inject } from "vitest";
import { publicRoutes, REDIRECT_TABLE } from "../helpers/routes";

const base = inject("baseURL");

function h1(html: string): string {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return (match?.[1] ?? "").replace(/<[^>]+>/g, "").trim();
}

describe("public routes", () => {
  test.each(publicRoutes().map((r) => [r.path, r.lang] as const))("%s answers 200 in %s with a heading", async (path, lang) => {
    const res = await fetch(base + path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(h1(html).length).toBeGreaterThan(2);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/[^"]*"/);
    for (const hreflang of ["es", "en", "x-default"]) expect(html).toContain(`hrefLang="${hreflang}"`);
  });
});

test.each(Object.entries(REDIRECT_TABLE))("%s redirects with 301 to %s", async (from, to) => {
  const res = await fetch(base + from, { redirect: "manual" });
  expect(res.status).toBe(301);
  expect(new URL(res.headers.get("location") ?? "", base).pathname + (to.includes("#") ? "#" + to.split("#")[1] : "")).toBe(
    new URL(to, base).pathname + (to.includes("#") ? "#" + to.split("#")[1] : ""),
  );
});

test.each([
  ["/About", "/about"],
  ["/Contact?lang=en", "/contact?lang=en"],
  ["/NOSOTROS", "/nosotros"],
  ["/BLOG", "/blog"],
  ["/Productos/ESD", "/productos/esd"],
  ["/Blog?search=Reflujo", "/blog?search=Reflujo"],
  ["/Historia", "/historia"],
])("a public page asked in another case, %s, redirects with 301 to %s", async (from, to) => {
  for (const method of ["GET", "HEAD"]) {
    const res = await fetch(base + from, { method, redirect: "manual" });
    expect(res.status, method).toBe(301);
    expect(res.headers.get("location"), method).toBe(to);
  }
});

test("a preview's token, the admin's addresses and files keep their case: no case redirect", async () => {
  for (const path of ["/vista-previa/AbCdEf", "/admin/invitacion/AbCdEf", "/Admin/Login", "/assets/No-Such-File.js", "/uploads/No-Such.webp"]) {
    const res = await fetch(base + path, { redirect: "manual" });
    expect(res.status, path).not.toBe(301);
  }
});

test("/admin goes to the dashboard, which sends a signed-out visitor to the login", async () => {
  const admin = await fetch(base + "/admin", { redirect: "manual" });
  expect(admin.status).toBe(302);
  expect(admin.headers.get("location")).toMatch(/\/admin\/dashboard$/);
  for (const path of ["/admin/dashboard", "/admin/newsletter", "/admin/messages", "/admin/posts/new", "/admin/posts/edit/00000000-0000-0000-0000-000000000000"]) {
    const res = await fetch(base + path, { redirect: "manual" });
    expect(res.status, path).toBe(302);
    expect(res.headers.get("location"), path).toMatch(/^\/admin\/login/);
    expect(res.headers.get("cache-control"), path).toContain("no-store");
  }
  const login = await fetch(base + "/admin/login");
  expect(login.status).toBe(200);
});

test.each([
  ["/no-existe", "es", "Página no encontrada"],
  ["/no-existe?lang=en", "en", "Page not found"],
  ["/productos/cobre", "es", "Página no encontrada"],
  ["/products/copper", "en", "Page not found"],
  ["/blog/no-such-post?lang=en", "en", "Page not found"],
])("%s answers 404 with the not-found screen", async (path, lang, title) => {
  const res = await fetch(base + path);
  expect(res.status).toBe(404);
  const html = await res.text();
  expect(html).toContain(`<html lang="${lang}"`);
  expect(h1(html)).toBe(title);
  expect(html).toContain('href="/"');
  // Its own title and kept out of search indexes, whichever route answered the 404.
  expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(`${title} | Ardentia`);
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  // No page of the site: no canonical address, no versions in other languages.
  expect(html).not.toContain('rel="canonical"');
  expect(html).not.toContain('<link rel="alternate" hrefLang=');
});

test("language resolution: ?lang= beats cookie beats Accept-Language beats path", async () => {
  const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers }).then(async (r) => ({ r, html: await r.text() }));
  expect((await get("/about")).html).toContain('<html lang="en"');
  expect((await get("/about", { "accept-language": "es-MX,es;q=0.9" })).html).toContain('<html lang="es"');
  expect((await get("/about", { "accept-language": "es-MX", cookie: "lang=en" })).html).toContain('<html lang="en"');
  const explicit = await get("/about?lang=es", { cookie: "lang=en" });
  expect(explicit.html).toContain('<html lang="es"');
  expect(explicit.r.headers.get("set-cookie")).toMatch(/^lang=es; Path=\/; Max-Age=31536000; SameSite=Lax/);
  expect((await get("/")).html).toContain('<html lang="es"');
  // A language the path chose is saved too (the browser prefers neither): the next shared page
  // (`/`, `/blog`) follows it. One the browser or a saved preference chose sets nothing.
  expect((await get("/about", { "accept-language": "de-DE" })).r.headers.get("set-cookie")).toMatch(/^lang=en; Path=\/; Max-Age=31536000; SameSite=Lax/);
  expect((await get("/nosotros", { "accept-language": "de-DE" })).r.headers.get("set-cookie")).toMatch(/^lang=es; Path=\/;/);
  expect((await get("/about", { "accept-language": "en-US" })).r.headers.get("set-cookie")).toBeNull();
  expect((await get("/about", { "accept-language": "de-DE", cookie: "lang=es" })).r.headers.get("set-cookie")).toBeNull();
  expect((await get("/", { "accept-language": "de-DE" })).r.headers.get("set-cookie")).toBeNull();
  expect((await get("/blog", { "accept-language": "de-DE", cookie: "lang=en" })).html).toContain('<html lang="en"');
});

test("pages are served compressed from the cache with an ETag, and revalidate with 304", async () => {
  const first = await fetch(base + "/servicios", { headers: { "accept-encoding": "br" } });
  expect(first.status).toBe(200);
  const etag = first.headers.get("etag");
  expect(etag).toBeTruthy();
  const second = await fetch(base + "/servicios", { headers: { "accept-encoding": "gzip", "if-none-match": etag! } });
  expect(second.status).toBe(304);
});
