/**
 * Scheduled publishing against the real databases: a post scheduled for a time (entered in
 * Monterrey time) stays private until then and is published by its job on the durable queue, once,
 * with its newsletter campaign, even when four processes poll at that moment; unscheduling,
 * rescheduling, «Publicar» and «Guardar borrador» on a scheduled post; and the refusals.
 * (That a server process publishes after a restart before or after the time is in
 * scheduled-posts-restart.test.ts.)
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { createAdminUser } from "~/auth/users.server";
import { type PostInput } from "~/blog/post-input";
import { listAdminPosts, postCounts, PostSaveError, publishJobKey, PUBLISH_POST_JOB, publishScheduledPost, savePost, scheduledPostPublished } from "~/blog/posts.server";
import { clearFirstPublishHooks, registerFirstPublishHook } from "~/blog/publish-hooks.server";
import { listPublishedPosts } from "~/blog/queries.server";
import { SCHEDULE_MSG, utcToMonterreyInput } from "~/blog/schedule";
import { openDatabase, rowsOf, type Database } from "~/db/client.server";
import { categories, newsletterSubscribers, posts } from "~/db/schema";
import { campaignOnFirstPublish } from "~/newsletter/campaigns.server";
import { registerJobHandler, runDueJobs } from "~/platform/jobs.server";
import { onContentChanged } from "~/platform/page-cache/events.server";
import { useAuthEnv } from "../helpers/auth-env";
import { DB_KINDS, openTestDatabase, type TestDatabase } from "../helpers/db";
import { refusalOf } from "../helpers/refusal";
import { actorOf } from "../helpers/actor";
import type { Actor } from "~/platform/audit.server";

const sleepUntil = async (at: Date) => {
  const wait = at.getTime() - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 50));
};
/** A publication time `ms` from now, as the editor sends it (Monterrey wall clock, with seconds). */
const inMs = (ms: number) => {
  // Whole seconds (what the editor can send), never earlier than asked.
  const at = new Date(Math.ceil((Date.now() + ms) / 1000) * 1000);
  return { at, value: utcToMonterreyInput(at, { seconds: true }) };
};

