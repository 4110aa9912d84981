/** Admin inbox 'Mensajes': contact requests with status, search, filters, paging and CSV export. */
import { pageParam, queryString } from "~/platform/query";
import { Download, Inbox } from "~/components/icons";
import { SearchField } from "~/components/admin/SearchField";
import { data, Form, Link, redirect } from "react-router";
import { requireAdmin } from "~/auth/guard.server";
import { listContactRequests } from "~/contact/contact.server";
import { CONTACT_STATUSES, isContactStatus, STATUS_LABELS, type ContactStatus } from "~/contact/inbox";
import { formatDateTime } from "~/components/admin/dates";
import { ResultNotice } from "~/components/admin/ResultNotice";
import type { Route } from "./+types/messages";
import { NO_STORE } from "~/platform/http.server";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const q = (url.searchParams.get("q") ?? "").slice(0, 200);
  const status = url.searchParams.get("estatus");
  const page = pageParam(url.searchParams.get("pagina"));
  const result = await listContactRequests({ q, status: isContactStatus(status) ? status : undefined, page });
  // A page past the end (an old link, a list that shrank) goes to the last page there is.
  const last = Math.max(1, Math.ceil(result.total / result.pageSize));
  if (page > last) throw redirect(`/admin/messages${queryString({ q, estatus: isContactStatus(status) ? status : "", pagina: last })}`, { headers: NO_STORE });
  return data(
    { ...result, q, status: isContactStatus(status) ? status : "", deleted: url.searchParams.get("eliminado") === "1", rows: result.rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) },
    { headers: NO_STORE },
  );
}

export function headers() {
  return NO_STORE;
}

export function meta() {
  return [{ title: "Mensajes | Admin" }, { name: "robots", content: "noindex" }];
}

/** Each status's badge colours. */
const STATUS_BADGE: Record<ContactStatus, string> = {
  new: "bg-blue-50 text-blue-800 ring-blue-600/30",
  in_progress: "bg-amber-50 text-amber-900 ring-amber-600/30",
  answered: "bg-green-50 text-green-800 ring-green-600/30",
  archived: "bg-slate-100 text-slate-700 ring-slate-500/30",
};

export function StatusBadge({ status }: { status: ContactStatus }) {
  return (
    <span className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_BADGE[status]}`}>
      {STATUS_LABELS[status]}
    </span>
  );
}


const query = queryString;

export default function Messages({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, pageSize, counts, q, status, deleted } = loaderData;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const all = CONTACT_STATUSES.reduce((n, s) => n + counts[s], 0);
  const exportHref = `/admin/messages/export.csv${query({ q, estatus: status })}`;
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-brand-900">Mensajes</h1>
          <p className="mt-1 text-sm text-slate-600">Solicitudes de contacto y cotización recibidas desde el sitio.</p>
        </div>
        <a
          href={exportHref}
          className="inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50"
        >
          <Download className="size-4" aria-hidden="true" />
          Exportar CSV
        </a>
      </div>

      <ResultNotice result={deleted ? { ok: true, message: "Mensaje eliminado." } : undefined} />

      <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <Form method="get" role="search" className="flex flex-col gap-2 sm:flex-row">
          <SearchField id="inbox-q" label="Buscar por nombre, email, empresa o mensaje" className="flex-1" name="q" defaultValue={q} placeholder="Nombre, email, empresa o mensaje" />
          {status ? <input type="hidden" name="estatus" value={status} /> : null}
          <button type="submit" className="rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900">
            Buscar
          </button>
        </Form>
        <nav aria-label="Filtrar por estatus">
          <ul className="flex flex-wrap gap-2">
            {[{ key: "", label: "Todos", n: all }, ...CONTACT_STATUSES.map((s) => ({ key: s, label: STATUS_LABELS[s], n: counts[s] }))].map((f) => (
              <li key={f.key || "all"}>
                <Link
                  to={query({ q, estatus: f.key })}
                  aria-current={status === f.key ? "page" : undefined}
                  className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium ${
                    status === f.key ? "bg-brand-800 text-white" : "bg-slate-100 text-slate-700 hover:bg-slate-200"
                  }`}
                >
                  {f.label}
                  <span className={`rounded-full px-1.5 text-xs ${status === f.key ? "bg-white/20" : "bg-white"}`}>{f.n}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <p className="text-sm text-slate-600" aria-live="polite">
        {q ? `${total} ${total === 1 ? "resultado" : "resultados"} para «${q}»` : `${total} ${total === 1 ? "mensaje" : "mensajes"}`}
      </p>

      {rows.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <Inbox className="size-8 text-slate-400" aria-hidden="true" />
          <p className="font-medium text-slate-700">{q || status ? "No se encontraron mensajes" : "Aún no hay mensajes"}</p>
        </div>
      ) : (
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="inbox-list">
          {rows.map((row) => (
            <li key={row.id} className="relative px-4 py-4 hover:bg-slate-50 sm:px-5">
              <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-x-2 [overflow-wrap:anywhere]">
                    <Link to={`/admin/messages/${row.id}`} className="min-w-0 font-semibold text-brand-900 after:absolute after:inset-0 hover:underline">
                      {row.name}
                    </Link>
                    <span className="min-w-0 text-sm text-slate-600">· {row.company}</span>
                  </p>
                  <p className="truncate text-sm text-slate-600">{row.email}</p>
                  <p className="mt-1 line-clamp-2 text-sm text-slate-700 [overflow-wrap:anywhere]">{row.message}</p>
                </div>
                <div className="mt-2 flex shrink-0 items-center gap-3 sm:mt-0 sm:flex-col sm:items-end">
                  <StatusBadge status={row.status} />
                  <time dateTime={row.createdAt} className="text-xs text-slate-600">
                    {formatDateTime(row.createdAt)}
                  </time>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}

      {pages > 1 ? (
        <nav aria-label="Paginación" className="flex items-center justify-between text-sm">
          {page > 1 ? (
            <Link to={query({ q, estatus: status, pagina: page - 1 })} className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 font-medium hover:bg-slate-50">
              Anterior
            </Link>
          ) : (
            <span />
          )}
          <span className="text-slate-600">
            Página {page} de {pages}
          </span>
          {page < pages ? (
            <Link to={query({ q, estatus: status, pagina: page + 1 })} className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 font-medium hover:bg-slate-50">
              Siguiente
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
