/**
 * The second step of sign-in for an admin with two-step sign-in: the 6-digit code of the
 * authenticator app, or one of the recovery codes. The right password left a signed challenge
 * cookie (5 minutes); without a valid one the page sends back to the password. Wrong codes are
 * throttled like passwords. Works without JavaScript.
 */
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { safeAdminRedirect } from "~/auth/guard.server";
import { getSessionUser } from "~/auth/session.server";
import { assertSameOrigin, completeSecondFactor } from "~/auth/sign-in.server";
import { readChallenge } from "~/auth/two-factor.server";
import { AUTH_BUTTON, AUTH_INPUT, AuthCard } from "~/components/admin/AuthCard";
import { Loader2, ShieldCheck } from "~/components/icons";
import { NO_STORE, noStoreHeaders, readForm } from "~/platform/http.server";
import { requestInfoContext } from "~/platform/request-context";
import type { Route } from "./+types/login-verify";

export async function loader({ request, url }: Route.LoaderArgs) {
  if (await getSessionUser(request)) throw redirect(safeAdminRedirect(url.searchParams.get("redirectTo")), { headers: NO_STORE });
  const challenge = readChallenge(request);
  return data({ email: challenge?.email ?? null }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await readForm(request);
  const code = String(form.get("code") ?? "").slice(0, 64);
  if (!code.trim()) return data({ error: "Escribe el código de tu app o un código de recuperación", expired: false }, { status: 400, headers: NO_STORE });
  const result = await completeSecondFactor({ code, ip: context.get(requestInfoContext).ip, request });
  if (!result.ok) {
    const headers = new Headers(NO_STORE);
    if (result.retryAfter) headers.set("Retry-After", String(result.retryAfter));
    return data({ error: result.error, expired: Boolean(result.expired) }, { status: result.status, headers });
  }
  const target = safeAdminRedirect(String(form.get("redirectTo") ?? ""));
  const headers = new Headers(NO_STORE);
  for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  const left = "recoveryCodesLeft" in result && result.recoveryCodesLeft !== undefined ? `&codigos=${result.recoveryCodesLeft}` : "";
  return redirect(`${target}${target.includes("?") ? "&" : "?"}bienvenida=1${left}`, { headers });
}

/** A throttled attempt's answer keeps its Retry-After. */
export function headers(args: Route.HeadersArgs) {
  return noStoreHeaders(args);
}

export function meta() {
  return [{ title: "Verificación en dos pasos | Admin Ardentia" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function VerifySignIn({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const expired = !loaderData.email || actionData?.expired;
  if (expired) {
    return (
      <AuthCard title="Verificación en dos pasos" intro="La verificación caducó o no es válida." error={actionData?.error}>
        <Link to="/admin/login" className={`${AUTH_BUTTON} mt-6`}>
          Volver a iniciar sesión
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Verificación en dos pasos"
      intro={
        <>
          Escribe el código de 6 dígitos que muestra tu app de autenticación para <strong className="font-medium text-slate-800">{loaderData.email}</strong>.
        </>
      }
      error={actionData?.error}
    >
      <Form method="post" className="mt-6 space-y-4">
        <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? ""} />
        <div>
          <label htmlFor="code" className="block text-sm font-medium text-slate-800">
            Código de verificación
          </label>
          <input
            id="code"
            name="code"
            type="text"
            required
            autoFocus
            autoComplete="one-time-code"
            spellCheck={false}
            maxLength={40}
            aria-describedby="code-help"
            className={`${AUTH_INPUT} font-mono tracking-widest`}
          />
          <p id="code-help" className="mt-1.5 text-xs text-slate-600">
            ¿Sin acceso a tu teléfono? Escribe uno de tus códigos de recuperación (por ejemplo 7KQ2-M9XD-4RTA-C8PN); cada uno sirve una sola vez.
          </p>
        </div>
        <button type="submit" disabled={submitting} className={AUTH_BUTTON}>
          {submitting ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <ShieldCheck className="size-4" aria-hidden="true" />}
          {submitting ? "Verificando..." : "Verificar"}
        </button>
        <p className="text-center text-sm">
          <Link to="/admin/login" className="font-medium text-brand-800 hover:underline">
            Usar otra cuenta
          </Link>
        </p>
      </Form>
    </AuthCard>
  );
}
