/**
 * The admin guard: every admin page, action and API calls `requireAdmin` on the server.
 * Signed out (or an expired or forged session) → redirect to /admin/login (pages) or 401 (APIs).
 */
import { redirect } from "react-router";
import { getSessionUser, type SessionUser } from "./session.server";

export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (user) return user;
  const url = new URL(request.url);
  const back = url.pathname.replace(/\.data$/, "");
  const target = back && back !== "/admin/login" ? `/admin/login?redirectTo=${encodeURIComponent(back)}` : "/admin/login";
  throw redirect(target, { headers: { "Cache-Control": "no-store" } });
}

/** For admin JSON APIs: 401 instead of a redirect. */
export async function requireAdminApi(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (user) return user;
  throw Response.json({ error: "No autorizado" }, { status: 401, headers: { "Cache-Control": "no-store" } });
}
