import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { getAuth, SESSION_ABSOLUTE_S, SESSION_IDLE_S, SESSION_UPDATE_AGE_S } from "~/auth/auth.server";
import { getSessionUser } from "~/auth/session.server";
import { handleAuthRequest, INVALID_CREDENTIALS, signInWithPassword, signOut } from "~/auth/sign-in.server";
import { ACCOUNT_FREE_FAILURES, IP_FREE_FAILURES } from "~/auth/throttle.server";
import { createAdminUser, resetAdminPassword } from "~/auth/users.server";
import { seedFirstAdmin } from "~/auth/first-admin.server";
import { parseEnv, setEnv } from "~/config/env.server";
import { authFailure, session, user } from "~/db/schema";
import { cookieHeader, useAuthEnv } from "../helpers/auth-env";
import { DB_KINDS, openTestDatabase, type TestDatabase } from "../helpers/db";
import { TEST_ACTOR } from "../helpers/actor";

const EMAIL = "admin@ardentia.test";
const PASSWORD = "contraseña segura ñandú";

/**
 * Runs a throttle test with the clock held still: its locks last from one second, and on a busy
 * machine a burst of sign-ins (each one hashes a password) can outlast the lock it is checking.
 */
async function clockHeld(run: () => Promise<void>): Promise<void> {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
  try {
    await run();
  } finally {
    vi.useRealTimers();
  }
}

