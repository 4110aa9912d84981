import { STATUS_LABEL, type PostStatus } from "~/blog/post-input";
import { formatMonterrey, SCHEDULE_ZONE_LABEL } from "~/blog/schedule";

const STYLE: Record<PostStatus, string> = {
  published: "bg-emerald-100 text-emerald-800 ring-emerald-600/20",
  scheduled: "bg-sky-100 text-sky-900 ring-sky-600/20",
  draft: "bg-amber-100 text-amber-900 ring-amber-600/20",
  archived: "bg-slate-200 text-slate-700 ring-slate-500/20",
};

/**
 * A post's state; a scheduled version also shows when it is published (Monterrey time). When its
 * two language versions are in different states, a line under the badge names each one's.
 */
export function StatusBadge({ status, scheduledAt, versions }: { status: PostStatus; scheduledAt?: string | null; versions?: { es: PostStatus | null; en: PostStatus | null } }) {
  const badge = <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STYLE[status]}`}>{STATUS_LABEL[status]}</span>;
  const split = versions?.es && versions.en && versions.es !== versions.en ? { es: versions.es, en: versions.en } : null;
  const showTime = Boolean(scheduledAt) && (status === "scheduled" || split?.es === "scheduled" || split?.en === "scheduled");
  if (!split && !showTime) return badge;
  return (
    <span className="inline-flex flex-col items-start gap-0.5">
      {badge}
      {split ? (
        <span className="text-xs whitespace-nowrap text-slate-600" data-testid="version-states">
          <abbr title="Español" className="no-underline">ES</abbr> {STATUS_LABEL[split.es].toLowerCase()} · <abbr title="Inglés" className="no-underline">EN</abbr> {STATUS_LABEL[split.en].toLowerCase()}
        </span>
      ) : null}
      {showTime ? (
        <time dateTime={scheduledAt!} title={SCHEDULE_ZONE_LABEL} className="text-xs whitespace-nowrap text-slate-600">
          {formatMonterrey(scheduledAt!)}
        </time>
      ) : null}
    </span>
  );
}
