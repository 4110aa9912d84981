/**
 * «Mis sesiones» and the password change against the real databases: an admin sees only their own
 * live sessions (device from the User-Agent, IP, the current one marked), ends one or all the
 * others (the ended cookies stop working at once), cannot end another admin's; changing the
 * password needs the current one (wrong guesses are throttled), follows the password rule, ends
 * the other sessions and keeps this one.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { getSessionUser, type Admin } from "~/auth/session.server";
import { changeOwnPassword, describeUserAgent, endOtherSessions, endOwnSession, listOwnSessions, PasswordChangeError } from "~/auth/sessions.server";
import { signInWithPassword } from "~/auth/sign-in.server";
import { DEVICE_FREE_FAILURES } from "~/auth/throttle.server";
import { createAdminUser } from "~/auth/users.server";
import { authFailure } from "~/db/schema";
import { cookieHeader, useAuthEnv } from "../helpers/auth-env";
import { DB_KINDS, openTestDatabase, type TestDatabase } from "../helpers/db";
import { refusalOf } from "../helpers/refusal";

const CHROME_LINUX = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

test("the device of a session is read from its User-Agent", () => {
  expect(describeUserAgent(CHROME_LINUX)).toEqual({ device: "Chrome 131 · Linux", kind: "desktop" });
  expect(describeUserAgent(SAFARI_IPHONE)).toMatchObject({ device: "Safari 17 · iOS", kind: "mobile" });
  expect(describeUserAgent(null)).toEqual({ device: "Navegador desconocido", kind: "unknown" });
  expect(describeUserAgent("\u0000<script>")).toMatchObject({ kind: "unknown" });
});

describe.each(DB_KINDS)("own sessions on %s", (kind) => {
  let database: TestDatabase;
  let origin: string;
  let n = 0;

  /** A fresh admin account for each test, so tests do not share sessions. */
  async function account(password = "contraseña de prueba larga") {
    n++;
    const email = `sesiones-${kind}-${n}@ardentia.test`;
    await createAdminUser(email, password);
    return { email, password };
  }
  async function signIn(who: { email: string; password: string }, ua: string, ip: string): Promise<{ cookie: string; user: Admin }> {
    const request = new Request(`${origin}/admin/login`, { method: "POST", headers: { origin, "user-agent": ua } });
    const result = await signInWithPassword({ email: who.email, password: who.password, ip, request });
    if (!result.ok) throw new Error(result.error);
    const cookie = cookieHeader(result.setCookies);
    return { cookie, user: { ...(await getSessionUser(new Request(`${origin}/admin/account`, { headers: { cookie } })))!, ip } };
  }
  const signedIn = async (cookie: string) => getSessionUser(new Request(`${origin}/admin/account`, { headers: { cookie } }));

  beforeAll(async () => {
    ({ origin } = useAuthEnv());
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.cleanup();
  });
  beforeEach(async () => {
    await database.db.delete(authFailure);
  });

  test("lists only the admin's own live sessions, the current one first and marked, with device and IP", async () => {
    const me = await account();
    const laptop = await signIn(me, CHROME_LINUX, "203.0.113.7");
    await signIn(me, SAFARI_IPHONE, "198.51.100.20");
    const someoneElse = await account();
    await signIn(someoneElse, CHROME_LINUX, "192.0.2.1");

    const sessions = await listOwnSessions(laptop.user);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ current: true, device: "Chrome 131 · Linux", kind: "desktop", ip: "203.0.113.7" });
    expect(sessions[1]).toMatchObject({ current: false, kind: "mobile", ip: "198.51.100.20" });
    for (const s of sessions) expect(new Date(s.createdAt).getTime()).toBeLessThanOrEqual(new Date(s.lastSeenAt).getTime() + 1000);
  });

  test("ending one session signs that browser out at once; another admin's session cannot be ended", async () => {
    const me = await account();
    const laptop = await signIn(me, CHROME_LINUX, "203.0.113.7");
    const phone = await signIn(me, SAFARI_IPHONE, "198.51.100.20");
    const other = await signIn(await account(), CHROME_LINUX, "192.0.2.1");

    expect(await endOwnSession(laptop.user, other.user.sessionId)).toBe(false);
    expect(await signedIn(other.cookie)).not.toBeNull();
    expect(await endOwnSession(laptop.user, phone.user.sessionId)).toBe(true);
    expect(await signedIn(phone.cookie)).toBeNull();
    expect(await signedIn(laptop.cookie)).not.toBeNull();
    expect(await endOwnSession(laptop.user, phone.user.sessionId)).toBe(false);
  });

  test("ending all the others keeps this one and nobody else's", async () => {
    const me = await account();
    const laptop = await signIn(me, CHROME_LINUX, "203.0.113.7");
    const phones = [await signIn(me, SAFARI_IPHONE, "198.51.100.20"), await signIn(me, SAFARI_IPHONE, "198.51.100.21")];
    const other = await signIn(await account(), CHROME_LINUX, "192.0.2.1");
    expect(await endOtherSessions(laptop.user)).toBe(2);
    for (const phone of phones) expect(await signedIn(phone.cookie)).toBeNull();
    expect(await signedIn(laptop.cookie)).not.toBeNull();
    expect(await signedIn(other.cookie)).not.toBeNull();
    expect((await listOwnSessions(laptop.user)).map((s) => s.current)).toEqual([true]);
  });

  test("changing the password: needs the current one, follows the rule, ends the other sessions, keeps this one", async () => {
    const me = await account("la contraseña original");
    const laptop = await signIn(me, CHROME_LINUX, "203.0.113.7");
    const phone = await signIn(me, SAFARI_IPHONE, "198.51.100.20");
    const refuse = (input: { current: string; next: string; confirm: string }) => refusalOf(changeOwnPassword(laptop.user, input), PasswordChangeError);
    expect(await refuse({ current: "no es esta contraseña", next: "una frase nueva y larga", confirm: "una frase nueva y larga" })).toMatchObject({ field: "current", message: "La contraseña actual no es correcta" });
    expect(await refuse({ current: "la contraseña original", next: "corta", confirm: "corta" })).toMatchObject({ field: "next", message: "La contraseña debe tener al menos 12 caracteres" });
    expect(await refuse({ current: "la contraseña original", next: "una frase nueva y larga", confirm: "otra frase distinta" })).toMatchObject({ field: "next", message: "Las contraseñas nuevas no coinciden" });
    // Nothing changed so far: the phone is still signed in, the old password still works.
    expect(await signedIn(phone.cookie)).not.toBeNull();

    expect(await changeOwnPassword(laptop.user, { current: "la contraseña original", next: "una frase nueva y larga", confirm: "una frase nueva y larga" })).toBe(1);
    expect(await signedIn(phone.cookie)).toBeNull();
    expect(await signedIn(laptop.cookie)).not.toBeNull();
    await expect(signIn(me, CHROME_LINUX, "203.0.113.8")).rejects.toThrow();
    expect(await signIn({ email: me.email, password: "una frase nueva y larga" }, CHROME_LINUX, "203.0.113.9")).toBeTruthy();
  });

  test("wrong current passwords are throttled per session", async () => {
    const me = await account("la contraseña original");
    const laptop = await signIn(me, CHROME_LINUX, "203.0.113.7");
    const wrong = { current: "adivinanza equivocada", next: "una frase nueva y larga", confirm: "una frase nueva y larga" };
    // The free attempts are refused as wrong; then each further one sets a doubling delay (1 s,
    // 2 s, 4 s…), which soon outlasts the time a refused attempt takes.
    const outcomes: Array<string> = [];
    while (outcomes.length < DEVICE_FREE_FAILURES + 6 && outcomes.at(-1) !== "throttled") {
      outcomes.push(await changeOwnPassword(laptop.user, wrong).then(() => "changed", (e: PasswordChangeError) => (e.retryAfter ? "throttled" : e.field)));
    }
    expect(outcomes.slice(0, DEVICE_FREE_FAILURES)).toEqual(Array(DEVICE_FREE_FAILURES).fill("current"));
    expect(outcomes.at(-1)).toBe("throttled");
    // Even the right password waits out the delay.
    const right = await changeOwnPassword(laptop.user, { ...wrong, current: "la contraseña original" }).then(() => null, (e: PasswordChangeError) => e);
    expect(right?.retryAfter).toBeGreaterThan(0);
  });
});
