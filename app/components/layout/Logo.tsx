import { company } from "~/config/company";
import { Frozen } from "~/components/static-markup";
import { useSite } from "~/i18n/site";

/** The brand's square mark and name (the logo without a link; the admin adds its label). */
export function BrandMark({ inverted = false }: { inverted?: boolean }) {
  return (
    <>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" className="shrink-0">
        <rect x="1" y="1" width="30" height="30" rx="7" fill="#0f2236" stroke={inverted ? "#3b6694" : "#0f2236"} />
        <path d="M8 22h16M11 22v-6a5 5 0 0 1 10 0v6" fill="none" stroke="#f59e42" strokeWidth="2.5" strokeLinecap="round" />
        <circle cx="16" cy="11" r="2.2" fill="#5eead4" />
      </svg>
      <span className={`text-xl font-bold tracking-tight ${inverted ? "text-white" : "text-brand-900"}`}>{company.name}</span>
    </>
  );
}

/** The logo linking home (an element without hooks, so `Frozen` can store it); `homeLabel` is the word for the home page. */
export function logoLink(homeLabel: string, inverted = false) {
  return (
    <a href="/" className="flex items-center gap-2" aria-label={`${company.name} — ${homeLabel}`}>
      <BrandMark inverted={inverted} />
    </a>
  );
}

export function Logo({ inverted = false }: { inverted?: boolean }) {
  const { lang, m } = useSite();
  return <Frozen cacheKey={`logo:${lang}:${inverted}`}>{() => logoLink(m.nav.home, inverted)}</Frozen>;
}
