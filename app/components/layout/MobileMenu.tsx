import { ChevronDown, X } from "~/components/icons";
import { Frozen } from "~/components/static-markup";
import { PAGES } from "~/i18n/paths";
import { useSite } from "~/i18n/site";
import { LanguageSwitch } from "./LanguageSwitch";
import { LinkItems } from "./LinkItems";
import type { NavSection } from "./nav-model";

/**
 * The slide-in menu for small screens, server-rendered closed. Its
 * behaviour is in `Header.client.ts`: an accordion with one section open at a time, body
 * scroll locked while open; the backdrop, the close button, Escape, a link inside and a resize to
 * ≥ 1024 px close it. Focus stays inside while it is open and returns to the menu button after.
 */
export function MobileMenu({ sections }: { sections: Array<NavSection> }) {
  const { lang, m } = useSite();
  return (
    <div id="mobile-menu" hidden className="lg:hidden" data-mobile-menu="">
      <div className="fixed inset-0 z-50 bg-slate-950/60" aria-hidden="true" data-testid="mobile-menu-backdrop" data-menu-close="" />
      <div
        role="dialog"
        aria-modal="true"
        aria-label={m.a11y.mainNavigation}
        className="fixed inset-y-0 right-0 z-50 flex w-[85%] max-w-sm flex-col overflow-y-auto bg-white shadow-2xl"
      >
        <Frozen cacheKey={`mobile-menu-head:${lang}`}>
          {() => (
            <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
              <span className="text-lg font-bold text-brand-900">{m.meta.siteName}</span>
              <button
                type="button"
                data-menu-close=""
                aria-label={m.a11y.closeMenu}
                className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
              >
                <X className="size-6" aria-hidden="true" />
              </button>
            </div>
          )}
        </Frozen>
        <Frozen cacheKey={`mobile-menu-nav:${lang}`}>
          {() => (
            <nav aria-label={m.a11y.mainNavigation} className="flex-1 px-2 py-3">
              <ul className="space-y-1">
                <li>
                  <a href="/" className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100">
                    {m.nav.home}
                  </a>
                </li>
                {sections.map((section) => {
                  const id = `mobile-section-${section.key}`;
                  return (
                    <li key={section.key}>
                      <button
                        type="button"
                        aria-expanded="false"
                        aria-controls={id}
                        data-accordion-toggle=""
                        className="group flex w-full items-center justify-between rounded-md px-3 py-3 text-left text-base font-medium text-slate-800 hover:bg-slate-100"
                      >
                        {section.label}
                        <ChevronDown className="size-5 transition-transform group-aria-expanded:rotate-180" aria-hidden="true" />
                      </button>
                      <ul id={id} hidden className="mb-2 ml-3 border-l-2 border-copper-200 pl-2">
                        <LinkItems links={[section]} className="block rounded-md px-3 py-2 text-[15px] font-semibold text-brand-900 hover:bg-slate-100" />
                        <LinkItems links={section.items} className="block rounded-md px-3 py-2 text-[15px] text-slate-700 hover:bg-slate-100" />
                      </ul>
                    </li>
                  );
                })}
                <li>
                  <a href={PAGES.blog[lang]} className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100">
                    {m.nav.blog}
                  </a>
                </li>
                <li className="pt-2">
                  <a
                    href={PAGES.contact[lang]}
                    className="block rounded-md bg-copper-600 px-3 py-3 text-center text-base font-semibold text-white hover:bg-copper-700"
                  >
                    {m.nav.contact}
                  </a>
                </li>
              </ul>
            </nav>
          )}
        </Frozen>
        <div className="border-t border-slate-200 px-4 py-4">
          <p className="mb-2 text-sm font-medium text-slate-600">{m.language.label}</p>
          <LanguageSwitch variant="full" />
        </div>
      </div>
    </div>
  );
}
