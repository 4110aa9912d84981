/** Builds a marketing page's SEO data (meta tags + JSON-LD) in the loader, for one language. */
import { env } from "~/config/env.server";
import { company } from "~/config/company";
import { seo as seoCopy, type SeoPage } from "~/content/seo";
import { localize } from "~/content/tokens";
import type { Lang } from "~/i18n/lang";
import { dictionaries } from "~/i18n/messages";
import { pageUrls, type SeoData } from "./seo";
import { breadcrumbLd, organizationLd, type BreadcrumbItem, type JsonLdObject } from "~/platform/structured-data";

/** Open Graph image of each page (public/images/og/{name}.jpg, 1200×630). */
export const OG_IMAGES: Record<SeoPage, string> = {
  home: "home",
  about: "about",
  services: "services",
  products: "products",
  contact: "contact",
  techSheets: "products",
  privacy: "default",
  terms: "default",
  cookies: "default",
  blog: "blog",
  notFound: "default",
};

export function siteOrigin(): string {
  return env().PUBLIC_URL.replace(/\/+$/, "");
}

export function buildSeo(options: {
  page: SeoPage;
  lang: Lang;
  pathname: string;
  /** The trail after "home" (omit on the home page). */
  crumbs?: BreadcrumbItem[];
  /** Overrides of the page's title/description (e.g. a product category page). */
  title?: string;
  description?: string;
  organization?: boolean;
  extraJsonLd?: JsonLdObject[];
}): SeoData {
  const { page, lang } = options;
  const origin = siteOrigin();
  const urls = pageUrls(options.pathname.replace(/\.data$/, ""), lang, origin);
  const title = options.title ?? localize(seoCopy[page].title, lang);
  const jsonLd: JsonLdObject[] = [];
  if (options.organization) jsonLd.push(organizationLd(lang, origin));
  if (options.crumbs?.length) {
    jsonLd.push(breadcrumbLd([{ name: dictionaries[lang].nav.home, path: "/" }, ...options.crumbs], origin));
  }
  jsonLd.push(...(options.extraJsonLd ?? []));
  return {
    seo: {
      title,
      description: options.description ?? localize(seoCopy[page].description, lang),
      url: urls.canonical,
      image: `${origin}/images/og/${OG_IMAGES[page]}.jpg`,
      imageAlt: `${company.name} — ${company.tagline[lang]}`,
      lang,
      siteName: company.name,
    },
    jsonLd,
  };
}
