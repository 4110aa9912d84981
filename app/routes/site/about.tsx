import { Award, CheckCircle2, Eye, Target } from "~/components/icons";
import { PageHeader } from "~/components/PageHeader";
import { JsonLd } from "~/components/marketing/JsonLd";
import { CtaBand, Eyebrow, HeadedSection, IconTile } from "~/components/marketing/ui";
import { about, aboutAnchors } from "~/content/about";
import { fillTokens, localize, localizeAll } from "~/content/tokens";
import { requestLang } from "~/i18n/resolve.server";
import { seoMeta } from "~/platform/seo";
import { buildSeo } from "~/platform/seo.server";
import { PAGES } from "~/i18n/paths";
import { useSite } from "~/i18n/site";
import type { Route } from "./+types/about";

export function loader({ context, url }: Route.LoaderArgs) {
  const lang = requestLang(context);
  const l = (text: { es: string; en: string }) => localize(text, lang);
  const titled = (t: { title: { es: string; en: string }; description: { es: string; en: string } }) => ({
    title: l(t.title),
    description: l(t.description),
  });
  const breadcrumb = l(about.hero.breadcrumb);
  const m = about.mission;
  return {
    ...buildSeo({ page: "about", lang, pathname: url.pathname, crumbs: [{ name: breadcrumb, path: PAGES.about[lang] }] }),
    hero: { breadcrumb, eyebrow: l(about.hero.eyebrow), title: l(about.hero.title), description: l(about.hero.description) },
    history: {
      eyebrow: l(about.history.eyebrow),
      title: l(about.history.title),
      paragraphs: localizeAll(about.history.paragraphs, lang),
      sideTitle: l(about.history.sideCard.title),
      milestones: about.history.sideCard.milestones.map((ms) => ({ year: fillTokens(ms.year, lang), text: l(ms.text) })),
    },
    stats: about.stats.map((s) => ({ id: s.id, value: fillTokens(s.value, lang), label: l(s.label), description: l(s.description) })),
    mission: {
      eyebrow: m.intro.eyebrow ? l(m.intro.eyebrow) : undefined,
      title: l(m.intro.title),
      intro: l(m.intro.intro),
      mission: titled(m.mission),
      vision: titled(m.vision),
      valuesTitle: l(m.valuesTitle),
      values: m.values.map((v) => ({ id: v.id, ...titled(v) })),
      differentiatorsTitle: l(m.differentiatorsTitle),
      differentiators: m.differentiators.map((d) => ({ id: d.id, ...titled(d) })),
    },
    team: {
      eyebrow: about.team.eyebrow ? l(about.team.eyebrow) : undefined,
      title: l(about.team.title),
      intro: l(about.team.intro),
      members: about.team.members.map((t) => ({
        initials: t.initials,
        name: t.name,
        role: l(t.role),
        experience: l(t.experience),
        description: l(t.description),
        specialties: localizeAll(t.specialties, lang),
      })),
    },
    certifications: {
      eyebrow: about.certifications.eyebrow ? l(about.certifications.eyebrow) : undefined,
      title: l(about.certifications.title),
      intro: l(about.certifications.intro),
      items: about.certifications.items.map((c) => ({ id: c.id, code: c.code, ...titled(c) })),
      note: l(about.certifications.note),
    },
    cta: {
      title: l(about.cta.title),
      description: l(about.cta.description),
      primaryLabel: l(about.cta.primaryLabel),
      secondaryLabel: l(about.cta.secondaryLabel),
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { lang } = useSite();
  const { hero, history, stats, mission, team, certifications, cta } = loaderData;
  return (
    <>
      <JsonLd data={loaderData.jsonLd} />
      <PageHeader eyebrow={hero.eyebrow} title={hero.title} intro={hero.description} crumbs={[{ label: hero.breadcrumb }]} />

      <section id={aboutAnchors.history} aria-labelledby="history-title" className="py-16 sm:py-24">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-12">
          <div className="lg:col-span-7" data-reveal="">
            <Eyebrow>{history.eyebrow}</Eyebrow>
            <h2 id="history-title" className="mt-2 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
              {history.title}
            </h2>
            <div className="mt-6 space-y-5 text-[17px] leading-8 text-slate-700">
              {history.paragraphs.map((p) => (
                <p key={p.slice(0, 32)}>{p}</p>
              ))}
            </div>
          </div>
          <aside className="lg:col-span-5" data-reveal="" aria-labelledby="milestones-title">
            <div className="rounded-xl border border-slate-200 bg-slate-50 p-7">
              <h3 id="milestones-title" className="text-lg font-semibold text-brand-900">
                {history.sideTitle}
              </h3>
              <ol className="mt-6 space-y-6 border-l-2 border-copper-200 pl-6">
                {history.milestones.map((ms) => (
                  <li key={ms.year + ms.text.slice(0, 12)} className="relative">
                    <span className="absolute -left-[31px] top-1.5 size-3 rounded-full border-2 border-white bg-copper-600" aria-hidden="true" />
                    <p className="font-mono text-sm font-bold text-copper-700">{ms.year}</p>
                    <p className="mt-1 text-[15px] leading-6 text-slate-700">{ms.text}</p>
                  </li>
                ))}
              </ol>
            </div>
          </aside>
        </div>
      </section>

      <section aria-label={stats.map((s) => s.label).join(", ")} className="bg-brand-900">
        <dl className="mx-auto grid max-w-7xl gap-px bg-brand-800 sm:grid-cols-3">
          {stats.map((s) => (
            <div key={s.id} className="flex flex-col bg-brand-900 px-6 py-10 sm:px-8" data-reveal="">
              <dt className="order-2 mt-2 text-base font-semibold text-white">{s.label}</dt>
              <dd className="order-1 text-5xl font-bold tracking-tight text-copper-300">{s.value}</dd>
              <dd className="order-3 mt-2 text-sm leading-6 text-brand-200">{s.description}</dd>
            </div>
          ))}
        </dl>
      </section>

      <HeadedSection id={aboutAnchors.mission} headingId="mission-title" eyebrow={mission.eyebrow} title={mission.title} intro={mission.intro} className="bg-slate-50 py-16 sm:py-24">
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {[
            { item: mission.mission, Icon: Target },
            { item: mission.vision, Icon: Eye },
          ].map(({ item, Icon }) => (
            <article key={item.title} data-reveal="" className="rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
              <IconTile Icon={Icon} />
              <h3 className="mt-5 text-xl font-semibold text-brand-900">{item.title}</h3>
              <p className="mt-3 text-[15px] leading-7 text-slate-700">{item.description}</p>
            </article>
          ))}
        </div>

        <div id={aboutAnchors.values} className="mt-16" data-reveal="">
          <h3 className="text-2xl font-bold tracking-tight text-brand-900">{mission.valuesTitle}</h3>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {mission.values.map((v) => (
              <li key={v.id} className="rounded-lg border border-slate-200 bg-white p-5">
                <h4 className="font-semibold text-brand-900">{v.title}</h4>
                <p className="mt-1.5 text-sm leading-6 text-slate-600">{v.description}</p>
              </li>
            ))}
          </ul>
        </div>

        <div className="mt-16" data-reveal="">
          <h3 className="text-2xl font-bold tracking-tight text-brand-900">{mission.differentiatorsTitle}</h3>
          <ul className="mt-6 grid gap-x-10 gap-y-6 md:grid-cols-2">
            {mission.differentiators.map((d) => (
              <li key={d.id} className="flex gap-4">
                <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-copper-600" aria-hidden="true" />
                <div>
                  <h4 className="font-semibold text-brand-900">{d.title}</h4>
                  <p className="mt-1 text-[15px] leading-6 text-slate-600">{d.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </HeadedSection>

      <HeadedSection id={aboutAnchors.team} headingId="team-title" eyebrow={team.eyebrow} title={team.title} intro={team.intro} className="py-16 sm:py-24">
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {team.members.map((t) => (
            <li key={t.name} data-reveal="" className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-4">
                <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-900 text-lg font-bold text-copper-300" aria-hidden="true">
                  {t.initials}
                </span>
                <div>
                  <h3 className="font-semibold text-brand-900">{t.name}</h3>
                  <p className="text-sm text-copper-700">{t.role}</p>
                  <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{t.experience}</p>
                </div>
              </div>
              <p className="mt-4 flex-1 text-[15px] leading-6 text-slate-600">{t.description}</p>
              <ul className="mt-4 flex flex-wrap gap-2">
                {t.specialties.map((s) => (
                  <li key={s} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800">
                    {s}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <HeadedSection id={aboutAnchors.certifications} headingId="cert-title" eyebrow={certifications.eyebrow} title={certifications.title} intro={certifications.intro} className="border-t border-slate-200 bg-slate-50 py-16 sm:py-24">
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {certifications.items.map((c) => (
            <li key={c.id} data-reveal="" className="flex gap-4 rounded-xl border border-slate-200 bg-white p-6">
              <Award className="size-7 shrink-0 text-copper-600" aria-hidden="true" />
              <div>
                <p className="font-mono text-sm font-bold text-brand-900">{c.code}</p>
                <h3 className="mt-1 font-semibold text-slate-800">{c.title}</h3>
                <p className="mt-1.5 text-sm leading-6 text-slate-600">{c.description}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-8 max-w-3xl text-sm leading-6 text-slate-600">{certifications.note}</p>
      </HeadedSection>

      <CtaBand cta={cta} primaryTo={PAGES.contact[lang]} secondaryTo={PAGES.products[lang]} />
    </>
  );
}
