import { renderSitemap, staticSitemapEntries, type SitemapEntry } from "~/lib/sitemap";
import { siteOrigin } from "~/lib/page-seo.server";

/** GET /sitemap.xml: every public page in both languages with hreflang alternates. */
export async function loader() {
  const origin = siteOrigin();
  const entries: SitemapEntry[] = staticSitemapEntries(origin);
  // ── LEAD: wire the blog here ───────────────────────────────────────────────────────────────
  // entries.push(...(await blogSitemapEntries(origin)));   // from "~/blog/sitemap.server" (issue 5)
  // ───────────────────────────────────────────────────────────────────────────────────────────
  return new Response(renderSitemap(entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
