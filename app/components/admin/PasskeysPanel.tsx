/**
 * «Llaves de acceso» on «Mi cuenta»: the admin's passkeys (name, added, last used), adding one
 * (the current password, then the browser's WebAuthn dialog; needs JavaScript), renaming and
 * removing (plain forms). While the team requires two-step sign-in and this admin has not turned it
 * on yet, adding waits: a password sign-in needs the app's code whatever passkeys exist.
 */
import { useState } from "react";
import { Form, useRevalidator } from "react-router";
import { Fingerprint, Loader2 } from "~/components/icons";
import { CurrentPasswordField } from "./CurrentPasswordField";
import { formatDateTime } from "./dates";
import { registerPasskeyInBrowser } from "./passkey-browser";
import { ResultNotice, type ActionOutcome } from "./ResultNotice";

export type PasskeyRow = { id: string; name: string; createdAt: string; lastUsedAt: string | null; backedUp: boolean };

const button = "inline-flex items-center justify-center gap-1.5 rounded-lg border px-3 py-1.5 text-sm font-medium disabled:opacity-60";
const input =
  "block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none";

export function PasskeysPanel({
  passkeys,
  result,
  busy,
  waitsForTwoFactor,
}: {
  passkeys: ReadonlyArray<PasskeyRow>;
  result: ActionOutcome | undefined;
  busy: boolean;
  /** The team requires two-step sign-in and this admin has not turned it on yet. */
  waitsForTwoFactor: boolean;
}) {
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [adding, setAdding] = useState(false);
  // The last addition's outcome, with the form result it came after: a rename or removal answered
  // since then (another result) is the one to show instead.
  const [added, setAdded] = useState<{ outcome: ActionOutcome; after: ActionOutcome | undefined } | undefined>(undefined);
  const setOutcome = (outcome: ActionOutcome | undefined) => setAdded(outcome && { outcome, after: result });
  const shown = added && (result === undefined || result === added.after) ? added.outcome : result;
  const revalidator = useRevalidator();

  async function add() {
    setAdding(true);
    setOutcome(undefined);
    const done = await registerPasskeyInBrowser(name.trim() || "Llave de acceso", password);
    setAdding(false);
    if (done.ok) {
      setName("");
      setPassword("");
      setOutcome({ ok: true, message: `Llave de acceso «${done.value.name}» añadida: ya puedes entrar con ella` });
      await revalidator.revalidate();
    } else setOutcome({ ok: false, error: done.error });
  }

  return (
    <section aria-labelledby="passkeys-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="passkeys-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Fingerprint className="size-5 text-slate-500" aria-hidden="true" /> Llaves de acceso
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Entra sin contraseña con la huella, el rostro o el PIN de tu equipo o teléfono, o con una llave de seguridad. Entrar con una llave cuenta como verificación en dos pasos; entrar con la contraseña sigue pidiendo el código de la app, si la tienes activada.
      </p>
      <div className="mt-4 space-y-4">
        <ResultNotice result={shown} />
        {passkeys.length ? (
          <ul className="divide-y divide-slate-200" aria-label="Tus llaves de acceso">
            {passkeys.map((p) => (
              <li key={p.id} className="flex flex-col gap-3 py-3 lg:flex-row lg:items-center lg:justify-between" data-testid="passkey" data-name={p.name}>
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900">{p.name}</p>
                  <p className="text-sm text-slate-600">
                    Añadida el <time dateTime={p.createdAt}>{formatDateTime(p.createdAt)}</time> · {p.lastUsedAt ? <>último uso el <time dateTime={p.lastUsedAt}>{formatDateTime(p.lastUsedAt)}</time></> : "aún sin usar"}
                    {p.backedUp ? " · sincronizada" : null}
                  </p>
                </div>
                <div className="flex flex-col gap-2 sm:flex-row">
                  <Form method="post" className="flex gap-2">
                    <input type="hidden" name="intent" value="passkey-rename" />
                    <input type="hidden" name="id" value={p.id} />
                    <label className="sr-only" htmlFor={`rename-${p.id}`}>
                      Nuevo nombre de {p.name}
                    </label>
                    <input id={`rename-${p.id}`} name="name" defaultValue={p.name} maxLength={60} required className={`${input} sm:w-44`} />
                    <button type="submit" disabled={busy} className={`${button} border-slate-300 text-slate-700 hover:bg-slate-50`}>
                      Renombrar
                    </button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value="passkey-remove" />
                    <input type="hidden" name="id" value={p.id} />
                    <button type="submit" disabled={busy} className={`${button} w-full border-red-300 py-2 text-red-800 hover:bg-red-50`}>
                      Eliminar<span className="sr-only"> {p.name}</span>
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">Aún no tienes llaves de acceso.</p>
        )}
        {waitsForTwoFactor ? (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="passkey-waits">
            El equipo exige la verificación en dos pasos: actívala primero con una app (arriba); después podrás añadir llaves de acceso.
          </p>
        ) : (
          <form
            className="flex flex-col gap-2 lg:flex-row lg:items-end"
            onSubmit={(e) => {
              e.preventDefault();
              void add();
            }}
          >
            <div className="lg:w-64">
              <label htmlFor="passkey-name" className="block text-sm font-medium text-slate-800">
                Nombre de la nueva llave
              </label>
              <input id="passkey-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={60} placeholder="Por ejemplo: Laptop de la oficina" className={`${input} mt-1`} />
            </div>
            <div className="lg:w-56">
              <CurrentPasswordField id="passkey-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            </div>
            <button type="submit" disabled={adding || busy} className={`${button} border-brand-700 bg-brand-700 px-4 py-2 text-white hover:bg-brand-800`}>
              {adding ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <Fingerprint className="size-4" aria-hidden="true" />}
              Añadir llave de acceso
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
