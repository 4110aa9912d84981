/** Canonical and hreflang links for a page (ADR 0002). */
import type { Lang } from "~/i18n/lang";
import { isSharedPath, translatePath } from "./paths";

export type AlternateLink = { hreflang: "es" | "en" | "x-default"; href: string };

export function pageUrls(pathname: string, lang: Lang, origin: string): { canonical: string; alternates: Array<AlternateLink> } {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (isSharedPath(path)) {
    const at = (l: Lang) => `${origin}${path}?lang=${l}`;
    return {
      canonical: at(lang),
      alternates: [
        { hreflang: "es", href: at("es") },
        { hreflang: "en", href: at("en") },
        // x-default is the Spanish version (the default language), as for every other page; the bare
        // shared path is not listed, so its canonical never points to "another hreflang location".
        { hreflang: "x-default", href: at("es") },
      ],
    };
  }
  const at = (l: Lang) => `${origin}${translatePath(path, l)}`;
  return {
    canonical: at(lang),
    alternates: [
      { hreflang: "es", href: at("es") },
      { hreflang: "en", href: at("en") },
      { hreflang: "x-default", href: at("es") },
    ],
  };
}
