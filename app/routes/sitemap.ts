import { renderSitemap, staticSitemapEntries, type SitemapEntry } from "~/platform/sitemap";
import { siteOrigin } from "~/platform/seo.server";
import { blogSitemapEntries } from "~/blog/sitemap.server";

/** GET /sitemap.xml: every public page in both languages with hreflang alternates. */
export async function loader() {
  const origin = siteOrigin();
  const entries: SitemapEntry[] = staticSitemapEntries(origin);
  entries.push(...(await blogSitemapEntries(origin)));
  return new Response(renderSitemap(entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
