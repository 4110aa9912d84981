/**
 * The admin guard: every admin page, action and API calls `requireAdmin` on the server.
 * Signed out (or an expired or forged session) → redirect to /admin/login (pages) or 401 (APIs).
 * State-changing requests must also come from our own origin (403 otherwise).
 */
import { redirect, type RouterContextProvider } from "react-router";
import { requestInfoContext } from "~/platform/request-context";
import { getSessionUser, type Admin, type SessionUser } from "./session.server";
import { sessionHeaders } from "./auth.server";
import { assertSameOrigin } from "./sign-in.server";
import { teamRequiresTwoFactor } from "./two-factor.server";
import { NO_STORE } from "~/platform/http.server";

export type { Admin, SessionUser };

type Context = Readonly<RouterContextProvider>;

/** The signed-in admin, and whether the team's «Exigir 2FA» still waits for their enrolment. */
type SignedIn = { admin: Admin; mustEnrol: boolean };

async function signedInAdmin(request: Request, context: Context): Promise<SignedIn | null> {
  // With a session cookie, the team's «Exigir 2FA» is read alongside the session, not after it:
  // one round trip to the database fewer in sequence on every admin request (a one-row read,
  // wasted only when the session turns out invalid or the admin already has two-step sign-in).
  const withCookie = sessionHeaders(request) !== null;
  const [user, teamRequires] = await Promise.all([getSessionUser(request), withCookie && teamRequiresTwoFactor()]);
  if (!user) return null;
  assertSameOrigin(request);
  // True when the team requires two-step sign-in and this admin has not set it up.
  const mustEnrol = !user.twoFactorEnabled && teamRequires;
  return { admin: { ...user, ip: context.get(requestInfoContext).ip }, mustEnrol };
}

/**
 * A page's loaders (the admin layout's and the page's) run in parallel and each asks for the
 * admin: a GET looks the session up once per request (the context is the request's own). An
 * action may end the session it runs in, so the loaders that follow it look again.
 */
const signedInOfRequest = new WeakMap<Context, Promise<SignedIn | null>>();

function signedIn(request: Request, context: Context): Promise<SignedIn | null> {
  if (request.method !== "GET" && request.method !== "HEAD") return signedInAdmin(request, context);
  let found = signedInOfRequest.get(context);
  if (!found) {
    found = signedInAdmin(request, context);
    signedInOfRequest.set(context, found);
  }
  return found;
}

/** Where an admin without two-step sign-in is sent while the team requires it. */
export const ENROL_PATH = "/admin/account";

export async function requireAdmin(request: Request, context: Context): Promise<Admin> {
  const found = await signedIn(request, context);
  if (found) {
    // «Mi cuenta» is where the enrolment happens: everything else waits for it.
    const path = new URL(request.url).pathname.replace(/\.data$/, "");
    if (path !== ENROL_PATH && found.mustEnrol) throw redirect(`${ENROL_PATH}?exigir-2fa=1`, { headers: NO_STORE });
    return found.admin;
  }
  const url = new URL(request.url);
  const back = url.pathname.replace(/\.data$/, "");
  const target = back && back.startsWith("/admin/") && back !== "/admin/login" ? `/admin/login?redirectTo=${encodeURIComponent(back)}` : "/admin/login";
  throw redirect(target, { headers: NO_STORE });
}

/** For admin JSON APIs: 401 instead of a redirect; 403 for a foreign Origin on a write. */
export async function requireAdminApi(request: Request, context: Context): Promise<Admin> {
  const found = await signedIn(request, context);
  if (found) {
    if (found.mustEnrol) {
      throw Response.json({ error: "El equipo exige la verificación en dos pasos: actívala en «Mi cuenta»" }, { status: 403, headers: NO_STORE });
    }
    return found.admin;
  }
  throw Response.json({ error: "No autorizado" }, { status: 401, headers: NO_STORE });
}

/** Only a same-site path inside the admin may be a post-login destination (no open redirect). */
export function safeAdminRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith("/admin/") || target.startsWith("//") || target.includes("\\") || target === "/admin/login") {
    return "/admin/dashboard";
  }
  return target;
}
