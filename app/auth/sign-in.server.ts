/**
 * Signing in and out. Both the login page's action (works without JavaScript) and better-auth's
 * own `/api/auth/sign-in/email` endpoint go through the same throttle, so neither path can be
 * used to guess passwords faster. An unknown e-mail and a wrong password get the same answer;
 * better-auth hashes the submitted password for unknown accounts too, so the timing matches.
 */
import { APIError } from "better-auth/api";
import { env } from "~/config/env.server";
import { CLIENT_IP_HEADER, getAuth, normalizePassword, SECOND_FACTOR_NEEDED, SESSION_ABSOLUTE_S, sessionHeaders, type SignInMethod } from "./auth.server";
import { knownDevice, deviceCookie } from "./device.server";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { session, user } from "~/db/schema";
import { recordAudit } from "~/platform/audit.server";
import { emailProblem } from "~/platform/email-address";
import { getSessionUser } from "./session.server";
import { ACCOUNT_FREE_FAILURES, accountKey, claimAttempt, clearAttempts, deviceKey, ipKey, type AttemptKey } from "./throttle.server";
import { MSG_PASSKEY_FAILED, PasskeyError, verifyPasskeySignIn } from "./passkeys.server";
import { challengeCookieFor, challengeHolds, clearChallengeCookie, MSG_CHALLENGE_EXPIRED, MSG_KEY_UNREADABLE, MSG_WRONG_CODE, readChallenge, recoveryCodesLeft, verifySecondFactor } from "./two-factor.server";
import { BodyError, bodyErrorResponse, forbiddenOrigin, isSameOrigin, NO_STORE, readBytes, readJsonObject } from "~/platform/http.server";

/** The code page of two-step sign-in. */
export const SECOND_FACTOR_PAGE = "/admin/login/verificacion";

export const INVALID_CREDENTIALS = "Correo electrónico o contraseña incorrectos";
/** What the log keeps of a failed sign-in whose «e-mail» was no address (most often a password in the wrong field). */
export const NOT_AN_ADDRESS = "(texto que no es un correo)";
export const tooManyAttempts = (seconds: number) =>
  `Demasiados intentos fallidos. Espera ${seconds} ${seconds === 1 ? "segundo" : "segundos"} e inténtalo de nuevo.`;

export type SignInResult =
  | { ok: true; setCookies: Array<string>; secondFactor?: false; recoveryCodesLeft?: number }
  /** The password was right and the account has two-step sign-in: the code page comes next. */
  | { ok: true; setCookies: Array<string>; secondFactor: true }
  | { ok: false; status: number; error: string; retryAfter?: number; expired?: boolean };

/** Origin of PUBLIC_URL (the only origin trusted for state-changing requests). */
export function trustedOrigin(): string {
  return new URL(env().PUBLIC_URL).origin;
}

