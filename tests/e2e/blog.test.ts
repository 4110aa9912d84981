/**
 * The public blog in Chromium against a production server of its own (embedded PostgreSQL with the
 * demo content only: other files publish posts on the shared server while they run, and this one
 * counts and orders the demo's): list, filters, chips, pagination, search, post page, share
 * fallback, 404s, both languages, no-JavaScript operation, page cache headers, and axe at 375 and
 * 1280 px.
 */
import fs from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DEMO_POSTS } from "~/content/demo-posts";
import { axeViolations } from "../helpers/axe";
import { useBrowser } from "../helpers/browser";
import { usePagePool } from "../helpers/pages";
import { startServer, type TestServer } from "../helpers/server";

let server: TestServer;
let base = "";
beforeAll(async () => {
  server = await startServer({ env: { WEB_CONCURRENCY: "1" } });
  base = server.url;
}, 120_000);
afterAll(async () => {
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});
const published = DEMO_POSTS.filter((p) => p.status === "published").sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
const draft = DEMO_POSTS.find((p) => p.status === "draft")!;
const archived = DEMO_POSTS.find((p) => p.status === "archived")!;
const spanishOnly = DEMO_POSTS.find((p) => p.status === "published" && p.content.en === null)!;
const first = published[0]!;

const browser = useBrowser();

/** The blog's visitors: one open page per language, width and JavaScript (tests/helpers/pages.ts). */
const visit = usePagePool(({ lang, width, javaScript }: { lang: "es" | "en"; width: number; javaScript: boolean }) =>
  browser().newContext({
    viewport: { width, height: 900 },
    javaScriptEnabled: javaScript,
    locale: lang === "en" ? "en-US" : "es-MX",
    extraHTTPHeaders: { "Accept-Language": lang === "en" ? "en-US,en;q=0.9" : "es-MX,es;q=0.9" },
  }),
);

async function open(path: string, options: { lang?: "es" | "en"; width?: number; javaScript?: boolean } = {}) {
  const { page, errors } = await visit({ lang: options.lang ?? "es", width: options.width ?? 1280, javaScript: options.javaScript ?? true });
  const response = await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
  return { page, response, errors };
}

const cardTitles = (page: Page) => page.locator("main article h2 a").allTextContents();
/** Client navigations change the URL before the new page renders: wait for the cards. */
const expectTitles = (page: Page, expected: Array<string>) => expect.poll(() => cardTitles(page), { timeout: 15_000 }).toEqual(expected);

