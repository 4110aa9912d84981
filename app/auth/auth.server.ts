/**
 * better-auth on our schema (ADR 0008): e-mail and password, no public sign-up, sessions in
 * the `session` table, the cookie `__Host-ardentia.session_token` (Secure, HttpOnly, SameSite=Lax)
 * whenever the site is not plain-HTTP localhost, trusted origin = PUBLIC_URL.
 *
 * Session lifetime: the row's `expires_at` slides with use (idle timeout, refreshed at most every
 * `SESSION_UPDATE_AGE_S`), and `getSessionUser` refuses a session older than `SESSION_ABSOLUTE_S`
 * whatever its activity (absolute lifetime).
 */
import { betterAuth } from "better-auth";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { z } from "~/platform/zod";
import { eq } from "drizzle-orm";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { env, type Env } from "~/config/env.server";
import { sessionSecret } from "~/config/secrets.server";
import { getDatabase, type Database } from "~/db/client.server";
import { account, rateLimit, session, user, verification } from "~/db/schema";
import { recordAudit } from "~/platform/audit.server";
import { normalizePassword, PASSWORD_MAX_UTF16, PASSWORD_MIN } from "./password";

/** Idle timeout: a session unused for this long is over. */
export const SESSION_IDLE_S = 2 * 60 * 60;
/** The idle deadline is pushed forward at most this often (one UPDATE per 5 minutes of activity). */
export const SESSION_UPDATE_AGE_S = 5 * 60;
/** Absolute lifetime: a session ends this long after sign-in, however active. */
export const SESSION_ABSOLUTE_S = 12 * 60 * 60;

export const SESSION_COOKIE_SECURE = "__Host-ardentia.session_token";
export const SESSION_COOKIE_LOCAL = "ardentia.session_token";
/** Header through which the host hands the client IP to better-auth (any client value is replaced). */
export const CLIENT_IP_HEADER = "x-ardentia-client-ip";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Plain HTTP is allowed only for a localhost PUBLIC_URL; everywhere else the cookie is `__Host-` + Secure. */
export function cookieSettings(publicUrl: string): { name: string; secure: boolean } {
  const url = new URL(publicUrl);
  const secure = url.protocol === "https:" || !LOCAL_HOSTS.has(url.hostname);
  return { name: secure ? SESSION_COOKIE_SECURE : SESSION_COOKIE_LOCAL, secure };
}

/**
 * How a session was earned, kept in the sign-in's audit entry: the password alone (better-auth's
 * own sign-in), or one of the ways our code verifies before it asks for a session.
 */
export type SignInMethod = "password" | (typeof VERIFIED_METHODS)[number];
const VERIFIED_METHODS = ["totp", "recovery", "passkey"] as const;

/** The refusal of a session to a right password when the account has two-step sign-in. */
export const SECOND_FACTOR_NEEDED = "SECOND_FACTOR_NEEDED";

/**
 * A server-only endpoint (never on the HTTP router): creates the session of an account whose
 * second factor our code page has just verified, with better-auth's own session cookie.
 */
function secondFactorSessions() {
  return {
    id: "ardentia-second-factor",
    endpoints: {
      // `method` is how the admin proved who they are; the sign-in's audit entry records it.
      createVerifiedSession: createAuthEndpoint.serverOnly({ method: "POST", body: z.object({ userId: z.string().min(1).max(64), method: z.enum(VERIFIED_METHODS) }) }, async (ctx) => {
        const found = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
        if (!found) throw new APIError("UNAUTHORIZED", { message: "No autorizado" });
        const created = await ctx.context.internalAdapter.createSession(found.id, false);
        await setSessionCookie(ctx, { session: created, user: found });
        return ctx.json({ ok: true });
      }),
    },
  } satisfies BetterAuthPlugin;
}

