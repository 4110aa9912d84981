import { ChevronDown, Mail, MapPin, Menu, Phone } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { company } from "~/config/company";
import { PAGES } from "~/lib/paths";
import { useSite } from "~/lib/site";
import { LanguageSwitch } from "./LanguageSwitch";
import { Logo } from "./Logo";
import { MobileMenu } from "./MobileMenu";
import { navSections, type NavSection } from "./nav-model";

/** Top bar (large screens only): e-mail, phone, location and the ES/EN buttons. */
function TopBar() {
  const { lang, m } = useSite();
  return (
    <div className="hidden bg-brand-950 text-brand-100 lg:block">
      <div className="mx-auto flex max-w-7xl items-center justify-between px-6 py-1.5 text-sm">
        <ul className="flex items-center gap-6">
          <li>
            <a href={`mailto:${company.email}`} className="flex items-center gap-1.5 hover:text-white">
              <Mail className="size-4" aria-hidden="true" />
              <span className="sr-only">{m.topbar.email}: </span>
              {company.email}
            </a>
          </li>
          <li>
            <a href={`tel:${company.phoneHref}`} className="flex items-center gap-1.5 hover:text-white">
              <Phone className="size-4" aria-hidden="true" />
              <span className="sr-only">{m.topbar.phone}: </span>
              {company.phone}
            </a>
          </li>
          <li className="flex items-center gap-1.5">
            <MapPin className="size-4" aria-hidden="true" />
            <span className="sr-only">{m.topbar.location}: </span>
            {company.city[lang]}
          </li>
        </ul>
        <LanguageSwitch variant="compact" />
      </div>
    </div>
  );
}

function Dropdown({
  section,
  open,
  onToggle,
  onClose,
}: {
  section: NavSection;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
}) {
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <li
      className="relative"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          onClose();
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        className={`flex items-center gap-1 rounded-md px-3 py-2 text-[15px] font-medium ${open ? "text-brand-900 bg-slate-100" : "text-slate-700 hover:text-brand-900 hover:bg-slate-50"}`}
      >
        {section.label}
        <ChevronDown className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} aria-hidden="true" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute left-0 top-full z-50 mt-2 w-72 rounded-lg border border-slate-200 bg-white p-2 shadow-xl"
      >
        <ul>
          <li>
            <Link to={section.to} onClick={onClose} className="block rounded-md px-3 py-2 text-sm font-semibold text-brand-900 hover:bg-slate-100">
              {section.label}
            </Link>
          </li>
          {section.items.map((item) => (
            <li key={item.to}>
              <Link to={item.to} onClick={onClose} className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 hover:text-brand-900">
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

export function Header() {
  const { lang, m } = useSite();
  const location = useLocation();
  const sections = navSections(lang, m);
  const [openKey, setOpenKey] = useState<NavSection["key"] | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // Navigating closes any open dropdown.
  useEffect(() => {
    setOpenKey(null);
  }, [location.pathname, location.hash]);

  // A click outside the navigation closes the open dropdown.
  useEffect(() => {
    if (!openKey) return;
    function onPointerDown(event: PointerEvent) {
      if (navRef.current && !navRef.current.contains(event.target as Node)) setOpenKey(null);
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openKey]);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-md px-3 py-2 text-[15px] font-medium ${isActive ? "text-brand-900 underline decoration-copper-500 decoration-2 underline-offset-8" : "text-slate-700 hover:text-brand-900 hover:bg-slate-50"}`;

  return (
    <header className="sticky top-0 z-40 bg-white/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <TopBar />
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6">
        <Logo />
        <nav ref={navRef} aria-label={m.a11y.mainNavigation} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <li>
              <NavLink to="/" end className={linkClass}>
                {m.nav.home}
              </NavLink>
            </li>
            {sections.map((section) => (
              <Dropdown
                key={section.key}
                section={section}
                open={openKey === section.key}
                onToggle={() => setOpenKey((k) => (k === section.key ? null : section.key))}
                onClose={() => setOpenKey(null)}
              />
            ))}
            <li>
              <NavLink to={PAGES.blog[lang]} className={linkClass}>
                {m.nav.blog}
              </NavLink>
            </li>
            <li className="ml-2">
              <Link to={PAGES.contact[lang]} className="rounded-md bg-copper-600 px-4 py-2 text-[15px] font-semibold text-white shadow-sm hover:bg-copper-700">
                {m.nav.contact}
              </Link>
            </li>
          </ul>
        </nav>
        <button
          ref={menuButtonRef}
          type="button"
          className="inline-flex items-center justify-center rounded-md p-2 text-brand-900 hover:bg-slate-100 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={m.a11y.openMenu}
          onClick={() => setMenuOpen(true)}
        >
          <Menu className="size-7" aria-hidden="true" />
        </button>
      </div>
      <MobileMenu
        open={menuOpen}
        onClose={() => {
          setMenuOpen(false);
          menuButtonRef.current?.focus();
        }}
        sections={sections}
      />
    </header>
  );
}
