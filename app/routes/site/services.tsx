import { ArrowRight, BadgeCheck, ClipboardCheck, FileText, FlaskConical, GraduationCap, Headset, Lightbulb, Wrench } from "~/components/icons";
import { PageHeader } from "~/components/PageHeader";
import { JsonLd } from "~/components/marketing/JsonLd";
import { ButtonLink, CheckList, CtaBand, Eyebrow, HeadedSection, IconTile, SectionHeading } from "~/components/marketing/ui";
import { services as content } from "~/content/services";
import { localize, localizeAll } from "~/content/tokens";
import { requestLang } from "~/i18n/resolve.server";
import { seoMeta } from "~/platform/seo";
import { buildSeo } from "~/platform/seo.server";
import { PAGES } from "~/i18n/paths";
import { useSite } from "~/i18n/site";
import type { Route } from "./+types/services";

export function loader({ context, url }: Route.LoaderArgs) {
  const lang = requestLang(context);
  const l = (text: { es: string; en: string }) => localize(text, lang);
  const opt = (text?: { es: string; en: string }) => (text ? l(text) : undefined);
  const vp = content.valueProposition;
  const breadcrumb = l(content.hero.breadcrumb);
  return {
    ...buildSeo({ page: "services", lang, pathname: url.pathname, crumbs: [{ name: breadcrumb, path: PAGES.services[lang] }] }),
    hero: { breadcrumb, eyebrow: l(content.hero.eyebrow), title: l(content.hero.title), description: l(content.hero.description) },
    value: {
      eyebrow: l(vp.eyebrow),
      title: l(vp.title),
      paragraphs: localizeAll(vp.paragraphs, lang),
      points: localizeAll(vp.points, lang),
      card: {
        badge: l(vp.assessmentCard.badge),
        title: l(vp.assessmentCard.title),
        description: l(vp.assessmentCard.description),
        includes: localizeAll(vp.assessmentCard.includes, lang),
        buttonLabel: l(vp.assessmentCard.buttonLabel),
      },
    },
    servicesIntro: { anchor: content.servicesIntro.anchor, eyebrow: opt(content.servicesIntro.eyebrow), title: l(content.servicesIntro.title), intro: l(content.servicesIntro.intro) },
    services: content.services.map((s) => ({ id: s.id, anchor: s.anchor, title: l(s.title), description: l(s.description), features: localizeAll(s.features, lang) })),
    serviceCardLabel: l(content.serviceCardLabel),
    process: {
      anchor: content.process.anchor,
      eyebrow: opt(content.process.eyebrow),
      title: l(content.process.title),
      intro: l(content.process.intro),
      steps: content.process.steps.map((s) => ({ step: s.step, title: l(s.title), description: l(s.description) })),
    },
    industries: {
      anchor: content.industries.anchor,
      eyebrow: opt(content.industries.eyebrow),
      title: l(content.industries.title),
      intro: l(content.industries.intro),
      items: content.industries.items.map((i) => ({ id: i.id, icon: i.icon, title: l(i.title), description: l(i.description) })),
    },
    training: {
      anchor: content.training.anchor,
      eyebrow: opt(content.training.eyebrow),
      title: l(content.training.title),
      intro: l(content.training.intro),
      courses: content.training.courses.map((c) => ({ id: c.id, title: l(c.title), description: l(c.description) })),
      formatTitle: l(content.training.formatTitle),
      format: localizeAll(content.training.format, lang),
      buttonLabel: l(content.training.buttonLabel),
    },
    cta: {
      title: l(content.cta.title),
      description: l(content.cta.description),
      primaryLabel: l(content.cta.primaryLabel),
      secondaryLabel: l(content.cta.secondaryLabel),
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

const ICONS = { assessment: ClipboardCheck, consulting: Lightbulb, support: Headset, documentation: FileText, fieldServices: Wrench, analysis: FlaskConical } as const;

export default function Services({ loaderData }: Route.ComponentProps) {
  const { lang } = useSite();
  const { hero, value, servicesIntro, services, process, industries, training, cta } = loaderData;
  const contact = PAGES.contact[lang];
  const serviceLink = (id: string) => `${contact}?service=${id}`;
  return (
    <>
      <JsonLd data={loaderData.jsonLd} />
      <PageHeader eyebrow={hero.eyebrow} title={hero.title} intro={hero.description} crumbs={[{ label: hero.breadcrumb }]} />

      <section aria-labelledby="value-title" className="py-16 sm:py-24">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-12 lg:items-start">
          <div className="lg:col-span-7" data-reveal="">
            <Eyebrow>{value.eyebrow}</Eyebrow>
            <h2 id="value-title" className="mt-2 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
              {value.title}
            </h2>
            <div className="mt-6 space-y-5 text-[17px] leading-8 text-slate-700">
              {value.paragraphs.map((p) => (
                <p key={p.slice(0, 32)}>{p}</p>
              ))}
            </div>
            <ul className="mt-8 grid gap-3 sm:grid-cols-2">
              {value.points.map((p) => (
                <li key={p} className="flex items-center gap-2.5 rounded-lg bg-slate-50 px-4 py-3 text-[15px] font-medium text-brand-900">
                  <BadgeCheck className="size-5 shrink-0 text-copper-600" aria-hidden="true" />
                  {p}
                </li>
              ))}
            </ul>
          </div>
          <aside id="evaluacion-gratuita" aria-labelledby="assessment-card-title" className="lg:col-span-5" data-reveal="">
            <div className="rounded-2xl bg-brand-900 p-8 text-white shadow-xl">
              <span className="inline-block rounded-full bg-copper-600 px-3 py-1 text-xs font-bold uppercase tracking-wider">{value.card.badge}</span>
              <h3 id="assessment-card-title" className="mt-4 text-2xl font-bold">
                {value.card.title}
              </h3>
              <p className="mt-3 text-[15px] leading-7 text-brand-100">{value.card.description}</p>
              <ul className="mt-6 space-y-2.5">
                {value.card.includes.map((item) => (
                  <li key={item} className="flex gap-2.5 text-[15px] leading-6 text-brand-50">
                    <BadgeCheck className="mt-0.5 size-5 shrink-0 text-copper-300" aria-hidden="true" />
                    {item}
                  </li>
                ))}
              </ul>
              <ButtonLink to={serviceLink("assessment")} arrow className="mt-8 w-full">
                {value.card.buttonLabel}
              </ButtonLink>
            </div>
          </aside>
        </div>
      </section>

      <HeadedSection id={servicesIntro.anchor} headingId="services-title" eyebrow={servicesIntro.eyebrow} title={servicesIntro.title} intro={servicesIntro.intro} className="bg-slate-50 py-16 sm:py-24">
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {services.map((s) => {
            const Icon = ICONS[s.id];
            return (
              <li key={s.id} id={s.anchor} data-service={s.id} data-reveal="" className="flex flex-col rounded-xl border border-slate-200 bg-white p-7 shadow-sm">
                <IconTile Icon={Icon} />
                <h3 className="mt-5 text-lg font-semibold text-brand-900">{s.title}</h3>
                <p className="mt-2 text-[15px] leading-6 text-slate-600">{s.description}</p>
                <CheckList items={s.features} className="mt-5 flex-1" />
                <a
                  href={serviceLink(s.id)}
                  className="mt-6 inline-flex items-center justify-center gap-2 rounded-md border border-brand-200 px-4 py-2.5 text-sm font-semibold text-brand-900 hover:border-brand-400 hover:bg-brand-50"
                >
                  {loaderData.serviceCardLabel}
                  <span className="sr-only">: {s.title}</span>
                  <ArrowRight className="size-4" aria-hidden="true" />
                </a>
              </li>
            );
          })}
        </ul>
      </HeadedSection>

      <HeadedSection id={process.anchor} headingId="process-title" eyebrow={process.eyebrow} title={process.title} intro={process.intro} className="py-16 sm:py-24">
        <ol className="mt-12 grid gap-6 md:grid-cols-5">
          {process.steps.map((s) => (
            <li key={s.step} data-reveal="" className="relative rounded-xl border border-slate-200 bg-white p-6">
              <span className="flex size-10 items-center justify-center rounded-full bg-copper-600 font-mono text-lg font-bold text-white" aria-hidden="true">
                {s.step}
              </span>
              <h3 className="mt-4 font-semibold text-brand-900">{s.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{s.description}</p>
            </li>
          ))}
        </ol>
      </HeadedSection>

      <HeadedSection id={industries.anchor} headingId="industries-title" eyebrow={industries.eyebrow} title={industries.title} intro={industries.intro} dark className="bg-brand-950 py-16 sm:py-24">
        <ul className="mt-12 grid gap-px overflow-hidden rounded-xl bg-brand-800 sm:grid-cols-2 lg:grid-cols-3">
          {industries.items.map((i) => (
            <li key={i.id} data-reveal="" className="bg-brand-900 p-7">
              <span className="text-3xl" aria-hidden="true">
                {i.icon}
              </span>
              <h3 className="mt-3 text-lg font-semibold text-white">{i.title}</h3>
              <p className="mt-2 text-[15px] leading-6 text-brand-200">{i.description}</p>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <section id={training.anchor} aria-labelledby="training-title" className="py-16 sm:py-24">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-12">
          <div className="lg:col-span-8" data-reveal="">
            <SectionHeading id="training-title" eyebrow={training.eyebrow} title={training.title} intro={training.intro} />
            <ul className="mt-10 grid gap-4 sm:grid-cols-2">
              {training.courses.map((c) => (
                <li key={c.id} className="flex gap-4 rounded-lg border border-slate-200 p-5">
                  <GraduationCap className="size-6 shrink-0 text-copper-600" aria-hidden="true" />
                  <div>
                    <h3 className="font-semibold text-brand-900">{c.title}</h3>
                    <p className="mt-1 text-sm leading-6 text-slate-600">{c.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <aside className="lg:col-span-4" data-reveal="" aria-labelledby="format-title">
            <div className="rounded-xl border border-slate-200 bg-slate-50 p-7">
              <h3 id="format-title" className="text-lg font-semibold text-brand-900">
                {training.formatTitle}
              </h3>
              <CheckList items={training.format} className="mt-4" />
              <ButtonLink to={serviceLink("training")} arrow className="mt-7 w-full">
                {training.buttonLabel}
              </ButtonLink>
            </div>
          </aside>
        </div>
      </section>

      <CtaBand cta={cta} primaryTo={serviceLink("assessment")} secondaryTo={contact} />
    </>
  );
}
