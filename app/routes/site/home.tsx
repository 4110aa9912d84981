import { ArrowRight, ClipboardCheck, Headset, Wrench } from "~/components/icons";
import { HeroMedia } from "~/components/marketing/HeroMedia";
import { JsonLd } from "~/components/marketing/JsonLd";
import { ButtonLink, CtaBand, HeadedSection, IconTile, SectionHeading } from "~/components/marketing/ui";
import { categories } from "~/content/catalogue";
import { home } from "~/content/home";
import { getService } from "~/content/services";
import { localize } from "~/content/tokens";
import { requestLang } from "~/i18n/resolve.server";
import { IMAGE_SETS, sizedImage } from "~/content/images";
import { seoMeta } from "~/platform/seo";
import { buildSeo } from "~/platform/seo.server";
import { PAGES } from "~/i18n/paths";
import { useSite } from "~/i18n/site";
import type { Route } from "./+types/home";
import { SizedImg } from "~/components/SizedImg";

export function loader({ context, url }: Route.LoaderArgs) {
  const lang = requestLang(context);
  const l = (text: { es: string; en: string }) => localize(text, lang);
  return {
    ...buildSeo({ page: "home", lang, pathname: url.pathname, organization: true }),
    hero: {
      title: l(home.hero.title),
      subtitle: l(home.hero.subtitle),
      description: l(home.hero.description),
      primaryLabel: l(home.hero.primaryLabel),
      secondaryLabel: l(home.hero.secondaryLabel),
      mediaLabel: l(home.hero.mediaLabel),
      pauseVideoLabel: l(home.hero.pauseVideoLabel),
    },
    products: {
      eyebrow: home.products.eyebrow ? l(home.products.eyebrow) : undefined,
      title: l(home.products.title),
      intro: l(home.products.intro),
      cardLinkLabel: l(home.products.cardLinkLabel),
      allProductsLabel: l(home.products.allProductsLabel),
      categories: categories.map((c) => ({
        id: c.id,
        code: c.code,
        title: l(c.title),
        description: l(c.shortDescription),
        image: c.image,
      })),
    },
    services: {
      eyebrow: home.services.eyebrow ? l(home.services.eyebrow) : undefined,
      title: l(home.services.title),
      intro: l(home.services.intro),
      allServicesLabel: l(home.services.allServicesLabel),
      cards: home.services.cards.map((card) => ({
        id: card.serviceId,
        anchor: getService(card.serviceId).anchor,
        title: l(card.title),
        description: l(card.description),
        linkLabel: l(card.linkLabel),
      })),
    },
    cta: {
      title: l(home.cta.title),
      description: l(home.cta.description),
      primaryLabel: l(home.cta.primaryLabel),
      secondaryLabel: l(home.cta.secondaryLabel),
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

const SERVICE_ICONS = [ClipboardCheck, Headset, Wrench];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { lang } = useSite();
  const { hero, products, services, cta } = loaderData;
  return (
    <>
      <JsonLd data={loaderData.jsonLd} />
      <section className="relative isolate overflow-hidden bg-brand-950 text-white" aria-labelledby="hero-title">
        <HeroMedia label={hero.mediaLabel} pauseLabel={hero.pauseVideoLabel} />
        <div className="relative mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:py-32">
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-copper-300">{hero.subtitle}</p>
          <h1 id="hero-title" className="mt-4 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-6xl">
            {hero.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-brand-100">{hero.description}</p>
          <div className="mt-10 flex flex-wrap gap-3">
            <ButtonLink to={PAGES.contact[lang]} arrow>
              {hero.primaryLabel}
            </ButtonLink>
            <ButtonLink to={PAGES.products[lang]} variant="ghostDark">
              {hero.secondaryLabel}
            </ButtonLink>
          </div>
        </div>
      </section>

      <section aria-labelledby="home-products" className="bg-slate-50 py-16 sm:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <div data-reveal="" className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
            <SectionHeading id="home-products" eyebrow={products.eyebrow} title={products.title} intro={products.intro} />
            <ButtonLink to={PAGES.products[lang]} variant="secondary" arrow className="self-start lg:self-auto">
              {products.allProductsLabel}
            </ButtonLink>
          </div>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="home-categories">
            {products.categories.map((c) => (
              <li key={c.id} data-reveal="">
                <a
                  href={PAGES.products[lang]}
                  data-category={c.id}
                  data-early-click=""
                  className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-lg"
                >
                  <div className="relative aspect-[3/2] overflow-hidden bg-brand-900">
                    <SizedImg
                      image={sizedImage(c.image, IMAGE_SETS.category)}
                      sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                      loading="lazy"
                      decoding="async"
                      className="size-full object-cover transition duration-500 group-hover:scale-105"
                    />
                    <span className="absolute left-4 top-4 rounded bg-brand-950/85 px-2.5 py-1 font-mono text-xs font-semibold tracking-wider text-copper-200">
                      {c.code}
                    </span>
                  </div>
                  <div className="flex flex-1 flex-col p-6">
                    <h3 className="text-lg font-semibold text-brand-900">{c.title}</h3>
                    <p className="mt-2 flex-1 text-[15px] leading-6 text-slate-600">{c.description}</p>
                    <span className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-copper-700 group-hover:text-copper-800">
                      {products.cardLinkLabel}
                      <ArrowRight className="size-4 transition group-hover:translate-x-0.5" aria-hidden="true" />
                    </span>
                  </div>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <HeadedSection headingId="home-services" eyebrow={services.eyebrow} title={services.title} intro={services.intro} className="py-16 sm:py-24">
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {services.cards.map((card, i) => {
            const Icon = SERVICE_ICONS[i] ?? Wrench;
            return (
              <li key={card.id} data-reveal="" className="flex flex-col rounded-xl border border-slate-200 bg-white p-7 shadow-sm">
                <IconTile Icon={Icon} />
                <h3 className="mt-5 text-lg font-semibold text-brand-900">{card.title}</h3>
                <p className="mt-2 flex-1 text-[15px] leading-6 text-slate-600">{card.description}</p>
                <a
                  href={`${PAGES.services[lang]}#${card.anchor}`}
                  className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-copper-700 hover:text-copper-800 hover:underline"
                >
                  {card.linkLabel}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </a>
              </li>
            );
          })}
        </ul>
        <div className="mt-10">
          <ButtonLink to={PAGES.services[lang]} variant="secondary" arrow>
            {services.allServicesLabel}
          </ButtonLink>
        </div>
      </HeadedSection>

      <CtaBand cta={cta} primaryTo={PAGES.contact[lang]} secondaryTo={PAGES.techSheets[lang]} />
    </>
  );
}
