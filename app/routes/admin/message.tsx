/** One contact request: every field, status change, reply by e-mail, deletion with confirmation. */
import { ArrowLeft, Mail, Phone, Trash2 } from "~/components/icons";
import { data, Form, Link, redirect, useNavigate, useNavigation } from "react-router";
import { useEffect, useRef, type ReactNode } from "react";
import { requireAdmin } from "~/auth/guard.server";
import { deleteContactRequest, viewContactRequest, setContactStatus } from "~/contact/contact.server";
import { CONTACT_STATUSES, isContactStatus, STATUS_LABELS } from "~/contact/inbox";
import { industryLabels, type Industry } from "~/contact/messages";
import { formatDateTime } from "~/components/admin/dates";
import { StatusBadge } from "./messages";
import { ResultNotice } from "~/components/admin/ResultNotice";
import type { Route } from "./+types/message";
import { NO_STORE, readForm } from "~/platform/http.server";
import { mailtoHref } from "~/platform/email-address";
import { isUuid } from "~/platform/ids";

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const row = await viewContactRequest(params.id, admin);
  if (!row) throw data("Mensaje no encontrado", { status: 404, headers: NO_STORE });
  const { ip: _ip, userAgent: _ua, isSpam: _spam, spamReason: _reason, idempotencyKey: _key, ...visible } = row;
  return data(
    {
      request: { ...visible, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() },
      confirmDelete: url.searchParams.get("eliminar") === "1",
      saved: url.searchParams.get("guardado") === "1",
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "status") {
    const status = form.get("status");
    if (!isContactStatus(status)) return data({ error: "Estatus no válido" }, { status: 400, headers: NO_STORE });
    if (!(await setContactStatus(params.id, status, admin))) throw data("Mensaje no encontrado", { status: 404, headers: NO_STORE });
    return redirect(`/admin/messages/${params.id}?guardado=1`, { headers: NO_STORE });
  }
  if (intent === "delete") {
    // Deleting is idempotent (two admins deleting one message both see it gone), but an id that
    // is no id at all names no message.
    if (!isUuid(params.id)) throw data("Mensaje no encontrado", { status: 404, headers: NO_STORE });
    await deleteContactRequest(params.id, admin);
    return redirect("/admin/messages?eliminado=1", { headers: NO_STORE });
  }
  return data({ error: "Acción no válida" }, { status: 400, headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.request.name ?? "Mensaje"} | Mensajes | Admin` }, { name: "robots", content: "noindex" }];
}

/** A titled card of the side column. */
function Panel({ headingId, title, children }: { headingId: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-600">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function Message({ loaderData }: Route.ComponentProps) {
  const { request: r, confirmDelete, saved } = loaderData;
  const navigation = useNavigation();
  const navigate = useNavigate();
  const busy = navigation.state === "submitting";
  // The confirmation and its answer keep the page where it was (on a phone the delete box is far
  // down); cancelling gives the focus back to «Eliminar mensaje».
  const pageUrl = `/admin/messages/${r.id}`;
  const deleteLink = useRef<HTMLAnchorElement>(null);
  const wasConfirming = useRef(confirmDelete);
  const confirmBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (wasConfirming.current && !confirmDelete) deleteLink.current?.focus();
    // The whole confirmation in view, its text and both buttons.
    if (!wasConfirming.current && confirmDelete) confirmBox.current?.scrollIntoView({ block: "nearest" });
    wasConfirming.current = confirmDelete;
  }, [confirmDelete]);
  const fields: Array<[string, string]> = [
    ["Teléfono", r.phone],
    ["Empresa", r.company],
    ["Puesto", r.position || "—"],
    ["Industria", r.industry ? (industryLabels.es[r.industry as Industry] ?? r.industry) : "—"],
    ["Estado", r.state || "—"],
    ["Municipio", r.municipality || "—"],
    ["Idioma", r.language === "en" ? "Inglés" : "Español"],
    ["Recibido", formatDateTime(r.createdAt)],
  ];
  return (
    <div className="space-y-6">
      <Link to="/admin/messages" className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Volver a Mensajes
      </Link>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-brand-900 [overflow-wrap:anywhere]">{r.name}</h1>
          <p className="mt-1 break-all text-slate-600">{r.email}</p>
        </div>
        {/* Its own box: in the phone's column the badge keeps its width instead of stretching. */}
        <div className="shrink-0">
          <StatusBadge status={r.status} />
        </div>
      </div>

      <ResultNotice result={saved ? { ok: true, message: "Estatus actualizado." } : undefined} />

      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="msg-heading" className="space-y-4 self-start rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:col-span-2">
          <h2 id="msg-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
            Mensaje
          </h2>
          <p className="whitespace-pre-wrap text-slate-800 [overflow-wrap:anywhere]" data-testid="message-body">
            {r.message}
          </p>
          <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-4">
            <a
              href={mailtoHref(r.email)}
              className="inline-flex items-center gap-2 rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900"
            >
              <Mail className="size-4" aria-hidden="true" />
              Responder por correo
            </a>
            <a
              href={`tel:${r.phone.replace(/[^\d+]/g, "")}`}
              className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
            >
              <Phone className="size-4" aria-hidden="true" />
              Llamar
            </a>
          </div>
        </section>

        <div className="space-y-6">
          <Panel headingId="data-heading" title="Datos de contacto">
            <dl className="space-y-2 text-sm">
              {fields.map(([label, value]) => (
                <div key={label} className="grid grid-cols-[7rem_1fr] gap-2">
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="font-medium text-slate-900 [overflow-wrap:anywhere]">{value}</dd>
                </div>
              ))}
            </dl>
          </Panel>

          <Panel headingId="status-heading" title="Estatus">
            <Form method="post" preventScrollReset className="flex gap-2">
              <input type="hidden" name="intent" value="status" />
              <label htmlFor="status" className="sr-only">
                Cambiar estatus
              </label>
              <select
                id="status"
                name="status"
                defaultValue={r.status}
                key={r.status}
                className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-3 focus:ring-brand-200"
              >
                {CONTACT_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {STATUS_LABELS[s]}
                  </option>
                ))}
              </select>
              <button type="submit" disabled={busy} className="rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900 disabled:opacity-70">
                Guardar
              </button>
            </Form>
          </Panel>

          <section aria-labelledby="delete-heading" className="rounded-xl border border-red-200 bg-white p-5 shadow-sm">
            <h2 id="delete-heading" className="mb-2 text-sm font-semibold uppercase tracking-wide text-red-800">
              Eliminar
            </h2>
            {confirmDelete ? (
              <div
                ref={confirmBox}
                role="alertdialog"
                aria-labelledby="confirm-title"
                aria-describedby="confirm-text"
                className="space-y-3"
                onKeyDown={(event) => {
                  if (event.key !== "Escape") return;
                  event.preventDefault();
                  void navigate(pageUrl, { preventScrollReset: true });
                }}
              >
                <p id="confirm-title" className="font-semibold text-slate-900">
                  ¿Eliminar este mensaje definitivamente?
                </p>
                <p id="confirm-text" className="text-sm text-slate-700">
                  Se borrará la solicitud de {r.name} con todos sus datos. Esta acción no se puede deshacer.
                </p>
                <div className="flex flex-wrap gap-2">
                  <Form method="post">
                    <input type="hidden" name="intent" value="delete" />
                    <button type="submit" autoFocus className="inline-flex items-center gap-2 rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800">
                      <Trash2 className="size-4" aria-hidden="true" />
                      Sí, eliminar
                    </button>
                  </Form>
                  <Link to={pageUrl} preventScrollReset className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50">
                    Cancelar
                  </Link>
                </div>
              </div>
            ) : (
              <>
                <p className="mb-3 text-sm text-slate-700">Para solicitudes de privacidad (derechos ARCO): borra esta solicitud y todos sus datos.</p>
                <Link
                  ref={deleteLink}
                  to="?eliminar=1"
                  preventScrollReset
                  className="inline-flex items-center gap-2 rounded-lg border border-red-300 px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  Eliminar mensaje
                </Link>
              </>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}
