/** The public route table in both languages, for tests that visit every page. */
import { PAGES, PRODUCT_CATEGORIES, REDIRECTS } from "~/i18n/paths";
import type { Lang } from "~/i18n/lang";

export type PublicRoute = { path: string; lang: Lang };

/** Every public page at its Spanish and English path (shared paths with ?lang=). */
export function publicRoutes(): Array<PublicRoute> {
  const routes: Array<PublicRoute> = [];
  for (const paths of Object.values(PAGES)) {
    for (const lang of ["es", "en"] as const) {
      const path = paths[lang];
      routes.push({ path: paths.es === paths.en ? `${path}?lang=${lang}` : path, lang });
    }
  }
  for (const category of PRODUCT_CATEGORIES) {
    routes.push({ path: `${PAGES.products.es}/${category}`, lang: "es" });
    routes.push({ path: `${PAGES.products.en}/${category}`, lang: "en" });
  }
  return routes;
}

export const REDIRECT_TABLE = REDIRECTS;