export async function signInWithPassword(input: { email: string; password: string; ip: string; request: Request }): Promise<SignInResult> {
  const email = input.email.trim();
  if (!email || !input.password) return { ok: false, status: 400, error: "Correo electrónico y contraseña son obligatorios" };
  // A known device of this account is throttled on its own; anyone else per account and per IP.
  const device = knownDevice(input.request, email);
  const keys = device ? [deviceKey(device)] : [accountKey(email), ipKey(input.ip)];
  const attempt = await claimAttempt(keys);
  if (!attempt.ok) return { ok: false, status: 429, error: tooManyAttempts(attempt.wait), retryAfter: attempt.wait };

  const auth = getAuth();
  const headers = new Headers({ [CLIENT_IP_HEADER]: input.ip });
  const ua = input.request.headers.get("user-agent");
  if (ua) headers.set("user-agent", ua);
  let response: Response;
  try {
    response = await auth.api.signInEmail({
      body: { email, password: normalizePassword(input.password), rememberMe: true },
      headers,
      asResponse: true,
    });
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    response = Response.json({ message: error.message }, { status: error.statusCode || 401 });
  }
  if (!response.ok && (await secondFactorNeeded(response))) {
    // The password was right; the session is created once the code is (`completeSecondFactor`).
    await clearAttempts(keys);
    const account = await accountByEmail(email);
    // A browser becomes a known device of the account once it passes the code step too (below):
    // someone who has only the password gets no device cookie, so no throttle of their own.
    const challenge = account && (await challengeCookieFor(account));
    if (challenge) return { ok: true, secondFactor: true, setCookies: [challenge] };
  }
  if (!response.ok) {
    // The address typed is kept as typed (bounded): an unknown one is worth seeing too. Text that
    // is no address is not kept: it is most often a password typed in the wrong field, and every
    // admin reads the log for two years.
    const typed = emailProblem(email) === null ? email : NOT_AN_ADDRESS;
    await recordAudit(db(), { id: null, email: typed, ip: input.ip }, { action: "auth.sign_in_failed" });
    return { ok: false, status: 401, error: INVALID_CREDENTIALS };
  }
  await clearAttempts(keys);
  const setCookies = await startSession(input.request, response);
  if (!device) setCookies.push(deviceCookie(email));
  return { ok: true, setCookies };
}

async function secondFactorNeeded(response: Response): Promise<boolean> {
  const body = (await response.clone().json().catch(() => null)) as { message?: unknown } | null;
  return body?.message === SECOND_FACTOR_NEEDED;
}

async function accountByEmail(email: string): Promise<{ id: string; email: string } | null> {
  const [row] = await db().select({ id: user.id, email: user.email }).from(user).where(eq(user.email, email.toLowerCase()));
  return row ?? null;
}

/**
 * The Set-Cookie headers of a session better-auth has just created. A sign-in always starts a new
 * session: the one the browser carried ends, but only now that the new one exists (a failed
 * attempt, e.g. for another account, leaves the browser signed in). The browser keeps the cookie
 * for the absolute lifetime; the server enforces the idle timeout (better-auth would set Max-Age to
 * the idle timeout and only renew it on responses we do not forward).
 */
async function startSession(request: Request, response: Response): Promise<Array<string>> {
  const previous = sessionHeaders(request);
  if (previous) {
    try {
      await getAuth().api.signOut({ headers: previous });
    } catch {
      // Already gone.
    }
  }
  return response.headers
    .getSetCookie()
    .map((c) => (/^(__Host-)?ardentia\.session_token=/.test(c) ? c.replace(/Max-Age=\d+/i, `Max-Age=${SESSION_ABSOLUTE_S}`) : c));
}

/**
 * Wrong codes are throttled like passwords: a known device of the account (one that completed a
 * sign-in before) on its own, anyone else per account (3 free) and per IP. So someone who has the
 * password and guesses codes makes the account wait everywhere but in its owner's browsers.
 */
const secondFactorKey = (userId: string): AttemptKey => ({ key: `second-factor:${userId}`, free: ACCOUNT_FREE_FAILURES });
/**
 * A known device's wrong codes, counted apart from its passwords: the right password clears the
 * device's password count, and must not also wipe its count of wrong codes (else the password
 * typed again between every few guesses would let the codes be guessed without end).
 */
const deviceCodeKey = (device: string): AttemptKey => ({ ...deviceKey(device), key: `device-code:${device}` });

/**
 * The second step of sign-in: the code of the authenticator app, or a recovery code, for the
 * account the challenge cookie names. On success the session is created (by better-auth, through a
 * server-only endpoint) and the challenge cookie cleared.
 */