describe("blog list", () => {
  test("page 1: breadcrumb, hero, search, categories, count, 6 cards, pagination", async () => {
    const { page, response, errors } = await open("/blog");
    expect(response?.status()).toBe(200);
    await expect(page.locator("nav[aria-label='Ruta de navegación']").textContent()).resolves.toContain("Blog técnico");
    expect(await page.locator("h1").textContent()).toBe("Blog técnico");
    expect(await page.locator("input[type=search][name=search]").count()).toBe(1);
    const cats = await page.locator("nav[aria-label='Filtrar por categoría'] a").allTextContents();
    expect(cats).toEqual(["Todas", "Soldadura", "Control ESD", "Procesos SMT", "Investigación", "Casos de estudio"]);
    expect(await page.locator("nav[aria-label='Filtrar por categoría'] a svg").count()).toBe(6);
    expect(await page.locator("main [role=status]").first().textContent()).toContain(`${published.length} artículos`);
    expect(await cardTitles(page)).toEqual(published.slice(0, 6).map((p) => p.content.es.title));
    const card = page.locator("main article").first();
    expect(await card.locator("time").textContent()).toMatch(/de \w+ de \d{4}/);
    expect(await card.textContent()).toMatch(/\d+ min de lectura/);
    expect(await card.locator("img").getAttribute("width")).toBe("1200");
    // Up to 3 tags, then +N.
    for (const c of await page.locator("main article").all()) {
      expect(await c.locator("ul[aria-label='Etiquetas'] li").count()).toBeLessThanOrEqual(4);
    }
    expect(await page.locator("main article").filter({ hasText: "+2" }).count()).toBeGreaterThan(0);
    // Previous disabled on page 1; next enabled.
    const pager = page.locator("nav[aria-label='Paginación']");
    expect(await pager.locator("[aria-disabled=true]").textContent()).toContain("Anterior");
    expect(await pager.locator("a[rel=next]").count()).toBe(1);
    expect(await pager.locator("[aria-current=page]").textContent()).toContain("1");
    // The newsletter section and the RSS link in the head.
    expect(await page.locator("section#newsletter h2").count()).toBe(1);
    expect(await page.locator("section#newsletter input[type=email]").count()).toBe(1);
    expect(await page.locator("head link[type='application/rss+xml']").first().getAttribute("href")).toBe("/blog/rss.xml?lang=es");
    expect(errors).toEqual([]);
  });

  test("pagination keeps the filter and disables next on the last page", async () => {
    const { page } = await open("/blog");
    await page.locator("nav[aria-label='Paginación'] a", { hasText: "2" }).click();
    await page.waitForURL(/page=2/);
    await expectTitles(page, published.slice(6, 12).map((p) => p.content.es.title));
    await page.locator("nav[aria-label='Paginación'] a[rel=next]").click();
    await page.waitForURL(/page=3/);
    await expectTitles(page, published.slice(12).map((p) => p.content.es.title));
    expect(await page.locator("nav[aria-label='Paginación'] [aria-disabled=true]").textContent()).toContain("Siguiente");
  });

  test("a category filter shows a chip; removing it and 'clear filters' go back to all", async () => {
    const { page } = await open("/blog?page=2");
    await page.locator("nav[aria-label='Filtrar por categoría'] a", { hasText: "Control ESD" }).click();
    await page.waitForURL((url) => url.search === "?category=esd");
    const esd = published.filter((p) => p.category === "esd");
    await expectTitles(page, esd.map((p) => p.content.es.title));
    expect(await page.locator("nav[aria-label='Filtrar por categoría'] a[aria-current=page]").textContent()).toBe("Control ESD");
    const chips = page.locator("ul[aria-label='Filtros activos'] li");
    expect(await chips.allTextContents()).toEqual(["Categoría: Control ESD"]);
    await chips.first().getByRole("link", { name: "Quitar filtro: Categoría: Control ESD" }).click();
    await page.waitForURL((url) => url.search === "");
    await expectTitles(page, published.slice(0, 6).map((p) => p.content.es.title));
    await page.goto(`${base}/blog?category=casos-estudio`);
    await page.getByRole("link", { name: "Limpiar filtros" }).click();
    await page.waitForURL((url) => url.search === "");
    await page.locator("ul[aria-label='Filtros activos']").waitFor({ state: "detached" });
  });

  test("search: results with a chip, the category reset, and the no-results state", async () => {
    const { page } = await open("/blog?category=esd");
    await page.locator("#blog-search").fill("soldadura");
    await page.locator("#blog-search").press("Enter");
    await page.waitForURL((url) => url.search === "?search=soldadura");
    await expect.poll(() => page.locator("ul[aria-label='Filtros activos'] li").allTextContents(), { timeout: 15_000 }).toEqual(["Búsqueda: “soldadura”"]);
    expect(await page.locator("main [role=status]").first().textContent()).toMatch(/\d+ resultados? para “soldadura”/);
    expect((await cardTitles(page)).length).toBeGreaterThan(0);
    expect(await page.locator("nav[aria-label='Filtrar por categoría'] a[aria-current=page]").count()).toBe(0);

    await page.locator("#blog-search").fill("qwzxqwzx");
    await page.locator("#blog-search").press("Enter");
    await page.waitForURL(/search=qwzxqwzx/);
    await page.getByRole("heading", { name: "No se encontraron resultados" }).waitFor();
  });

  test("while the next listing loads, the current one is marked busy", async () => {
    const { page } = await open("/blog");
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held = /\/blog\?category=esd$/;
    await page.route(held, async (route) => {
      await gate;
      await route.continue();
    });
    expect(await page.locator("main section[aria-busy]").count()).toBe(0);
    // Clicked and read in one evaluation: while a navigation is pending, Playwright's locators
    // and later evaluations wait for it, and it is held here.
    const busy = await page.evaluate(async () => {
      document.querySelector<HTMLAnchorElement>("nav[aria-label='Filtrar por categoría'] a[href$='category=esd']")?.click();
      await new Promise((resolve) => setTimeout(resolve, 500));
      const section = document.querySelector("main section[aria-busy=true]");
      const grid = section?.querySelector(":scope > .grid");
      const status = section?.querySelector<HTMLElement>("[role=status]");
      return { status: status?.innerText, opacity: grid ? getComputedStyle(grid).opacity : null };
    });
    expect(busy).toEqual({ status: expect.stringContaining("Cargando artículos…"), opacity: "0.6" });
    release();
    await page.waitForURL((url) => url.search === "?category=esd");
    await expectTitles(page, published.filter((p) => p.category === "esd").map((p) => p.content.es.title));
    expect(await page.locator("main section[aria-busy]").count()).toBe(0);
    expect(await page.locator("main [role=status]").first().innerText()).not.toContain("Cargando");
    await page.unroute(held);
  });

  test("malformed and out-of-range parameters fall back, never 500", async () => {
    for (const qs of ["page=abc", "page=-3", "page=0", "page=1e9", "category=nope", "category=%00", "search=%27%22%3C%3E", "page=999", "search=" + "x".repeat(500)]) {
      const res = await fetch(`${base}/blog?${qs}`);
      expect(res.status, qs).toBe(200);
    }
    const { page } = await open("/blog?page=999");
    expect(await page.locator("nav[aria-label='Paginación'] [aria-current=page]").textContent()).toContain("3");
  });

  test("works without JavaScript: category links and the search form", async () => {
    const { page } = await open("/blog", { javaScript: false });
    await page.locator("nav[aria-label='Filtrar por categoría'] a", { hasText: "Investigación" }).click();
    await page.waitForURL(/category=investigacion/);
    expect(await cardTitles(page)).toEqual(published.filter((p) => p.category === "investigacion").map((p) => p.content.es.title));
    await page.locator("#blog-search").fill("esténcil");
    await page.locator("form[role=search] button[type=submit]").click();
    await page.waitForURL(/search=/);
    expect(new URL(page.url()).searchParams.get("category")).toBeNull();
    expect((await cardTitles(page)).length).toBeGreaterThan(0);
  });

  test("English: texts, dates, category names; a Spanish-only post is marked", async () => {
    const { page } = await open("/blog?lang=en&category=esd", { lang: "en" });
    expect(await page.locator("h1").textContent()).toBe("Technical blog");
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    const card = page.locator("main article").filter({ hasText: spanishOnly.content.es.title });
    expect(await card.count()).toBe(1);
    expect(await card.textContent()).toContain("In Spanish");
    expect(await card.locator("h2").getAttribute("lang")).toBe("es");
    expect(await page.locator("main article time").first().textContent()).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  });
});

