/**
 * «Equipo»: every administrator (e-mail, name, last sign-in, active or deactivated, two-step
 * sign-in on or off), inviting new ones by e-mail (pending invitations: resend, revoke),
 * deactivating or reactivating one, and the setting «Exigir 2FA a todo el equipo». Deactivation ends all their sessions at once. Nobody can
 * deactivate themselves, nor the last active admin. Turning «Exigir 2FA» off asks for the admin's
 * current password (a session left open must not be enough to lower the team's guard); turning it
 * on does not. Plain forms: works without JavaScript.
 */
import { UserRound } from "~/components/icons";
import { useState } from "react";
import { data, Form, useNavigation, useSubmit } from "react-router";
import { ConfirmDialog } from "~/components/admin/ConfirmDialog";
import { requireAdmin } from "~/auth/guard.server";
import { deactivateAdmin, listTeam, reactivateAdmin, TeamError, type TeamMember } from "~/auth/team.server";
import { setTeamRequiresTwoFactor, teamRequiresTwoFactor } from "~/auth/two-factor.server";
import { InvitationError, inviteAdmin, listInvitations, resendInvitation, revokeInvitation } from "~/auth/invitations.server";
import { InvitationsPanel } from "~/components/admin/InvitationsPanel";
import { CurrentPasswordField } from "~/components/admin/CurrentPasswordField";
import { NO_STORE, noStoreHeaders, readForm } from "~/platform/http.server";
import { PasswordChangeError, verifyOwnPassword } from "~/auth/sessions.server";
import { ResultNotice, useSettledActionData, type ActionOutcome } from "~/components/admin/ResultNotice";
import { formatDateTime } from "~/components/admin/dates";
import type { Route } from "./+types/team";

