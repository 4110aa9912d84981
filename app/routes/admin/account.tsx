/**
 * «Mi cuenta»: the admin's open sessions (device, IP, started, last activity, this one marked),
 * ending one or all the others, two-step sign-in (enrolment with an authenticator app, recovery
 * codes, turning it off), passkeys (add, rename, remove), and changing the password (which ends
 * the other sessions).
 * Plain forms: everything works without JavaScript too.
 */
import { KeyRound, Loader2, Monitor, Smartphone } from "~/components/icons";
import { data, Form, useActionData, useNavigation } from "react-router";
import { requireAdmin, type Admin } from "~/auth/guard.server";
import { changeOwnPassword, endOtherSessions, endOwnSession, listOwnSessions, PasswordChangeError, verifyOwnPassword, type SessionView } from "~/auth/sessions.server";
import {
  confirmEnrolment,
  disableOwnTwoFactor,
  pendingEnrolment,
  recoveryCodesLeft,
  regenerateRecoveryCodes,
  startEnrolment,
  teamRequiresTwoFactor,
  TwoFactorError,
} from "~/auth/two-factor.server";
import { TwoFactorPanel, type TwoFactorView } from "~/components/admin/TwoFactorPanel";
import { PasskeysPanel } from "~/components/admin/PasskeysPanel";
import { listPasskeys, PasskeyError, removePasskey, renamePasskey } from "~/auth/passkeys.server";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/auth/password";
import { NO_STORE, noStoreHeaders, readForm } from "~/platform/http.server";
import { ResultNotice, useSettledActionData } from "~/components/admin/ResultNotice";
import { formatDateTime } from "~/components/admin/dates";
import type { Route } from "./+types/account";
import { inputClass } from "~/components/admin/form-styles";

type ActionResult =
  | { ok: true; intent: string; message: string; recoveryCodes?: Array<string> }
  | { ok: false; intent: string; error: string; field?: "current" | "next" };

const TWO_FACTOR_INTENTS = ["2fa-start", "2fa-confirm", "2fa-codes", "2fa-disable"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context);
  const [sessions, passkeys, required, recoveryLeft, enrolment] = await Promise.all([
    listOwnSessions(user),
    listPasskeys(user.id),
    teamRequiresTwoFactor(),
    user.twoFactorEnabled ? recoveryCodesLeft(user.id) : 0,
    user.twoFactorEnabled ? null : pendingEnrolment(user),
  ]);
  const twoFactor: TwoFactorView = { enabled: user.twoFactorEnabled, required, recoveryLeft, enrolment: enrolment && { qrSvg: enrolment.qrSvg, manualKey: enrolment.manualKey } };
  return data({ email: user.email, sessions, passkeys, twoFactor, now: new Date().toISOString() }, { headers: NO_STORE });
}

