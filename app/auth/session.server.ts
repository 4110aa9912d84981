/**
 * Reads the signed-in admin from the request through better-auth: the signed session cookie is
 * verified, the `session` row must exist and be within its idle deadline (better-auth slides it
 * forward with use), and the session must be younger than the absolute lifetime.
 */
import { isDatabaseUnavailable } from "~/platform/unavailable";
import { getAuth, SESSION_ABSOLUTE_S, SESSION_COOKIE_LOCAL, SESSION_COOKIE_SECURE, sessionHeaders } from "./auth.server";

export type SessionUser = { id: string; email: string; name: string; sessionId: string; twoFactorEnabled: boolean };

/** The signed-in admin of a request, with the client IP: the actor its audit entries name. */
export type Admin = SessionUser & { ip: string };

export { SESSION_COOKIE_LOCAL, SESSION_COOKIE_SECURE };

export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const headers = sessionHeaders(request);
  if (!headers) return null;
  const auth = getAuth();
  let result: Awaited<ReturnType<typeof auth.api.getSession>>;
  try {
    result = await auth.api.getSession({ headers });
  } catch (error) {
    // A database that cannot answer says nothing about the visitor: the page answers 503 (and
    // the admin comes back signed in), instead of sending them to the sign-in form.
    if (isDatabaseUnavailable(error)) throw error;
    return null;
  }
  if (!result) return null;
  // A deactivated admin's sessions are deleted with the deactivation; this covers one created in between.
  if ((result.user as { deactivatedAt?: Date | string | null }).deactivatedAt) return null;
  const age = Date.now() - new Date(result.session.createdAt).getTime();
  if (age > SESSION_ABSOLUTE_S * 1000) {
    const ctx = await auth.$context;
    await ctx.internalAdapter.deleteSession(result.session.token);
    return null;
  }
  const twoFactorEnabled = Boolean((result.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled);
  return { id: result.user.id, email: result.user.email, name: result.user.name, sessionId: result.session.id, twoFactorEnabled };
}