describe("post page", () => {
  test("title, breadcrumb, date, reading time, cover, body, tags, related posts, JSON-LD and Open Graph", async () => {
    const { page, response, errors } = await open(`/blog/${first.slug}`);
    expect(response?.status()).toBe(200);
    expect(await page.locator("h1").textContent()).toBe(first.content.es.title);
    expect(await page.locator("nav[aria-label='Ruta de navegación'] a").allTextContents()).toEqual(["Inicio", "Blog técnico"]);
    expect(await page.locator("main time").first().textContent()).toMatch(/de \w+ de \d{4}/);
    expect(await page.locator("main").textContent()).toMatch(/\d+ min de lectura/);
    expect(await page.locator("main").textContent()).toContain(first.content.es.excerpt);
    const cover = page.locator("main img").first();
    expect(await cover.getAttribute("src")).toBe(first.cover);
    expect(await cover.getAttribute("width")).toBe("1200");
    expect(await cover.getAttribute("height")).toBe("675");
    expect(await page.locator(".post-body h2").count()).toBeGreaterThan(0);
    expect(await page.locator("article footer ul li").first().count()).toBe(1);
    const related = page.locator("section[aria-labelledby=related-title] article");
    expect(await related.count()).toBeLessThanOrEqual(3);
    expect(await related.count()).toBeGreaterThan(0);
    expect(await page.getByRole("link", { name: "Volver al blog" }).count()).toBe(1);

    const ld = JSON.parse((await page.locator("script[type='application/ld+json']").textContent()) ?? "{}") as Record<string, unknown>;
    expect(ld["@type"]).toBe("BlogPosting");
    expect(ld.inLanguage).toBe("es-MX");
    expect(ld.headline).toBe(first.content.es.title);
    expect(await page.locator("meta[property='og:image']").getAttribute("content")).toBe(`${base}${first.cover}`);
    expect(await page.locator("meta[property='og:type']").getAttribute("content")).toBe("article");
    expect(errors).toEqual([]);
  });

  test("English page; a Spanish-only post shows the Spanish content with a notice", async () => {
    const { page } = await open(`/blog/${first.slug}?lang=en`, { lang: "en" });
    expect(await page.locator("h1").textContent()).toBe(first.content.en!.title);
    const ld = JSON.parse((await page.locator("script[type='application/ld+json']").textContent()) ?? "{}") as Record<string, unknown>;
    expect(ld.inLanguage).toBe("en-US");
    await page.goto(`${base}/blog/${spanishOnly.slug}?lang=en`);
    expect(await page.locator("h1").textContent()).toBe(spanishOnly.content.es.title);
    expect(await page.locator("[role=note]").textContent()).toContain("not available in English");
    expect(await page.locator("main > article").getAttribute("lang")).toBe("es");
    // On a phone the notice comes before the Spanish title, within the first screen.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const note = (await page.locator("[role=note]").boundingBox())!;
    const title = (await page.locator("h1").boundingBox())!;
    expect(note.y).toBeLessThan(title.y);
    expect(note.y + note.height).toBeLessThanOrEqual(740);
    await page.screenshot({ path: "reports/screenshots/blog-fallback-notice-en-375.png" });
  });

  test("share falls back to copying the link, with a visible confirmation", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, locale: "es-MX" });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: base });
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
    });
    const page = await context.newPage();
    await page.goto(`${base}/blog/${first.slug}`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Compartir", exact: true }).click();
    const status = page.locator("article footer [role=status]");
    await status.getByText("Enlace copiado al portapapeles").waitFor({ state: "visible" });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${base}/blog/${first.slug}`);
    // The cards' share buttons too.
    await page.goto(`${base}/blog`, { waitUntil: "networkidle" });
    await page.locator("main article").first().getByRole("button").click();
    await page.locator("main article").first().getByText("Enlace copiado al portapapeles").waitFor({ state: "visible" });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`^${base}/blog/[a-z0-9-]+$`));
    await context.close();
  });

  test("native share is used when the browser has it", async () => {
    const context = await browser().newContext({ viewport: { width: 375, height: 800 }, locale: "es-MX" });
    await context.addInitScript(() => {
      const calls: Array<unknown> = [];
      (window as unknown as { __shares: Array<unknown> }).__shares = calls;
      Object.defineProperty(Navigator.prototype, "share", { value: (data: unknown) => (calls.push(data), Promise.resolve()), configurable: true });
    });
    const page = await context.newPage();
    await page.goto(`${base}/blog/${first.slug}`, { waitUntil: "networkidle" });
    await page.locator("article footer").getByRole("button").click();
    const shares = await page.evaluate(() => (window as unknown as { __shares: Array<{ url: string; title: string }> }).__shares);
    expect(JSON.stringify(shares)).toBe(JSON.stringify([{ title: first.content.es.title, url: `${base}/blog/${first.slug}` }]));
    await context.close();
  });

  test.each([
    ["unknown", "/blog/no-existe-este-articulo"],
    ["draft", `/blog/${draft.slug}`],
    ["archived", `/blog/${archived.slug}`],
    ["malformed", "/blog/%3Cscript%3E"],
  ])("%s slugs answer 404 with the not-found message", async (_kind, path) => {
    const { page, response } = await open(path);
    expect(response?.status()).toBe(404);
    expect(await page.locator("h1").textContent()).toBe("Página no encontrada");
    expect(await page.locator("main").textContent()).toContain("El artículo que buscas no existe o ya no está publicado.");
    expect(await page.getByRole("link", { name: "Volver al blog" }).count()).toBe(1);
  });

  test("an upper-case slug redirects to the canonical one", async () => {
    const res = await fetch(`${base}/blog/${first.slug.toUpperCase()}`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(`/blog/${first.slug}`);
  });
});

test("a card's hidden tag count agrees with its number: «1 more tag», «2 more tags»", async () => {
  // The related cards of this post hide one tag each (the demo's tags).
  const path = "/blog/como-fijar-termopares-para-perfilar-un-horno-de-reflujo";
  for (const [lang, one, many] of [
    ["en", /^1 more tag$/, /^\d+ more tags$/],
    ["es", /^1 etiqueta más$/, /^\d+ etiquetas más$/],
  ] as const) {
    const html = await (await fetch(`${base}${path}?lang=${lang}`)).text();
    const counts = [...html.matchAll(/<span class="sr-only">([^<]*(?:more tags?|etiquetas? más))<\/span>/g)].map((m) => m[1]!);
    expect(counts.length, lang).toBeGreaterThan(0);
    expect(counts.some((text) => one.test(text)), lang).toBe(true);
    for (const text of counts) expect(text.startsWith("1 ") ? one.test(text) : many.test(text), text).toBe(true);
  }
});

describe("feeds", () => {
  test.each(["es", "en"] as const)("RSS 2.0 in %s", async (lang) => {
    const res = await fetch(`${base}/blog/rss.xml?lang=${lang}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/rss+xml");
    const xml = await res.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain(`<language>${lang === "es" ? "es-MX" : "en-US"}</language>`);
    const title = lang === "es" ? first.content.es.title : first.content.en!.title;
    expect(xml).toContain(`<title>${title.replace(/&/g, "&amp;")}</title>`);
    expect(xml).not.toContain(draft.slug);
    expect(xml).not.toContain(archived.slug);
    // Every published demo post, each linked at its version's slug (other test files running on
    // the same server may have published more).
    const links = [...xml.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => m[1]!);
    for (const post of published) {
      const slug = lang === "en" && post.content.en ? (post.slugEn ?? post.slug) : post.slug;
      expect(links).toContain(`${base}/blog/${slug}?lang=${lang}`);
    }
    expect((xml.match(/<item>/g) ?? []).length).toBeGreaterThanOrEqual(published.length);
    // A post with no English version comes in Spanish in the English feed, and says so.
    const spanishOnly = published.filter((post) => !post.content.en);
    if (lang === "en") expect(spanishOnly.length, "the demo content has a post in Spanish only").toBeGreaterThan(0);
    for (const post of spanishOnly) {
      const item = xml.split("<item>").find((part) => part.includes(`/blog/${post.slug}?lang=${lang}`))!;
      const marked = lang === "en";
      expect(item.includes(`<title>${post.content.es.title.replace(/&/g, "&amp;")} (In Spanish)</title>`), post.slug).toBe(marked);
      expect(item.includes("This article is not available in English yet. The Spanish version is shown."), post.slug).toBe(marked);
    }
  });
});

