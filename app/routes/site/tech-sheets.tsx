import { ArrowRight, FileText } from "~/components/icons";
import { PageHeader } from "~/components/PageHeader";
import { JsonLd } from "~/components/marketing/JsonLd";
import { CheckList, SectionHeading } from "~/components/marketing/ui";
import { getCategory, getProduct } from "~/content/catalogue";
import { DOCUMENT_TYPES, techSheets } from "~/content/tech-sheets";
import { localize, localizeAll } from "~/content/tokens";
import { requestLang } from "~/i18n/resolve.server";
import { seoMeta } from "~/platform/seo";
import { buildSeo } from "~/platform/seo.server";
import { PAGES, productCategoryPath } from "~/i18n/paths";
import type { Route } from "./+types/tech-sheets";

export function loader({ context, url }: Route.LoaderArgs) {
  const lang = requestLang(context);
  const l = (text: { es: string; en: string }) => localize(text, lang);
  const t = techSheets;
  const breadcrumb = l(t.hero.breadcrumb);
  return {
    ...buildSeo({ page: "techSheets", lang, pathname: url.pathname, crumbs: [{ name: breadcrumb, path: PAGES.techSheets[lang] }] }),
    hero: { breadcrumb, eyebrow: l(t.hero.eyebrow), title: l(t.hero.title), description: l(t.hero.description) },
    intro: { eyebrow: t.intro.eyebrow ? l(t.intro.eyebrow) : undefined, title: l(t.intro.title), intro: l(t.intro.intro), paragraphs: localizeAll(t.intro.paragraphs, lang) },
    documentTypesTitle: l(t.documentTypesTitle),
    documentTypes: DOCUMENT_TYPES.map((id) => ({
      id,
      abbreviation: l(t.documentTypes[id].abbreviation),
      title: l(t.documentTypes[id].title),
      description: l(t.documentTypes[id].description),
      contents: localizeAll(t.documentTypes[id].contents, lang),
    })),
    abbreviations: Object.fromEntries(DOCUMENT_TYPES.map((id) => [id, l(t.documentTypes[id].abbreviation)])),
    sections: t.sections.map((s) => {
      const category = getCategory(s.category);
      return {
        id: s.category,
        code: category.code,
        title: l(category.title),
        path: productCategoryPath(s.category, lang),
        intro: l(s.intro),
        items: s.items.map((item) => ({
          productId: item.productId,
          title: l(getProduct(item.productId).title),
          documents: item.documents,
          covers: l(item.covers),
          requestTo: `${PAGES.contact[lang]}?sheet=${item.productId}`,
        })),
      };
    }),
    availableDocumentsLabel: l(t.availableDocumentsLabel),
    requestLabel: l(t.requestLabel),
    deliveryNote: l(t.deliveryNote),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function TechSheets({ loaderData }: Route.ComponentProps) {
  const { hero, intro, documentTypes, sections, abbreviations } = loaderData;
  return (
    <>
      <JsonLd data={loaderData.jsonLd} />
      <PageHeader eyebrow={hero.eyebrow} title={hero.title} intro={hero.description} crumbs={[{ label: hero.breadcrumb }]} />

      <section aria-labelledby="sheets-intro" className="py-14 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading id="sheets-intro" eyebrow={intro.eyebrow} title={intro.title} intro={intro.intro} />
          {intro.paragraphs.map((p) => (
            <p key={p.slice(0, 24)} className="mt-4 max-w-3xl text-[15px] leading-7 text-slate-600">
              {p}
            </p>
          ))}
          <h3 className="mt-12 text-xl font-bold text-brand-900">{loaderData.documentTypesTitle}</h3>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {documentTypes.map((d) => (
              <li key={d.id} data-reveal="" className="rounded-xl border border-slate-200 bg-white p-5">
                <span className="inline-block rounded bg-brand-900 px-2 py-0.5 font-mono text-xs font-bold text-copper-200">{d.abbreviation}</span>
                <h4 className="mt-3 font-semibold text-brand-900">{d.title}</h4>
                <p className="mt-1 text-sm leading-6 text-slate-600">{d.description}</p>
                <CheckList items={d.contents} className="mt-3 [&_li]:text-sm" />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="border-t border-slate-200 bg-slate-50">
        {sections.map((s) => (
          <section key={s.id} id={`fichas-${s.id}`} aria-labelledby={`sheets-${s.id}`} className="border-b border-slate-200 py-12 sm:py-16">
            <div className="mx-auto max-w-7xl px-4 sm:px-6">
              <p className="font-mono text-sm font-semibold tracking-widest text-copper-700">{s.code}</p>
              <h2 id={`sheets-${s.id}`} className="mt-1 text-2xl font-bold tracking-tight text-brand-900">
                <a href={s.path} className="hover:underline">
                  {s.title}
                </a>
              </h2>
              <p className="mt-2 max-w-3xl text-[15px] leading-7 text-slate-600">{s.intro}</p>
              <ul className="mt-8 grid gap-4 lg:grid-cols-2">
                {s.items.map((item) => (
                  <li key={item.productId} data-sheet={item.productId} data-reveal="" className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                    <div className="flex items-start gap-3">
                      <FileText className="mt-0.5 size-6 shrink-0 text-copper-600" aria-hidden="true" />
                      <div>
                        <h3 className="font-semibold text-brand-900">{item.title}</h3>
                        <p className="mt-1 text-sm leading-6 text-slate-600">{item.covers}</p>
                      </div>
                    </div>
                    <div className="mt-4 flex flex-1 flex-wrap items-end justify-between gap-4">
                      <div>
                        <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{loaderData.availableDocumentsLabel}</p>
                        <ul className="mt-1.5 flex flex-wrap gap-1.5">
                          {item.documents.map((d) => (
                            <li key={d} className="rounded border border-brand-200 bg-brand-50 px-2 py-0.5 font-mono text-xs font-semibold text-brand-800">
                              {abbreviations[d]}
                            </li>
                          ))}
                        </ul>
                      </div>
                      <a
                        href={item.requestTo}
                        className="inline-flex items-center gap-1.5 rounded-md bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
                      >
                        {loaderData.requestLabel}
                        <span className="sr-only">: {item.title}</span>
                        <ArrowRight className="size-4" aria-hidden="true" />
                      </a>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          </section>
        ))}
      </div>
      <p className="mx-auto max-w-7xl px-4 py-10 text-sm leading-6 text-slate-600 sm:px-6">{loaderData.deliveryNote}</p>
    </>
  );
}
