/**
 * The one SEO/meta API of the pages: canonical and hreflang URLs (`pageUrls`, ADR 0002), the tags a
 * marketing page's `meta` renders from the SEO data its loader computed (`seoMeta`, with Open Graph
 * and Twitter cards; built by `buildSeo` in seo.server.ts), and the plain title + description of
 * pages without that data (`titleAndDescription`, with the language and texts of the root loader:
 * `rootFromMatches`).
 */
import { company } from "~/config/company";
import type { Lang } from "~/i18n/lang";
import type { Messages } from "~/i18n/messages";
import { isSharedPath, translatePath } from "~/i18n/paths";
import { messagesOf, type PagePaths, type RootData } from "~/i18n/site";
import type { JsonLdObject } from "~/platform/structured-data";

export type AlternateLink = { hreflang: "es" | "en" | "x-default"; href: string };

export function pageUrls(
  pathname: string,
  lang: Lang,
  origin: string,
  paths?: PagePaths,
  /** Parameters that make the page a page of its own, kept in every URL (`page=2`: a listing's second page). */
  query?: string,
): { canonical: string; alternates: Array<AlternateLink> } {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const more = query ? `&${query}` : "";
  // A shared path (one URL for both languages) names its language with ?lang=; the bare shared path
  // is not listed, so its canonical never points to "another hreflang location". A page with its own
  // path per language (`paths`: a post's translated slugs) names it with ?lang= too.
  const at = paths
    ? (l: Lang) => `${origin}${paths[l]}?lang=${l}${more}`
    : isSharedPath(path)
      ? (l: Lang) => `${origin}${path}?lang=${l}${more}`
      : (l: Lang) => `${origin}${translatePath(path, l)}${query ? `?${query}` : ""}`;
  // hreflang lists only the languages the page exists in (a post's published versions); the other
  // language's URL still answers (the same text with a notice).
  const languages = (["es", "en"] as const).filter((l) => !paths?.languages || paths.languages.includes(l));
  return {
    // A page asked for in a language it does not exist in shows the other language's text: its
    // canonical is that version's URL, so the two URLs of one text are not both canonical.
    canonical: at(languages.length && !languages.includes(lang) ? languages[0]! : lang),
    alternates: [
      ...languages.map((l) => ({ hreflang: l, href: at(l) })),
      // x-default is the Spanish version, the default language (else the only one there is).
      { hreflang: "x-default", href: at(languages.includes("es") || !languages.length ? "es" : languages[0]!) },
    ],
  };
}

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

/** A marketing page's tags; its titles (app/content/seo.ts) already include the brand and are used as they are. */
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

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/**
 * The language, texts and site origin from the root loader, for a route's `meta` function. The texts
 * come from the loader data (not from the dictionaries module) so the browser never downloads both languages.
 */
export function rootFromMatches(matches: ReadonlyArray<MatchLike>): { lang: Lang; m: Messages; origin: string } {
  const root = matches.find((match) => match?.id === "root")?.loaderData as Partial<RootData> | undefined;
  const lang: Lang = root?.lang === "en" ? "en" : "es";
  return { lang, m: messagesOf(root), origin: root?.origin ?? "" };
}

/** `<title>` and description; the site name is appended to the title. */
export function titleAndDescription(title: string, description: string) {
  return [{ title: `${title} | ${company.name}` }, { name: "description", content: description }];
}