/** The answer of an action; the «Exigir 2FA» form shows its own next to its password field. */
type TeamOutcome = ActionOutcome & { intent?: "require-2fa" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireAdmin(request, context);
  const [team, requireTwoFactor, invitations] = await Promise.all([listTeam(), teamRequiresTwoFactor(), listInvitations()]);
  return data({ me: me.id, team, requireTwoFactor, invitations }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireAdmin(request, context);
  const form = await readForm(request);
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");
  try {
    if (intent === "invite") {
      const invitation = await inviteAdmin(String(form.get("email") ?? "").slice(0, 300), me);
      return data<ActionOutcome>({ ok: true, message: `Invitación enviada a ${invitation.email}: el enlace vale 72 horas` }, { headers: NO_STORE });
    }
    if (intent === "resend-invitation") {
      const invitation = await resendInvitation(id, me);
      return data<ActionOutcome>({ ok: true, message: `Invitación reenviada a ${invitation.email}: el enlace anterior ya no sirve` }, { headers: NO_STORE });
    }
    if (intent === "revoke-invitation") {
      const { email } = await revokeInvitation(id, me);
      return data<ActionOutcome>({ ok: true, message: `Invitación a ${email} revocada` }, { headers: NO_STORE });
    }
    if (intent === "require-2fa") {
      const value = form.get("value");
      if (value !== "on" && value !== "off") return data<ActionOutcome>({ ok: false, error: "Solicitud no válida" }, { status: 400, headers: NO_STORE });
      const on = value === "on";
      if (!on) {
        try {
          await verifyOwnPassword(me, String(form.get("currentPassword") ?? ""));
        } catch (error) {
          if (!(error instanceof PasswordChangeError)) throw error;
          return data<TeamOutcome>({ ok: false, intent, error: error.message }, { status: error.status, headers: { ...NO_STORE, ...error.headers } });
        }
      }
      await setTeamRequiresTwoFactor(on, me);
      return data<TeamOutcome>(
        { ok: true, intent, message: on ? "Verificación en dos pasos obligatoria: quien no la tenga deberá activarla antes de seguir usando el panel" : "La verificación en dos pasos vuelve a ser opcional" },
        { headers: NO_STORE },
      );
    }
    if (intent === "deactivate") {
      const member = await deactivateAdmin({ id }, me);
      const invitations =
        member.invitationsRevoked === 0 ? "" : member.invitationsRevoked === 1 ? "; la invitación que envió y seguía pendiente se anuló" : `; las ${member.invitationsRevoked} invitaciones que envió y seguían pendientes se anularon`;
      return data<ActionOutcome>({ ok: true, message: `${member.email} desactivado: sus sesiones se cerraron y ya no puede iniciar sesión${invitations}` }, { headers: NO_STORE });
    }
    if (intent === "reactivate") {
      const member = await reactivateAdmin({ id }, me);
      return data<ActionOutcome>({ ok: true, message: `${member.email} puede volver a iniciar sesión con su contraseña` }, { headers: NO_STORE });
    }
  } catch (error) {
    if (error instanceof TeamError || error instanceof InvitationError) return data<ActionOutcome>({ ok: false, error: error.message }, { status: error.status, headers: NO_STORE });
    throw error;
  }
  return data<ActionOutcome>({ ok: false, error: "Acción no válida" }, { status: 400, headers: NO_STORE });
}

export function headers(args: Route.HeadersArgs) {
  return noStoreHeaders(args);
}

export function meta() {
  return [{ title: "Equipo | Admin" }, { name: "robots", content: "noindex" }];
}

function MemberRow({ member, me, lastActive, busy, onDeactivate }: { member: TeamMember; me: string; lastActive: boolean; busy: boolean; onDeactivate(): void }) {
  const self = member.id === me;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between" data-testid="team-member" data-email={member.email}>
      <div className="flex min-w-0 gap-3">
        <UserRound className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-medium break-all text-slate-900">{member.email}</span>
            {self ? <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-500/20">Tú</span> : null}
            {member.active ? (
              <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-600/20">Activo</span>
            ) : (
              <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-600/20">Desactivado</span>
            )}
            {member.twoFactor ? (
              <span className="rounded-full bg-blue-50 px-2 py-0.5 text-xs font-semibold text-blue-800 ring-1 ring-blue-600/20">2FA activada</span>
            ) : (
              <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-600/20">Sin 2FA</span>
            )}
          </p>
          {/* A name of its own only: an account created from an address is named after its local part. */}
          {member.name && member.name !== member.email.split("@")[0] ? <p className="mt-0.5 text-sm text-slate-600">{member.name}</p> : null}
          <p className="text-sm text-slate-600">
            Último inicio de sesión: {member.lastSignInAt ? <time dateTime={member.lastSignInAt}>{formatDateTime(member.lastSignInAt)}</time> : "nunca"}
          </p>
        </div>
      </div>
      {self || (member.active && lastActive) ? null : (
        <Form
          method="post"
          className="shrink-0"
          onSubmit={(event) => {
            // Deactivating asks first (without JavaScript the form posts at once).
            const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
            if (submitter?.value !== "deactivate") return;
            event.preventDefault();
            onDeactivate();
          }}
        >
          <input type="hidden" name="id" value={member.id} />
          {member.active ? (
            <button type="submit" name="intent" value="deactivate" disabled={busy} className="inline-flex items-center rounded-lg border border-red-300 px-3 py-1.5 text-sm font-medium text-red-800 hover:bg-red-50 disabled:opacity-60">
              Desactivar<span className="sr-only"> a {member.email}</span>
            </button>
          ) : (
            <button type="submit" name="intent" value="reactivate" disabled={busy} className="inline-flex items-center rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-60">
              Reactivar<span className="sr-only"> a {member.email}</span>
            </button>
          )}
        </Form>
      )}
    </li>
  );
}

export default function Team({ loaderData }: Route.ComponentProps) {
  const { me, team, requireTwoFactor, invitations } = loaderData;
  const answer = useSettledActionData<TeamOutcome>();
  // The «Exigir 2FA» form's answer is shown in its own section, next to the field it may be about.
  const twoFactorResult = answer?.intent === "require-2fa" ? answer : undefined;
  const result = twoFactorResult ? undefined : answer;
  const busy = useNavigation().state !== "idle";
  const submit = useSubmit();
  const [asking, setAsking] = useState<TeamMember | null>(null);
  const active = team.filter((m) => m.active).length;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Equipo</h1>
        <p className="mt-1 text-sm text-slate-600">
          {active} {active === 1 ? "administrador activo" : "administradores activos"}. Todos pueden hacer todo en el panel.
        </p>
      </div>
      <ResultNotice result={result} />
      <InvitationsPanel invitations={invitations} busy={busy} />
      <section aria-labelledby="team-heading" className="rounded-xl border border-slate-200 bg-white px-5 shadow-sm sm:px-6">
        <h2 id="team-heading" className="sr-only">
          Administradores
        </h2>
        <ul className="divide-y divide-slate-200">
          {team.map((member) => (
            <MemberRow key={member.id} member={member} me={me} lastActive={active <= 1} busy={busy} onDeactivate={() => setAsking(member)} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="require-2fa-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="require-2fa-heading" className="text-lg font-semibold text-slate-900">
          Exigir 2FA a todo el equipo
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {requireTwoFactor
            ? "Activado: nadie puede usar el panel sin la verificación en dos pasos; quien no la tenga debe activarla en «Mi cuenta» antes de seguir."
            : "Desactivado: cada administrador decide si activa la verificación en dos pasos en «Mi cuenta»."}
        </p>
        {twoFactorResult ? (
          <div className="mt-3" id="require-2fa-result">
            <ResultNotice result={twoFactorResult} />
          </div>
        ) : null}
        <Form method="post" className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
          <input type="hidden" name="intent" value="require-2fa" />
          <input type="hidden" name="value" value={requireTwoFactor ? "off" : "on"} />
          {requireTwoFactor ? (
            <div className="sm:w-64">
              <CurrentPasswordField id="require-2fa-password" name="currentPassword" errorId={twoFactorResult && !twoFactorResult.ok ? "require-2fa-result" : undefined} />
            </div>
          ) : null}
          <button
            type="submit"
            disabled={busy}
            className={
              requireTwoFactor
                ? "inline-flex items-center justify-center rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-60"
                : "inline-flex items-center rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
            }
          >
            {requireTwoFactor ? "Dejar de exigirla" : "Exigir la verificación en dos pasos"}
          </button>
        </Form>
      </section>
      <p className="text-sm text-slate-600">Desactivar a alguien cierra al instante todas sus sesiones y le impide iniciar sesión; su contenido se conserva. Se puede reactivar en cualquier momento.</p>
      <ConfirmDialog
        open={asking !== null}
        title={`¿Desactivar a ${asking?.email ?? ""}?`}
        confirmLabel="Desactivar"
        tone="danger"
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) void submit({ intent: "deactivate", id: asking.id }, { method: "post" });
          setAsking(null);
        }}
      >
        Sus sesiones abiertas se cerrarán al instante y no podrá iniciar sesión hasta que alguien lo reactive.
      </ConfirmDialog>
    </div>
  );
}