function createAuth(database: Database, config: Env) {
  const cookie = cookieSettings(config.PUBLIC_URL);
  return betterAuth({
    appName: "Ardentia",
    baseURL: config.PUBLIC_URL,
    basePath: "/api/auth",
    secret: sessionSecret(),
    trustedOrigins: [new URL(config.PUBLIC_URL).origin],
    telemetry: { enabled: false },
    database: drizzleAdapter(database.db, {
      provider: "pg",
      schema: { user, session, account, verification, rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX_UTF16,
      autoSignIn: false,
    },
    user: {
      // Read with every session: the guard refuses a deactivated admin's cookie at once, and sends
      // an admin without two-step sign-in to enrol when the team requires it.
      additionalFields: {
        deactivatedAt: { type: "date", required: false, input: false },
        twoFactorEnabled: { type: "boolean", required: false, input: false },
      },
    },
    plugins: [secondFactorSessions()],
    databaseHooks: {
      session: {
        create: {
          // No session for a deactivated admin, whatever the way in; none from the password alone
          // for an admin with two-step sign-in (the code page creates it, `secondFactorSessions`).
          async before(data, ctx) {
            const [row] = await database.db.select({ deactivatedAt: user.deactivatedAt, twoFactorEnabled: user.twoFactorEnabled }).from(user).where(eq(user.id, data.userId));
            if (!row || row.deactivatedAt) throw new APIError("UNAUTHORIZED", { message: "Cuenta desactivada" });
            if (row.twoFactorEnabled && ctx?.path?.startsWith("/sign-in")) throw new APIError("FORBIDDEN", { message: SECOND_FACTOR_NEEDED });
          },
          // Every way in creates a session: the sign-in's audit entry (with how it was earned) is
          // written with the last sign-in time.
          async after(created, ctx) {
            const verified = (ctx?.body as { method?: unknown } | undefined)?.method;
            const method: SignInMethod | null = ctx?.path?.startsWith("/sign-in") ? "password" : VERIFIED_METHODS.find((m) => m === verified) ?? null;
            await database.db.transaction(async (tx) => {
              const [row] = await tx.update(user).set({ lastSignInAt: created.createdAt }).where(eq(user.id, created.userId)).returning({ email: user.email });
              await recordAudit(tx, { id: created.userId, email: row?.email ?? "", ip: created.ipAddress || null }, { action: "auth.sign_in", details: { sessionId: created.id, ...(method && { method }) } });
            });
          },
        },
      },
    },
    session: {
      expiresIn: SESSION_IDLE_S,
      updateAge: SESSION_UPDATE_AGE_S,
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 120,
    },
    advanced: {
      useSecureCookies: false,
      cookiePrefix: "ardentia",
      defaultCookieAttributes: { secure: cookie.secure, httpOnly: true, sameSite: "lax", path: "/" },
      cookies: {
        session_token: {
          name: cookie.name,
          attributes: { secure: cookie.secure, httpOnly: true, sameSite: "lax", path: "/" },
        },
      },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: { disabled: config.NODE_ENV === "test" || config.LOG_LEVEL === "silent", level: "error" },
  });
}

export type Auth = ReturnType<typeof createAuth>;

let cached: { database: Database; config: Env; auth: Auth } | undefined;

/** The better-auth instance for the current database and settings (rebuilt when a test swaps them). */
export function getAuth(): Auth {
  const database = getDatabase();
  const config = env();
  if (!cached || cached.database !== database || cached.config !== config) {
    cached = { database, config, auth: createAuth(database, config) };
  }
  return cached.auth;
}

export function sessionCookieName(): string {
  return cookieSettings(env().PUBLIC_URL).name;
}

/** Raw (undecoded) value of a cookie in a Cookie header. */
export function rawCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * Headers for better-auth carrying only the session cookie under its configured name. The guard
 * reads both names (`__Host-` and the localhost one) so a deployment switch does not strand sessions.
 */
export function sessionHeaders(request: Request): Headers | null {
  const header = request.headers.get("cookie");
  const name = sessionCookieName();
  const other = name === SESSION_COOKIE_SECURE ? SESSION_COOKIE_LOCAL : SESSION_COOKIE_SECURE;
  // On an HTTPS site only the __Host- cookie counts (a plain cookie could be planted by a sibling host).
  const value = rawCookie(header, name) ?? (name === SESSION_COOKIE_LOCAL ? rawCookie(header, other) : undefined);
  if (!value) return null;
  const headers = new Headers({ cookie: `${name}=${value}` });
  const origin = request.headers.get("origin");
  if (origin) headers.set("origin", origin);
  return headers;
}

export { normalizePassword };
