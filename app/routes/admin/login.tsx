import { ArrowLeft, Loader2, LogIn } from "~/components/icons";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { safeAdminRedirect } from "~/auth/guard.server";
import { getSessionUser } from "~/auth/session.server";
import { assertSameOrigin, signInWithPassword } from "~/auth/sign-in.server";
import { AdminMark } from "~/components/admin/AdminMark";
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
    <main id="main" className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 px-4 py-12">
      <div className="w-full max-w-md">
        <div className="mb-6 flex justify-center">
          <AdminMark inverted />
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-xl sm:p-8">
          <h1 className="text-2xl font-bold text-brand-900">Panel de administración</h1>
          <p className="mt-1 text-sm text-slate-600">Inicia sesión para administrar el blog y el newsletter.</p>
          {error ? (
            <div role="alert" className="mt-5 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
              {error}
            </div>
          ) : null}
          <Form method="post" className="mt-6 space-y-4" noValidate={false}>
            <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? ""} />
            <div>
              <label htmlFor="email" className="block text-sm font-medium text-slate-800">
                Correo electrónico
              </label>
              <input
                id="email"
                name="email"
                type="email"
                required
                autoComplete="username"
                defaultValue={actionData?.email ?? ""}
                className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
              />
            </div>
            <div>
              <label htmlFor="password" className="block text-sm font-medium text-slate-800">
                Contraseña
              </label>
              <input
                id="password"
                name="password"
                type="password"
                required
                autoComplete="current-password"
                className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
              />
            </div>
            <button
              type="submit"
              disabled={submitting}
              className="flex w-full items-center justify-center gap-2 rounded-lg bg-brand-800 px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-wait disabled:opacity-80"
            >
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
        </div>
        <p className="mt-6 text-center">
          <Link to="/" reloadDocument className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-100 hover:text-white">
            <ArrowLeft className="size-4" aria-hidden="true" />
            Volver al sitio principal
          </Link>
        </p>
      </div>
    </main>
  );
}
