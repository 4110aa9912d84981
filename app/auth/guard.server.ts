/**
 * The admin guard: every admin page, action and API calls `requireAdmin` on the server.
 * Signed out (or an expired or forged session) → redirect to /admin/login (pages) or 401 (APIs).
 * State-changing requests must also come from our own origin (403 otherwise).
 */
import { redirect, type RouterContextProvider } from "react-router";
import { requestInfoContext } from "~/platform/request-context";
import { getSessionUser, type Admin, type SessionUser } from "./session.server";
import { assertSameOrigin } from "./sign-in.server";
import { teamRequiresTwoFactor } from "./two-factor.server";

export type { Admin, SessionUser };

type Context = Readonly<RouterContextProvider>;

async function signedInAdmin(request: Request, context: Context): Promise<Admin | null> {
  const user = await getSessionUser(request);
  if (!user) return null;
  assertSameOrigin(request);
  return { ...user, ip: context.get(requestInfoContext).ip };
}

/** Where an admin without two-step sign-in is sent while the team requires it. */
export const ENROL_PATH = "/admin/account";

/** True when the team requires two-step sign-in and this admin has not set it up. */
async function mustEnrol(user: Admin): Promise<boolean> {
  return !user.twoFactorEnabled && (await teamRequiresTwoFactor());
}

export async function requireAdmin(request: Request, context: Context): Promise<Admin> {
  const user = await signedInAdmin(request, context);
  if (user) {
    // «Mi cuenta» is where the enrolment happens: everything else waits for it.
    const path = new URL(request.url).pathname.replace(/\.data$/, "");
    if (path !== ENROL_PATH && (await mustEnrol(user))) throw redirect(`${ENROL_PATH}?exigir-2fa=1`, { headers: { "Cache-Control": "no-store" } });
    return user;
  }
  const url = new URL(request.url);
  const back = url.pathname.replace(/\.data$/, "");
  const target = back && back.startsWith("/admin/") && back !== "/admin/login" ? `/admin/login?redirectTo=${encodeURIComponent(back)}` : "/admin/login";
  throw redirect(target, { headers: { "Cache-Control": "no-store" } });
}

/** For admin JSON APIs: 401 instead of a redirect; 403 for a foreign Origin on a write. */
export async function requireAdminApi(request: Request, context: Context): Promise<Admin> {
  const user = await signedInAdmin(request, context);
  if (user) {
    if (await mustEnrol(user)) {
      throw Response.json({ error: "El equipo exige la verificación en dos pasos: actívala en «Mi cuenta»" }, { status: 403, headers: { "Cache-Control": "no-store" } });
    }
    return user;
  }
  throw Response.json({ error: "No autorizado" }, { status: 401, headers: { "Cache-Control": "no-store" } });
}

/** Only a same-site path inside the admin may be a post-login destination (no open redirect). */
export function safeAdminRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith("/admin/") || target.startsWith("//") || target.includes("\\") || target === "/admin/login") {
    return "/admin/dashboard";
  }
  return target;
}