export async function completeSecondFactor(input: { code: string; ip: string; request: Request }): Promise<SignInResult> {
  const account = readChallenge(input.request);
  if (!account || !(await challengeHolds(account))) return { ok: false, status: 401, error: MSG_CHALLENGE_EXPIRED, expired: true };
  const device = knownDevice(input.request, account.email);
  const keys = device ? [deviceCodeKey(device)] : [secondFactorKey(account.id), ipKey(input.ip)];
  const attempt = await claimAttempt(keys);
  if (!attempt.ok) return { ok: false, status: 429, error: tooManyAttempts(attempt.wait), retryAfter: attempt.wait };
  const method = await verifySecondFactor({ ...account, ip: input.ip }, input.code);
  if (method === "unreadable") return { ok: false, status: 409, error: MSG_KEY_UNREADABLE };
  if (!method) {
    await recordAudit(db(), { id: account.id, email: account.email, ip: input.ip }, { action: "auth.two_factor_failed" });
    return { ok: false, status: 401, error: MSG_WRONG_CODE };
  }
  await clearAttempts(keys);
  const setCookies = await verifiedSession(account.id, method, input.ip, input.request);
  if (!setCookies) return { ok: false, status: 401, error: MSG_CHALLENGE_EXPIRED, expired: true };
  const cookies = [...setCookies, clearChallengeCookie(), ...(device ? [] : [deviceCookie(account.email)])];
  // Signed in with a recovery code: the admin is told how many are left (the app may be lost).
  return method === "recovery" ? { ok: true, setCookies: cookies, recoveryCodesLeft: await recoveryCodesLeft(account.id) } : { ok: true, setCookies: cookies };
}

/**
 * A session for an account whose sign-in our code has verified (the second step, a passkey),
 * created by better-auth through a server-only endpoint: its Set-Cookie headers, or null when
 * better-auth refuses (a deactivated admin: the session hook).
 */
async function verifiedSession(userId: string, method: Exclude<SignInMethod, "password">, ip: string, request: Request): Promise<Array<string> | null> {
  const headers = new Headers({ [CLIENT_IP_HEADER]: ip });
  const ua = request.headers.get("user-agent");
  if (ua) headers.set("user-agent", ua);
  let response: Response;
  try {
    response = await getAuth().api.createVerifiedSession({ body: { userId, method }, headers, asResponse: true });
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    return null;
  }
  return response.ok ? startSession(request, response) : null;
}

/**
 * Sign-in with a passkey alone (it verified the user, so it counts as two factors). Failed
 * attempts are throttled per IP like passwords; every refusal is the same generic answer.
 */
export async function signInWithPasskey(input: { challengeId: unknown; response: unknown; ip: string; request: Request }): Promise<SignInResult> {
  const keys = [ipKey(input.ip)];
  const attempt = await claimAttempt(keys);
  if (!attempt.ok) return { ok: false, status: 429, error: tooManyAttempts(attempt.wait), retryAfter: attempt.wait };
  let account: { id: string; email: string };
  try {
    account = await verifyPasskeySignIn(input, input.ip);
  } catch (error) {
    if (error instanceof PasskeyError) return { ok: false, status: error.status, error: error.message };
    throw error;
  }
  await clearAttempts(keys);
  const setCookies = await verifiedSession(account.id, "passkey", input.ip, input.request);
  if (!setCookies) return { ok: false, status: 401, error: MSG_PASSKEY_FAILED };
  return { ok: true, setCookies };
}

/**
 * Ends the session on the server (its row goes, with the audit entry, in one transaction) and
 * returns the Set-Cookie headers that clear it.
 */
export async function signOut(request: Request, ip: string): Promise<Array<string>> {
  const headers = sessionHeaders(request);
  if (!headers) return [];
  const admin = await getSessionUser(request);
  if (admin) {
    await db().transaction(async (tx) => {
      const ended = await tx.delete(session).where(eq(session.id, admin.sessionId)).returning({ id: session.id });
      if (ended.length) await recordAudit(tx, { id: admin.id, email: admin.email, ip }, { action: "auth.sign_out" });
    });
  }
  headers.set("origin", trustedOrigin());
  try {
    const response = await getAuth().api.signOut({ headers, asResponse: true });
    return response.headers.getSetCookie();
  } catch {
    return [];
  }
}

