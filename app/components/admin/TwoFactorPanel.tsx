/**
 * «Verificación en dos pasos» on «Mi cuenta»: off (a button to start), enrolling (the QR code the
 * server rendered, the manual key, the code that confirms it), on (recovery codes left, new codes,
 * turning it off with the password), and the recovery codes shown once after enrolment or renewal.
 * Plain forms: works without JavaScript.
 */
import { Form } from "react-router";
import { AlertTriangle, ShieldCheck } from "~/components/icons";
import { CurrentPasswordField } from "./CurrentPasswordField";
import { inputClass } from "./form-styles";
import { ResultNotice, type ActionOutcome } from "./ResultNotice";

export type TwoFactorView = {
  enabled: boolean;
  /** The team setting «Exigir 2FA a todo el equipo». */
  required: boolean;
  recoveryLeft: number;
  /** Set while an enrolment is shown but not confirmed. */
  enrolment: { qrSvg: string; manualKey: string } | null;
};

const button = "inline-flex items-center justify-center gap-1.5 rounded-lg border px-3 py-1.5 text-sm font-medium disabled:opacity-60";
const primary = `${button} border-brand-700 bg-brand-700 px-4 py-2 text-white hover:bg-brand-800`;

function PasswordForm({ intent, label, danger, busy }: { intent: string; label: string; danger?: boolean; busy: boolean }) {
  return (
    <Form method="post" className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <input type="hidden" name="intent" value={intent} />
      <div className="sm:w-64">
        <CurrentPasswordField id={`${intent}-password`} label="Contraseña actual" name="currentPassword" />
      </div>
      <button type="submit" disabled={busy} className={danger ? `${button} border-red-300 py-2 text-red-800 hover:bg-red-50` : `${button} border-slate-300 py-2 text-slate-700 hover:bg-slate-50`}>
        {label}
      </button>
    </Form>
  );
}

export function RecoveryCodes({ codes }: { codes: ReadonlyArray<string> }) {
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-4" data-testid="recovery-codes">
      <p className="flex items-center gap-2 font-semibold text-amber-950">
        <AlertTriangle className="size-4" aria-hidden="true" /> Guarda estos códigos de recuperación ahora
      </p>
      <p className="mt-1 text-sm text-amber-950">
        No se volverán a mostrar. Cada uno sirve una sola vez para entrar si pierdes tu teléfono. Guárdalos en tu gestor de contraseñas o imprímelos.
      </p>
      <ul className="mt-3 grid grid-cols-1 gap-1 font-mono text-sm text-slate-900 sm:grid-cols-2" aria-label="Códigos de recuperación">
        {codes.map((code) => (
          <li key={code} className="rounded bg-white px-2 py-1 ring-1 ring-amber-200">
            {code}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function TwoFactorPanel({ view, result, codes, busy }: { view: TwoFactorView; result: (ActionOutcome & { intent?: string }) | undefined; codes: ReadonlyArray<string> | null; busy: boolean }) {
  return (
    <section aria-labelledby="two-factor-heading" id="dos-pasos" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="two-factor-heading" className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
        <ShieldCheck className="size-5 text-slate-500" aria-hidden="true" /> Verificación en dos pasos
        {view.enabled ? (
          <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-600/20">Activada</span>
        ) : (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-500/20">Desactivada</span>
        )}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Además de tu contraseña, al iniciar sesión se pide un código de 6 dígitos de una app de autenticación (Google Authenticator, Microsoft Authenticator, 1Password…).
      </p>
      {view.required && !view.enabled ? (
        <p role="alert" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          El equipo exige la verificación en dos pasos: actívala para seguir usando el panel.
        </p>
      ) : null}
      <div className="mt-4 space-y-4">
        <ResultNotice result={result} />
        {codes ? <RecoveryCodes codes={codes} /> : null}
        {view.enabled ? (
          <>
            <p className="text-sm text-slate-700" data-testid="recovery-left">
              Te quedan <strong>{view.recoveryLeft}</strong> códigos de recuperación sin usar.
            </p>
            <div className="space-y-4">
              <div>
                <h3 className="text-sm font-semibold text-slate-900">Códigos de recuperación nuevos</h3>
                <p className="mb-2 text-sm text-slate-600">Los anteriores dejan de servir.</p>
                <PasswordForm intent="2fa-codes" label="Generar códigos nuevos" busy={busy} />
              </div>
              {view.required ? (
                <p className="text-sm text-slate-600">El equipo exige la verificación en dos pasos: no se puede desactivar.</p>
              ) : (
                <div>
                  <h3 className="text-sm font-semibold text-slate-900">Desactivar</h3>
                  <p className="mb-2 text-sm text-slate-600">Tu cuenta quedará protegida solo por la contraseña.</p>
                  <PasswordForm intent="2fa-disable" label="Desactivar la verificación en dos pasos" danger busy={busy} />
                </div>
              )}
            </div>
          </>
        ) : view.enrolment ? (
          <div className="grid gap-6 md:grid-cols-[auto_1fr]">
            <div>
              <p className="mb-2 text-sm font-medium text-slate-800">1. Escanea este código con tu app</p>
              {/* The SVG is rendered on the server from the enrolment's otpauth:// URI. */}
              <div role="img" aria-label="Código QR para la app de autenticación" className="size-48 [&>svg]:size-full" dangerouslySetInnerHTML={{ __html: view.enrolment.qrSvg }} />
            </div>
            <div className="space-y-4">
              <div>
                <p className="text-sm font-medium text-slate-800">¿No puedes escanearlo? Escribe esta clave en la app:</p>
                <p className="mt-1 rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm break-all text-slate-900" data-testid="manual-key">
                  {view.enrolment.manualKey}
                </p>
              </div>
              <Form method="post" className="space-y-2">
                <input type="hidden" name="intent" value="2fa-confirm" />
                <label htmlFor="enrol-code" className="block text-sm font-medium text-slate-800">
                  2. Escribe el código de 6 dígitos que muestra la app
                </label>
                <div className="flex flex-col gap-2 sm:flex-row">
                  <input id="enrol-code" name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]{6,7}" maxLength={7} required className={`${inputClass} font-mono tracking-widest sm:w-40`} />
                  <button type="submit" disabled={busy} className={primary}>
                    Confirmar y activar
                  </button>
                </div>
              </Form>
            </div>
          </div>
        ) : (
          <Form method="post">
            <input type="hidden" name="intent" value="2fa-start" />
            <button type="submit" disabled={busy} className={primary}>
              Activar la verificación en dos pasos
            </button>
          </Form>
        )}
      </div>
    </section>
  );
}