describe.each(DB_KINDS)("scheduled posts on %s", (kind) => {
  let database: TestDatabase;
  const others: Array<Database> = [];
  let author: Actor;
  let categoryId: number;
  let n = 0;
  const changes: Array<string> = [];

  const input = (over: Partial<PostInput> = {}): PostInput => {
    n++;
    return {
      intent: "draft",
      status: "draft",
      categoryId,
      slug: `programado-${kind}-${n}`,
      featuredImageUrl: "",
      es: { title: `Post programado ${n}`, excerpt: "Resumen", content: "<p>Contenido</p>" },
      en: { title: "", excerpt: "", content: "" },
      tagIds: [],
      newTags: [],
      ...over,
    };
  };
  const row = async (id: string) => (await database.db.select().from(posts).where(eq(posts.id, id)))[0]!;
  const job = async (id: string) => rowsOf<{ status: string; run_at: string }>(await database.db.execute(sql`SELECT status, run_at FROM jobs WHERE key = ${publishJobKey(id, "es")}`))[0];
  const isPublic = async (slug: string) => (await listPublishedPosts({ lang: "es", page: 1 })).posts.some((p) => p.slug === slug);
  /** Four processes (separate pools) poll at once, twice over. */
  const pollEverywhere = async () => {
    const pools = [database, ...others];
    for (let round = 0; round < 2; round++) await Promise.all(pools.map((p) => runDueJobs(p.db)));
  };

  beforeAll(async () => {
    useAuthEnv();
    database = await openTestDatabase(kind);
    for (let i = 0; i < 3; i++) others.push(await openDatabase({ databaseUrl: database.url, migrate: false, poolSize: 3 }));
    author = actorOf(await createAdminUser(`programa-${kind}@ardentia.test`, "contraseña del autor"));
    categoryId = (await database.db.select().from(categories).where(eq(categories.slug, "soldadura")))[0]!.id;
    registerJobHandler(PUBLISH_POST_JOB, publishScheduledPost, scheduledPostPublished);
    onContentChanged((reason) => changes.push(reason));
    await database.db.insert(newsletterSubscribers).values(
      ["uno", "dos", "tres"].map((name, i) => ({ email: `${name}-${kind}@acme.mx`, status: "active" as const, language: i === 2 ? ("en" as const) : ("es" as const), confirmedAt: new Date() })),
    );
  });
  afterAll(async () => {
    clearFirstPublishHooks();
    await Promise.all(others.map((o) => o.close()));
    await database?.cleanup();
  });
  beforeEach(() => {
    clearFirstPublishHooks();
    registerFirstPublishHook(campaignOnFirstPublish);
    changes.length = 0;
  });

  test("a scheduled post stays private until its time; then four processes polling at once publish it once, with one newsletter per subscriber", async () => {
    const time = inMs(2500);
    const saved = await savePost(input({ intent: "schedule", scheduledAt: time.value }), author);
    expect(saved).toMatchObject({ status: "scheduled", firstPublication: false, scheduledAt: time.at.toISOString() });
    expect((await row(saved.id)).scheduledAt?.toISOString()).toBe(time.at.toISOString());
    expect(await job(saved.id)).toMatchObject({ status: "queued" });
    expect(new Date((await job(saved.id))!.run_at).toISOString()).toBe(time.at.toISOString());
    expect(await postCounts()).toMatchObject({ scheduled: 1 });
    expect((await listAdminPosts()).find((p) => p.id === saved.id)).toMatchObject({ status: "scheduled", scheduledAt: time.at.toISOString() });

    // Before the time: nothing happens, however often it is polled.
    await pollEverywhere();
    expect((await row(saved.id)).status).toBe("scheduled");
    expect(await isPublic(saved.slug)).toBe(false);

    await sleepUntil(time.at);
    changes.length = 0;
    await pollEverywhere();
    const published = await row(saved.id);
    expect(published).toMatchObject({ status: "published", scheduledAt: null });
    expect(published.publishedAt!.getTime()).toBeGreaterThanOrEqual(time.at.getTime());
    expect(published.publishedAt!.getTime()).toBeLessThan(time.at.getTime() + 10_000);
    expect(await job(saved.id)).toMatchObject({ status: "done" });
    expect(await isPublic(saved.slug)).toBe(true);
    expect(changes.filter((c) => c.includes(saved.id))).toHaveLength(1);
    // One campaign, one delivery per active subscriber.
    const deliveries = rowsOf<{ email: string; n: number }>(
      await database.db.execute(sql`
        SELECT s.email, count(*)::int AS n FROM newsletter_deliveries d
          JOIN newsletter_campaigns c ON c.id = d.campaign_id JOIN newsletter_subscribers s ON s.id = d.subscriber_id
         WHERE c.post_id = ${saved.id} GROUP BY s.email ORDER BY s.email`),
    );
    expect(deliveries).toEqual(["dos", "tres", "uno"].map((name) => ({ email: `${name}-${kind}@acme.mx`, n: 1 })));
    expect(rowsOf<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM newsletter_campaigns WHERE post_id = ${saved.id}`))[0]!.n).toBe(1);
    expect(await postCounts()).toMatchObject({ scheduled: 0 });
  });

  test("unscheduling (saving as a draft) cancels the job; scheduling again and moving the time publishes at the new time only", async () => {
    const first = inMs(1500);
    const saved = await savePost(input({ intent: "schedule", scheduledAt: first.value }), author);
    const base = { id: saved.id, slug: saved.slug };
    // «Cancelar programación»: a draft, no time, no job.
    const draft = await savePost(input({ ...base, intent: "draft", status: "draft" }), author);
    expect(draft).toMatchObject({ status: "draft", scheduledAt: null });
    expect(await job(saved.id)).toMatchObject({ status: "cancelled" });
    await sleepUntil(first.at);
    await pollEverywhere();
    expect((await row(saved.id)).status).toBe("draft");

    // Scheduled again, then moved later before the first time comes.
    const second = inMs(1500);
    const later = inMs(3500);
    await savePost(input({ ...base, intent: "schedule", scheduledAt: second.value }), author);
    const moved = await savePost(input({ ...base, intent: "schedule", scheduledAt: later.value }), author);
    expect(moved.scheduledAt).toBe(later.at.toISOString());
    expect(rowsOf<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM jobs WHERE key = ${publishJobKey(saved.id, "es")}`))[0]!.n).toBe(1);
    await sleepUntil(second.at);
    await pollEverywhere();
    expect((await row(saved.id)).status).toBe("scheduled");
    await sleepUntil(later.at);
    await pollEverywhere();
    expect((await row(saved.id)).status).toBe("published");
  });

  test("«Guardar borrador» on a scheduled post keeps its time; «Publicar» publishes now and cancels the job", async () => {
    const time = inMs(60_000);
    const saved = await savePost(input({ intent: "schedule", scheduledAt: time.value }), author);
    const base = { id: saved.id, slug: saved.slug };
    const edited = await savePost(input({ ...base, intent: "draft", status: "scheduled", es: { title: "Título corregido", excerpt: "R", content: "<p>x</p>" } }), author);
    expect(edited).toMatchObject({ status: "scheduled", scheduledAt: time.at.toISOString() });
    expect(await job(saved.id)).toMatchObject({ status: "queued" });
    const now = await savePost(input({ ...base, intent: "publish" }), author);
    expect(now).toMatchObject({ status: "published", firstPublication: true, scheduledAt: null });
    expect(await job(saved.id)).toMatchObject({ status: "cancelled" });
    expect((await row(saved.id)).scheduledAt).toBeNull();
  });

  test("a scheduled post deleted before its time: the job finds nothing and is done", async () => {
    const time = inMs(800);
    const saved = await savePost(input({ intent: "schedule", scheduledAt: time.value }), author);
    await database.db.delete(posts).where(eq(posts.id, saved.id));
    await sleepUntil(time.at);
    await pollEverywhere();
    expect(await job(saved.id)).toMatchObject({ status: "done" });
  });

  test("refusals: a past time (offers to publish now), malformed or missing times, too far ahead, scheduling a published post, a scheduled status without a time", async () => {
    const refused = (over: Partial<PostInput>) => refusalOf(savePost(input(over), author), PostSaveError);
    const before = (await database.db.select({ id: posts.id }).from(posts)).length;
    expect(await refused({ intent: "schedule", scheduledAt: utcToMonterreyInput(new Date(Date.now() - 60_000)) })).toMatchObject({ kind: "past", message: SCHEDULE_MSG.past });
    for (const bad of ["2026-13-40T25:00", "mañana a las diez", "2026-02-30T10:00", "2026-11-26 10:00"]) {
      expect(await refused({ intent: "schedule", scheduledAt: bad })).toMatchObject({ kind: "invalid", message: SCHEDULE_MSG.malformed });
    }
    expect(await refused({ intent: "schedule", scheduledAt: "" })).toMatchObject({ message: SCHEDULE_MSG.missing });
    expect(await refused({ intent: "schedule", scheduledAt: "2099-01-01T10:00" })).toMatchObject({ message: SCHEDULE_MSG.tooFar });
    expect(await refused({ intent: "draft", status: "scheduled" })).toMatchObject({ message: SCHEDULE_MSG.noTime });
    expect((await database.db.select({ id: posts.id }).from(posts)).length).toBe(before);

    const published = await savePost(input({ intent: "publish" }), author);
    expect(await refused({ id: published.id, slug: published.slug, intent: "schedule", scheduledAt: inMs(60_000).value })).toMatchObject({ message: SCHEDULE_MSG.published });
    expect(await refused({ id: published.id, slug: published.slug, intent: "draft", status: "scheduled" })).toMatchObject({ message: SCHEDULE_MSG.noTime });
    expect((await row(published.id)).status).toBe("published");
    expect(await job(published.id)).toBeUndefined();
  });
});