/** Throws 403 unless the request is a safe method or comes from our origin. */
export function assertSameOrigin(request: Request) {
  const method = request.method.toUpperCase();
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return;
  if (!isSameOrigin(request, "browser")) throw forbiddenOrigin(request);
}

/** Bodies of /api/auth/* (an e-mail and a password, a session id) are small. */
const AUTH_BODY_LIMIT = 16 * 1024;

/**
 * Paths of better-auth's handler we expose; everything else answers 404. Signing in and out go
 * through our own functions (throttle, audit log); ending sessions and changing the password are
 * «Mi cuenta»'s actions, their one door.
 */
const EXPOSED = new Set(["/get-session", "/sign-in/email", "/sign-out", "/list-sessions", "/ok"]);

/** The `/api/auth/*` resource route: Origin check, client IP from the host, the sign-in throttle. */
export async function handleAuthRequest(request: Request, ip: string): Promise<Response> {
  const url = new URL(request.url);
  const sub = url.pathname.replace(/^\/api\/auth/, "").replace(/\.data$/, "");
  if (!EXPOSED.has(sub)) return Response.json({ error: "No encontrado" }, { status: 404, headers: NO_STORE });
  try {
    assertSameOrigin(request);
  } catch (response) {
    return response as Response;
  }
  if (sub === "/sign-in/email" && request.method === "POST") {
    let body: Record<string, unknown>;
    try {
      body = await readJsonObject(request, AUTH_BODY_LIMIT);
    } catch (error) {
      if (error instanceof BodyError) return bodyErrorResponse(request, error);
      throw error;
    }
    const result = await signInWithPassword({
      email: typeof body.email === "string" ? body.email : "",
      password: typeof body.password === "string" ? body.password : "",
      ip,
      request,
    });
    if (!result.ok) {
      const headers = new Headers(NO_STORE);
      if (result.retryAfter) headers.set("Retry-After", String(result.retryAfter));
      return Response.json({ error: result.error }, { status: result.status, headers });
    }
    const headers = new Headers(NO_STORE);
    for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
    if (result.secondFactor) return Response.json({ ok: false, secondFactor: true, next: SECOND_FACTOR_PAGE }, { status: 200, headers });
    return Response.json({ ok: true }, { status: 200, headers });
  }
  if (sub === "/sign-out" && request.method === "POST") {
    const headers = new Headers(NO_STORE);
    for (const cookie of await signOut(request, ip)) headers.append("Set-Cookie", cookie);
    return Response.json({ success: true }, { status: 200, headers });
  }
  const headers = new Headers(request.headers);
  for (const name of ["x-forwarded-for", "x-real-ip", "cf-connecting-ip"]) headers.delete(name);
  headers.set(CLIENT_IP_HEADER, ip);
  let body: Buffer | undefined;
  try {
    body = request.method === "GET" || request.method === "HEAD" ? undefined : await readBytes(request, AUTH_BODY_LIMIT);
  } catch (error) {
    if (error instanceof BodyError) return bodyErrorResponse(request, error);
    throw error;
  }
  const forwarded = new Request(request.url, { method: request.method, headers, body: body ? new Uint8Array(body) : undefined });
  const response = await getAuth().handler(forwarded);
  // Session tokens are bearer credentials kept in an HttpOnly cookie: scripts never get them.
  const answer = sub === "/get-session" || sub === "/list-sessions" ? withoutTokens(await response.text()) : response.body;
  const out = new Response(answer, { status: response.status, headers: response.headers });
  out.headers.delete("Content-Length");
  out.headers.set("Cache-Control", "no-store");
  return out;
}

/** A JSON answer with every `token` field removed (anything else is passed through). */
function withoutTokens(text: string): string {
  if (!text) return text;
  try {
    return JSON.stringify(JSON.parse(text, (key, value: unknown) => (key === "token" ? undefined : value)));
  } catch {
    return text;
  }
}
