/** The catalogue in one language, for loaders (only the current language reaches the client). */
import type { ProductView, ProductViewLabels } from "~/content/types";
import { categories, productsInCategory, productsPage, type Category, type CategoryId, type Product } from "~/content/catalogue";
import { localize, localizeAll } from "~/content/tokens";
import type { Lang } from "~/i18n/lang";
import { productCategoryPath, PAGES } from "~/i18n/paths";
import { productLd, type JsonLdObject } from "~/platform/structured-data";

export function localizeProduct(p: Product, lang: Lang): ProductView {
  return {
    id: p.id,
    title: localize(p.title, lang),
    subtitle: localize(p.subtitle, lang),
    description: localize(p.description, lang),
    features: localizeAll(p.features, lang),
    highlights: p.highlights.map((h) => ({ label: localize(h.label, lang), value: localize(h.value, lang) })),
    image: p.image,
  };
}

export function productLabels(lang: Lang): ProductViewLabels {
  return {
    featuresHeading: localize(productsPage.featuresHeading, lang),
    highlightsHeading: localize(productsPage.highlightsHeading, lang),
    quoteLabel: localize(productsPage.quoteLabel, lang),
    imageFallback: localize(productsPage.imageFallback, lang),
  };
}

/** The closing call to action shared by the products page and the category pages. */
export function productsCta(lang: Lang) {
  const cta = productsPage.cta;
  return {
    title: localize(cta.title, lang),
    description: localize(cta.description, lang),
    primaryLabel: localize(cta.primaryLabel, lang),
    secondaryLabel: localize(cta.secondaryLabel, lang),
  };
}

export function localizeCategory(c: Category, lang: Lang) {
  return {
    id: c.id,
    code: c.code,
    title: localize(c.title, lang),
    shortDescription: localize(c.shortDescription, lang),
    intro: localize(c.intro, lang),
    image: c.image,
    path: productCategoryPath(c.id, lang),
    products: productsInCategory(c.id).map((p) => localizeProduct(p, lang)),
  };
}

export function localizedCatalogue(lang: Lang, only?: CategoryId) {
  return categories.filter((c) => !only || c.id === only).map((c) => localizeCategory(c, lang));
}

/** The listed products as one schema.org ItemList of Product items. */
export function productListLd(list: ReturnType<typeof localizedCatalogue>, pagePath: string, origin: string): JsonLdObject {
  const items = list.flatMap((c) => c.products.map((p) => ({ p, category: c.title })));
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: items.map(({ p, category }, i) => ({
      "@type": "ListItem",
      position: i + 1,
      item: productLd({ id: p.id, name: p.title, description: p.description, category, image: p.image, url: pagePath }, origin),
    })),
  };
}

/** What every product listing shows around its cards: labels, quote links, filter names, closing call to action. */
export function productListing(lang: Lang, shown: ReadonlyArray<{ products: ReadonlyArray<{ id: string }> }>) {
  return {
    labels: productLabels(lang),
    quotePaths: Object.fromEntries(shown.flatMap((c) => c.products.map((p) => [p.id, contactQuotePath(lang, p.id)]))),
    filterAll: localize(productsPage.filterAll, lang),
    filterLabel: localize(productsPage.filterLabel, lang),
    cta: productsCta(lang),
  };
}

export function contactQuotePath(lang: Lang, productId: string): string {
  return `${PAGES.contact[lang]}?product=${encodeURIComponent(productId)}`;
}
