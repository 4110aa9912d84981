import { company } from "~/config/company";

/** The brand mark with an "Admin" label (no link: used on the login page and in the admin header). */
export function AdminMark({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" className="shrink-0">
        <rect x="1" y="1" width="30" height="30" rx="7" fill="#0f2236" stroke={inverted ? "#3b6694" : "#0f2236"} />
        <path d="M8 22h16M11 22v-6a5 5 0 0 1 10 0v6" fill="none" stroke="#f59e42" strokeWidth="2.5" strokeLinecap="round" />
        <circle cx="16" cy="11" r="2.2" fill="#5eead4" />
      </svg>
      <span className={`text-xl font-bold tracking-tight ${inverted ? "text-white" : "text-brand-900"}`}>{company.name}</span>
      <span className={`rounded px-1.5 py-0.5 text-xs font-semibold uppercase tracking-wide ${inverted ? "bg-white/15 text-white" : "bg-brand-100 text-brand-800"}`}>
        Admin
      </span>
    </span>
  );
}
