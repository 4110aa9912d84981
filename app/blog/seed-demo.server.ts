/**
 * Demo content: the bilingual technical posts of app/content/demo-posts.ts, seeded
 * once, on the first start of an installation. A row in app_meta remembers that it ran, so posts
 * the admin later deletes do not come back.
 */
import { eq, inArray } from "drizzle-orm";
import { DEMO_POSTS, DEMO_TAGS, type DemoPost } from "~/content/demo-posts";
import type { Db } from "~/db/client.server";
import { appMeta, categories, postContents, posts, postTags, tags } from "~/db/schema";
import type { SeedStep } from "~/db/seed.server";
import { contentChanged } from "~/platform/page-cache/events.server";
import { sanitizePostHtml } from "~/blog/sanitize-html";
import { refreshTagsText } from "./tags.server";
import { scheduleJob } from "~/platform/jobs.server";
import { PUBLISH_POST_JOB, publishJobKey } from "./posts.server";
import { monterreyToUtc, utcToMonterreyInput } from "./schedule";
import { recordRevision } from "./revisions.server";
import { SYSTEM_ACTOR } from "~/platform/audit.server";

export const DEMO_SEEDED_KEY = "blog.demo_seeded_at";

/** A scheduled demo post's time: `days` after `now`, at 09:00 Monterrey time. */
export function demoScheduleTime(days: number, now = new Date()): Date {
  const day = utcToMonterreyInput(new Date(now.getTime() + days * 86_400_000)).slice(0, 10);
  return monterreyToUtc(`${day}T09:00`)!;
}

/** Inserts the demo tags and posts (queuing the job of a scheduled one); returns how many posts were inserted. */
export async function insertDemoPosts(db: Db, list: ReadonlyArray<DemoPost> = DEMO_POSTS, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .insert(tags)
      .values(DEMO_TAGS.map((t) => ({ slug: t.key, nameEs: t.name.es, nameEn: t.name.en })))
      .onConflictDoNothing({ target: tags.slug });
    const tagRows = await tx
      .select({ id: tags.id, slug: tags.slug })
      .from(tags)
      .where(inArray(tags.slug, DEMO_TAGS.map((t) => t.key)));
    const tagId = new Map(tagRows.map((t) => [t.slug, t.id]));
    const categoryRows = await tx.select({ id: categories.id, slug: categories.slug }).from(categories);
    const categoryId = new Map(categoryRows.map((c) => [c.slug, c.id]));

    let inserted = 0;
    for (const demo of list) {
      const category = categoryId.get(demo.category);
      if (category === undefined) throw new Error(`Demo post ${demo.slug}: unknown category ${demo.category}`);
      const published = demo.status === "published" || demo.status === "archived";
      const scheduledAt = demo.status === "scheduled" ? demoScheduleTime(demo.scheduleInDays ?? 7, now) : null;
      const [row] = await tx
        .insert(posts)
        .values({
          slug: demo.slug,
          slugEn: demo.slugEn ?? null,
          categoryId: category,
          status: demo.status,
          featuredImageUrl: demo.cover,
          publishedAt: published ? new Date(demo.publishedAt) : null,
          scheduledAt,
          createdAt: new Date(demo.publishedAt),
          updatedAt: new Date(demo.publishedAt),
        })
        .onConflictDoNothing({ target: posts.slug })
        .returning({ id: posts.id });
      if (!row) continue;
      const contents = (["es", "en"] as const).flatMap((language) => {
        const c = demo.content[language];
        return c
          ? [{ postId: row.id, language, title: c.title, excerpt: c.excerpt, content: sanitizePostHtml(c.html), status: demo.status, publishedAt: published ? new Date(demo.publishedAt) : null, scheduledAt }]
          : [];
      });
      if (scheduledAt) {
        for (const { language } of contents) {
          await scheduleJob(tx, { key: publishJobKey(row.id, language), kind: PUBLISH_POST_JOB, runAt: scheduledAt, payload: { postId: row.id, language } });
        }
      }
      if (contents.length) await tx.insert(postContents).values(contents);
      const ids = demo.tags.map((key) => tagId.get(key)).filter((id): id is number => id !== undefined);
      if (ids.length) await tx.insert(postTags).values(ids.map((id) => ({ postId: row.id, tagId: id }))).onConflictDoNothing();
      await refreshTagsText(tx, row.id);
      await recordRevision(tx as unknown as Db, row.id, { reason: demo.status === "published" ? "publish" : "save", actor: SYSTEM_ACTOR });
      inserted++;
    }
    return inserted;
  });
}

/** Seeds the demo posts on the first start only (idempotent: guarded by app_meta). */
export async function seedDemoPosts(db: Db): Promise<void> {
  const [done] = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, DEMO_SEEDED_KEY));
  if (done) return;
  const inserted = await db.transaction(async (tx) => {
    // The flag first: a second process seeding concurrently conflicts here and seeds nothing.
    const claimed = await tx
      .insert(appMeta)
      .values({ key: DEMO_SEEDED_KEY, value: new Date().toISOString() })
      .onConflictDoNothing({ target: appMeta.key })
      .returning({ key: appMeta.key });
    if (!claimed.length) return 0;
    return insertDemoPosts(tx as unknown as Db);
  });
  if (inserted > 0) await contentChanged("blog demo content seeded");
}

/** Registered in app/register.server.ts. */
export const demoPostsSeed: SeedStep = { name: "blog-demo-posts", run: seedDemoPosts };
