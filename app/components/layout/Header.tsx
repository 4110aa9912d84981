import { ChevronDown, Mail, MapPin, Menu, Phone } from "~/components/icons";
import { useId } from "react";
import { useLocation } from "react-router";
import { company } from "~/config/company";
import { Frozen } from "~/components/static-markup";
import type { Lang } from "~/i18n/lang";
import { PAGES } from "~/i18n/paths";
import { useSite } from "~/i18n/site";
import { LanguageSwitch } from "./LanguageSwitch";
import { LinkItems } from "./LinkItems";
import { Logo } from "./Logo";
import { MobileMenu } from "./MobileMenu";
import { navSections, type NavSection } from "./nav-model";

/** Top bar (large screens only): e-mail, phone, location and the ES/EN buttons. */
function TopBar() {
  const { lang, m } = useSite();
  return (
    <div className="hidden bg-brand-950 text-brand-100 lg:block">
      <div className="mx-auto flex max-w-7xl items-center justify-between px-6 py-1.5 text-sm">
        <Frozen cacheKey={`topbar-contacts:${lang}`}>
          {() => (
            <ul className="flex items-center gap-6">
              {[
                { href: `mailto:${company.email}`, Icon: Mail, label: m.topbar.email, text: company.email },
                { href: `tel:${company.phoneHref}`, Icon: Phone, label: m.topbar.phone, text: company.phone },
              ].map(({ href, Icon, label, text }) => (
                <li key={href}>
                  <a href={href} className="flex items-center gap-1.5 hover:text-white">
                    <Icon className="size-4" aria-hidden="true" />
                    <span className="sr-only">{label}: </span>
                    {text}
                  </a>
                </li>
              ))}
              <li className="flex items-center gap-1.5">
                <MapPin className="size-4" aria-hidden="true" />
                <span className="sr-only">{m.topbar.location}: </span>
                {company.city[lang]}
              </li>
            </ul>
          )}
        </Frozen>
        <LanguageSwitch variant="compact" />
      </div>
    </div>
  );
}

/**
 * A desktop menu section. Server-rendered closed; `Header.client.ts` opens one at a time,
 * and closes it on a click outside, Escape (focus back on its button) or a link inside.
 */
function Dropdown({ section, lang }: { section: NavSection; lang: Lang }) {
  const panelId = useId();
  return (
    <li className="relative" data-dropdown="">
      <button
        type="button"
        aria-expanded="false"
        aria-controls={panelId}
        data-dropdown-toggle=""
        className="group flex items-center gap-1 rounded-md px-3 py-2 text-[15px] font-medium text-slate-700 hover:bg-slate-50 hover:text-brand-900 aria-expanded:bg-slate-100 aria-expanded:text-brand-900"
      >
        {section.label}
        <ChevronDown className="size-4 transition-transform group-aria-expanded:rotate-180" aria-hidden="true" />
      </button>
      <div id={panelId} hidden className="absolute left-0 top-full z-50 mt-2 w-72 rounded-lg border border-slate-200 bg-white p-2 shadow-xl">
        <Frozen cacheKey={`nav-panel:${lang}:${section.key}`}>
          {() => (
            <ul>
              <LinkItems links={[section]} className="block rounded-md px-3 py-2 text-sm font-semibold text-brand-900 hover:bg-slate-100" />
              <LinkItems links={section.items} className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 hover:text-brand-900" />
            </ul>
          )}
        </Frozen>
      </div>
    </li>
  );
}

/** A top-level link, marked as the current page on its own path (and below it, unless `end`). */
function NavItem({ to, end = false, children }: { to: string; end?: boolean; children: React.ReactNode }) {
  const { pathname } = useLocation();
  const active = pathname === to || (!end && pathname.startsWith(`${to}/`));
  return (
    <a
      href={to}
      aria-current={active ? "page" : undefined}
      className={`rounded-md px-3 py-2 text-[15px] font-medium ${active ? "text-brand-900 underline decoration-copper-500 decoration-2 underline-offset-8" : "text-slate-700 hover:text-brand-900 hover:bg-slate-50"}`}
    >
      {children}
    </a>
  );
}

export function Header() {
  const { lang, m } = useSite();
  const sections = navSections(lang, m);

  // The mobile menu is outside <header>: the header's backdrop filter would make it the containing
  // block of the menu's fixed-position panel and backdrop, clipping them to the header's height.
  return (
    <>
      <header className="sticky top-0 z-40 bg-white/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-white/85">
        <TopBar />
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6">
          <Logo />
          <nav data-site-nav="" aria-label={m.a11y.mainNavigation} className="hidden lg:block">
            <ul className="flex items-center gap-1">
              <li>
                <NavItem to="/" end>
                  {m.nav.home}
                </NavItem>
              </li>
              {sections.map((section) => (
                <Dropdown key={section.key} section={section} lang={lang} />
              ))}
              <li>
                <NavItem to={PAGES.blog[lang]}>{m.nav.blog}</NavItem>
              </li>
              <li className="ml-2">
                <a
                  href={PAGES.contact[lang]}
                  className="rounded-md bg-copper-600 px-4 py-2 text-[15px] font-semibold text-white shadow-sm hover:bg-copper-700"
                >
                  {m.nav.contact}
                </a>
              </li>
            </ul>
          </nav>
          <button
            type="button"
            className="inline-flex items-center justify-center rounded-md p-2 text-brand-900 hover:bg-slate-100 lg:hidden"
            aria-expanded="false"
            aria-controls="mobile-menu"
            aria-label={m.a11y.openMenu}
            data-menu-open=""
          >
            <Menu className="size-7" aria-hidden="true" />
          </button>
        </div>
      </header>
      <MobileMenu sections={sections} />
    </>
  );
}