/** The two-step sign-in actions; a refusal keeps its status (409 for a state that does not allow it). */
async function twoFactorAction(user: Admin, intent: string, form: FormData): Promise<{ result: ActionResult; status: number; headers?: Record<string, string> }> {
  try {
    if (intent === "2fa-start") {
      await startEnrolment(user);
      return { result: { ok: true, intent, message: "Escanea el código con tu app y confirma con el código que muestra" }, status: 200 };
    }
    if (intent === "2fa-confirm") {
      const codes = await confirmEnrolment(user, String(form.get("code") ?? "").slice(0, 16));
      return { result: { ok: true, intent, message: "Verificación en dos pasos activada: desde ahora se pedirá el código al iniciar sesión", recoveryCodes: codes }, status: 200 };
    }
    await verifyOwnPassword(user, String(form.get("currentPassword") ?? ""));
    if (intent === "2fa-codes") {
      const codes = await regenerateRecoveryCodes(user);
      return { result: { ok: true, intent, message: "Códigos de recuperación nuevos: los anteriores ya no sirven", recoveryCodes: codes }, status: 200 };
    }
    await disableOwnTwoFactor(user);
    return { result: { ok: true, intent, message: "Verificación en dos pasos desactivada" }, status: 200 };
  } catch (error) {
    if (error instanceof TwoFactorError) return { result: { ok: false, intent, error: error.message }, status: error.status };
    if (error instanceof PasswordChangeError) return { result: { ok: false, intent, error: error.message, field: error.field }, status: error.status, headers: error.headers };
    throw error;
  }
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const reply = (result: ActionResult, status = 200) => data(result, { status, headers: NO_STORE });
  if (TWO_FACTOR_INTENTS.includes(intent)) {
    const { result, status, headers } = await twoFactorAction(user, intent, form);
    return data(result, { status, headers: { ...NO_STORE, ...headers } });
  }
  if (intent === "passkey-rename" || intent === "passkey-remove") {
    const id = String(form.get("id") ?? "").slice(0, 1400);
    try {
      if (intent === "passkey-rename") {
        await renamePasskey(user, id, form.get("name"));
        return reply({ ok: true, intent, message: "Llave de acceso renombrada" });
      }
      const { name } = await removePasskey(user, id);
      return reply({ ok: true, intent, message: `Llave de acceso «${name}» eliminada: ya no sirve para entrar` });
    } catch (error) {
      if (error instanceof PasskeyError) return reply({ ok: false, intent, error: error.message }, error.status);
      throw error;
    }
  }
  if (intent === "end-session") {
    const values = form.getAll("sessionId");
    const id = values.length === 1 && typeof values[0] === "string" ? values[0] : "";
    if (!id) return reply({ ok: false, intent, error: "Solicitud no válida: falta la sesión que cerrar" }, 400);
    if (id === user.sessionId) return reply({ ok: false, intent, error: "Para cerrar esta sesión usa «Cerrar sesión»" }, 400);
    if (!(await endOwnSession(user, id))) return reply({ ok: false, intent, error: "Esa sesión ya no está abierta" }, 404);
    return reply({ ok: true, intent, message: "Sesión cerrada: ese navegador tendrá que volver a iniciar sesión" });
  }
  if (intent === "end-others") {
    const ended = await endOtherSessions(user);
    return reply({ ok: true, intent, message: ended ? `${plural(ended, "sesión cerrada", "sesiones cerradas")}; sigues conectado aquí` : "No había otras sesiones abiertas" });
  }
  if (intent === "change-password") {
    try {
      const ended = await changeOwnPassword(user, {
        current: String(form.get("currentPassword") ?? ""),
        next: String(form.get("newPassword") ?? ""),
        confirm: String(form.get("confirmPassword") ?? ""),
      });
      return reply({ ok: true, intent, message: `Contraseña cambiada${ended ? `; ${plural(ended, "otra sesión cerrada", "otras sesiones cerradas")}` : ""}` });
    } catch (error) {
      if (!(error instanceof PasswordChangeError)) throw error;
      return data<ActionResult>({ ok: false, intent, error: error.message, field: error.field }, { status: error.status, headers: { ...NO_STORE, ...error.headers } });
    }
  }
  return reply({ ok: false, intent, error: "Acción no válida" }, 400);
}

export function headers(args: Route.HeadersArgs) {
  return noStoreHeaders(args);
}

export function meta() {
  return [{ title: "Mi cuenta | Admin" }, { name: "robots", content: "noindex" }];
}

