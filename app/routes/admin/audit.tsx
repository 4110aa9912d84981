/**
 * «Bitácora»: the audit log, newest first, 50 a page, filtered by admin, kind of event, dates (in
 * Monterrey time) and a search of the object or actor; the CSV export takes the same filters.
 * Read-only: nothing on this screen changes or removes an entry. Plain GET forms: works without
 * JavaScript.
 */
import { data, Form, Link } from "react-router";
import { requireAdmin } from "~/auth/guard.server";
import { listTeam } from "~/auth/team.server";
import { Download, ScrollText } from "~/components/icons";
import { AUDIT_ACTIONS, AUDIT_EXPORT_MAX, AUDIT_GROUPS, type AuditAction, type AuditGroup } from "~/platform/audit";
import { AuditFilterError, listAudit, parseAuditFilter, type AuditFilter } from "~/platform/audit.server";
import { pageParam, queryString } from "~/platform/query";
import { formatDateTime } from "~/components/admin/dates";
import { detailText } from "~/components/admin/audit-details";
import { NO_STORE } from "~/platform/http.server";
import type { Route } from "./+types/audit";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const team = (await listTeam()).map((m) => ({ id: m.id, email: m.email }));
  const page = pageParam(url.searchParams.get("pagina"));
  let filter: AuditFilter;
  try {
    filter = parseAuditFilter(url.searchParams);
  } catch (error) {
    if (!(error instanceof AuditFilterError)) throw error;
    return data({ team, filter: {} as AuditFilter, page: 1, entries: [], more: false, error: error.message }, { status: 400, headers: NO_STORE });
  }
  const { entries, more } = await listAudit(filter, page);
  return data(
    {
      team,
      filter,
      page,
      more,
      error: null,
      entries: entries.map((e) => ({ ...e, at: e.at.toISOString() })),
    },
    { headers: NO_STORE },
  );
}

export function headers() {
  return NO_STORE;
}

export function meta() {
  return [{ title: "Bitácora | Admin" }, { name: "robots", content: "noindex" }];
}

const GROUP_BADGE: Record<AuditGroup, string> = {
  auth: "bg-slate-100 text-slate-800 ring-slate-500/30",
  team: "bg-violet-50 text-violet-800 ring-violet-600/30",
  post: "bg-blue-50 text-blue-800 ring-blue-600/30",
  image: "bg-cyan-50 text-cyan-900 ring-cyan-600/30",
  newsletter: "bg-amber-50 text-amber-900 ring-amber-600/30",
  contact: "bg-emerald-50 text-emerald-800 ring-emerald-600/30",
  settings: "bg-orange-50 text-orange-900 ring-orange-600/30",
  audit: "bg-rose-50 text-rose-800 ring-rose-600/30",
};


