import { RotateCcw } from "~/components/icons";
import type { FetcherWithComponents } from "react-router";
import { deliveryErrorText, type CampaignProgress } from "~/newsletter/views";
import { CAMPAIGN_LABEL, shortDate } from "./labels";

/** One campaign's progress (sent, queued, failed) and, when some failed, the retry form. */
export function CampaignRow({ campaign: c, busy, fetcher }: { campaign: CampaignProgress; busy: boolean; fetcher: FetcherWithComponents<unknown> }) {
  const done = c.sent + c.failed;
  const pct = c.total === 0 ? 100 : Math.round((done / c.total) * 100);
  const share = (n: number) => (c.total === 0 ? 0 : (n / c.total) * 100);
  const withFailures = c.status === "done" && c.failed > 0;
  return (
    <li className="rounded-lg border border-slate-200 p-4" data-testid="campaign">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-medium text-slate-900">
          {c.title || "(sin título)"}{" "}
          <span className="ml-1 rounded bg-slate-100 px-1.5 py-0.5 align-middle text-xs font-medium text-slate-700">{c.language === "es" ? "Versión en español" : "Versión en inglés"}</span>
        </p>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${withFailures ? "bg-red-50 text-red-800" : c.status === "done" ? "bg-emerald-50 text-emerald-800" : "bg-amber-50 text-amber-800"}`}>
          {withFailures ? "Terminada con fallos" : CAMPAIGN_LABEL[c.status]}
        </span>
      </div>
      {/* Sent in green, failed in red, still queued in grey. */}
      <div className="mt-3 flex h-2 overflow-hidden rounded-full bg-slate-100" role="progressbar" aria-valuenow={pct} aria-valuemin={0} aria-valuemax={100} aria-label={`Progreso del envío de ${c.title}`}>
        <div className="h-full bg-emerald-600" style={{ width: `${share(c.sent)}%` }} />
        <div className="h-full bg-red-600" style={{ width: `${share(c.failed)}%` }} />
      </div>
      <p className="mt-2 text-xs text-slate-600 tabular-nums">
        {c.sent} enviados · {c.queued + c.sending} en cola · {c.failed} fallidos · {c.total} en total · {shortDate(c.createdAt)}
      </p>
      {c.failed > 0 ? (
        <fetcher.Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="retry" />
          <input type="hidden" name="id" value={c.id} />
          <button type="submit" disabled={busy} className="inline-flex min-h-9 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60">
            <RotateCcw className="size-4" aria-hidden="true" /> Reintentar fallidos
          </button>
        </fetcher.Form>
      ) : null}
      {c.failed > 0 && c.failedEmails.length ? (
        <p className="mt-2 text-xs text-slate-700 [overflow-wrap:anywhere]">
          No recibieron el correo: {c.failedEmails.join(", ")}
          {c.failed > c.failedEmails.length ? ` y ${c.failed - c.failedEmails.length} más` : ""}
        </p>
      ) : null}
      {c.failed > 0 && c.lastError ? (
        <p className="mt-1 text-xs text-red-700 [overflow-wrap:anywhere]">Último error: {deliveryErrorText(c.lastError)}</p>
      ) : null}
    </li>
  );
}
