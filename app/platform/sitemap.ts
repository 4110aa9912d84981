/**
 * sitemap.xml and robots.txt, built from the page table (./paths.ts): every public page in both
 * languages, each with its xhtml:link hreflang alternates (es, en, x-default), the same URLs the
 * pages declare as canonical and alternate (./seo.ts).
 */
import { escapeXml } from "~/platform/text";
import { LANGS } from "~/i18n/lang";
import { PAGES, PRODUCT_CATEGORIES, productCategoryPath, type PageKey } from "~/i18n/paths";
import { pageUrls, type AlternateLink } from "~/platform/seo";

export type SitemapEntry = { loc: string; alternates: AlternateLink[]; lastmod?: string };

/** Pages listed in the sitemap (every public page of the table). */
export const SITEMAP_PAGES: PageKey[] = ["home", "about", "services", "products", "contact", "techSheets", "blog", "privacy", "terms", "cookies"];

function entriesFor(pathEs: string, origin: string): SitemapEntry[] {
  return LANGS.map((lang) => {
    const urls = pageUrls(pathEs, lang, origin);
    return { loc: urls.canonical, alternates: urls.alternates };
  });
}

/** Entries of the marketing pages and the product category pages, in both languages. */
export function staticSitemapEntries(origin: string): SitemapEntry[] {
  const entries: SitemapEntry[] = [];
  for (const page of SITEMAP_PAGES) entries.push(...entriesFor(PAGES[page].es, origin));
  for (const category of PRODUCT_CATEGORIES) entries.push(...entriesFor(productCategoryPath(category, "es"), origin));
  return entries;
}

export function renderSitemap(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const links = entry.alternates
      .map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(alt.href)}"/>`)
      .join("\n");
    const lastmod = entry.lastmod ? `\n    <lastmod>${escapeXml(entry.lastmod)}</lastmod>` : "";
    return `  <url>\n    <loc>${escapeXml(entry.loc)}</loc>${lastmod}\n${links}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function renderRobots(origin: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /api/", "Disallow: /vista-previa/", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}
