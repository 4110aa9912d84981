import { ChevronDown, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { PAGES } from "~/lib/paths";
import { useSite } from "~/lib/site";
import { LanguageSwitch } from "./LanguageSwitch";
import type { NavSection } from "./nav-model";

const DESKTOP_QUERY = "(min-width: 1024px)";

/**
 * The slide-in menu for small screens (SPEC §2 "Shared layout"): an accordion with one section
 * open at a time, body scroll locked while open; the backdrop, the close button, Escape,
 * navigation and a resize to ≥ 1024 px close it. Focus stays inside while it is open.
 */
export function MobileMenu({ open, onClose, sections }: { open: boolean; onClose: () => void; sections: Array<NavSection> }) {
  const { lang, m } = useSite();
  const location = useLocation();
  const [expanded, setExpanded] = useState<NavSection["key"] | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // Navigation closes the menu.
  const firstLocation = useRef(location.key);
  useEffect(() => {
    if (firstLocation.current === location.key) return;
    firstLocation.current = location.key;
    onCloseRef.current();
  }, [location.key]);

  useEffect(() => {
    if (!open) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    closeRef.current?.focus();
    const media = window.matchMedia(DESKTOP_QUERY);
    const onResize = () => {
      if (media.matches) onCloseRef.current();
    };
    media.addEventListener("change", onResize);
    return () => {
      document.body.style.overflow = previousOverflow;
      media.removeEventListener("change", onResize);
    };
  }, [open]);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "Tab" || !panelRef.current) return;
    const focusables = panelRef.current.querySelectorAll<HTMLElement>("a[href], button:not([disabled])");
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div id="mobile-menu" className={open ? "lg:hidden" : "hidden"} onKeyDown={onKeyDown}>
      <div className="fixed inset-0 z-50 bg-slate-950/60" aria-hidden="true" data-testid="mobile-menu-backdrop" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={m.a11y.mainNavigation}
        className="fixed inset-y-0 right-0 z-50 flex w-[85%] max-w-sm flex-col overflow-y-auto bg-white shadow-2xl"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <span className="text-lg font-bold text-brand-900">{m.meta.siteName}</span>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label={m.a11y.closeMenu}
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
          >
            <X className="size-6" aria-hidden="true" />
          </button>
        </div>
        <nav aria-label={m.a11y.mainNavigation} className="flex-1 px-2 py-3">
          <ul className="space-y-1">
            <li>
              <Link to="/" className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100">
                {m.nav.home}
              </Link>
            </li>
            {sections.map((section) => {
              const isOpen = expanded === section.key;
              const id = `mobile-section-${section.key}`;
              return (
                <li key={section.key}>
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={id}
                    onClick={() => setExpanded(isOpen ? null : section.key)}
                    className="flex w-full items-center justify-between rounded-md px-3 py-3 text-left text-base font-medium text-slate-800 hover:bg-slate-100"
                  >
                    {section.label}
                    <ChevronDown className={`size-5 transition-transform ${isOpen ? "rotate-180" : ""}`} aria-hidden="true" />
                  </button>
                  <ul id={id} hidden={!isOpen} className="mb-2 ml-3 border-l-2 border-copper-200 pl-2">
                    <li>
                      <Link to={section.to} className="block rounded-md px-3 py-2 text-[15px] font-semibold text-brand-900 hover:bg-slate-100">
                        {section.label}
                      </Link>
                    </li>
                    {section.items.map((item) => (
                      <li key={item.to}>
                        <Link to={item.to} className="block rounded-md px-3 py-2 text-[15px] text-slate-700 hover:bg-slate-100">
                          {item.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
            <li>
              <Link to={PAGES.blog[lang]} className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100">
                {m.nav.blog}
              </Link>
            </li>
            <li className="pt-2">
              <Link
                to={PAGES.contact[lang]}
                className="block rounded-md bg-copper-600 px-3 py-3 text-center text-base font-semibold text-white hover:bg-copper-700"
              >
                {m.nav.contact}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="border-t border-slate-200 px-4 py-4">
          <p className="mb-2 text-sm font-medium text-slate-600">{m.language.label}</p>
          <LanguageSwitch variant="full" />
        </div>
      </div>
    </div>
  );
}