/** "hace 3 min", "hace 2 h" (last activity is known to within 5 minutes). */
function ago(iso: string, now: string): string {
  const minutes = Math.max(0, Math.round((new Date(now).getTime() - new Date(iso).getTime()) / 60_000));
  if (minutes < 5) return "en los últimos 5 min";
  if (minutes < 60) return `hace ${minutes} min`;
  return `hace ${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

const buttonClass = "inline-flex items-center justify-center gap-1.5 rounded-lg border px-3 py-1.5 text-sm font-medium disabled:opacity-60";

function SessionRow({ s, now, busy }: { s: SessionView; now: string; busy: boolean }) {
  const Icon = s.kind === "mobile" || s.kind === "tablet" ? Smartphone : Monitor;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between" data-testid="session-row" data-current={s.current ? "true" : undefined}>
      <div className="flex min-w-0 gap-3">
        <Icon className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
            {s.device}
            {s.current ? <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-600/20">Esta sesión</span> : null}
          </p>
          <p className="mt-0.5 text-sm text-slate-600">
            IP {s.ip ?? "desconocida"} · iniciada el <time dateTime={s.createdAt}>{formatDateTime(s.createdAt)}</time>
          </p>
          <p className="text-sm text-slate-600">
            Última actividad: <time dateTime={s.lastSeenAt}>{ago(s.lastSeenAt, now)}</time>
          </p>
        </div>
      </div>
      {s.current ? null : (
        <Form method="post" className="shrink-0">
          <input type="hidden" name="intent" value="end-session" />
          <input type="hidden" name="sessionId" value={s.id} />
          <button type="submit" disabled={busy} className={`${buttonClass} border-slate-300 text-slate-700 hover:bg-slate-50`}>
            Cerrar<span className="sr-only"> la sesión de {s.device}</span>
          </button>
        </Form>
      )}
    </li>
  );
}

/** The outcome of one of the given intents (each section shows its own). */
function Notice({ result, intents }: { result: ActionResult | undefined; intents: ReadonlyArray<string> }) {
  return <ResultNotice result={result && intents.includes(result.intent) ? result : undefined} />;
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const { email, sessions, passkeys, twoFactor, now } = loaderData;
  const result = useSettledActionData<ActionResult>();
  // The password form starts empty again after a change, from the moment the answer arrives.
  const changed = useActionData<ActionResult>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const changing = busy && navigation.formData?.get("intent") === "change-password";
  const others = sessions.filter((s) => !s.current).length;
  const fieldError = (field: "current" | "next") => (result && !result.ok && result.intent === "change-password" && result.field === field ? result.error : null);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Mi cuenta</h1>
        <p className="mt-1 text-sm text-slate-600">{email}</p>
      </div>

      <section aria-labelledby="sessions-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h2 id="sessions-heading" className="text-lg font-semibold text-slate-900">
              Mis sesiones
            </h2>
            <p className="mt-1 text-sm text-slate-600">Los navegadores con tu cuenta abierta. Si no reconoces alguno, ciérralo y cambia tu contraseña.</p>
          </div>
          <Form method="post" className="shrink-0">
            <input type="hidden" name="intent" value="end-others" />
            <button type="submit" disabled={busy || others === 0} className={`${buttonClass} border-red-300 text-red-800 hover:bg-red-50`}>
              Cerrar las demás sesiones
            </button>
          </Form>
        </div>
        <div className="mt-3">
          <Notice result={result} intents={["end-session", "end-others"]} />
        </div>
        <ul className="divide-y divide-slate-200" aria-label="Sesiones abiertas">
          {sessions.map((s) => (
            <SessionRow key={s.id} s={s} now={now} busy={busy} />
          ))}
        </ul>
      </section>

      <TwoFactorPanel
        view={twoFactor}
        result={result && TWO_FACTOR_INTENTS.includes(result.intent) ? result : undefined}
        codes={result?.ok && result.recoveryCodes ? result.recoveryCodes : null}
        busy={busy}
      />

      <PasskeysPanel
        passkeys={passkeys}
        result={result && (result.intent === "passkey-rename" || result.intent === "passkey-remove") ? result : undefined}
        busy={busy}
        waitsForTwoFactor={twoFactor.required && !twoFactor.enabled}
      />

      <section aria-labelledby="password-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="password-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <KeyRound className="size-5 text-slate-500" aria-hidden="true" /> Cambiar contraseña
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          De {PASSWORD_MIN} a {PASSWORD_MAX} caracteres; una frase larga es más segura que una palabra con símbolos. Al cambiarla se cierran tus demás sesiones.
        </p>
        {/* A new form (emptied fields) after each successful change. */}
        <Form method="post" className="mt-4 max-w-md space-y-4" key={changed?.ok && changed.intent === "change-password" ? now : "password"}>
          <input type="hidden" name="intent" value="change-password" />
          {/* For password managers: the account whose password changes. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <div>
            <label htmlFor="currentPassword" className="block text-sm font-medium text-slate-800">
              Contraseña actual
            </label>
            <input id="currentPassword" name="currentPassword" type="password" autoComplete="current-password" required aria-invalid={fieldError("current") ? true : undefined} aria-describedby={fieldError("current") ? "currentPassword-error" : undefined} className={inputClass} />
            {fieldError("current") ? (
              <p id="currentPassword-error" className="mt-1 text-xs text-red-800">
                {fieldError("current")}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor="newPassword" className="block text-sm font-medium text-slate-800">
              Contraseña nueva
            </label>
            <input id="newPassword" name="newPassword" type="password" autoComplete="new-password" required minLength={PASSWORD_MIN} aria-invalid={fieldError("next") ? true : undefined} aria-describedby={fieldError("next") ? "newPassword-error" : undefined} className={inputClass} />
            {fieldError("next") ? (
              <p id="newPassword-error" className="mt-1 text-xs text-red-800">
                {fieldError("next")}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor="confirmPassword" className="block text-sm font-medium text-slate-800">
              Repite la contraseña nueva
            </label>
            <input id="confirmPassword" name="confirmPassword" type="password" autoComplete="new-password" required className={inputClass} />
          </div>
          <Notice result={result} intents={["change-password"]} />
          <button type="submit" disabled={busy} className={`${buttonClass} border-brand-700 bg-brand-700 px-4 py-2 text-white hover:bg-brand-800`}>
            {changing ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
            Cambiar contraseña
          </button>
        </Form>
      </section>
    </div>
  );
}
