import { data } from "react-router";
import { NotFound } from "~/components/NotFound";
import { PageHeader } from "~/components/PageHeader";
import { JsonLd } from "~/components/marketing/JsonLd";
import { ProductCard } from "~/components/marketing/ProductCard";
import { CtaBand } from "~/components/marketing/ui";
import { company } from "~/config/company";
import { categories, isCategoryId, productsPage } from "~/content/catalogue";
import { localize } from "~/content/tokens";
import { requestLang } from "~/i18n/resolve.server";
import { localizedCatalogue, productListing, productListLd } from "~/content/catalogue.server";
import { rootFromMatches, seoMeta, titleAndDescription } from "~/platform/seo";
import { buildSeo, siteOrigin } from "~/platform/seo.server";
import { PAGES, productCategoryPath } from "~/i18n/paths";
import { useSite } from "~/i18n/site";
import type { Route } from "./+types/product-category";

export function loader({ context, url, params }: Route.LoaderArgs) {
  if (!isCategoryId(params.category)) throw data(null, { status: 404 });
  const lang = requestLang(context);
  const l = (text: { es: string; en: string }) => localize(text, lang);
  const [category] = localizedCatalogue(lang, params.category);
  if (!category) throw data(null, { status: 404 });
  const productsLabel = l(productsPage.hero.breadcrumb);
  const path = productCategoryPath(category.id, lang);
  return {
    ...buildSeo({
      page: "products",
      lang,
      pathname: url.pathname,
      title: `${category.title} | ${company.name}`,
      description: `${category.shortDescription} ${l(productsPage.quoteLabel)}.`,
      crumbs: [
        { name: productsLabel, path: PAGES.products[lang] },
        { name: category.title, path },
      ],
      extraJsonLd: [productListLd([category], path, siteOrigin())],
    }),
    productsLabel,
    category,
    ...productListing(lang, [category]),
    others: categories
      .filter((c) => c.id !== category.id)
      .map((c) => ({ id: c.id, code: c.code, title: l(c.title), path: productCategoryPath(c.id, lang) })),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  // An unknown category: the not-found screen's title, kept out of search indexes.
  if (!loaderData) {
    const { m } = rootFromMatches(matches);
    return [...titleAndDescription(m.notFound.title, m.notFound.description), { name: "robots", content: "noindex" }];
  }
  return seoMeta(loaderData.seo);
}

export default function ProductCategory({ loaderData }: Route.ComponentProps) {
  const { lang } = useSite();
  const { category, labels, quotePaths, others, cta } = loaderData;
  return (
    <>
      <JsonLd data={loaderData.jsonLd} />
      <PageHeader
        eyebrow={category.code}
        title={category.title}
        intro={category.intro}
        crumbs={[{ label: loaderData.productsLabel, to: PAGES.products[lang] }, { label: category.title }]}
      />
      <nav aria-label={loaderData.filterLabel} className="border-b border-slate-200 bg-white">
        <ul className="mx-auto flex max-w-7xl gap-2 overflow-x-auto px-4 py-3 sm:px-6">
          <li>
            <a href={PAGES.products[lang]} className="block shrink-0 rounded-full px-4 py-2 text-sm font-semibold text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-100">
              {loaderData.filterAll}
            </a>
          </li>
          <li>
            <span aria-current="page" className="block shrink-0 rounded-full bg-brand-900 px-4 py-2 text-sm font-semibold text-white">
              {category.code}
            </span>
          </li>
          {others.map((o) => (
            <li key={o.id}>
              <a href={o.path} title={o.title} className="block shrink-0 rounded-full px-4 py-2 text-sm font-semibold text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-100">
                {o.code}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-label={category.title} className="bg-slate-50 py-14 sm:py-20">
        <ul className="mx-auto grid max-w-7xl gap-6 px-4 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
          {category.products.map((p, i) => (
            <li key={p.id} data-reveal="">
              <ProductCard product={p} labels={labels} quoteTo={quotePaths[p.id] ?? PAGES.contact[lang]} headingLevel={2} eagerImage={i === 0} />
            </li>
          ))}
        </ul>
      </section>
      <CtaBand cta={cta} primaryTo={PAGES.contact[lang]} secondaryTo={PAGES.techSheets[lang]} />
    </>
  );
}

export function ErrorBoundary() {
  return <NotFound />;
}
