import { BriefcaseBusiness, FlaskConical, Flame, LayoutGrid, Settings2, ShieldCheck, Tag, type LucideIcon } from "~/components/icons";

/** The lucide icons the blog categories name (app/content/blog-categories.ts); unknown names get a tag. */
const ICONS: Record<string, LucideIcon> = { Flame, ShieldCheck, Settings2, FlaskConical, BriefcaseBusiness, LayoutGrid };

export function CategoryIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? Tag;
  return <Icon className={className} aria-hidden="true" focusable="false" />;
}
