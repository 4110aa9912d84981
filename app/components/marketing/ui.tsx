/** Small building blocks shared by the marketing pages. */
import { ArrowRight, type LucideIcon } from "~/components/icons";

export function Eyebrow({ children, dark = false }: { children: React.ReactNode; dark?: boolean }) {
  return (
    <p className={`text-sm font-semibold uppercase tracking-[0.14em] ${dark ? "text-copper-300" : "text-copper-700"}`}>{children}</p>
  );
}

/** A card's icon on a navy square. */
export function IconTile({ Icon }: { Icon: LucideIcon }) {
  return (
    <span className="flex size-12 items-center justify-center rounded-lg bg-brand-900 text-copper-300">
      <Icon className="size-6" aria-hidden="true" />
    </span>
  );
}

/** A page section with its heading (revealed on scroll) over the standard content width. */
export function HeadedSection({
  id,
  headingId,
  className,
  children,
  ...heading
}: {
  id?: string;
  headingId: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  dark?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div data-reveal="">
          <SectionHeading id={headingId} {...heading} />
        </div>
        {children}
      </div>
    </section>
  );
}

/** A section's eyebrow, h2 and lead paragraph. */
export function SectionHeading({
  eyebrow,
  title,
  intro,
  id,
  center = false,
  dark = false,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  id?: string;
  center?: boolean;
  dark?: boolean;
}) {
  return (
    <div className={center ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      {eyebrow ? <Eyebrow dark={dark}>{eyebrow}</Eyebrow> : null}
      <h2 id={id} className={`mt-2 text-3xl font-bold tracking-tight sm:text-4xl ${dark ? "text-white" : "text-brand-900"}`}>
        {title}
      </h2>
      {intro ? <p className={`mt-4 text-lg leading-8 ${dark ? "text-brand-100" : "text-slate-600"}`}>{intro}</p> : null}
    </div>
  );
}

type Variant = "primary" | "secondary" | "light" | "ghostDark";

const VARIANTS: Record<Variant, string> = {
  primary: "bg-copper-600 text-white shadow-sm hover:bg-copper-700",
  secondary: "border border-brand-200 bg-white text-brand-900 hover:border-brand-400 hover:bg-brand-50",
  light: "bg-white text-brand-900 shadow-sm hover:bg-brand-50",
  ghostDark: "border border-white/40 text-white hover:bg-white/10",
};

export function buttonClass(variant: Variant = "primary", extra = "") {
  return `inline-flex items-center justify-center gap-2 rounded-md px-5 py-3 text-[15px] font-semibold transition-colors ${VARIANTS[variant]} ${extra}`;
}

export function ButtonLink({
  to,
  variant = "primary",
  children,
  arrow = false,
  className = "",
}: {
  to: string;
  variant?: Variant;
  children: React.ReactNode;
  arrow?: boolean;
  className?: string;
}) {
  return (
    <a href={to} className={buttonClass(variant, className)}>
      {children}
      {arrow ? <ArrowRight className="size-4" aria-hidden="true" /> : null}
    </a>
  );
}

/** The closing call-to-action band of a page: its texts (one language), and where the two buttons lead. */
export function CtaBand({
  cta: { title, description, primaryLabel, secondaryLabel },
  primaryTo,
  secondaryTo,
}: {
  cta: { title: string; description: string; primaryLabel: string; secondaryLabel: string };
  primaryTo: string;
  secondaryTo: string;
}) {
  return (
    <section aria-labelledby="cta-title" className="bg-brand-900">
      <div
        data-reveal=""
        className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-16 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:py-20"
      >
        <div className="max-w-2xl">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg leading-8 text-brand-100">{description}</p>
        </div>
        <div className="flex flex-wrap gap-3 lg:shrink-0">
          <ButtonLink to={primaryTo} arrow>
            {primaryLabel}
          </ButtonLink>
          <ButtonLink to={secondaryTo} variant="ghostDark">
            {secondaryLabel}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

/** A check-mark list (features, inclusions). */
export function CheckList({ items, className = "" }: { items: string[]; className?: string }) {
  return (
    <ul className={`space-y-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2.5 text-[15px] leading-6 text-slate-700">
          <svg viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-copper-600" fill="currentColor" aria-hidden="true">
            <path
              fillRule="evenodd"
              d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z"
              clipRule="evenodd"
            />
          </svg>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
