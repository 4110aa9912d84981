/**
 * The public page table: every page's path in each language, the 301 redirects of old and
 * alternative paths (short section links such as `/historia`), and the mapping of a path to its twin in the other language.
 * Header, footer, hreflang links, the sitemap and the language switch all read it.
 */
import { type Lang, type Localized } from "./lang";

export const PAGES = {
  home: { es: "/", en: "/" },
  about: { es: "/nosotros", en: "/about" },
  services: { es: "/servicios", en: "/services" },
  products: { es: "/productos", en: "/products" },
  contact: { es: "/contacto", en: "/contact" },
  techSheets: { es: "/fichas-tecnicas", en: "/technical-sheets" },
  blog: { es: "/blog", en: "/blog" },
  privacy: { es: "/aviso-de-privacidad", en: "/privacy" },
  terms: { es: "/terminos", en: "/terms" },
  cookies: { es: "/politica-de-cookies", en: "/cookies" },
} as const satisfies Record<string, Localized<string>>;

export type PageKey = keyof typeof PAGES;

export const PRODUCT_CATEGORIES = ["mro", "esd", "solder", "machines", "laser", "tooling"] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export function isProductCategory(value: unknown): value is ProductCategory {
  return typeof value === "string" && (PRODUCT_CATEGORIES as ReadonlyArray<string>).includes(value);
}

/** Section ids that links point to (`/nosotros#historia`); pages must render these ids. */
export const SECTION_IDS = {
  about: { history: "historia", mission: "mision", team: "equipo", certifications: "certificaciones" },
  services: {
    assessment: "evaluacion",
    consulting: "consultoria",
    support: "soporte",
    documentation: "documentacion",
    fieldServices: "servicios-en-campo",
    analysis: "analisis",
    training: "capacitacion",
  },
} as const;

/** Old or alternative paths (short links to a page section) → where they live now, with 301. */
export const REDIRECTS: Record<string, string> = {
  "/home": "/",
  "/inicio": "/",
  "/historia": `/nosotros#${SECTION_IDS.about.history}`,
  "/history": `/about#${SECTION_IDS.about.history}`,
  "/mision-valores": `/nosotros#${SECTION_IDS.about.mission}`,
  "/mission-values": `/about#${SECTION_IDS.about.mission}`,
  "/equipo": `/nosotros#${SECTION_IDS.about.team}`,
  "/team": `/about#${SECTION_IDS.about.team}`,
  "/certificaciones": `/nosotros#${SECTION_IDS.about.certifications}`,
  "/certifications": `/about#${SECTION_IDS.about.certifications}`,
  "/soporte": `/servicios#${SECTION_IDS.services.support}`,
  "/support": `/services#${SECTION_IDS.services.support}`,
  "/consultoria": `/servicios#${SECTION_IDS.services.consulting}`,
  "/consulting": `/services#${SECTION_IDS.services.consulting}`,
  "/capacitacion": `/servicios#${SECTION_IDS.services.training}`,
  "/training": `/services#${SECTION_IDS.services.training}`,
};

export function pagePath(page: PageKey, lang: Lang): string {
  return PAGES[page][lang];
}

export function productCategoryPath(category: ProductCategory, lang: Lang): string {
  return `${PAGES.products[lang]}/${category}`;
}

/**
 * A post's address in a language, as its canonical names it: the blog's paths are shared by both
 * languages, so `?lang=` says which one (the sitemap lists it, a newsletter links to it).
 */
export function postPath(slug: string, lang: Lang): string {
  return `/blog/${encodeURIComponent(slug)}?lang=${lang}`;
}

function stripTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/**
 * The first segments of the public pages' paths (`nosotros`, `blog`, `historia`…). They are lower
 * case, and the router matches paths whatever their case, so `/About` would serve the page under an
 * address search engines count as another one.
 */
const PUBLIC_ROOTS: ReadonlySet<string> = new Set(
  [...Object.values(PAGES).flatMap((p) => [p.es, p.en]), ...Object.keys(REDIRECTS), "/newsletter", "/sitemap.xml", "/robots.txt"]
    .map((p) => p.split("/")[1]!)
    .filter(Boolean),
);
const PERCENT_ESCAPE = /%[0-9a-f]{2}/gi;

/**
 * The lower-case form of a public page's path that has upper-case letters (`/About` → `/about`,
 * `/BLOG/Mi-Post` → `/blog/mi-post`), to redirect to; undefined when it has none, or when it is not
 * a public page's: a preview's token, the admin, the API and files are case-sensitive. Percent
 * escapes keep their case (`%C3%B1` is not an upper-case letter).
 */
export function lowerCasePagePath(pathname: string): string | undefined {
  if (!/[A-Z]/.test(pathname.replace(PERCENT_ESCAPE, ""))) return undefined;
  const lower = pathname.replace(/%[0-9a-f]{2}|[^%]+/gi, (part) => (part.startsWith("%") ? part : part.toLowerCase()));
  return PUBLIC_ROOTS.has(lower.split("/")[1] ?? "") ? lower : undefined;
}

/** The language a path implies (`/nosotros` → es, `/about` → en), or undefined for shared paths. */
export function pathLanguage(pathname: string): Lang | undefined {
  const p = stripTrailingSlash(pathname);
  for (const paths of Object.values(PAGES)) {
    if (paths.es === paths.en) continue;
    if (p === paths.es || p.startsWith(paths.es + "/")) return "es";
    if (p === paths.en || p.startsWith(paths.en + "/")) return "en";
  }
  return undefined;
}

/** The same page in the other language (`/productos/esd` → `/products/esd`); unknown paths stay. */
export function translatePath(pathname: string, lang: Lang): string {
  const p = stripTrailingSlash(pathname);
  for (const paths of Object.values(PAGES)) {
    for (const from of [paths.es, paths.en]) {
      if (from === "/") {
        if (p === "/") return paths[lang];
        continue;
      }
      if (p === from) return paths[lang];
      if (p.startsWith(from + "/")) return paths[lang] + p.slice(from.length);
    }
  }
  return p;
}

/** Whether a path is shared by both languages (language then comes from ?lang, cookie or headers). */
export function isSharedPath(pathname: string): boolean {
  return pathLanguage(pathname) === undefined;
}
