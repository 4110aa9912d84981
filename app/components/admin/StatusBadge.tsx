import { STATUS_LABEL, type PostStatus } from "~/blog/post-input";

const STYLE: Record<PostStatus, string> = {
  published: "bg-emerald-100 text-emerald-800 ring-emerald-600/20",
  draft: "bg-amber-100 text-amber-900 ring-amber-600/20",
  archived: "bg-slate-200 text-slate-700 ring-slate-500/20",
};

export function StatusBadge({ status }: { status: PostStatus }) {
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STYLE[status]}`}>{STATUS_LABEL[status]}</span>;
}
