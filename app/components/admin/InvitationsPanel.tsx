/** «Equipo»'s invitations: invite by e-mail, and the pending ones (resend with a new link, revoke). Plain forms. */
import { Form } from "react-router";
import { Mail } from "~/components/icons";
import { formatDateTime } from "./dates";

export type InvitationRow = { id: string; email: string; invitedBy: string | null; expiresAt: string; expired: boolean };

const small = "inline-flex items-center rounded-lg border px-3 py-1.5 text-sm font-medium disabled:opacity-60";

export function InvitationsPanel({ invitations, busy }: { invitations: ReadonlyArray<InvitationRow>; busy: boolean }) {
  return (
    <section aria-labelledby="invite-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="invite-heading" className="text-lg font-semibold text-slate-900">
        Invitar a un administrador
      </h2>
      <p className="mt-1 text-sm text-slate-600">Le llega un enlace para crear su contraseña; vale 72 horas y una sola vez.</p>
      {/* A new, empty form once the list changes (an invitation sent); a refused address stays to be corrected. */}
      <Form method="post" key={invitations.map((i) => i.id).join()} className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
        <input type="hidden" name="intent" value="invite" />
        <div className="sm:w-80">
          <label htmlFor="invite-email" className="block text-sm font-medium text-slate-800">
            Correo electrónico
          </label>
          <input
            id="invite-email"
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="off"
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
          />
        </div>
        <button type="submit" disabled={busy} className="inline-flex items-center justify-center gap-1.5 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
          <Mail className="size-4" aria-hidden="true" /> Enviar invitación
        </button>
      </Form>
      {invitations.length ? (
        <>
          <h3 className="mt-5 text-sm font-semibold text-slate-900">Invitaciones pendientes</h3>
          <ul className="mt-1 divide-y divide-slate-200" aria-label="Invitaciones pendientes">
            {invitations.map((inv) => (
              <li key={inv.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid="invitation" data-email={inv.email}>
                <div className="min-w-0">
                  <p className="font-medium break-all text-slate-900">{inv.email}</p>
                  <p className="text-sm text-slate-600">
                    {inv.expired ? (
                      <span className="font-medium text-amber-900">Caducó el {formatDateTime(inv.expiresAt)}</span>
                    ) : (
                      <>Vale hasta el {formatDateTime(inv.expiresAt)}</>
                    )}
                    {inv.invitedBy ? ` · invitó ${inv.invitedBy}` : null}
                  </p>
                </div>
                <Form method="post" className="flex shrink-0 gap-2">
                  <input type="hidden" name="id" value={inv.id} />
                  <button type="submit" name="intent" value="resend-invitation" disabled={busy} className={`${small} border-slate-300 text-slate-700 hover:bg-slate-50`}>
                    Reenviar<span className="sr-only"> a {inv.email}</span>
                  </button>
                  <button type="submit" name="intent" value="revoke-invitation" disabled={busy} className={`${small} border-red-300 text-red-800 hover:bg-red-50`}>
                    Revocar<span className="sr-only"> la invitación a {inv.email}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
