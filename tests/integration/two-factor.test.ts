/**
 * Two-step sign-in against the real databases: enrolment confirmed by a code computed here from the
 * shown key; the right password alone creates no session; the code page accepts a code within one
 * step either side of now, never the same step twice, and each recovery code once; wrong codes are
 * throttled and recorded, but never in the owner's known browser; an app key the site's secret cannot
 * open is explained, and a recovery code still works; a deactivated admin gets no session even with the right code; the team
 * setting sends an admin without it to enrol (pages) or refuses them (APIs); the CLI's reset.
 */
import { and, eq } from "drizzle-orm";
import { TOTP } from "otpauth";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { requireAdmin, requireAdminApi } from "~/auth/guard.server";
import { getSessionUser } from "~/auth/session.server";
import { completeSecondFactor, signInWithPassword } from "~/auth/sign-in.server";
import { deactivateAdmin } from "~/auth/team.server";
import { DEVICE_FREE_FAILURES } from "~/auth/throttle.server";
import {
  confirmEnrolment,
  disableOwnTwoFactor,
  MSG_CHALLENGE_EXPIRED,
  MSG_KEY_UNREADABLE,
  MSG_WRONG_CODE,
  recoveryCodesLeft,
  resetTwoFactor,
  setTeamRequiresTwoFactor,
  startEnrolment,
  TwoFactorError,
  TOTP_PERIOD_S,
  verifySecondFactor,
} from "~/auth/two-factor.server";
import { createAdminUser, resetAdminPassword } from "~/auth/users.server";
import { adminRecoveryCodes, adminTwoFactor, auditLog, authFailure, session } from "~/db/schema";
import { actorOf, routeContext, TEST_ACTOR } from "../helpers/actor";
import { cookieHeader, useAuthEnv } from "../helpers/auth-env";
import { DB_KINDS, openTestDatabase, type TestDatabase } from "../helpers/db";
import { refusalOf } from "../helpers/refusal";

const PASSWORD = "contraseña de dos pasos";

