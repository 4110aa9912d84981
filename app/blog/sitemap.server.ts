/**
 * Blog entries for /sitemap.xml (the route belongs to the marketing pages; it calls this).
 * One entry per published post and language it has content in, each with its hreflang
 * alternates. Each language version lives at /blog/{its slug}, the language named with ?lang=,
 * the same convention as the canonical links (app/platform/seo.ts).
 */
import { postPath } from "~/i18n/paths";
import { env } from "~/config/env.server";
import { LANGS, type Lang } from "~/i18n/lang";
import { publishedPostIndex } from "./queries.server";

export type SitemapAlternate = { hreflang: Lang | "x-default"; href: string };
export type SitemapEntry = { loc: string; lastmod: string; alternates: Array<SitemapAlternate> };

export async function blogSitemapEntries(origin: string = env().PUBLIC_URL): Promise<Array<SitemapEntry>> {
  const base = origin.replace(/\/+$/, "");
  const posts = await publishedPostIndex();
  const entries: Array<SitemapEntry> = [];
  for (const post of posts) {
    const languages = LANGS.filter((l) => post.languages.includes(l));
    if (!languages.length) continue;
    // Each language version at its own slug.
    const at = (l: Lang) => `${base}${postPath(post.slugs[l], l)}`;
    const alternates: Array<SitemapAlternate> = [
      ...languages.map((l) => ({ hreflang: l, href: at(l) })),
      // x-default as in app/platform/seo.ts: the Spanish page (the default language) when it exists.
      { hreflang: "x-default", href: at(languages.includes("es") ? "es" : languages[0]!) },
    ];
    const lastmod = post.updatedAt > post.publishedAt ? post.updatedAt : post.publishedAt;
    for (const l of languages) entries.push({ loc: at(l), lastmod, alternates });
  }
  return entries;
}
