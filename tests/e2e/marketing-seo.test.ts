/** SEO of the marketing pages: meta and social cards, JSON-LD, sitemap.xml and robots.txt. */
import { expect, inject, test } from "vitest";
import { useBrowser } from "../helpers/browser";
import { jsonLd, ldTypes, useVisitorPages } from "./marketing-helpers";

const baseURL = inject("baseURL");
const browser = useBrowser();
const visit = useVisitorPages(browser, baseURL);

test("sitemap.xml lists every public page in both languages with hreflang alternates and x-default", async () => {
  const res = await fetch(`${baseURL}/sitemap.xml`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
  const xml = await res.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname + new URL(m[1] ?? "").search);
  for (const path of [
    "/?lang=es",
    "/?lang=en",
    "/nosotros",
    "/about",
    "/servicios",
    "/services",
    "/productos",
    "/products",
    "/productos/mro",
    "/products/tooling",
    "/contacto",
    "/contact",
    "/fichas-tecnicas",
    "/technical-sheets",
    "/aviso-de-privacidad",
    "/privacy",
    "/terminos",
    "/terms",
    "/politica-de-cookies",
    "/cookies",
    "/blog?lang=es",
  ]) {
    expect(locs).toContain(path);
  }
  expect(locs.some((l) => l.startsWith("/admin"))).toBe(false);
  // Published posts are listed in each language they exist in, at that version's slug; drafts are not.
  expect(locs).toContain("/blog/perfil-de-reflujo-para-sac305-rampa-meseta-pico-o-rampa-directa?lang=es");
  expect(locs).toContain("/blog/sac305-reflow-profile-ramp-soak-spike-or-ramp-to-peak?lang=en");
  expect(locs.some((l) => l.includes("fundente-para-soldadura-por-ola"))).toBe(false);
  const about = xml.slice(xml.indexOf(`${baseURL}/about</loc>`));
  const block = about.slice(0, about.indexOf("</url>"));
  expect(block).toContain(`hreflang="es" href="${baseURL}/nosotros"`);
  expect(block).toContain(`hreflang="en" href="${baseURL}/about"`);
  expect(block).toContain(`hreflang="x-default" href="${baseURL}/nosotros"`);
});