describe("page cache", () => {
  test("a repeated request is a hit with br bytes, an ETag and a hash-based CSP; If-None-Match gets 304", async () => {
    const url = `${base}/blog?category=procesos`;
    const headers = { "accept-encoding": "br", cookie: "lang=es" };
    // Each worker has its own cache: read each answer whole, so the next request reuses the
    // keep-alive connection (as a browser does) and reaches the same worker. A URL with a query is
    // stored on its second request.
    await (await fetch(url, { headers })).arrayBuffer();
    await (await fetch(url, { headers })).arrayBuffer();
    const hit = await fetch(url, { headers });
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(hit.headers.get("content-encoding")).toBe("br");
    expect(hit.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
    const etag = hit.headers.get("etag")!;
    expect(etag).toMatch(/^"/);
    await hit.arrayBuffer(); // the same connection, so the same worker
    const notModified = await fetch(url, { headers: { ...headers, "if-none-match": `W/"x", ${etag}` } });
    expect(notModified.status).toBe(304);
    const gz = await fetch(url, { headers: { "accept-encoding": "gzip", cookie: "lang=es" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(await gz.text()).toContain("Procesos SMT");
  });

  test("the two languages are cached apart", async () => {
    const es = await (await fetch(`${base}/blog`, { headers: { cookie: "lang=es" } })).text();
    const en = await (await fetch(`${base}/blog`, { headers: { cookie: "lang=en" } })).text();
    expect(es).toContain("Blog técnico");
    expect(en).toContain("Technical blog");
  });
});

describe("accessibility (axe: WCAG 2.0–2.2 A and AA)", () => {
  const pages = [
    "/blog",
    "/blog?search=soldadura",
    "/blog?search=qwzxqwzx",
    "/blog?category=esd&lang=en",
    `/blog/${first.slug}`,
    `/blog/${spanishOnly.slug}?lang=en`,
    "/blog/no-existe",
  ];
  for (const width of [375, 1280]) {
    test.each(pages)(`%s at ${width} px`, async (path) => {
      const { page } = await open(path, { width, lang: path.includes("lang=en") ? "en" : "es" });
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

