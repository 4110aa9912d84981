/**
 * /admin/newsletter (newsletter analytics): the four cards, language bars, the latest
 * subscribers, subscribers over time, the full list (modal, 100) and the CSV export (every active subscriber), the
 * campaigns with their progress and a retry of failed deliveries, and removing a subscriber.
 * The analytics come with the page and are refreshed from GET /api/newsletter/analytics; its
 * failures show what went wrong with a retry button. Results and failures of the actions are
 * the admin's toasts (`useToast`), removal asks with the shared `ConfirmDialog`, and while a
 * campaign is queued or sending the page reloads its progress every few seconds.
 */
import { CalendarClock, Download, Loader2, Percent, RefreshCw, RotateCcw, TrendingUp, Users } from "~/components/icons";
import { useEffect, useRef, useState } from "react";
import { data, useFetcher, useNavigation, useRevalidator } from "react-router";
import { requireAdmin } from "~/auth/guard.server";
import { ConfirmDialog } from "~/components/admin/ConfirmDialog";
import { useToast } from "~/components/admin/Toaster";
import { GrowthChart } from "~/components/admin/newsletter/GrowthChart";
import { formatDateTime, formatNumber, formatTime } from "~/components/admin/dates";
import { leaveIfSignedOut } from "~/components/admin/signed-out";
import { campaignProgress, retryFailedDeliveries } from "~/newsletter/campaigns.server";
import { csvFileName } from "~/newsletter/csv";
import { newsletterAnalytics, removeSubscriber, subscriberGrowth, type NewsletterAnalytics } from "~/newsletter/subscribers.server";
import { CampaignRow } from "~/components/admin/newsletter/CampaignRow";
import { LANG_LABEL, shortDate } from "~/components/admin/newsletter/labels";
import { Card, Panel } from "~/components/admin/newsletter/Panels";
import { SubscribersDialog } from "~/components/admin/newsletter/SubscribersDialog";
import type { Route } from "./+types/newsletter";
import { NO_STORE, readForm } from "~/platform/http.server";
import { isUuid } from "~/platform/ids";

