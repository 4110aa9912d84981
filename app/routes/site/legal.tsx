import { PageHeader } from "~/components/PageHeader";
import { JsonLd } from "~/components/marketing/JsonLd";
import { legal, legalUi } from "~/content/legal";
import { localize, localizeAll } from "~/content/tokens";
import { formatDate } from "~/i18n/messages";
import { requestLang } from "~/i18n/resolve.server";
import { seoMeta } from "~/platform/seo";
import { buildSeo } from "~/platform/seo.server";
import { PAGES } from "~/i18n/paths";
import type { Route } from "./+types/legal";

type LegalKey = "privacy" | "terms" | "cookies";

/** Which legal document a path shows (one module serves the six legal paths). */
export function legalKey(pathname: string): LegalKey {
  const p = pathname.replace(/\.data$/, "").replace(/\/+$/, "");
  for (const key of ["privacy", "terms", "cookies"] as const) {
    if (p === PAGES[key].es || p === PAGES[key].en) return key;
  }
  return "privacy";
}

export function loader({ context, url }: Route.LoaderArgs) {
  const lang = requestLang(context);
  const key = legalKey(url.pathname);
  const doc = legal[key];
  const title = localize(doc.title, lang);
  return {
    ...buildSeo({ page: key, lang, pathname: url.pathname, crumbs: [{ name: title, path: PAGES[key][lang] }] }),
    doc: key,
    title,
    intro: localize(doc.intro, lang),
    lastUpdated: `${localize(legalUi.lastUpdatedLabel, lang)}: ${formatDate(doc.lastUpdated, lang)}`,
    contentsLabel: localize(legalUi.contentsLabel, lang),
    englishNote: lang === "en" ? legalUi.englishVersionNote : undefined,
    sections: doc.sections.map((s) => ({
      id: s.id,
      heading: localize(s.heading, lang),
      paragraphs: localizeAll(s.paragraphs, lang),
      bullets: s.bullets ? localizeAll(s.bullets, lang) : [],
    })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function Legal({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  return (
    <>
      <JsonLd data={d.jsonLd} />
      <PageHeader title={d.title} crumbs={[{ label: d.title }]}>
        <p className="mt-4 text-sm text-brand-200">{d.lastUpdated}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-12 lg:py-16">
        <nav aria-labelledby="legal-toc" className="lg:col-span-4">
          <div className="rounded-xl border border-slate-200 bg-slate-50 p-6 lg:sticky lg:top-32">
            <h2 id="legal-toc" className="text-sm font-semibold uppercase tracking-wider text-slate-600">
              {d.contentsLabel}
            </h2>
            <ol className="mt-4 space-y-2 text-sm">
              {d.sections.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`} className="text-brand-800 hover:text-copper-700 hover:underline">
                    {s.heading}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <article className="max-w-3xl lg:col-span-8" data-legal={d.doc}>
          {d.englishNote ? <p className="mb-6 rounded-lg border border-copper-200 bg-copper-50 px-4 py-3 text-sm text-copper-900">{d.englishNote}</p> : null}
          <p className="text-[17px] leading-8 text-slate-700">{d.intro}</p>
          {d.sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`} className="mt-10">
              <h2 id={`${s.id}-h`} className="text-xl font-bold text-brand-900">
                {s.heading}
              </h2>
              {s.paragraphs.map((p) => (
                <p key={p.slice(0, 40)} className="mt-3 text-[15px] leading-7 text-slate-700">
                  {p}
                </p>
              ))}
              {s.bullets.length ? (
                <ul className="mt-3 list-disc space-y-1.5 pl-6 text-[15px] leading-7 text-slate-700 marker:text-copper-600">
                  {s.bullets.map((b) => (
                    <li key={b.slice(0, 40)}>{b}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
