import { BrandMark } from "~/components/layout/Logo";

/** The brand mark with an "Admin" label (no link: used on the login page and in the admin header). */
export function AdminMark({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <BrandMark inverted={inverted} />
      <span className={`rounded px-1.5 py-0.5 text-xs font-semibold uppercase tracking-wide ${inverted ? "bg-white/15 text-white" : "bg-brand-100 text-brand-800"}`}>
        Admin
      </span>
    </span>
  );
}