/** How often the screen reloads the progress while a campaign is queued or sending. */
export const CAMPAIGN_POLL_MS = 2000;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  try {
    const [analytics, growth, campaigns] = await Promise.all([newsletterAnalytics(), subscriberGrowth(60), campaignProgress()]);
    return data({ analytics, growth, campaigns, error: null }, { headers: NO_STORE });
  } catch {
    return data({ analytics: null, growth: [], campaigns: [], error: "No se pudieron cargar las estadísticas del newsletter" }, { headers: NO_STORE });
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readForm(request);
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");
  if (!isUuid(id)) return data({ ok: false, message: "Identificador no válido" }, { status: 400, headers: NO_STORE });
  if (intent === "retry") {
    const n = await retryFailedDeliveries(id, admin);
    if (n === null) return data({ ok: false, message: "La campaña no existe" }, { status: 404, headers: NO_STORE });
    return data({ ok: true, message: n ? (n === 1 ? "1 envío fallido en cola de nuevo" : `${n} envíos fallidos en cola de nuevo`) : "No había envíos fallidos" }, { headers: NO_STORE });
  }
  if (intent === "remove") {
    const removed = await removeSubscriber(id, admin);
    return data(
      { ok: removed, message: removed ? "Suscriptor eliminado" : "El suscriptor ya no existe" },
      { status: removed ? 200 : 404, headers: NO_STORE },
    );
  }
  return data({ ok: false, message: "Acción desconocida" }, { status: 400, headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta() {
  return [{ title: "Newsletter | Admin" }, { name: "robots", content: "noindex" }];
}

/** Fetches the analytics API and names what went wrong (no connection, HTTP status, not JSON, unexpected shape). */
async function fetchAnalytics(): Promise<NewsletterAnalytics> {
  let response: Response;
  try {
    response = await fetch("/api/newsletter/analytics", { headers: { Accept: "application/json" } });
  } catch {
    throw new Error("No se pudo conectar con el servidor. Verifica tu conexión e inténtalo de nuevo.");
  }
  if (leaveIfSignedOut(response)) throw new Error("Tu sesión terminó: inicia sesión de nuevo.");
  if (!response.ok) throw new Error(`Error al cargar las estadísticas (HTTP ${response.status}).`);
  if (!(response.headers.get("content-type") ?? "").includes("application/json")) {
    throw new Error("La respuesta no es JSON: es posible que el servidor de la API no esté funcionando.");
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new Error("La respuesta del servidor no se pudo interpretar.");
  }
  const a = body as Partial<NewsletterAnalytics>;
  if (typeof a?.totalSubscribers !== "number" || typeof a.confirmationRate !== "number" || !a.languageBreakdown || !Array.isArray(a.recentSubscribersList)) {
    throw new Error("Los datos de las estadísticas tienen un formato inesperado.");
  }
  return a as NewsletterAnalytics;
}

export default function NewsletterAdmin({ loaderData }: Route.ComponentProps) {
  const [analytics, setAnalytics] = useState<NewsletterAnalytics | null>(loaderData.analytics);
  const [error, setError] = useState<string | null>(loaderData.error);
  const [loading, setLoading] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const [listVersion, setListVersion] = useState(0);
  const [exporting, setExporting] = useState(false);
  const [toRemove, setToRemove] = useState<{ id: string; email: string } | null>(null);
  const fetcher = useFetcher<typeof action>();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const toast = useToast();
  const handled = useRef<unknown>(null);

  useEffect(() => {
    setAnalytics(loaderData.analytics);
    setError(loaderData.error);
  }, [loaderData]);

  // The answer of a retry or a removal, as a toast; a removal also refreshes the open list.
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) toast.success(result.message);
    else toast.error(result.message);
    setListVersion((n) => n + 1);
  }, [fetcher.state, fetcher.data, toast]);

  // Follow a campaign while it is queued or sending.
  const inProgress = loaderData.campaigns.some((c) => c.status !== "done");
  useEffect(() => {
    if (!inProgress) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") void revalidator.revalidate();
    }, CAMPAIGN_POLL_MS);
    return () => clearInterval(timer);
  }, [inProgress, revalidator]);

  async function refresh() {
    setLoading(true);
    try {
      setAnalytics(await fetchAnalytics());
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : "Error al cargar las estadísticas.");
    } finally {
      setLoading(false);
    }
  }

  async function exportCsv() {
    setExporting(true);
    try {
      // Every active subscriber (no limit): the file feeds mailing tools, which must never write
      // to someone who left or never confirmed, nor miss anyone who did.
      const response = await fetch("/api/newsletter/subscribers?status=active&format=csv");
      if (!response.ok) throw new Error(String(response.status));
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const a = document.createElement("a");
      a.href = url;
      a.download = csvFileName();
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      toast.error("Error al exportar la lista de suscriptores");
    } finally {
      setExporting(false);
    }
  }

  const total = analytics ? analytics.languageBreakdown.es + analytics.languageBreakdown.en : 0;
  const pct = (n: number) => (total === 0 ? 0 : Math.round((n / total) * 100));

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-brand-900">Newsletter</h1>
          <p className="mt-1 text-sm text-slate-600">Suscriptores, estadísticas y envíos de nuevos artículos.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => setListOpen(true)}
            className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            <Users className="size-4" aria-hidden="true" /> Ver todos los suscriptores
          </button>
          <button
            type="button"
            onClick={exportCsv}
            disabled={exporting}
            className="inline-flex min-h-10 items-center gap-2 rounded-lg bg-brand-800 px-4 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {exporting ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <Download className="size-4" aria-hidden="true" />} Exportar CSV
          </button>
          <button
            type="button"
            onClick={refresh}
            disabled={loading}
            className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60"
          >
            <RefreshCw className={`size-4 ${loading ? "animate-spin" : ""}`} aria-hidden="true" /> Actualizar
          </button>
        </div>
      </div>

      {error || !analytics ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6">
          <p className="font-semibold text-red-900">Error al cargar las estadísticas</p>
          <p className="mt-1 text-sm text-red-800">{error ?? "No hay datos."}</p>
          <button type="button" onClick={refresh} disabled={loading} className="mt-4 inline-flex min-h-10 items-center gap-2 rounded-lg bg-red-700 px-4 text-sm font-medium text-white hover:bg-red-800">
            <RotateCcw className="size-4" aria-hidden="true" /> Reintentar
          </button>
        </div>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="newsletter-cards">
            <Card icon={<Users className="size-5" aria-hidden="true" />} label="Total de suscriptores" value={String(analytics.totalSubscribers)} hint="Suscripciones activas (confirmadas)" />
            <Card icon={<TrendingUp className="size-5" aria-hidden="true" />} label="Últimos 30 días" value={String(analytics.recentSubscribers)} hint="Nuevos suscriptores confirmados" />
            <Card icon={<Percent className="size-5" aria-hidden="true" />} label="Tasa de confirmación" value={`${formatNumber(analytics.confirmationRate)} %`} hint="Confirmados de todos los registrados" />
            <Card
              icon={<CalendarClock className="size-5" aria-hidden="true" />}
              label="Última actualización"
              value={formatTime(analytics.lastUpdated)}
              hint={formatDateTime(analytics.lastUpdated)}
            />
          </div>

          <div className="grid gap-6 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <Panel title="Suscriptores activos (últimos 60 días)">
                <GrowthChart points={loaderData.growth} />
              </Panel>
            </div>
            <Panel title="Distribución por idioma">
              <ul className="space-y-4">
                {(["es", "en"] as const).map((l) => (
                  <li key={l}>
                    <div className="flex justify-between text-sm">
                      <span className="font-medium text-slate-800">{LANG_LABEL[l]}</span>
                      <span className="tabular-nums text-slate-600">
                        {analytics.languageBreakdown[l]} ({pct(analytics.languageBreakdown[l])} %)
                      </span>
                    </div>
                    <div className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-slate-100" role="presentation">
                      <div className={`h-full rounded-full ${l === "es" ? "bg-copper-600" : "bg-brand-600"}`} style={{ width: `${pct(analytics.languageBreakdown[l])}%` }} />
                    </div>
                  </li>
                ))}
              </ul>
            </Panel>
          </div>

          <div className="grid gap-6 lg:grid-cols-2">
            <Panel title="Últimos suscriptores">
              {analytics.recentSubscribersList.length === 0 ? (
                <p className="text-sm text-slate-600">Todavía no hay suscriptores confirmados.</p>
              ) : (
                <ul className="divide-y divide-slate-100">
                  {analytics.recentSubscribersList.map((s) => (
                    <li key={s.email} className="flex items-center justify-between gap-3 py-2.5">
                      <div className="min-w-0">
                        <p className="truncate text-sm font-medium text-slate-900">{s.email}</p>
                        <p className="text-xs text-slate-500">
                          {LANG_LABEL[s.language]} · {shortDate(s.confirmedAt)}
                        </p>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </Panel>
            <Panel title="Envíos de nuevos artículos">
              {loaderData.campaigns.length === 0 ? (
                <p className="text-sm text-slate-600">Aún no se ha enviado ningún artículo. Al publicar un post por primera vez se envía a todos los suscriptores activos.</p>
              ) : (
                <ul className="space-y-4">
                  {loaderData.campaigns.map((c) => (
                    <CampaignRow key={c.id} campaign={c} busy={fetcher.state !== "idle" || navigation.state !== "idle"} fetcher={fetcher} />
                  ))}
                </ul>
              )}
            </Panel>
          </div>
        </>
      )}

      <SubscribersDialog open={listOpen} version={listVersion} onClose={() => setListOpen(false)} onRemove={setToRemove} />
      <ConfirmDialog
        open={toRemove !== null}
        title="¿Eliminar suscriptor?"
        confirmLabel="Eliminar"
        tone="danger"
        busy={fetcher.state !== "idle"}
        onCancel={() => setToRemove(null)}
        onConfirm={() => {
          if (toRemove) void fetcher.submit({ intent: "remove", id: toRemove.id }, { method: "post" });
          setToRemove(null);
        }}
      >
        <p>
          Se borrarán <strong className="break-all">{toRemove?.email}</strong> y su historial de envíos. Esta acción no se puede deshacer.
        </p>
      </ConfirmDialog>
    </div>
  );
}
