import { Loader2, LogIn } from "~/components/icons";
import { data, Form, redirect, useNavigation, useSearchParams } from "react-router";
import { safeAdminRedirect } from "~/auth/guard.server";
import { getSessionUser } from "~/auth/session.server";
import { assertSameOrigin, SECOND_FACTOR_PAGE, signInWithPassword } from "~/auth/sign-in.server";
import { AUTH_BUTTON, AUTH_INPUT, AuthCard } from "~/components/admin/AuthCard";
import { requestInfoContext } from "~/platform/request-context";
import type { Route } from "./+types/login";
import { readForm } from "~/platform/http.server";

const NO_STORE = { "Cache-Control": "no-store" };

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

export function headers() {
  return NO_STORE;
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
    </AuthCard>
  );
}