describe.each(DB_KINDS)("auth sessions on %s", (kind) => {
  let database: TestDatabase;
  let origin: string;

  const req = (cookie?: string, init: RequestInit & { path?: string } = {}) =>
    new Request(`${origin}${init.path ?? "/admin/dashboard"}`, {
      ...init,
      headers: { ...(cookie ? { cookie } : {}), ...(init.headers as Record<string, string> | undefined) },
    });

  async function signIn(email = EMAIL, password = PASSWORD, ip = "10.0.0.1", cookie?: string) {
    return signInWithPassword({ email, password, ip, request: req(cookie, { method: "POST", headers: { origin } }) });
  }

  beforeAll(async () => {
    ({ origin } = useAuthEnv());
    database = await openTestDatabase(kind);
    await createAdminUser(EMAIL, PASSWORD);
  });
  afterAll(async () => {
    await database?.cleanup();
  });
  beforeEach(async () => {
    await database.db.delete(authFailure);
  });

  test("sign-in sets an HttpOnly, SameSite=Lax, host-only cookie; plain name on localhost", async () => {
    const result = await signIn();
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const cookie = result.setCookies.find((c) => c.startsWith("ardentia.session_token="))!;
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(new RegExp(`Max-Age=${SESSION_ABSOLUTE_S}`));
    const signedIn = await getSessionUser(req(cookieHeader(result.setCookies)));
    expect(signedIn?.email).toBe(EMAIL);
  });

  test("over HTTPS (and any non-localhost URL) the cookie is __Host- prefixed and Secure", async () => {
    for (const url of ["https://www.ardentia.mx", "http://ardentia.example"]) {
      ({ origin } = useAuthEnv(url));
      const result = await signIn();
      expect(result.ok).toBe(true);
      if (!result.ok) continue;
      const cookie = result.setCookies.find((c) => c.startsWith("__Host-ardentia.session_token="))!;
      expect(cookie).toBeDefined();
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Domain=/i);
      expect(await getSessionUser(req(cookieHeader(result.setCookies)))).not.toBeNull();
      // On HTTPS a plain-named cookie with the same value is not accepted.
      const value = cookie.split(";")[0]!.split("=").slice(1).join("=");
      expect(await getSessionUser(req(`ardentia.session_token=${value}`))).toBeNull();
    }
    ({ origin } = useAuthEnv());
  });

  test("a new session id at every sign-in; the one the browser carried is ended", async () => {
    const first = await signIn();
    if (!first.ok) throw new Error("sign-in failed");
    const firstCookie = cookieHeader(first.setCookies);
    const firstUser = await getSessionUser(req(firstCookie));
    const second = await signIn(EMAIL, PASSWORD, "10.0.0.1", firstCookie);
    if (!second.ok) throw new Error("sign-in failed");
    const secondUser = await getSessionUser(req(cookieHeader(second.setCookies)));
    expect(secondUser?.sessionId).toBeDefined();
    expect(secondUser?.sessionId).not.toBe(firstUser?.sessionId);
    expect(await getSessionUser(req(firstCookie))).toBeNull();
  });

  test("logout deletes the session on the server: the replayed cookie no longer works", async () => {
    const result = await signIn();
    if (!result.ok) throw new Error("sign-in failed");
    const cookie = cookieHeader(result.setCookies);
    const current = await getSessionUser(req(cookie));
    expect(current).not.toBeNull();
    const cleared = await signOut(req(cookie, { method: "POST", headers: { origin } }), "10.6.0.9");
    expect(cleared.some((c) => /ardentia\.session_token=;/.test(c) || /Max-Age=0/i.test(c))).toBe(true);
    expect(await getSessionUser(req(cookie))).toBeNull();
    const rows = await database.db.select().from(session).where(eq(session.id, current!.sessionId));
    expect(rows).toHaveLength(0);
  });

  test("idle timeout: a session unused past its deadline is refused; use slides the deadline", async () => {
    const result = await signIn();
    if (!result.ok) throw new Error("sign-in failed");
    const cookie = cookieHeader(result.setCookies);
    const me = (await getSessionUser(req(cookie)))!;
    // Last refreshed long enough ago to be due: one use pushes the deadline to now + idle timeout.
    const due = new Date(Date.now() + (SESSION_IDLE_S - SESSION_UPDATE_AGE_S - 60) * 1000);
    await database.db.update(session).set({ expiresAt: due }).where(eq(session.id, me.sessionId));
    expect(await getSessionUser(req(cookie))).not.toBeNull();
    const [slid] = await database.db.select().from(session).where(eq(session.id, me.sessionId));
    expect(slid!.expiresAt.getTime()).toBeGreaterThan(Date.now() + (SESSION_IDLE_S - 60) * 1000);
    // Idle past the deadline: refused.
    await database.db.update(session).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(session.id, me.sessionId));
    expect(await getSessionUser(req(cookie))).toBeNull();
  });

  test("absolute lifetime: an active session older than the limit is refused and deleted", async () => {
    const result = await signIn();
    if (!result.ok) throw new Error("sign-in failed");
    const cookie = cookieHeader(result.setCookies);
    const me = (await getSessionUser(req(cookie)))!;
    await database.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - (SESSION_ABSOLUTE_S + 60) * 1000) })
      .where(eq(session.id, me.sessionId));
    expect(await getSessionUser(req(cookie))).toBeNull();
    expect(await database.db.select().from(session).where(eq(session.id, me.sessionId))).toHaveLength(0);
  });

  test("forged cookies are refused: random token, tampered signature, another secret's signature", async () => {
    const result = await signIn();
    if (!result.ok) throw new Error("sign-in failed");
    const pair = cookieHeader(result.setCookies);
    const value = pair.slice(pair.indexOf("=") + 1);
    const [token] = decodeURIComponent(value).split(".");
    expect(await getSessionUser(req(`ardentia.session_token=${"x".repeat(32)}.${"A".repeat(43)}`))).toBeNull();
    expect(await getSessionUser(req(`ardentia.session_token=${token}`))).toBeNull();
    expect(await getSessionUser(req(`ardentia.session_token=${encodeURIComponent(`${token}.${"A".repeat(43)}=`)}`))).toBeNull();
  });

  test("unknown e-mail and wrong password get the same answer, and both compute a password hash", async () => {
    const ctx = await getAuth().$context;
    const original = ctx.password.hash;
    let hashes = 0;
    ctx.password.hash = async (p: string) => {
      hashes++;
      return original(p);
    };
    try {
      const unknown = await signIn("nadie@ardentia.test", PASSWORD, "10.0.0.2");
      expect(hashes).toBe(1);
      const wrong = await signIn(EMAIL, "contraseña equivocada", "10.0.0.3");
      expect(unknown).toEqual(wrong);
      expect(unknown).toEqual({ ok: false, status: 401, error: INVALID_CREDENTIALS });
    } finally {
      ctx.password.hash = original;
    }
  });

  test("brute force per account: free failures, then growing delays, even for the right password", () =>
    clockHeld(async () => {
      for (let i = 0; i < ACCOUNT_FREE_FAILURES - 1; i++) expect((await signIn(EMAIL, "mal " + i, `10.1.0.${i}`)).ok).toBe(false);
      const rows = await database.db.select().from(authFailure).where(eq(authFailure.key, `account:${EMAIL}`));
      expect(rows[0]?.failures).toBe(ACCOUNT_FREE_FAILURES - 1);
      expect(rows[0]?.lockedUntil).toBeNull();
      // The next failure locks the account for 1 s, the one after for 2 s, then 4 s…
      const delays: Array<number> = [];
      for (let i = 0; i < 3; i++) {
        await database.db.update(authFailure).set({ lockedUntil: null }).where(eq(authFailure.key, `account:${EMAIL}`));
        const failed = await signIn(EMAIL, "mal otra vez", `10.2.0.${i}`);
        expect(failed).toMatchObject({ ok: false, status: 401 });
        const [row] = await database.db.select().from(authFailure).where(eq(authFailure.key, `account:${EMAIL}`));
        delays.push(Math.round((row!.lockedUntil!.getTime() - row!.lastFailureAt.getTime()) / 1000));
      }
      expect(delays).toEqual([1, 2, 4]);
      const locked = await signIn(EMAIL, PASSWORD, "10.3.0.1");
      expect(locked).toMatchObject({ ok: false, status: 429 });
      if (!locked.ok) expect(locked.retryAfter).toBeGreaterThan(0);
      // Unknown accounts are locked the same way (the lock reveals nothing).
      for (let i = 0; i < ACCOUNT_FREE_FAILURES + 1; i++) await signIn("fantasma@ardentia.test", "mal", `10.4.0.${i}`);
      expect(await signIn("fantasma@ardentia.test", "mal", "10.4.1.1")).toMatchObject({ status: 429 });
      // Once the delay has passed, the right password works and clears the counter.
      await database.db.update(authFailure).set({ lockedUntil: null }).where(eq(authFailure.key, `account:${EMAIL}`));
      expect((await signIn(EMAIL, PASSWORD, "10.3.0.2")).ok).toBe(true);
      expect(await database.db.select().from(authFailure).where(eq(authFailure.key, `account:${EMAIL}`))).toHaveLength(0);
    }));

  test("parallel guesses get no more tries than sequential ones: the attempt is counted before the password is checked", () =>
    clockHeld(async () => {
      const burst = await Promise.all(Array.from({ length: 50 }, (_, i) => signIn(EMAIL, `mal ${i}`, "10.5.0.1")));
      const statuses = burst.map((r) => (r.ok ? 200 : r.status));
      expect(statuses.filter((s) => s === 401)).toHaveLength(ACCOUNT_FREE_FAILURES);
      expect(statuses.filter((s) => s === 429)).toHaveLength(50 - ACCOUNT_FREE_FAILURES);
      // The right password sent inside the burst is refused like the rest.
      expect(await signIn(EMAIL, PASSWORD, "10.5.0.2")).toMatchObject({ ok: false, status: 429 });
    }));

  test("guesses from anywhere else never lock out a browser that signed in to the account before", () =>
    clockHeld(async () => {
      const before = await signIn(EMAIL, PASSWORD, "10.6.0.1");
      if (!before.ok) throw new Error("sign-in failed");
      const deviceCookie = before.setCookies.find((c) => c.startsWith("ardentia.device="));
      expect(deviceCookie).toMatch(/HttpOnly/);
      expect(deviceCookie).toMatch(/Max-Age=31536000/);
      const known = deviceCookie!.split(";")[0]!;
      // An attacker locks the account from many addresses.
      for (let i = 0; i < 8; i++) await signIn(EMAIL, `mal ${i}`, `10.6.1.${i}`);
      expect(await signIn(EMAIL, PASSWORD, "10.6.2.1")).toMatchObject({ ok: false, status: 429 });
      // The admin's own browser still gets in, and is not handed a second device cookie.
      const own = await signIn(EMAIL, PASSWORD, "10.6.1.1", known);
      expect(own.ok).toBe(true);
      if (own.ok) expect(own.setCookies.some((c) => c.startsWith("ardentia.device="))).toBe(false);
      // A device cookie is bound to its account and to our secret.
      const [id] = known.replace("ardentia.device=", "").split(".");
      for (const forged of [`ardentia.device=${id}.${"A".repeat(43)}`, "ardentia.device=garbage"]) {
        expect(await signIn(EMAIL, PASSWORD, "10.6.3.1", forged)).toMatchObject({ ok: false, status: 429 });
      }
      await createAdminUser("otra@ardentia.test", PASSWORD);
      for (let i = 0; i < 8; i++) await signIn("otra@ardentia.test", `mal ${i}`, `10.6.4.${i}`);
      expect(await signIn("otra@ardentia.test", PASSWORD, "10.6.5.1", known)).toMatchObject({ ok: false, status: 429 });
      // Guesses from a known device are throttled too, on that device only.
      for (let i = 0; i < 6; i++) await signIn(EMAIL, `mal ${i}`, "10.6.6.1", known);
      expect(await signIn(EMAIL, PASSWORD, "10.6.6.1", known)).toMatchObject({ ok: false, status: 429 });
    }));

  test("a failed sign-in (e.g. for another account) leaves the browser's session alone", async () => {
    const first = await signIn();
    if (!first.ok) throw new Error("sign-in failed");
    const cookie = cookieHeader(first.setCookies);
    expect(await signIn("otra-cuenta@ardentia.test", "mal", "10.0.0.2", cookie)).toMatchObject({ ok: false, status: 401 });
    expect(await getSessionUser(req(cookie))).not.toBeNull();
  });

  test("brute force per IP: many accounts from one address get locked too", () =>
    clockHeld(async () => {
      for (let i = 0; i < IP_FREE_FAILURES; i++) await signIn(`persona${i}@ardentia.test`, "mal", "10.9.9.9");
      const result = await signIn(EMAIL, PASSWORD, "10.9.9.9");
      expect(result).toMatchObject({ ok: false, status: 429 });
      expect((await signIn(EMAIL, PASSWORD, "10.9.9.10")).ok).toBe(true);
    }));

  test("passwords: 12 to 128 characters counted as Unicode code points", async () => {
    await expect(createAdminUser("corto@ardentia.test", "onze caract")).rejects.toThrow(/al menos 12/);
    await expect(createAdminUser("largo@ardentia.test", "a".repeat(129))).rejects.toThrow(/como máximo 128/);
    const emoji = "🔒🔑🛡️ñÑ漢字テスト€✓"; // 12+ code points, many UTF-16 surrogate pairs
    await createAdminUser("emoji@ardentia.test", emoji);
    expect((await signIn("emoji@ardentia.test", emoji, "10.5.0.1")).ok).toBe(true);
    const long = "ü".repeat(64) + "漢".repeat(64);
    await createAdminUser("max@ardentia.test", long);
    expect((await signIn("max@ardentia.test", long, "10.5.0.2")).ok).toBe(true);
    // NFC and NFD spellings of the same password match.
    await createAdminUser("nfc@ardentia.test", "contrase\u00f1a\u00f1and\u00fa");
    expect((await signIn("nfc@ardentia.test", "contrasen\u0303an\u0303andu\u0301", "10.5.0.3")).ok).toBe(true);
  });

  test("reset-password changes the password and ends the user's sessions", async () => {
    await createAdminUser("reset@ardentia.test", "primera contraseña");
    const result = await signIn("reset@ardentia.test", "primera contraseña", "10.6.0.1");
    if (!result.ok) throw new Error("sign-in failed");
    const cookie = cookieHeader(result.setCookies);
    await resetAdminPassword("reset@ardentia.test", "segunda contraseña", TEST_ACTOR);
    expect(await getSessionUser(req(cookie))).toBeNull();
    expect((await signIn("reset@ardentia.test", "primera contraseña", "10.6.0.2")).ok).toBe(false);
    expect((await signIn("reset@ardentia.test", "segunda contraseña", "10.6.0.3")).ok).toBe(true);
  });

  test("the first admin comes from ADMIN_EMAIL/ADMIN_PASSWORD and is never overwritten", async () => {
    const { dataDir } = useAuthEnv();
    const base = { PUBLIC_URL: origin, DATA_DIR: dataDir, SESSION_SECRET: "test-secret-test-secret-test-secret-0123456789", NODE_ENV: "test", LOG_LEVEL: "silent" };
    setEnv(parseEnv({ ...base, ADMIN_EMAIL: "primero@ardentia.test", ADMIN_PASSWORD: "la primera clave" }));
    await seedFirstAdmin();
    setEnv(parseEnv({ ...base, ADMIN_EMAIL: "primero@ardentia.test", ADMIN_PASSWORD: "otra clave distinta" }));
    await seedFirstAdmin();
    expect(await database.db.select().from(user).where(eq(user.email, "primero@ardentia.test"))).toHaveLength(1);
    expect((await signIn("primero@ardentia.test", "la primera clave", "10.7.0.1")).ok).toBe(true);
    useAuthEnv();
  });

  test("/api/auth/*: Origin required on writes, sign-up and unknown endpoints closed", async () => {
    const body = JSON.stringify({ email: EMAIL, password: PASSWORD });
    const post = (path: string, headers: Record<string, string>) =>
      handleAuthRequest(new Request(`${origin}/api/auth${path}`, { method: "POST", body, headers: { "content-type": "application/json", ...headers } }), "10.8.0.1");
    expect((await post("/sign-in/email", {})).status).toBe(403);
    expect((await post("/sign-in/email", { origin: "https://evil.example" })).status).toBe(403);
    expect((await post("/sign-up/email", { origin })).status).toBe(404);
    const ok = await post("/sign-in/email", { origin });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("cache-control")).toBe("no-store");
    const cookie = cookieHeader(ok.headers.getSetCookie());
    const me = await handleAuthRequest(new Request(`${origin}/api/auth/get-session`, { headers: { cookie } }), "10.8.0.1");
    const meText = await me.text();
    expect((JSON.parse(meText) as { user: { email: string } }).user.email).toBe(EMAIL);
    // The session token is a bearer credential in an HttpOnly cookie: never handed to scripts.
    const token = decodeURIComponent(/ardentia\.session_token=([^;]+)/.exec(cookie)![1]!).split(".")[0]!;
    expect(meText).not.toContain(token);
    expect(meText).not.toMatch(/"token"/);
    const list = await handleAuthRequest(new Request(`${origin}/api/auth/list-sessions`, { headers: { cookie } }), "10.8.0.1");
    expect(list.status).toBe(200);
    const listText = await list.text();
    expect(listText).toContain("userAgent");
    expect(listText).not.toMatch(/"token"/);
    const bad = await post("/sign-in/email", { origin, "x-forwarded-for": "1.2.3.4" });
    expect(bad.status).toBe(200);
  });
});
