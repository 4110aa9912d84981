/** The header, mobile-menu and footer link model, in the page's language. */
import { company } from "~/config/company";
import type { Lang } from "~/i18n/lang";
import type { Messages } from "~/i18n/messages";
import { PAGES, PRODUCT_CATEGORIES, productCategoryPath, SECTION_IDS } from "~/i18n/paths";

export type NavLink = { label: string; to: string };
export type NavSection = { key: "about" | "products" | "services"; label: string; to: string; items: Array<NavLink> };

export function navSections(lang: Lang, m: Messages): Array<NavSection> {
  const about = PAGES.about[lang];
  const services = PAGES.services[lang];
  const s = SECTION_IDS.services;
  return [
    {
      key: "about",
      label: m.nav.about,
      to: about,
      items: [
        { label: m.nav.aboutItems.history, to: `${about}#${SECTION_IDS.about.history}` },
        { label: m.nav.aboutItems.mission, to: `${about}#${SECTION_IDS.about.mission}` },
        { label: m.nav.aboutItems.team, to: `${about}#${SECTION_IDS.about.team}` },
      ],
    },
    {
      key: "products",
      label: m.nav.products,
      to: PAGES.products[lang],
      items: PRODUCT_CATEGORIES.map((c) => ({ label: m.productCategories[c], to: productCategoryPath(c, lang) })),
    },
    {
      key: "services",
      label: m.nav.services,
      to: services,
      items: [
        { label: m.nav.servicesItems.assessment, to: `${services}#${s.assessment}` },
        { label: m.nav.servicesItems.consulting, to: `${services}#${s.consulting}` },
        { label: m.nav.servicesItems.support, to: `${services}#${s.support}` },
        { label: m.nav.servicesItems.technical, to: `${services}#${s.fieldServices}` },
        { label: m.nav.servicesItems.documentation, to: PAGES.techSheets[lang] },
      ],
    },
  ];
}

export function footerColumns(lang: Lang, m: Messages) {
  const about = PAGES.about[lang];
  const services = PAGES.services[lang];
  const f = m.footer.links;
  return {
    company: [
      { label: f.about, to: about },
      { label: f.missionValues, to: `${about}#${SECTION_IDS.about.mission}` },
      { label: f.history, to: `${about}#${SECTION_IDS.about.history}` },
      { label: f.team, to: `${about}#${SECTION_IDS.about.team}` },
      { label: f.certifications, to: `${about}#${SECTION_IDS.about.certifications}` },
    ],
    products: PRODUCT_CATEGORIES.map((c) => ({ label: m.productCategories[c], to: productCategoryPath(c, lang) })),
    services: [
      { label: f.techSheets, to: PAGES.techSheets[lang] },
      { label: f.support, to: `${services}#${SECTION_IDS.services.support}` },
      { label: f.consulting, to: `${services}#${SECTION_IDS.services.consulting}` },
      { label: f.training, to: `${services}#${SECTION_IDS.services.training}` },
      { label: f.blog, to: PAGES.blog[lang] },
    ],
  } satisfies Record<string, Array<NavLink>>;
}

export function socialLinks(m: Messages): Array<{ key: keyof typeof company.social; label: string; href: string }> {
  return (Object.keys(company.social) as Array<keyof typeof company.social>)
    .filter((key) => company.social[key].trim() !== "")
    .map((key) => ({ key, label: m.footer.social[key], href: company.social[key] }));
}
