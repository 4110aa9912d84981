/**
 * The audit log against the real databases: entries are written in the transaction of the change
 * they record (a rolled-back change leaves none); the table refuses UPDATE, DELETE and TRUNCATE,
 * and the retention purge removes only entries older than 24 months; sign-ins, failed sign-ins and
 * sign-outs are recorded with the IP; reads, exports and deletions of personal data are recorded
 * with masked labels; the screen's filters (admin, kind, Monterrey days, search) and their refusals.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { savePost, deletePost } from "~/blog/posts.server";
import type { PostInput } from "~/blog/post-input";
import { clearFirstPublishHooks, registerFirstPublishHook } from "~/blog/publish-hooks.server";
import { NOT_AN_ADDRESS, signInWithPassword, signOut } from "~/auth/sign-in.server";
import { createAdminUser } from "~/auth/users.server";
import { deleteContactRequest, exportContactRequests, viewContactRequest } from "~/contact/contact.server";
import { auditLog, authFailure, categories, contactRequests, newsletterSubscribers } from "~/db/schema";
import { readSubscribers, removeSubscriber } from "~/newsletter/subscribers.server";
import { AuditFilterError, listAudit, parseAuditFilter, purgeExpiredAudit, recordAudit } from "~/platform/audit.server";
import { actorOf } from "../helpers/actor";
import { cookieHeader, useAuthEnv } from "../helpers/auth-env";
import { DB_KINDS, openTestDatabase, type TestDatabase } from "../helpers/db";
import { postInput } from "../helpers/posts";

describe.each(DB_KINDS)("audit log on %s", (kind) => {
  let database: TestDatabase;
  let origin: string;
  let categoryId: number;
  let n = 0;

  const newAdmin = async () => actorOf(await createAdminUser(`bitacora-${kind}-${++n}@ardentia.test`, "contraseña de la bitácora"), "203.0.113.10");
  const entriesOf = (objectId: string) => database.db.select().from(auditLog).where(eq(auditLog.objectId, objectId)).orderBy(auditLog.id);
  const input = (over: Partial<PostInput> = {}): PostInput => postInput(categoryId, over);

  beforeAll(async () => {
    ({ origin } = useAuthEnv());
    database = await openTestDatabase(kind);
    categoryId = (await database.db.select().from(categories).where(eq(categories.slug, "soldadura")))[0]!.id;
  });
  afterAll(async () => {
    clearFirstPublishHooks();
    await database?.cleanup();
  });
  beforeEach(async () => {
    clearFirstPublishHooks();
    await database.db.delete(authFailure);
  });

  test("post changes are recorded with who, what, which post and the IP; a rolled-back publication leaves no entry", async () => {
    const admin = await newAdmin();
    const draft = await savePost(input({ es: { title: "Perfil de reflujo auditado", excerpt: "R", content: "<p>x</p>" } }), admin);
    await savePost(input({ id: draft.id, slug: draft.slug, es: { title: "Perfil de reflujo auditado", excerpt: "R2", content: "<p>x</p>" } }), admin);
    await savePost(input({ id: draft.id, slug: draft.slug, intent: "publish", es: { title: "Perfil de reflujo auditado", excerpt: "R2", content: "<p>x</p>" } }), admin);
    await savePost(input({ id: draft.id, slug: draft.slug, status: "archived", es: { title: "Perfil de reflujo auditado", excerpt: "R2", content: "<p>x</p>" } }), admin);
    await deletePost(draft.id, admin);
    const entries = await entriesOf(draft.id);
    expect(entries.map((e) => e.action)).toEqual(["post.created", "post.updated", "post.published", "post.archived", "post.deleted"]);
    for (const entry of entries) {
      expect(entry).toMatchObject({ actorId: admin.id, actorEmail: admin.email, ip: "203.0.113.10", objectType: "post", objectLabel: "Perfil de reflujo auditado" });
    }

    // A live post whose English version goes public later: a publication too, naming that version.
    const es = { title: "Rampa del horno auditada", excerpt: "R", content: "<p>x</p>" };
    const en = { title: "Audited oven ramp", excerpt: "S", content: "<p>y</p>" };
    const live = await savePost(input({ intent: "publish", es, en, statusEn: "draft" }), admin);
    await savePost(input({ id: live.id, slug: live.slug, intent: "publish", status: "published", es, en, statusEn: "published" }), admin);
    const later = await entriesOf(live.id);
    expect(later.map((e) => [e.action, (e.details as { languages?: Array<string> }).languages])).toEqual([
      ["post.created", ["es"]],
      ["post.published", ["es"]],
      ["post.published", ["en"]],
    ]);

    registerFirstPublishHook(async () => {
      throw new Error("campaña fallida");
    });
    await expect(savePost(input({ intent: "publish", es: { title: "Nunca publicado", excerpt: "R", content: "<p>x</p>" } }), admin)).rejects.toThrow("campaña fallida");
    expect(await database.db.select().from(auditLog).where(eq(auditLog.objectLabel, "Nunca publicado"))).toEqual([]);
  });

  test("the log is append-only: UPDATE, DELETE and TRUNCATE are refused; the purge removes only entries past 24 months", async () => {
    const admin = await newAdmin();
    await recordAudit(database.db, admin, { action: "audit.exported", objectId: `reciente-${kind}` });
    await database.db.insert(auditLog).values({ at: sql`now() - interval '25 months'`, actorEmail: admin.email, action: "auth.sign_in", objectId: `antigua-${kind}` });
    // PostgreSQL's own refusal (Drizzle wraps it as the cause of "Failed query").
    const refusal = (attempt: Promise<unknown>) => attempt.then(() => "accepted", (error: { cause?: Error }) => error.cause?.message ?? String(error));
    const refused = /^audit_log is append-only/;
    expect(await refusal(database.db.execute(sql`UPDATE audit_log SET actor_email = 'otro' WHERE object_id = ${`reciente-${kind}`}`))).toMatch(refused);
    expect(await refusal(database.db.execute(sql`DELETE FROM audit_log WHERE object_id = ${`reciente-${kind}`}`))).toMatch(refused);
    expect(await refusal(database.db.execute(sql`TRUNCATE audit_log`))).toMatch(refused);
    // The purge's switch does not let a recent entry go.
    const recentDelete = database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL ardentia.audit_purge = 'on'`);
      await tx.execute(sql`DELETE FROM audit_log WHERE object_id = ${`reciente-${kind}`}`);
    });
    expect(await refusal(recentDelete)).toMatch(refused);
    expect(await purgeExpiredAudit(database.db)).toBe(1);
    expect(await entriesOf(`antigua-${kind}`)).toEqual([]);
    expect(await entriesOf(`reciente-${kind}`)).toHaveLength(1);
  });

  test("sign-in (with how: the password), a failed sign-in and sign-out are recorded with the IP", async () => {
    const admin = await newAdmin();
    const request = new Request(`${origin}/admin/login`, { method: "POST", headers: { origin } });
    expect((await signInWithPassword({ email: admin.email, password: "no es la contraseña", ip: "198.51.100.7", request })).ok).toBe(false);
    const result = await signInWithPassword({ email: admin.email, password: "contraseña de la bitácora", ip: "198.51.100.8", request });
    if (!result.ok) throw new Error(result.error);
    await signOut(new Request(`${origin}/admin/logout`, { method: "POST", headers: { origin, cookie: cookieHeader(result.setCookies) } }), "198.51.100.9");
    const mine = await database.db.select().from(auditLog).where(eq(auditLog.actorEmail, admin.email)).orderBy(auditLog.id);
    expect(mine.map((e) => [e.action, e.actorId, e.ip])).toEqual([
      ["auth.sign_in_failed", null, "198.51.100.7"],
      ["auth.sign_in", admin.id, "198.51.100.8"],
      ["auth.sign_out", admin.id, "198.51.100.9"],
    ]);
    expect(mine[1]!.details).toMatchObject({ method: "password" });
    // The fields swapped: the password typed as the e-mail is not written to the log.
    const swapped = "frase secreta de la bitácora 42";
    expect((await signInWithPassword({ email: swapped, password: admin.email, ip: "198.51.100.10", request })).ok).toBe(false);
    const [failed] = await database.db.select().from(auditLog).where(and(eq(auditLog.action, "auth.sign_in_failed"), eq(auditLog.ip, "198.51.100.10")));
    expect(failed!.actorEmail).toBe(NOT_AN_ADDRESS);
    expect(JSON.stringify(await database.db.select().from(auditLog))).not.toContain(swapped);
  });

  test("reads, exports and deletions of personal data are recorded, labelled without the personal data itself", async () => {
    const admin = await newAdmin();
    const [request] = await database.db
      .insert(contactRequests)
      .values({ name: "Juana Pérez López", email: "juana@acme.mx", phone: "8110000000", company: "ACME", message: "Cotización de pasta", language: "es" })
      .returning({ id: contactRequests.id });
    expect((await viewContactRequest(request!.id, admin))?.email).toBe("juana@acme.mx");
    expect((await exportContactRequests({ q: "Juana" }, admin)).length).toBe(1);
    expect(await deleteContactRequest(request!.id, admin)).toBe(true);
    expect((await entriesOf(request!.id)).map((e) => [e.action, e.objectLabel])).toEqual([
      ["contact.viewed", "Juana P. L."],
      ["contact.deleted", "Juana P. L."],
    ]);
    const [exported] = await database.db.select().from(auditLog).where(and(eq(auditLog.action, "contact.exported"), eq(auditLog.actorId, admin.id!)));
    expect(exported?.details).toMatchObject({ rows: 1, filter: { q: "Juana" } });

    const [subscriber] = await database.db.insert(newsletterSubscribers).values({ email: `lector-${kind}@fabrica.mx`, status: "active" }).returning({ id: newsletterSubscribers.id });
    await readSubscribers({ limit: 10 }, admin, "export");
    await readSubscribers({ status: "active", limit: 5 }, admin, "list");
    expect(await removeSubscriber(subscriber!.id, admin)).toBe(true);
    const [removed] = await entriesOf(subscriber!.id);
    expect(removed).toMatchObject({ action: "newsletter.subscriber_removed", objectLabel: "l•••@fabrica.mx" });
    expect(JSON.stringify(await database.db.select().from(auditLog))).not.toContain(`lector-${kind}@fabrica.mx`);
    expect(await database.db.select().from(auditLog).where(and(eq(auditLog.action, "newsletter.subscribers_exported"), eq(auditLog.actorId, admin.id!)))).toHaveLength(1);
    // Reading the list (the admin's subscriber window, or the API's JSON) is a read of personal data too.
    const [listed] = await database.db.select().from(auditLog).where(and(eq(auditLog.action, "newsletter.subscribers_listed"), eq(auditLog.actorId, admin.id!)));
    expect(listed?.details).toMatchObject({ status: "active" });
  });

  test("the screen's filters: admin, kind, days in Monterrey time and search; malformed filters are refused", async () => {
    const one = await newAdmin();
    const two = await newAdmin();
    // 2025-03-01 05:30 UTC is still 28 February in Monterrey (UTC−6).
    await database.db.insert(auditLog).values([
      { at: new Date("2025-03-01T05:30:00Z"), actorId: one.id, actorEmail: one.email!, action: "post.published", objectLabel: "Limpieza de esténciles" },
      { at: new Date("2025-03-01T07:00:00Z"), actorId: two.id, actorEmail: two.email!, action: "contact.viewed", objectLabel: "Pedro G." },
    ]);
    const labels = async (params: string) => (await listAudit(parseAuditFilter(new URLSearchParams(params)), 1, database.db)).entries.map((e) => e.objectLabel);
    expect(await labels(`admin=${one.id}`)).toEqual(["Limpieza de esténciles"]);
    expect(await labels(`admin=${two.id}&tipo=contact`)).toEqual(["Pedro G."]);
    expect(await labels(`admin=${two.id}&tipo=post`)).toEqual([]);
    expect(await labels("desde=2025-02-28&hasta=2025-02-28")).toEqual(["Limpieza de esténciles"]);
    expect(await labels("desde=2025-03-01&hasta=2025-03-01")).toEqual(["Pedro G."]);
    expect(await labels("q=ESTÉNCILES")).toEqual(["Limpieza de esténciles"]);
    expect(await labels("q=100%_")).toEqual([]);
    expect(await labels("desde=0001-01-01&hasta=9999-12-31")).toEqual(expect.arrayContaining(["Limpieza de esténciles", "Pedro G."]));
    for (const bad of ["tipo=borrar", "desde=2025-02-30", "desde=0000-01-01", "hasta=0000-12-31", "desde=ayer", "desde=2025-03-02&hasta=2025-03-01", "admin=x';--", `q=${"x".repeat(201)}`]) {
      expect(() => parseAuditFilter(new URLSearchParams(bad)), bad).toThrow(AuditFilterError);
    }
  });
});
