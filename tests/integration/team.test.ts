/**
 * The team of administrators against the real databases: the list (state, last sign-in);
 * deactivation ends every session at once and refuses sign-in with the same answer as a wrong
 * password; a cookie of a deactivated admin is refused even if its session row survived; nobody
 * deactivates themselves or the last active admin, also when two try at once; reactivation.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { getSessionUser } from "~/auth/session.server";
import { INVALID_CREDENTIALS, signInWithPassword } from "~/auth/sign-in.server";
import { deactivateAdmin, listTeam, reactivateAdmin, TeamError } from "~/auth/team.server";
import { createAdminUser } from "~/auth/users.server";
import { rowsOf } from "~/db/client.server";
import { auditLog, authFailure, session, user } from "~/db/schema";
import { cookieHeader, useAuthEnv } from "../helpers/auth-env";
import { DB_KINDS, openTestDatabase, type TestDatabase } from "../helpers/db";
import { refusalOf } from "../helpers/refusal";
import { actorOf, TEST_ACTOR } from "../helpers/actor";

const PASSWORD = "contraseña del equipo";

describe.each(DB_KINDS)("team on %s", (kind) => {
  let database: TestDatabase;
  let origin: string;
  let n = 0;

  const newAdmin = async () => createAdminUser(`equipo-${kind}-${++n}@ardentia.test`, PASSWORD);
  async function signIn(email: string, ip = "203.0.113.5") {
    const request = new Request(`${origin}/admin/login`, { method: "POST", headers: { origin } });
    return signInWithPassword({ email, password: PASSWORD, ip, request });
  }
  async function cookieOf(email: string): Promise<string> {
    const result = await signIn(email);
    if (!result.ok) throw new Error(result.error);
    return cookieHeader(result.setCookies);
  }
  const signedIn = (cookie: string) => getSessionUser(new Request(`${origin}/admin/team`, { headers: { cookie } }));
  const refusal = (promise: Promise<unknown>) => refusalOf(promise, TeamError);

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

  test("deactivating ends every session at once and refuses sign-in with the wrong-password answer; reactivating lets them back", async () => {
    const boss = await newAdmin();
    const leaver = await newAdmin();
    const bossCookie = await cookieOf(boss.email);
    const phone = await cookieOf(leaver.email);
    const laptop = await cookieOf(leaver.email);
    const bossUser = (await signedIn(bossCookie))!;
    expect((await listTeam()).find((m) => m.email === leaver.email)).toMatchObject({ active: true, lastSignInAt: expect.any(String) });

    expect(await deactivateAdmin({ id: leaver.id }, actorOf(bossUser))).toMatchObject({ email: leaver.email, active: false });
    expect(await signedIn(phone)).toBeNull();
    expect(await signedIn(laptop)).toBeNull();
    expect(await database.db.select().from(session).where(eq(session.userId, leaver.id))).toEqual([]);
    expect(await signIn(leaver.email)).toEqual({ ok: false, status: 401, error: INVALID_CREDENTIALS });
    expect((await listTeam()).find((m) => m.email === leaver.email)).toMatchObject({ active: false });
    expect(await signedIn(bossCookie)).not.toBeNull();
    expect((await refusal(deactivateAdmin({ id: leaver.id }, actorOf(bossUser)))).status).toBe(409);
    // One audit entry for the deactivation, none for the refused second one.
    const entries = await database.db.select().from(auditLog).where(and(eq(auditLog.objectId, leaver.id), eq(auditLog.action, "team.admin_deactivated")));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: bossUser.id, objectLabel: leaver.email, details: { sessionsEnded: 2 } });

    await reactivateAdmin({ email: leaver.email }, actorOf(bossUser));
    expect((await signIn(leaver.email)).ok).toBe(true);
  });

  test("a cookie of a deactivated admin is refused even if its session row survived", async () => {
    const admin = await newAdmin();
    const cookie = await cookieOf(admin.email);
    await database.db.update(user).set({ deactivatedAt: new Date() }).where(eq(user.id, admin.id));
    expect(await signedIn(cookie)).toBeNull();
    await database.db.update(user).set({ deactivatedAt: null }).where(eq(user.id, admin.id));
    expect(await signedIn(cookie)).not.toBeNull();
  });

  test("nobody deactivates themselves, nor the last active admin, even when the last two try at once", async () => {
    const a = await newAdmin();
    const b = await newAdmin();
    expect((await refusal(deactivateAdmin({ id: a.id }, actorOf(a)))).message).toBe("No puedes desactivar tu propia cuenta");
    // Everyone else steps aside: a and b remain.
    const others = await database.db.select({ id: user.id }).from(user).where(isNull(user.deactivatedAt));
    for (const other of others) if (other.id !== a.id && other.id !== b.id) await deactivateAdmin({ id: other.id }, TEST_ACTOR);

    const outcomes = await Promise.allSettled([deactivateAdmin({ id: b.id }, actorOf(a)), deactivateAdmin({ id: a.id }, actorOf(b))]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(TeamError);
    expect((refused.reason as TeamError).message).toMatch(/último administrador activo/);
    const [count] = rowsOf<{ active: number }>(await database.db.execute(sql`SELECT count(*)::int AS active FROM "user" WHERE deactivated_at IS NULL`));
    expect(count?.active).toBe(1);
    // The CLI's path (not an admin) keeps the rule too.
    const last = (await listTeam()).find((m) => m.active)!;
    expect((await refusal(deactivateAdmin({ email: last.email }, TEST_ACTOR))).status).toBe(409);
    expect((await refusal(deactivateAdmin({ email: "nadie@ardentia.test" }, TEST_ACTOR))).status).toBe(404);
  });
});
