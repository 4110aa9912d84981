/**
 * Per-language publishing against the real databases: each language version of a post has its own
 * state. Public pages, listings, search, related posts, the feed, the sitemap and hreflang show
 * only published versions (a reader asking for an unpublished language gets the other one, marked
 * as a fallback); the newsletter mails each language's subscribers when that version is first
 * published, at most once per subscriber per post; one version can be scheduled on its own; and
 * publishing English needs its title, excerpt and content.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { createAdminUser } from "~/auth/users.server";
import { MSG_EN, type PostInput } from "~/blog/post-input";
import { getPostForEdit, listAdminPosts, PostSaveError, publishJobKey, PUBLISH_POST_JOB, publishScheduledPost, savePost, scheduledPostPublished } from "~/blog/posts.server";
import { clearFirstPublishHooks, registerFirstPublishHook } from "~/blog/publish-hooks.server";
import { feedPosts, getPublishedPost, listPublishedPosts, publishedPostIndex, relatedPosts } from "~/blog/queries.server";
import { searchPosts } from "~/blog/search.server";
import { SCHEDULE_MSG, utcToMonterreyInput } from "~/blog/schedule";
import { createPreview, resolvePreview } from "~/blog/previews.server";
import { rowsOf } from "~/db/client.server";
import { categories, jobs, newsletterSubscribers, postContents, posts } from "~/db/schema";
import { campaignOnFirstPublish } from "~/newsletter/campaigns.server";
import { registerJobHandler, runDueJobs } from "~/platform/jobs.server";
import { pageUrls } from "~/platform/seo";
import { useAuthEnv } from "../helpers/auth-env";
import { DB_KINDS, openTestDatabase, type TestDatabase } from "../helpers/db";
import { refusalOf } from "../helpers/refusal";
import { actorOf } from "../helpers/actor";
import type { Actor } from "~/platform/audit.server";

const inMs = (ms: number) => {
  const at = new Date(Math.ceil((Date.now() + ms) / 1000) * 1000);
  return { at, value: utcToMonterreyInput(at, { seconds: true }) };
};
const sleepUntil = async (at: Date) => {
  const wait = at.getTime() - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 50));
};

describe.each(DB_KINDS)("per-language publishing on %s", (kind) => {
  let database: TestDatabase;
  let author: Actor;
  let categoryId: number;
  let n = 0;

  /** A bilingual post (English complete) unless told otherwise; each gets its own words to search. */
  const input = (over: Partial<PostInput> = {}): PostInput & { word: string; enWord: string } => {
    n++;
    const word = `zarzuela${kind}${n}`;
    return {
      word,
      enWord: `kangaroo${n}`,
      intent: "draft",
      status: "draft",
      categoryId,
      slug: `idiomas-${kind}-${n}`,
      slugEn: `languages-${kind}-${n}`,
      featuredImageUrl: "",
      es: { title: `Versión española ${word}`, excerpt: "Resumen en español", content: "<p>Contenido en español</p>" },
      en: { title: `English version kangaroo${n}`, excerpt: "English excerpt", content: "<p>English content</p>" },
      tagIds: [],
      newTags: [],
      ...over,
    };
  };
  const versionStates = async (id: string) =>
    Object.fromEntries(
      (await database.db.select({ language: postContents.language, status: postContents.status }).from(postContents).where(eq(postContents.postId, id))).map((r) => [r.language, r.status]),
    );
  const deliveries = async (postId: string) =>
    rowsOf<{ email: string; campaign_language: string; n: number }>(
      await database.db.execute(sql`
        SELECT s.email, c.language AS campaign_language, count(*)::int AS n FROM newsletter_deliveries d
          JOIN newsletter_campaigns c ON c.id = d.campaign_id JOIN newsletter_subscribers s ON s.id = d.subscriber_id
         WHERE c.post_id = ${postId} GROUP BY s.email, c.language ORDER BY s.email`),
    );

  beforeAll(async () => {
    useAuthEnv();
    database = await openTestDatabase(kind);
    author = actorOf(await createAdminUser(`idiomas-${kind}@ardentia.test`, "contraseña del autor"));
    categoryId = (await database.db.select().from(categories).where(eq(categories.slug, "soldadura")))[0]!.id;
    registerJobHandler(PUBLISH_POST_JOB, publishScheduledPost, scheduledPostPublished);
    await database.db.insert(newsletterSubscribers).values([
      { email: `es-${kind}@acme.mx`, status: "active", language: "es", confirmedAt: new Date() },
      { email: `en-${kind}@acme.mx`, status: "active", language: "en", confirmedAt: new Date() },
    ]);
  });
  afterAll(async () => {
    clearFirstPublishHooks();
    await database?.cleanup();
  });
  beforeEach(() => {
    clearFirstPublishHooks();
    registerFirstPublishHook(campaignOnFirstPublish);
  });

  test("Spanish published, English a draft: every public surface shows the Spanish version only; then English is published", async () => {
    const given = input({ intent: "publish", statusEn: "draft" });
    const saved = await savePost(given, author);
    expect(saved).toMatchObject({ status: "published", firstPublished: ["es"], versions: { es: { status: "published" }, en: { status: "draft" } } });
    expect(await versionStates(saved.id)).toEqual({ es: "published", en: "draft" });

    // The post page: English readers get the Spanish text, marked as a fallback, at either slug.
    const es = await getPublishedPost(given.slug, "es");
    expect(es).toMatchObject({ contentLang: "es", fallback: false, languages: ["es"] });
    const en = await getPublishedPost(given.slugEn!, "en");
    expect(en).toMatchObject({ contentLang: "es", fallback: true, slug: given.slug, languages: ["es"] });
    expect(en!.html).toContain("Contenido en español");
    // hreflang lists only the published version.
    const urls = pageUrls(`/blog/${given.slug}`, "en", "https://x.test", { es: `/blog/${given.slug}`, en: `/blog/${given.slugEn}`, languages: en!.languages });
    expect(urls.alternates.map((a) => a.hreflang)).toEqual(["es", "x-default"]);
    // Listings, feed and related posts: the Spanish card on the English blog.
    const card = (await listPublishedPosts({ lang: "en", pageSize: 100 })).posts.find((p) => p.id === saved.id);
    expect(card).toMatchObject({ contentLang: "es", title: given.es.title, slug: given.slug });
    expect((await feedPosts("en", 100)).find((p) => p.id === saved.id)).toMatchObject({ contentLang: "es", title: given.es.title });
    const other = await savePost(input({ intent: "publish" }), author);
    expect((await relatedPosts({ id: other.id, categoryId }, "en", 50)).find((p) => p.id === saved.id)).toMatchObject({ contentLang: "es" });
    // Search: the English draft's words find nothing; the Spanish version is found from English pages too.
    expect((await searchPosts({ term: given.enWord, lang: "en" })).posts.map((p) => p.id)).not.toContain(saved.id);
    expect((await searchPosts({ term: given.word, lang: "en" })).posts.map((p) => [p.id, p.contentLang])).toEqual([[saved.id, "es"]]);
    // The sitemap lists the Spanish URL only.
    expect((await publishedPostIndex()).find((p) => p.slugs.es === given.slug)?.languages).toEqual(["es"]);
    // A preview link is still possible (the English version is unpublished) and shows the draft.
    const preview = await createPreview(saved.id, author);
    expect(await resolvePreview(preview.path.split("/").pop()!)).toMatchObject({ published: false });
    // The newsletter: only the Spanish subscriber, since the post has an English version to wait for.
    expect(await deliveries(saved.id)).toEqual([{ email: `es-${kind}@acme.mx`, campaign_language: "es", n: 1 }]);
    // The dashboard shows each version's state.
    expect((await listAdminPosts(0, 100)).find((p) => p.id === saved.id)).toMatchObject({ status: "published", statusEs: "published", statusEn: "draft" });
    expect((await getPostForEdit(saved.id))?.versions).toMatchObject({ es: { status: "published" }, en: { status: "draft", publishedAt: null } });

    // English published: it shows everywhere, and its subscriber gets the post once.
    const both = await savePost({ ...given, id: saved.id, intent: "publish", statusEn: "same" }, author);
    expect(both).toMatchObject({ firstPublished: ["en"] });
    expect(await getPublishedPost(given.slugEn!, "en")).toMatchObject({ contentLang: "en", fallback: false, languages: ["en", "es"] });
    expect((await searchPosts({ term: given.enWord, lang: "en" })).posts.map((p) => [p.id, p.contentLang])).toEqual([[saved.id, "en"]]);
    expect((await publishedPostIndex()).find((p) => p.slugs.es === given.slug)?.languages).toEqual(["es", "en"]);
    expect(await deliveries(saved.id)).toEqual([
      { email: `en-${kind}@acme.mx`, campaign_language: "en", n: 1 },
      { email: `es-${kind}@acme.mx`, campaign_language: "es", n: 1 },
    ]);
    await expect(createPreview(saved.id, author)).rejects.toThrow(/todos sus idiomas/);

    // Unpublishing English alone and publishing it again mails nobody again.
    await savePost({ ...given, id: saved.id, intent: "draft", status: "published", statusEn: "draft" }, author);
    expect(await versionStates(saved.id)).toEqual({ es: "published", en: "draft" });
    expect(await getPublishedPost(given.slugEn!, "en")).toMatchObject({ contentLang: "es", fallback: true });
    const again = await savePost({ ...given, id: saved.id, intent: "publish", statusEn: "same" }, author);
    expect(again.firstPublished).toEqual([]);
    expect((await deliveries(saved.id)).map((d) => d.n)).toEqual([1, 1]);
  });

  test("English published while Spanish stays a draft: the Spanish blog shows the English version", async () => {
    const given = input({ intent: "draft", status: "draft", statusEn: "published" });
    const saved = await savePost(given, author);
    expect(saved).toMatchObject({ status: "published", firstPublished: ["en"] });
    expect(await versionStates(saved.id)).toEqual({ es: "draft", en: "published" });
    expect((await listPublishedPosts({ lang: "es", pageSize: 100 })).posts.find((p) => p.id === saved.id)).toMatchObject({ contentLang: "en", slug: given.slugEn });
    expect(await getPublishedPost(given.slug, "es")).toMatchObject({ contentLang: "en", fallback: true, languages: ["en"] });
    // Only English subscribers: the post has a Spanish version still to come.
    expect(await deliveries(saved.id)).toEqual([{ email: `en-${kind}@acme.mx`, campaign_language: "en", n: 1 }]);
  });

  test("a post without an English version mails everyone once; an English version added later mails nobody again", async () => {
    const given = input({ intent: "publish", en: { title: "", excerpt: "", content: "" } });
    const saved = await savePost(given, author);
    expect((await deliveries(saved.id)).map((d) => [d.email, d.campaign_language])).toEqual([
      [`en-${kind}@acme.mx`, "es"],
      [`es-${kind}@acme.mx`, "es"],
    ]);
    const later = await savePost({ ...input({ intent: "publish" }), id: saved.id, slug: given.slug, slugEn: `later-${kind}` }, author);
    expect(later.firstPublished).toEqual(["en"]);
    const rows = await deliveries(saved.id);
    expect(rows.map((d) => d.n)).toEqual([1, 1]);
    expect(rows.every((d) => d.campaign_language === "es")).toBe(true);
  });

  test("publishing English needs its title, excerpt and content: refused when chosen, kept as a draft with a notice when it only follows Spanish", async () => {
    const incomplete = { title: "Only a title", excerpt: "", content: "" };
    const refused = await refusalOf(savePost(input({ intent: "draft", status: "draft", statusEn: "published", en: incomplete }), author), PostSaveError);
    expect(refused).toMatchObject({ kind: "required-en", message: MSG_EN.excerpt });
    // An empty English version chosen for publication: refused too.
    const empty = await refusalOf(savePost(input({ intent: "publish", statusEn: "published", en: { title: "", excerpt: "", content: "" } }), author), PostSaveError);
    expect(empty).toMatchObject({ kind: "required-en", message: MSG_EN.title });
    const noContent = await refusalOf(savePost(input({ intent: "draft", statusEn: "published", en: { ...incomplete, excerpt: "x" } }), author), PostSaveError);
    expect(noContent.message).toBe(MSG_EN.content);
    const count = async () => Number(rowsOf<{ n: string }>(await database.db.execute(sql`SELECT count(*) AS n FROM posts WHERE slug LIKE ${`idiomas-${kind}-%`}`))[0]!.n);
    const before = await count();
    await refusalOf(savePost(input({ intent: "publish", statusEn: "published", en: incomplete }), author), PostSaveError);
    expect(await count()).toBe(before);

    const follows = await savePost(input({ intent: "publish", en: incomplete }), author);
    expect(follows.versions).toMatchObject({ es: { status: "published" }, en: { status: "draft" } });
    expect(follows.notice).toBe("La versión en inglés queda como borrador: para publicar en inglés, escribe el resumen en inglés");
    expect(follows.firstPublished).toEqual(["es"]);
  });

  test("one version scheduled on its own: English goes public at its time, once, with its newsletter; the published Spanish one cannot be scheduled", async () => {
    const given = input({ intent: "publish", statusEn: "draft" });
    const saved = await savePost(given, author);
    const time = inMs(1500);
    const scheduled = await savePost({ ...given, id: saved.id, intent: "schedule", status: "published", scheduleLang: "en", scheduledAt: time.value }, author);
    expect(scheduled).toMatchObject({ status: "published", scheduledAt: time.at.toISOString(), versions: { es: { status: "published" }, en: { status: "scheduled" } } });
    const [job] = await database.db.select().from(jobs).where(eq(jobs.key, publishJobKey(saved.id, "en")));
    expect(job).toMatchObject({ status: "queued", payload: { postId: saved.id, language: "en" } });
    expect((await database.db.select().from(jobs).where(eq(jobs.key, publishJobKey(saved.id, "es"))))).toEqual([]);
    const refused = await refusalOf(savePost({ ...given, id: saved.id, intent: "schedule", scheduleLang: "es", scheduledAt: inMs(60_000).value }, author), PostSaveError);
    expect(refused.message).toBe(SCHEDULE_MSG.published);

    await Promise.all([runDueJobs(database.db), runDueJobs(database.db)]);
    expect(await versionStates(saved.id)).toEqual({ es: "published", en: "scheduled" });
    await sleepUntil(time.at);
    await Promise.all([runDueJobs(database.db), runDueJobs(database.db), runDueJobs(database.db)]);
    expect(await versionStates(saved.id)).toEqual({ es: "published", en: "published" });
    const [post] = await database.db.select().from(posts).where(eq(posts.id, saved.id));
    expect(post).toMatchObject({ status: "published", scheduledAt: null });
    expect(await getPublishedPost(given.slugEn!, "en")).toMatchObject({ contentLang: "en", fallback: false });
    expect(await deliveries(saved.id)).toEqual([
      { email: `en-${kind}@acme.mx`, campaign_language: "en", n: 1 },
      { email: `es-${kind}@acme.mx`, campaign_language: "es", n: 1 },
    ]);
  });

  test("both versions scheduled for the same time go public together: the first language's job publishes every version due, the other's finds nothing left", async () => {
    const given = input({ intent: "schedule", scheduledAt: inMs(60_000).value });
    const saved = await savePost(given, author);
    const past = new Date(Date.now() - 1000);
    await database.db.update(postContents).set({ scheduledAt: past }).where(eq(postContents.postId, saved.id));
    // Only the Spanish job runs (the English one would wait behind the row's lock and retry later).
    await database.db.transaction((tx) => publishScheduledPost(tx, { postId: saved.id, language: "es" }));
    expect(await versionStates(saved.id)).toEqual({ es: "published", en: "published" });
    // The publication is a version of its own: a save based on the scheduled one meets the conflict.
    const [after] = await database.db.select({ version: posts.version }).from(posts).where(eq(posts.id, saved.id));
    expect(after!.version).toBe(saved.version + 1);
    const stale = await refusalOf(savePost({ ...given, id: saved.id, baseVersion: saved.version }, author), PostSaveError);
    expect(stale.kind).toBe("conflict");
    await database.db.transaction((tx) => publishScheduledPost(tx, { postId: saved.id, language: "en" }));
    expect((await deliveries(saved.id)).map((d) => d.n)).toEqual([1, 1]);
  });

  test("a job queued before versions had their own schedule (no language) publishes every version due", async () => {
    const given = input({ intent: "schedule", scheduledAt: inMs(60_000).value });
    const saved = await savePost(given, author);
    const past = new Date(Date.now() - 1000);
    await database.db.update(postContents).set({ scheduledAt: past }).where(eq(postContents.postId, saved.id));
    await database.db.update(jobs).set({ status: "cancelled" }).where(and(eq(jobs.kind, PUBLISH_POST_JOB), sql`${jobs.key} LIKE ${`%${saved.id}%`}`));
    await database.db.insert(jobs).values({ key: `${PUBLISH_POST_JOB}:${saved.id}`, kind: PUBLISH_POST_JOB, payload: { postId: saved.id }, runAt: past });
    await runDueJobs(database.db);
    expect(await versionStates(saved.id)).toEqual({ es: "published", en: "published" });
    expect((await deliveries(saved.id)).map((d) => d.n)).toEqual([1, 1]);
  });
});
