import { PageHeader } from "~/components/PageHeader";
import { CategoryFilter } from "~/components/marketing/CategoryFilter";
import { JsonLd } from "~/components/marketing/JsonLd";
import { ProductCard } from "~/components/marketing/ProductCard";
import { CtaBand } from "~/components/marketing/ui";
import { productsPage } from "~/content/catalogue";
import { localize } from "~/content/tokens";
import { requestLang } from "~/i18n/resolve.server";
import { localizedCatalogue, productListing, productListLd } from "~/content/catalogue.server";
import { seoMeta } from "~/platform/seo";
import { buildSeo, siteOrigin } from "~/platform/seo.server";
import { PAGES } from "~/i18n/paths";
import { useSite } from "~/i18n/site";
import type { Route } from "./+types/products";

export function loader({ context, url }: Route.LoaderArgs) {
  const lang = requestLang(context);
  const l = (text: { es: string; en: string }) => localize(text, lang);
  const catalogue = localizedCatalogue(lang);
  const breadcrumb = l(productsPage.hero.breadcrumb);
  return {
    ...buildSeo({
      page: "products",
      lang,
      pathname: url.pathname,
      crumbs: [{ name: breadcrumb, path: PAGES.products[lang] }],
      extraJsonLd: [productListLd(catalogue, PAGES.products[lang], siteOrigin())],
    }),
    hero: {
      breadcrumb,
      eyebrow: l(productsPage.hero.eyebrow),
      title: l(productsPage.hero.title),
      description: l(productsPage.hero.description),
    },
    ...productListing(lang, catalogue),
    catalogue,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { lang } = useSite();
  const { hero, catalogue, labels, quotePaths, cta } = loaderData;
  return (
    <>
      <JsonLd data={loaderData.jsonLd} />
      <PageHeader eyebrow={hero.eyebrow} title={hero.title} intro={hero.description} crumbs={[{ label: hero.breadcrumb }]} />
      <CategoryFilter
        label={loaderData.filterLabel}
        allLabel={loaderData.filterAll}
        categories={catalogue.map((c) => ({ id: c.id, label: c.code }))}
      />
      <div className="bg-slate-50">
        {catalogue.map((c, ci) => (
          <section key={c.id} id={c.id} aria-labelledby={`${c.id}-title`} data-category-section={c.id} className="border-b border-slate-200 py-14 sm:py-20">
            <div className="mx-auto max-w-7xl px-4 sm:px-6">
              <div className="grid gap-6 lg:grid-cols-12 lg:items-end">
                <div className="lg:col-span-8">
                  <p className="font-mono text-sm font-semibold tracking-widest text-copper-700">{c.code}</p>
                  <h2 id={`${c.id}-title`} className="mt-1 text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
                    {c.title}
                  </h2>
                  <p className="mt-3 max-w-3xl text-[15px] leading-7 text-slate-600">{c.intro}</p>
                </div>
                <div className="lg:col-span-4 lg:text-right">
                  <a href={c.path} className="text-sm font-semibold text-copper-700 hover:text-copper-800 hover:underline">
                    {c.title} →
                  </a>
                </div>
              </div>
              <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {c.products.map((p, pi) => (
                  <li key={p.id} data-reveal="">
                    <ProductCard product={p} labels={labels} quoteTo={quotePaths[p.id] ?? PAGES.contact[lang]} eagerImage={ci === 0 && pi < 1} />
                  </li>
                ))}
              </ul>
            </div>
          </section>
        ))}
      </div>
      <CtaBand cta={cta} primaryTo={PAGES.contact[lang]} secondaryTo={PAGES.techSheets[lang]} />
    </>
  );
}