describe.each(DB_KINDS)("two-step sign-in on %s", (kind) => {
  let database: TestDatabase;
  let origin: string;
  let n = 0;

  /** A new admin with two-step sign-in on: their key (to compute codes) and recovery codes. */
  async function enrolledAdmin(at = Date.now()) {
    const created = await createAdminUser(`dos-pasos-${kind}-${++n}@ardentia.test`, PASSWORD);
    const admin = actorOf(created);
    const { manualKey } = await startEnrolment(admin);
    const key = manualKey.replace(/\s/g, "");
    const codes = await confirmEnrolment(admin, codeAt(key, at - TOTP_PERIOD_S * 1000), at);
    return { ...admin, id: created.id, key, codes };
  }
  const codeAt = (key: string, timestamp: number) => new TOTP({ secret: key, digits: 6, period: TOTP_PERIOD_S }).generate({ timestamp });
  const loginRequest = (cookie = "") => new Request(`${origin}/admin/login`, { method: "POST", headers: { origin, cookie, "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0" } });
  async function passwordStep(email: string, ip = "203.0.113.20") {
    const result = await signInWithPassword({ email, password: PASSWORD, ip, request: loginRequest() });
    if (!result.ok || !result.secondFactor) throw new Error(`expected the code page, got ${JSON.stringify(result)}`);
    return cookieHeader(result.setCookies);
  }
  const sessionsOf = (userId: string) => database.db.select().from(session).where(eq(session.userId, userId));
  const signedIn = (cookie: string) => getSessionUser(new Request(`${origin}/admin/dashboard`, { headers: { cookie } }));

  beforeAll(async () => {
    ({ origin } = useAuthEnv());
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await setTeamRequiresTwoFactor(false, TEST_ACTOR);
    await database?.cleanup();
  });
  beforeEach(async () => {
    await database.db.delete(authFailure);
  });

  test("enrolment: a wrong code is refused; the code from the shown key turns it on, with 10 recovery codes and an audit entry", async () => {
    const created = await createAdminUser(`alta-${kind}@ardentia.test`, PASSWORD);
    const admin = actorOf(created);
    const { manualKey, qrSvg } = await startEnrolment(admin);
    expect(qrSvg).toMatch(/^<svg[^>]+viewBox/);
    expect(manualKey).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    expect((await refusalOf(confirmEnrolment(admin, "000000"), TwoFactorError)).message).toMatch(/no coincide/);
    const codes = await confirmEnrolment(admin, codeAt(manualKey.replace(/\s/g, ""), Date.now()));
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect((await refusalOf(startEnrolment(admin), TwoFactorError)).status).toBe(409);
    // Only hashes are stored.
    const stored = JSON.stringify(await database.db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, created.id)));
    expect(stored).toMatch(/[0-9a-f]{64}/);
    for (const code of codes) expect(stored).not.toContain(code);
    expect(await database.db.select().from(auditLog).where(and(eq(auditLog.actorId, created.id), eq(auditLog.action, "auth.two_factor_enabled")))).toHaveLength(1);
  });

  test("the right password alone creates no session; the code page signs in once, with the session hook's audit entry", async () => {
    const admin = await enrolledAdmin();
    const challenge = await passwordStep(admin.email);
    expect(await sessionsOf(admin.id)).toEqual([]);
    expect(await completeSecondFactor({ code: codeAt(admin.key, Date.now()), ip: "203.0.113.20", request: loginRequest() })).toMatchObject({ ok: false, error: MSG_CHALLENGE_EXPIRED });
    const forged = challenge.replace(/(second-factor=[A-Za-z0-9_-]+)\.[A-Za-z0-9_-]{43}/, "$1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    expect(forged).not.toBe(challenge);
    expect(await completeSecondFactor({ code: codeAt(admin.key, Date.now()), ip: "203.0.113.20", request: loginRequest(forged) })).toMatchObject({ ok: false, error: MSG_CHALLENGE_EXPIRED });
    expect(await completeSecondFactor({ code: "123456", ip: "203.0.113.20", request: loginRequest(challenge) })).toMatchObject({ ok: false, status: 401, error: MSG_WRONG_CODE });

    const done = await completeSecondFactor({ code: codeAt(admin.key, Date.now() + TOTP_PERIOD_S * 1000), ip: "203.0.113.21", request: loginRequest(challenge) });
    if (!done.ok) throw new Error(done.error);
    expect(await signedIn(cookieHeader(done.setCookies))).toMatchObject({ email: admin.email, twoFactorEnabled: true });
    expect(done.setCookies.some((c) => /second-factor=;/.test(c))).toBe(true);
    const actions = (await database.db.select().from(auditLog).where(eq(auditLog.objectLabel, admin.email))).map((e) => e.action);
    expect(actions).toContain("auth.two_factor_enabled");
    const mine = (await database.db.select().from(auditLog).where(eq(auditLog.actorId, admin.id))).map((e) => [e.action, e.ip]);
    expect(mine).toContainEqual(["auth.two_factor_failed", "203.0.113.20"]);
    expect(mine).toContainEqual(["auth.sign_in", "203.0.113.21"]);
    const [signIn] = await database.db.select().from(auditLog).where(and(eq(auditLog.actorId, admin.id), eq(auditLog.action, "auth.sign_in")));
    expect(signIn!.details).toMatchObject({ method: "totp" });
  });

  test("a half-finished sign-in ends when the password changes, or when two steps are turned off, before the code is entered", async () => {
    // The password changed (here by the CLI) between the two steps: the old password's challenge is over.
    const changed = await enrolledAdmin();
    const stale = await passwordStep(changed.email);
    await resetAdminPassword(changed.email, "otra contraseña de dos pasos", TEST_ACTOR);
    const recovery = await completeSecondFactor({ code: changed.codes[0]!, ip: "203.0.113.22", request: loginRequest(stale) });
    expect(recovery).toMatchObject({ ok: false, status: 401, error: MSG_CHALLENGE_EXPIRED, expired: true });
    expect(await sessionsOf(changed.id)).toEqual([]);
    // Two steps turned off meanwhile: the page says to start again, not that the code is wrong.
    const turnedOff = await enrolledAdmin();
    const pending = await passwordStep(turnedOff.email);
    await resetTwoFactor(turnedOff.email, TEST_ACTOR);
    expect(await completeSecondFactor({ code: codeAt(turnedOff.key, Date.now()), ip: "203.0.113.23", request: loginRequest(pending) })).toMatchObject({
      ok: false,
      error: MSG_CHALLENGE_EXPIRED,
    });
    const failed = await database.db.select().from(auditLog).where(and(eq(auditLog.actorId, turnedOff.id), eq(auditLog.action, "auth.two_factor_failed")));
    expect(failed).toEqual([]);
  });

  test("TOTP windows and replays: one step either side is accepted, two are not, and no step is accepted twice", async () => {
    const t0 = Date.UTC(2026, 10, 25, 12, 0, 15);
    const admin = await enrolledAdmin(t0 - 10 * TOTP_PERIOD_S * 1000);
    const step = TOTP_PERIOD_S * 1000;
    const attempt = (codeTime: number) => verifySecondFactor({ ...admin, ip: "203.0.113.30" }, codeAt(admin.key, codeTime), t0);
    expect(await attempt(t0 + 2 * step)).toBeNull();
    expect(await attempt(t0 - 2 * step)).toBeNull();
    expect(await attempt(t0 - step)).toBe("totp");
    // The same code again (a replay), and an older step, are refused; a newer one is accepted.
    expect(await attempt(t0 - step)).toBeNull();
    expect(await attempt(t0 - step - 1)).toBeNull();
    expect(await attempt(t0)).toBe("totp");
    expect(await attempt(t0)).toBeNull();
    expect(await attempt(t0 + step)).toBe("totp");
  });

  test("each recovery code signs in once (typed in any case, with or without dashes)", async () => {
    const admin = await enrolledAdmin();
    const code = admin.codes[3]!;
    const typed = code.toLowerCase().replace(/-/g, " ");
    const first = await completeSecondFactor({ code: typed, ip: "203.0.113.40", request: loginRequest(await passwordStep(admin.email)) });
    expect(first.ok).toBe(true);
    const again = await completeSecondFactor({ code, ip: "203.0.113.40", request: loginRequest(await passwordStep(admin.email)) });
    expect(again).toMatchObject({ ok: false, error: MSG_WRONG_CODE });
    expect(await recoveryCodesLeft(admin.id)).toBe(9);
    const [used] = await database.db.select().from(auditLog).where(and(eq(auditLog.actorId, admin.id), eq(auditLog.action, "auth.recovery_code_used")));
    expect(used?.details).toEqual({ left: 9 });
    const [signIn] = await database.db.select().from(auditLog).where(and(eq(auditLog.actorId, admin.id), eq(auditLog.action, "auth.sign_in")));
    expect(signIn!.details).toMatchObject({ method: "recovery" });
  });

  test("wrong codes are throttled like passwords: after 3 free failures the code page makes the account wait", async () => {
    const admin = await enrolledAdmin();
    const challenge = await passwordStep(admin.email);
    const outcomes: Array<number> = [];
    for (let i = 0; i < 5; i++) {
      const result = await completeSecondFactor({ code: String(100000 + i), ip: `198.51.100.${i + 1}`, request: loginRequest(challenge) });
      outcomes.push(result.ok ? 200 : result.status);
    }
    expect(outcomes.slice(0, 3)).toEqual([401, 401, 401]);
    expect(outcomes.at(-1)).toBe(429);
    // Even the right code waits out the delay.
    const right = await completeSecondFactor({ code: codeAt(admin.key, Date.now()), ip: "198.51.100.9", request: loginRequest(challenge) });
    expect(right).toMatchObject({ ok: false, status: 429 });
  });

  test("someone with the password who guesses codes cannot make the owner's known browser wait; the password alone makes no known device", async () => {
    const admin = await enrolledAdmin();
    const ownIp = "203.0.113.30";
    // The owner's browser becomes a known device by a whole sign-in, not by the password step.
    const first = await signInWithPassword({ email: admin.email, password: PASSWORD, ip: ownIp, request: loginRequest() });
    if (!first.ok) throw new Error(first.error);
    expect(first.setCookies.some((c) => /ardentia\.device=/.test(c))).toBe(false);
    const done = await completeSecondFactor({ code: codeAt(admin.key, Date.now()), ip: ownIp, request: loginRequest(cookieHeader(first.setCookies)) });
    if (!done.ok) throw new Error(done.error);
    const device = done.setCookies.find((c) => /ardentia\.device=/.test(c));
    expect(device).toBeDefined();
    // Another browser, with the right password, guesses codes until the account waits.
    const attacker = await passwordStep(admin.email, "198.51.100.77");
    const outcomes: Array<number> = [];
    for (let i = 0; i < 6; i++) {
      const result = await completeSecondFactor({ code: String(200000 + i), ip: "198.51.100.77", request: loginRequest(attacker) });
      outcomes.push(result.ok ? 200 : result.status);
    }
    expect(outcomes.at(-1)).toBe(429);
    // The owner's usual browser still signs in with the password and the current code.
    const again = await signInWithPassword({ email: admin.email, password: PASSWORD, ip: ownIp, request: loginRequest(cookieHeader([device!])) });
    if (!again.ok) throw new Error(again.error);
    const owner = await completeSecondFactor({
      code: codeAt(admin.key, Date.now() + TOTP_PERIOD_S * 1000),
      ip: ownIp,
      request: loginRequest(cookieHeader([device!, ...again.setCookies])),
    });
    expect(owner).toMatchObject({ ok: true });
  });

  test("a known device's wrong codes are counted apart from its passwords: typing the right password again does not reset them", async () => {
    const admin = await enrolledAdmin();
    const ip = "203.0.113.31";
    const first = await signInWithPassword({ email: admin.email, password: PASSWORD, ip, request: loginRequest() });
    if (!first.ok) throw new Error(first.error);
    const done = await completeSecondFactor({ code: codeAt(admin.key, Date.now()), ip, request: loginRequest(cookieHeader(first.setCookies)) });
    if (!done.ok) throw new Error(done.error);
    const device = done.setCookies.find((c) => /ardentia\.device=/.test(c))!;
    // The right password, three wrong codes, the right password again…: the codes' count keeps growing.
    const outcomes: Array<number> = [];
    for (let round = 0; round < 3; round++) {
      const password = await signInWithPassword({ email: admin.email, password: PASSWORD, ip, request: loginRequest(cookieHeader([device])) });
      if (!password.ok) throw new Error(password.error);
      for (let i = 0; i < 3; i++) {
        const result = await completeSecondFactor({ code: String(300000 + round * 10 + i), ip, request: loginRequest(cookieHeader([device, ...password.setCookies])) });
        outcomes.push(result.ok ? 200 : result.status);
      }
    }
    expect(outcomes.slice(0, DEVICE_FREE_FAILURES)).toEqual(Array(DEVICE_FREE_FAILURES).fill(401));
    expect(outcomes.at(-1)).toBe(429);
  });

  test("an app key the site's secret cannot open (a restore without session-secret): the code page says so with a 409, a recovery code still signs in", async () => {
    const admin = await enrolledAdmin();
    const [row] = await database.db.select().from(adminTwoFactor).where(eq(adminTwoFactor.userId, admin.id));
    const [version, iv, tag, sealed] = row!.secret.split(".");
    // Another authentication tag: what a key sealed under another secret looks like to this one.
    const otherTag = tag!.startsWith("A") ? `B${tag!.slice(1)}` : `A${tag!.slice(1)}`;
    await database.db.update(adminTwoFactor).set({ secret: [version, iv, otherTag, sealed].join(".") }).where(eq(adminTwoFactor.userId, admin.id));
    const challenge = await passwordStep(admin.email);
    const refused = await completeSecondFactor({ code: codeAt(admin.key, Date.now()), ip: "203.0.113.40", request: loginRequest(challenge) });
    expect(refused).toMatchObject({ ok: false, status: 409, error: MSG_KEY_UNREADABLE });
    const recovered = await completeSecondFactor({ code: admin.codes[0]!, ip: "203.0.113.40", request: loginRequest(challenge) });
    expect(recovered).toMatchObject({ ok: true });
  });

  test("a deactivated admin gets no session even with the right code", async () => {
    const admin = await enrolledAdmin();
    const challenge = await passwordStep(admin.email);
    await deactivateAdmin({ id: admin.id }, TEST_ACTOR);
    const result = await completeSecondFactor({ code: codeAt(admin.key, Date.now()), ip: "203.0.113.50", request: loginRequest(challenge) });
    expect(result.ok).toBe(false);
    expect(await sessionsOf(admin.id)).toEqual([]);
  });

  test("the guard reads a GET's session once per request (the layout's and the page's loaders share it); an action reads it each time", async () => {
    const admin = await createAdminUser(`una-lectura-${kind}@ardentia.test`, PASSWORD);
    const signed = await signInWithPassword({ email: admin.email, password: PASSWORD, ip: "203.0.113.70", request: loginRequest() });
    if (!signed.ok) throw new Error(signed.error);
    const cookie = cookieHeader(signed.setCookies);
    const get = () => new Request(`${origin}/admin/dashboard`, { headers: { cookie } });
    const post = () => new Request(`${origin}/admin/dashboard`, { method: "POST", headers: { cookie, origin } });
    const request = routeContext();
    const first = await requireAdmin(get(), request);
    expect(first).toMatchObject({ email: admin.email });
    expect(await requireAdmin(get(), request)).toBe(first);
    const action = routeContext();
    expect(await requireAdmin(post(), action)).not.toBe(await requireAdmin(post(), action));
    // The session ends (another browser, a deactivation): an action in the same request sees it at once…
    await database.db.delete(session).where(eq(session.userId, admin.id));
    expect((await refusalOf(requireAdmin(post(), action), Response)).headers.get("Location")).toBe("/admin/login?redirectTo=%2Fadmin%2Fdashboard");
    // …and so does the next request.
    expect((await refusalOf(requireAdmin(get(), routeContext()), Response)).headers.get("Location")).toBe("/admin/login?redirectTo=%2Fadmin%2Fdashboard");
  });

  test("«Exigir 2FA»: an admin without it is sent to enrol (pages) or refused (APIs); nobody turns theirs off; the CLI's reset ends the sessions", async () => {
    const plain = await createAdminUser(`sin-dos-pasos-${kind}@ardentia.test`, PASSWORD);
    const signed = await signInWithPassword({ email: plain.email, password: PASSWORD, ip: "203.0.113.60", request: loginRequest() });
    if (!signed.ok) throw new Error(signed.error);
    const cookie = cookieHeader(signed.setCookies);
    const page = (path: string) => new Request(`${origin}${path}`, { headers: { cookie } });
    await setTeamRequiresTwoFactor(true, TEST_ACTOR);
    try {
      const redirect = await refusalOf(requireAdmin(page("/admin/dashboard"), routeContext()), Response);
      expect(redirect.headers.get("Location")).toBe("/admin/account?exigir-2fa=1");
      await expect(requireAdmin(page("/admin/account"), routeContext())).resolves.toMatchObject({ email: plain.email });
      expect((await refusalOf(requireAdminApi(page("/api/newsletter/analytics"), routeContext()), Response)).status).toBe(403);

      const enrolled = await enrolledAdmin();
      expect((await refusalOf(disableOwnTwoFactor(enrolled), TwoFactorError)).status).toBe(409);
      const done = await completeSecondFactor({ code: codeAt(enrolled.key, Date.now() + TOTP_PERIOD_S * 1000), ip: "203.0.113.61", request: loginRequest(await passwordStep(enrolled.email)) });
      if (!done.ok) throw new Error(done.error);
      await expect(requireAdmin(new Request(`${origin}/admin/dashboard`, { headers: { cookie: cookieHeader(done.setCookies) } }), routeContext())).resolves.toMatchObject({ email: enrolled.email });

      await resetTwoFactor(enrolled.email, TEST_ACTOR);
      expect(await sessionsOf(enrolled.id)).toEqual([]);
      // Back to the password alone, and to enrolment.
      const again = await signInWithPassword({ email: enrolled.email, password: PASSWORD, ip: "203.0.113.62", request: loginRequest() });
      expect(again).toMatchObject({ ok: true });
      expect(again.ok && again.secondFactor).toBeFalsy();
      const [entry] = await database.db.select().from(auditLog).where(and(eq(auditLog.objectId, enrolled.id), eq(auditLog.action, "team.two_factor_reset")));
      expect(entry).toMatchObject({ actorEmail: TEST_ACTOR.email, details: { sessionsEnded: 1 } });
      const [setting] = await database.db.select().from(auditLog).where(eq(auditLog.action, "settings.changed"));
      expect(setting).toMatchObject({ objectId: "auth.require_two_factor", details: { value: true } });
    } finally {
      await setTeamRequiresTwoFactor(false, TEST_ACTOR);
    }
  });
});
