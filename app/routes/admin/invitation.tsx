/**
 * The page an invitation's link opens: the invitee sets a password (the usual rules) and the
 * account is created; then they sign in. An invalid, expired, used or revoked link gets a page that
 * says which, with its status (404 or 410). Works without JavaScript.
 */
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { acceptInvitation, inspectInvitation, INVITATION_STATE_TEXT, InvitationError } from "~/auth/invitations.server";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/auth/password";
import { assertSameOrigin } from "~/auth/sign-in.server";
import { AUTH_BUTTON, AUTH_INPUT, AuthCard } from "~/components/admin/AuthCard";
import { Loader2, UserRound } from "~/components/icons";
import { readForm } from "~/platform/http.server";
import { requestInfoContext } from "~/platform/request-context";
import type { Route } from "./+types/invitation";

const NO_STORE = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };

export async function loader({ params }: Route.LoaderArgs) {
  const state = await inspectInvitation(params.token);
  if (state.state === "valid") return data({ email: state.email, problem: null }, { headers: NO_STORE });
  return data({ email: null, problem: INVITATION_STATE_TEXT[state.state] }, { status: state.state === "invalid" ? 404 : 410, headers: NO_STORE });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await readForm(request);
  try {
    await acceptInvitation(params.token, { password: String(form.get("password") ?? ""), confirm: String(form.get("confirmPassword") ?? "") }, context.get(requestInfoContext).ip);
  } catch (error) {
    if (!(error instanceof InvitationError)) throw error;
    return data({ error: error.message, field: error.field ?? null, final: error.field !== "password" }, { status: error.status, headers: NO_STORE });
  }
  return redirect("/admin/login?cuenta-creada=1", { headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta() {
  return [{ title: "Invitación al panel | Admin Ardentia" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const problem = loaderData.problem ?? (actionData?.final ? actionData.error : null);
  if (problem || !loaderData.email) {
    return (
      <AuthCard title="Invitación al panel" intro="No se puede usar este enlace." error={problem}>
        <Link to="/admin/login" className={`${AUTH_BUTTON} mt-6`}>
          Ir a iniciar sesión
        </Link>
      </AuthCard>
    );
  }
  const passwordError = actionData?.field === "password" ? actionData.error : null;
  return (
    <AuthCard
      title="Crea tu contraseña"
      intro={
        <>
          Te invitaron a administrar el sitio de Ardentia como <strong className="font-medium text-slate-800">{loaderData.email}</strong>.
        </>
      }
    >
      <Form method="post" className="mt-6 space-y-4">
        {/* For password managers: the account whose password this is. */}
        <input type="email" name="username" autoComplete="username" value={loaderData.email} readOnly hidden />
        <div>
          <label htmlFor="password" className="block text-sm font-medium text-slate-800">
            Contraseña
          </label>
          <input
            id="password"
            name="password"
            type="password"
            required
            minLength={PASSWORD_MIN}
            autoComplete="new-password"
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={passwordError ? "password-help password-error" : "password-help"}
            className={AUTH_INPUT}
          />
          <p id="password-help" className="mt-1.5 text-xs text-slate-600">
            De {PASSWORD_MIN} a {PASSWORD_MAX} caracteres; una frase larga es más segura que una palabra con símbolos.
          </p>
          {passwordError ? (
            <p id="password-error" role="alert" className="mt-1 text-sm text-red-800">
              {passwordError}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="confirmPassword" className="block text-sm font-medium text-slate-800">
            Repite la contraseña
          </label>
          <input id="confirmPassword" name="confirmPassword" type="password" required autoComplete="new-password" className={AUTH_INPUT} />
        </div>
        <button type="submit" disabled={submitting} className={AUTH_BUTTON}>
          {submitting ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <UserRound className="size-4" aria-hidden="true" />}
          {submitting ? "Creando tu cuenta..." : "Crear mi cuenta"}
        </button>
      </Form>
    </AuthCard>
  );
}
