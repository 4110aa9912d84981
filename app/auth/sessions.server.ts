/**
 * «Mis sesiones»: an admin's own live sessions (device, IP, started, last seen) and their ending,
 * and the change of one's own password (which ends every other session). Only the signed-in
 * admin's sessions are ever listed or ended: every statement is scoped by their user id.
 */
import Bowser from "bowser";
import { and, desc, eq, gt, ne } from "drizzle-orm";
import { db, type Db } from "~/db/client.server";
import { account, session } from "~/db/schema";
import { recordAudit } from "~/platform/audit.server";
import { getAuth, normalizePassword, SESSION_ABSOLUTE_S } from "./auth.server";
import { passwordProblem } from "./password";
import type { Admin, SessionUser } from "./session.server";
import { claimAttempt, clearAttempts, type AttemptKey, DEVICE_FREE_FAILURES } from "./throttle.server";

export type SessionView = {
  id: string;
  /** "Chrome 131 · Linux", from the browser's User-Agent at sign-in. */
  device: string;
  kind: "desktop" | "mobile" | "tablet" | "unknown";
  ip: string | null;
  createdAt: string;
  /** When it was last used, to within the refresh interval (5 minutes). */
  lastSeenAt: string;
  current: boolean;
};

/** "Chrome 131 · Linux" from a User-Agent, or a plain label when there is none. */
export function describeUserAgent(userAgent: string | null | undefined): { device: string; kind: SessionView["kind"] } {
  if (!userAgent) return { device: "Navegador desconocido", kind: "unknown" };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split(".")[0];
  const browser = parsed.browser.name ? `${parsed.browser.name}${major ? ` ${major}` : ""}` : "Navegador desconocido";
  const os = parsed.os.name ? `${parsed.os.name}${parsed.os.versionName ? ` ${parsed.os.versionName}` : ""}` : null;
  const type = parsed.platform.type;
  const kind = type === "mobile" || type === "tablet" || type === "desktop" ? type : "unknown";
  return { device: os ? `${browser} · ${os}` : browser, kind };
}

/** The admin's sessions that are still valid (idle deadline ahead, within the absolute lifetime), newest use first. */
export async function listOwnSessions(user: SessionUser, now = new Date()): Promise<Array<SessionView>> {
  const rows = await db()
    .select()
    .from(session)
    .where(and(eq(session.userId, user.id), gt(session.expiresAt, now), gt(session.createdAt, new Date(now.getTime() - SESSION_ABSOLUTE_S * 1000))))
    .orderBy(desc(session.updatedAt));
  const views = rows.map((row) => ({
    id: row.id,
    ...describeUserAgent(row.userAgent),
    ip: row.ipAddress || null,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.updatedAt.toISOString(),
    current: row.id === user.sessionId,
  }));
  // The one in use first.
  return [...views.filter((v) => v.current), ...views.filter((v) => !v.current)];
}

/** Ends one of the admin's own sessions; false when it is not theirs (or already over). */
export async function endOwnSession(user: Admin, sessionId: string): Promise<boolean> {
  return db().transaction(async (tx) => {
    const ended = await tx
      .delete(session)
      .where(and(eq(session.id, sessionId), eq(session.userId, user.id)))
      .returning({ id: session.id, userAgent: session.userAgent, ip: session.ipAddress });
    if (!ended[0]) return false;
    const { device } = describeUserAgent(ended[0].userAgent);
    await recordAudit(tx, user, { action: "auth.session_revoked", objectType: "session", objectId: sessionId, objectLabel: device, details: { ip: ended[0].ip } });
    return true;
  });
}

/** Ends every session of the admin except the one in use; returns how many ended. */
export async function endOtherSessions(user: Admin, tx: Db = db()): Promise<number> {
  const ended = await tx
    .delete(session)
    .where(and(eq(session.userId, user.id), ne(session.id, user.sessionId)))
    .returning({ id: session.id });
  if (ended.length) await recordAudit(tx, user, { action: "auth.other_sessions_revoked", details: { sessions: ended.length } });
  return ended.length;
}

export class PasswordChangeError extends Error {
  constructor(
    message: string,
    readonly field: "current" | "next",
    readonly retryAfter?: number,
  ) {
    super(message);
  }

  /** 429 while wrong guesses are throttled, otherwise 400. */
  get status(): 400 | 429 {
    return this.retryAfter ? 429 : 400;
  }

  /** The headers the refusal carries: `Retry-After` while throttled. */
  get headers(): Record<string, string> {
    return this.retryAfter ? { "Retry-After": String(this.retryAfter) } : {};
  }
}

/** Wrong current passwords are throttled per session, like sign-in attempts from a known device. */
const changeKey = (sessionId: string): AttemptKey => ({ key: `password-change:${sessionId}`, free: DEVICE_FREE_FAILURES });

/**
 * Checks the admin's current password before a sensitive change (a session left open is not
 * enough to take over the account). Wrong guesses are throttled per session.
 */
export async function verifyOwnPassword(user: SessionUser, current: string): Promise<void> {
  if (!current) throw new PasswordChangeError("Escribe tu contraseña actual", "current");
  const key = changeKey(user.sessionId);
  const attempt = await claimAttempt([key]);
  if (!attempt.ok) {
    throw new PasswordChangeError(`Demasiados intentos fallidos. Espera ${attempt.wait} ${attempt.wait === 1 ? "segundo" : "segundos"} e inténtalo de nuevo.`, "current", attempt.wait);
  }
  const ctx = await getAuth().$context;
  const accounts = await ctx.internalAdapter.findAccounts(user.id);
  const credential = accounts.find((a) => a.providerId === "credential");
  const ok = credential?.password ? await ctx.password.verify({ hash: credential.password, password: normalizePassword(current) }) : false;
  if (!ok) throw new PasswordChangeError("La contraseña actual no es correcta", "current");
  await clearAttempts([key]);
}

/**
 * Changes the admin's own password: the current one must be right, the new one follows the
 * password rule. Every other session ends; this one stays signed in. Returns how many sessions ended.
 */
export async function changeOwnPassword(user: Admin, input: { current: string; next: string; confirm: string }): Promise<number> {
  if (!input.current) throw new PasswordChangeError("Escribe tu contraseña actual", "current");
  const problem = passwordProblem(input.next);
  if (problem) throw new PasswordChangeError(problem, "next");
  if (normalizePassword(input.next) !== normalizePassword(input.confirm)) throw new PasswordChangeError("Las contraseñas nuevas no coinciden", "next");
  await verifyOwnPassword(user, input.current);
  if (normalizePassword(input.next) === normalizePassword(input.current)) throw new PasswordChangeError("La contraseña nueva debe ser distinta de la actual", "next");
  const hash = await (await getAuth().$context).password.hash(normalizePassword(input.next));
  // The new password, the end of the other sessions and the audit entry commit together.
  return db().transaction(async (tx) => {
    await tx.update(account).set({ password: hash, updatedAt: new Date() }).where(and(eq(account.userId, user.id), eq(account.providerId, "credential")));
    await recordAudit(tx, user, { action: "auth.password_changed" });
    return endOtherSessions(user, tx);
  });
}
