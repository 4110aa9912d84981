import { ChevronRight } from "~/components/icons";
import { useSite } from "~/i18n/site";

export type Crumb = { label: string; to?: string };

/** Breadcrumb trail: home first, the current page last (not a link, aria-current). */
export function Breadcrumb({ items }: { items: Array<Crumb> }) {
  const { m } = useSite();
  const all: Array<Crumb> = [{ label: m.nav.home, to: "/" }, ...items];
  return (
    <nav aria-label={m.a11y.breadcrumb}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-brand-200">
        {all.map((crumb, i) => {
          const last = i === all.length - 1;
          return (
            <li key={`${crumb.label}-${i}`} className="flex items-center gap-1">
              {i > 0 ? <ChevronRight className="size-4 text-brand-400" aria-hidden="true" /> : null}
              {last || !crumb.to ? (
                <span aria-current={last ? "page" : undefined} className={last ? "font-medium text-white" : undefined}>
                  {crumb.label}
                </span>
              ) : (
                <a href={crumb.to} className="hover:text-white hover:underline">
                  {crumb.label}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The dark hero band at the top of inner pages: breadcrumb, title, introduction. */
export function PageHeader({
  title,
  intro,
  crumbs,
  eyebrow,
  children,
}: {
  title: string;
  intro?: string;
  crumbs?: Array<Crumb>;
  /** Small label above the title. */
  eyebrow?: string;
  /** Extra content under the introduction (buttons, facts). */
  children?: React.ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 opacity-[0.07] [background-image:linear-gradient(to_right,#fff_1px,transparent_1px),linear-gradient(to_bottom,#fff_1px,transparent_1px)] [background-size:40px_40px]"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        {crumbs ? <Breadcrumb items={crumbs} /> : null}
        {eyebrow ? <p className="mt-6 text-sm font-semibold uppercase tracking-[0.14em] text-copper-300">{eyebrow}</p> : null}
        <h1 className={`${eyebrow ? "mt-2" : "mt-4"} max-w-4xl text-3xl font-bold tracking-tight text-balance sm:text-5xl`}>{title}</h1>
        {intro ? <p className="mt-5 max-w-3xl text-lg leading-8 text-brand-100">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
