/**
 * Per-page SEO that the server computes once (title, description, canonical URL, Open Graph image)
 * and the route's `meta` turns into tags: title, description, Open Graph and Twitter cards.
 * The titles in app/content/seo.ts already include the brand: they are used as they are.
 */
import type { Lang } from "~/i18n/lang";
import type { JsonLdObject } from "./structured-data";

export type PageSeo = {
  title: string;
  description: string;
  /** Absolute canonical URL of the page in its language. */
  url: string;
  /** Absolute URL of the Open Graph image (1200×630 JPEG). */
  image: string;
  imageAlt: string;
  lang: Lang;
  siteName: string;
};

/** What every marketing page's loader returns next to its copy. */
export type SeoData = { seo: PageSeo; jsonLd: JsonLdObject[] };

const OG_LOCALE: Record<Lang, string> = { es: "es_MX", en: "en_US" };

export function seoMeta(seo: PageSeo | undefined) {
  if (!seo) return [];
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: seo.siteName },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.url },
    { property: "og:image", content: seo.image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: seo.imageAlt },
    { property: "og:locale", content: OG_LOCALE[seo.lang] },
    { property: "og:locale:alternate", content: OG_LOCALE[seo.lang === "es" ? "en" : "es"] },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: seo.image },
    { name: "twitter:image:alt", content: seo.imageAlt },
  ];
}
