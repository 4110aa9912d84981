import { Fingerprint, Loader2, LogIn } from "~/components/icons";
import { useState } from "react";
import { signInWithPasskeyInBrowser } from "~/components/admin/passkey-browser";
import { data, Form, redirect, useNavigation, useSearchParams } from "react-router";
import { safeAdminRedirect } from "~/auth/guard.server";
import { getSessionUser } from "~/auth/session.server";
import { assertSameOrigin, SECOND_FACTOR_PAGE, signInWithPassword } from "~/auth/sign-in.server";
import { AUTH_BUTTON, AUTH_INPUT, AuthCard } from "~/components/admin/AuthCard";
import { requestInfoContext } from "~/platform/request-context";
import type { Route } from "./+types/login";
import { NO_STORE, noStoreHeaders, readForm } from "~/platform/http.server";

export async function loader({ request, url }: Route.LoaderArgs) {
  if (await getSessionUser(request)) throw redirect(safeAdminRedirect(url.searchParams.get("redirectTo")), { headers: NO_STORE });
  return data(null, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await readForm(request);
  const email = String(form.get("email") ?? "");
  const password = String(form.get("password") ?? "");
  if (!email.trim() || !password) {
    return data({ error: "Correo electrónico y contraseña son obligatorios", email }, { status: 400, headers: NO_STORE });
  }
  const result = await signInWithPassword({ email, password, ip: context.get(requestInfoContext).ip, request });
  if (!result.ok) {
    const headers = new Headers(NO_STORE);
    if (result.retryAfter) headers.set("Retry-After", String(result.retryAfter));
    return data({ error: result.error, email }, { status: result.status, headers });
  }
  const target = safeAdminRedirect(String(form.get("redirectTo") ?? ""));
  const headers = new Headers(NO_STORE);
  for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  if (result.secondFactor) return redirect(`${SECOND_FACTOR_PAGE}?redirectTo=${encodeURIComponent(target)}`, { headers });
  const sep = target.includes("?") ? "&" : "?";
  return redirect(`${target}${sep}bienvenida=1`, { headers });
}

/** A throttled attempt's answer keeps its Retry-After. */
export function headers(args: Route.HeadersArgs) {
  return noStoreHeaders(args);
}

export function meta() {
  return [{ title: "Iniciar sesión | Admin Ardentia" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function Login({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const error = actionData?.error;
  return (
    <AuthCard title="Panel de administración" intro="Inicia sesión para administrar el blog y el newsletter." error={error}>
      {params.get("cuenta-creada") === "1" && !error ? (
        <p role="status" className="mt-5 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          Tu cuenta está lista: inicia sesión con tu correo y la contraseña que acabas de crear.
        </p>
      ) : null}
      <Form method="post" className="mt-6 space-y-4" noValidate={false}>
        <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? ""} />
        <div>
          <label htmlFor="email" className="block text-sm font-medium text-slate-800">
            Correo electrónico
          </label>
          <input id="email" name="email" type="email" required autoComplete="username" defaultValue={actionData?.email ?? ""} className={AUTH_INPUT} />
        </div>
        <div>
          <label htmlFor="password" className="block text-sm font-medium text-slate-800">
            Contraseña
          </label>
          <input id="password" name="password" type="password" required autoComplete="current-password" className={AUTH_INPUT} />
        </div>
        <button type="submit" disabled={submitting} className={AUTH_BUTTON}>
          {submitting ? (
            <>
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              Iniciando sesión...
            </>
          ) : (
            <>
              <LogIn className="size-4" aria-hidden="true" />
              Iniciar Sesión
            </>
          )}
        </button>
      </Form>
      <PasskeySignIn redirectTo={params.get("redirectTo") ?? ""} />
    </AuthCard>
  );
}

/** «Entrar con una llave de acceso»: the browser's WebAuthn dialog, then the admin (needs JavaScript). */
function PasskeySignIn({ redirectTo }: { redirectTo: string }) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  async function start() {
    setState({ busy: true, error: null });
    const done = await signInWithPasskeyInBrowser(redirectTo);
    if (done.ok) window.location.assign(done.value.next);
    else setState({ busy: false, error: done.error });
  }
  return (
    <div className="mt-5 border-t border-slate-200 pt-5">
      {state.error ? (
        <p role="alert" className="mb-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {state.error}
        </p>
      ) : null}
      <button
        type="button"
        onClick={() => void start()}
        disabled={state.busy}
        className="flex w-full items-center justify-center gap-2 rounded-lg border border-slate-300 px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-wait disabled:opacity-80"
      >
        {state.busy ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <Fingerprint className="size-4" aria-hidden="true" />}
        Entrar con una llave de acceso
      </button>
    </div>
  );
}
