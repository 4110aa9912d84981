/**
 * Reads the signed-in admin from the request. The session lives in the `session` table; the
 * cookie carries its token. (The sign-in itself — better-auth — is built by the admin issue.)
 */
import { and, eq, gt } from "drizzle-orm";
import { db } from "~/db/client.server";
import { session, user } from "~/db/schema";
import { readCookie } from "~/i18n/resolve.server";

export type SessionUser = { id: string; email: string; name: string };

export const SESSION_COOKIE_SECURE = "__Host-ardentia.session_token";
export const SESSION_COOKIE_LOCAL = "ardentia.session_token";

export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const header = request.headers.get("cookie");
  const raw = readCookie(header, SESSION_COOKIE_SECURE) ?? readCookie(header, SESSION_COOKIE_LOCAL);
  if (!raw) return null;
  const token = raw.split(".")[0] ?? "";
  if (!token) return null;
  const [row] = await db()
    .select({ id: user.id, email: user.email, name: user.name })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(and(eq(session.token, token), gt(session.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}