const field = "block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-3 focus:ring-brand-200";

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { team, filter, page, more, entries, error } = loaderData;
  const params = { admin: filter.actorId, tipo: filter.group, desde: filter.from, hasta: filter.to, q: filter.q };
  const filtered = Object.values(params).some(Boolean);
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-brand-900">Bitácora</h1>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">
            Quién hizo qué y cuándo: inicios de sesión, cambios en el equipo y en el contenido, y cada consulta, exportación o eliminación de datos personales. Las entradas no se pueden
            modificar ni borrar; se conservan 24 meses.
          </p>
        </div>
        <a
          href={`/admin/audit/export.csv${queryString(params)}`}
          className="inline-flex shrink-0 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50"
        >
          <Download className="size-4" aria-hidden="true" />
          Exportar CSV
        </a>
      </div>

      <Form method="get" role="search" aria-label="Filtrar la bitácora" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-6">
        <div className="lg:col-span-2">
          <label htmlFor="audit-admin" className="mb-1 block text-sm font-medium text-slate-700">
            Administrador
          </label>
          <select id="audit-admin" name="admin" defaultValue={filter.actorId ?? ""} className={field}>
            <option value="">Todos</option>
            {team.map((m) => (
              <option key={m.id} value={m.id}>
                {m.email}
              </option>
            ))}
          </select>
        </div>
        <div className="lg:col-span-2">
          <label htmlFor="audit-group" className="mb-1 block text-sm font-medium text-slate-700">
            Tipo de evento
          </label>
          <select id="audit-group" name="tipo" defaultValue={filter.group ?? ""} className={field}>
            <option value="">Todos</option>
            {Object.entries(AUDIT_GROUPS).map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-from" className="mb-1 block text-sm font-medium text-slate-700">
            Desde
          </label>
          <input id="audit-from" type="date" name="desde" defaultValue={filter.from ?? ""} className={field} />
        </div>
        <div>
          <label htmlFor="audit-to" className="mb-1 block text-sm font-medium text-slate-700">
            Hasta
          </label>
          <input id="audit-to" type="date" name="hasta" defaultValue={filter.to ?? ""} className={field} />
        </div>
        <div className="sm:col-span-2 lg:col-span-4">
          <label htmlFor="audit-q" className="mb-1 block text-sm font-medium text-slate-700">
            Buscar
          </label>
          <input id="audit-q" type="search" name="q" defaultValue={filter.q ?? ""} maxLength={200} placeholder="Título, correo o id…" className={field} />
        </div>
        <div className="flex items-end gap-2 sm:col-span-2">
          <button type="submit" className="flex-1 rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900">
            Filtrar
          </button>
          {filtered ? (
            <Link to="/admin/audit" className="flex-1 rounded-lg border border-slate-300 bg-white px-4 py-2 text-center text-sm font-medium text-slate-700 hover:bg-slate-50">
              Quitar filtros
            </Link>
          ) : null}
        </div>
      </Form>

      {error ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}

      {entries.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <ScrollText className="size-8 text-slate-400" aria-hidden="true" />
          <p className="font-medium text-slate-700">
            {/* A page past the last one (an old link, a hand-typed number): the log is not empty. */}
            {page > 1 && !error ? "No hay más entradas: esta página está después de la última" : filtered || error ? "Ninguna entrada coincide con los filtros" : "Aún no hay entradas"}
          </p>
          {page > 1 && !error ? (
            <Link to={queryString({ ...params, pagina: 1 })} className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
              Ir a la primera página
            </Link>
          ) : null}
        </div>
      ) : (
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="audit-list">
          {entries.map((entry) => {
            const group = entry.action.split(".")[0] as AuditGroup;
            const detail = detailText(entry.action, entry.details);
            return (
              <li key={entry.id} className="grid gap-1 px-4 py-3 sm:grid-cols-[11rem_1fr_auto] sm:items-start sm:gap-4 sm:px-5" data-testid="audit-entry" data-action={entry.action}>
                <time dateTime={entry.at} className="text-sm text-slate-600 tabular-nums">
                  {formatDateTime(entry.at)}
                </time>
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${GROUP_BADGE[group] ?? GROUP_BADGE.auth}`}>
                      {AUDIT_ACTIONS[entry.action as AuditAction] ?? entry.action}
                    </span>
                    {entry.objectLabel ? <span className="min-w-0 text-sm font-medium break-words text-slate-900">{entry.objectLabel}</span> : null}
                  </p>
                  <p className="mt-0.5 text-sm break-all text-slate-600">{entry.actorEmail}</p>
                  {detail ? (
                    <p className="text-xs text-slate-600" data-testid="audit-detail">
                      {detail}
                    </p>
                  ) : null}
                </div>
                <p className="text-xs text-slate-600 tabular-nums sm:text-right">{entry.ip ? `IP ${entry.ip}` : "sin IP"}</p>
              </li>
            );
          })}
        </ul>
      )}

      {page > 1 || more ? (
        <nav aria-label="Paginación" className="flex items-center justify-between text-sm">
          {page > 1 ? (
            <Link to={queryString({ ...params, pagina: page - 1 })} className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 font-medium hover:bg-slate-50">
              Anterior
            </Link>
          ) : (
            <span />
          )}
          <span className="text-slate-600">Página {page}</span>
          {more ? (
            <Link to={queryString({ ...params, pagina: page + 1 })} className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 font-medium hover:bg-slate-50">
              Siguiente
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
      <p className="text-xs text-slate-600">La exportación incluye hasta {AUDIT_EXPORT_MAX.toLocaleString("es-MX")} entradas, las más recientes; acótala con los filtros.</p>
    </div>
  );
}