test("robots.txt disallows the admin and names the sitemap", async () => {
  const res = await fetch(`${baseURL}/robots.txt`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
  const text = await res.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Disallow: \/admin$/m);
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("pages carry their title, description, Open Graph and Twitter cards, and JSON-LD of the expected types", async () => {
  const cases = [
    { path: "/", lang: "es" as const, title: "Ardentia | Consumibles, equipo y servicios SMT en México", og: "home", types: ["Organization", "LocalBusiness"] },
    { path: "/about", lang: "en" as const, title: "About us: over 20 years in SMT assembly | Ardentia", og: "about", types: ["BreadcrumbList"] },
    { path: "/servicios", lang: "es" as const, title: "Servicios técnicos para líneas SMT | Ardentia", og: "services", types: ["BreadcrumbList"] },
    { path: "/products", lang: "en" as const, title: "Products for SMT electronics assembly | Ardentia", og: "products", types: ["BreadcrumbList", "ItemList", "Product"] },
    { path: "/productos/solder", lang: "es" as const, title: "Materiales de soldadura | Ardentia", og: "products", types: ["BreadcrumbList", "Product"] },
    { path: "/contacto", lang: "es" as const, title: "Contacto y cotizaciones | Ardentia", og: "contact", types: ["LocalBusiness", "BreadcrumbList"] },
    { path: "/technical-sheets", lang: "en" as const, title: "Technical and safety data sheets | Ardentia", og: "products", types: ["BreadcrumbList"] },
    { path: "/aviso-de-privacidad", lang: "es" as const, title: "Aviso de Privacidad | Ardentia", og: "default", types: ["BreadcrumbList"] },
  ];
  for (const c of cases) {
    const page = await visit(c.path, { lang: c.lang });
    expect(await page.title()).toBe(c.title);
    const meta = (sel: string) => page.locator(`meta[${sel}]`).getAttribute("content");
    expect((await meta('name="description"'))?.length).toBeGreaterThan(60);
    expect(await meta('property="og:title"')).toBe(c.title);
    expect(await meta('property="og:image"')).toBe(`${baseURL}/images/og/${c.og}.jpg`);
    expect(await meta('property="og:url"')).toBe(await page.locator('link[rel="canonical"]').getAttribute("href"));
    expect(await meta('property="og:locale"')).toBe(c.lang === "es" ? "es_MX" : "en_US");
    expect(await meta('name="twitter:card"')).toBe("summary_large_image");
    expect(await meta('name="twitter:image"')).toBe(`${baseURL}/images/og/${c.og}.jpg`);
    const ld = await jsonLd(page);
    const types = ldTypes(ld);
    for (const t of c.types) expect(types, `${c.path} JSON-LD`).toContain(t);
    const crumbs = ld.find((o) => o["@type"] === "BreadcrumbList") as { itemListElement: Array<{ item: string }> } | undefined;
    if (c.path !== "/") {
      expect(crumbs?.itemListElement[0]?.item).toBe(`${baseURL}/`);
      expect(crumbs?.itemListElement.at(-1)?.item).toBe(`${baseURL}${c.path}`);
    }
  }
  const page = await visit("/products", { lang: "en" });
  // The products page's JSON-LD names every catalogue item.
  const list = (await jsonLd(page)).find((o) => o["@type"] === "ItemList") as { itemListElement: Array<{ item: { "@type": string; name: string } }> };
  expect(list.itemListElement).toHaveLength(20);
  expect(list.itemListElement.every((e) => e.item["@type"] === "Product")).toBe(true);
  // The organization carries the address and opening hours.
  await page.goto("/");
  const org = (await jsonLd(page)).find((o) => Array.isArray(o["@type"])) as { address: { addressLocality: string }; openingHoursSpecification: unknown[] };
  expect(org.address.addressLocality).toBe("Apodaca");
  expect(org.openingHoursSpecification).toHaveLength(1);
});

test("JSON-LD in the served HTML cannot break out of its script element", async () => {
  const html = await (await fetch(`${baseURL}/productos`, { headers: { "accept-language": "es" } })).text();
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? "");
  expect(scripts.length).toBeGreaterThan(1);
  for (const s of scripts) {
    expect(s).not.toContain("<");
    expect(() => JSON.parse(s)).not.toThrow();
  }
});

test("the blog list carries the social cards; a category or a later page is a canonical page of its own, with its hreflang alternates", async () => {
  const head = async (path: string, lang: "es" | "en") => {
    const res = await fetch(`${baseURL}${path}`, { headers: { "Accept-Language": lang } });
    expect(res.status).toBe(200);
    const html = await res.text();
    const attr = (re: RegExp) => re.exec(html)?.[1]?.replaceAll("&amp;", "&");
    return {
      canonical: attr(/<link rel="canonical" href="([^"]+)"/),
      alternates: [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/gi)].map((m) => `${m[1]} ${m[2]!.replaceAll("&amp;", "&")}`),
      ogUrl: attr(/<meta property="og:url" content="([^"]+)"/),
      ogImage: attr(/<meta property="og:image" content="([^"]+)"/),
      ogTitle: attr(/<meta property="og:title" content="([^"]+)"/),
      ogLocale: attr(/<meta property="og:locale" content="([^"]+)"/),
      twitter: attr(/<meta name="twitter:card" content="([^"]+)"/),
      title: attr(/<title>([^<]+)<\/title>/),
    };
  };
  const es = await head("/blog", "es");
  expect(es.canonical).toBe(`${baseURL}/blog?lang=es`);
  expect(es.ogUrl).toBe(es.canonical);
  expect(es.ogImage).toBe(`${baseURL}/images/og/blog.jpg`);
  expect(es.ogTitle).toBe(es.title);
  expect(es.ogLocale).toBe("es_MX");
  expect(es.twitter).toBe("summary_large_image");

  const second = await head("/blog?page=2", "en");
  expect(second.title).toMatch(/Page 2/);
  expect(second.canonical).toBe(`${baseURL}/blog?lang=en&page=2`);
  expect(second.ogUrl).toBe(second.canonical);
  expect(second.ogLocale).toBe("en_US");
  expect(second.alternates).toEqual([`es ${baseURL}/blog?lang=es&page=2`, `en ${baseURL}/blog?lang=en&page=2`, `x-default ${baseURL}/blog?lang=es&page=2`]);

  const category = await head("/blog?category=esd", "es");
  expect(category.canonical).toBe(`${baseURL}/blog?lang=es&category=esd`);
  // A page past the end is shown as the last one: its canonical is that page, not the one asked for.
  const past = await head("/blog?category=esd&page=99", "es");
  expect(past.canonical).toMatch(new RegExp(`^${baseURL.replaceAll(".", "\\.")}/blog\\?lang=es&category=esd(&page=\\d)?$`));
  expect(past.canonical).not.toContain("page=99");
});
