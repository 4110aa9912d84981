/**
 * Post revisions and the editor's autosaves. Every save, publication and restore records a
 * revision in its own transaction (`recordRevision`): both languages' title, excerpt, content and
 * state, the category, the tags, the post's state, who and when. The last `REVISIONS_KEPT` of a
 * post are kept, plus every one that was public. An autosave holds one admin's unsaved edits of a
 * post; it never changes the post, and the next real save of that admin replaces it.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { db, type Db } from "~/db/client.server";
import { postAutosaves, postContents, postRevisions, posts, postTags, type RevisionLanguage } from "~/db/schema";
import type { Tx } from "~/blog/publish-hooks.server";
import type { Actor } from "~/platform/audit.server";
import { isUuid } from "~/platform/ids";
import type { Revision, RevisionReason, RevisionSummary } from "./revision-types";

export type { Revision, RevisionReason, RevisionSummary };

/** How many revisions of a post are kept besides the ones that were public. */
export const REVISIONS_KEPT = 50;

/**
 * Records the post's current state (as `tx` sees it) as a revision, then drops revisions beyond
 * the last `REVISIONS_KEPT` that were never public.
 */
export async function recordRevision(tx: Tx | Db, postId: string, how: { reason: RevisionReason; actor: Actor; restoredFrom?: number }): Promise<number> {
  const [post] = await tx.select({ version: posts.version, status: posts.status, categoryId: posts.categoryId }).from(posts).where(eq(posts.id, postId));
  if (!post) throw new Error(`post ${postId} not found for its revision`);
  const contents = await tx
    .select({ language: postContents.language, title: postContents.title, excerpt: postContents.excerpt, content: postContents.content, status: postContents.status })
    .from(postContents)
    .where(eq(postContents.postId, postId));
  const tagRows = await tx.select({ tagId: postTags.tagId }).from(postTags).where(eq(postTags.postId, postId));
  const version = (lang: "es" | "en"): RevisionLanguage | null => {
    const c = contents.find((row) => row.language === lang);
    return c ? { title: c.title, excerpt: c.excerpt, content: c.content, status: c.status } : null;
  };
  const es = version("es") ?? { title: "", excerpt: "", content: "", status: "draft" as const };
  const [row] = await tx
    .insert(postRevisions)
    .values({
      postId,
      version: post.version,
      authorId: how.actor.id,
      authorLabel: how.actor.email,
      reason: how.reason,
      status: post.status,
      published: contents.some((c) => c.status === "published"),
      categoryId: post.categoryId,
      tagIds: tagRows.map((t) => t.tagId).sort((a, b) => a - b),
      es,
      en: version("en"),
      restoredFrom: how.restoredFrom ?? null,
    })
    .returning({ id: postRevisions.id });
  await tx.execute(sql`
    DELETE FROM post_revisions
     WHERE post_id = ${postId} AND NOT published
       AND id NOT IN (SELECT id FROM post_revisions WHERE post_id = ${postId} ORDER BY id DESC LIMIT ${REVISIONS_KEPT})`);
  return row!.id;
}

function summaryOf(row: typeof postRevisions.$inferSelect): RevisionSummary {
  return {
    id: row.id,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    authorLabel: row.authorLabel,
    reason: row.reason,
    status: row.status,
    published: row.published,
    restoredFrom: row.restoredFrom ?? null,
    languages: row.en ? ["es", "en"] : ["es"],
  };
}

/** A post's revisions, newest first (without their texts). */
export async function listRevisions(postId: string): Promise<Array<RevisionSummary>> {
  if (!isUuid(postId)) return [];
  const rows = await db().select().from(postRevisions).where(eq(postRevisions.postId, postId)).orderBy(desc(postRevisions.id));
  return rows.map(summaryOf);
}

/** One revision of a post with its texts; null when the post or the revision does not exist. */
export async function getRevision(postId: string, id: number): Promise<Revision | null> {
  if (!isUuid(postId) || !Number.isSafeInteger(id) || id <= 0) return null;
  const [row] = await db()
    .select()
    .from(postRevisions)
    .where(and(eq(postRevisions.postId, postId), eq(postRevisions.id, id)));
  if (!row) return null;
  return { ...summaryOf(row), categoryId: row.categoryId, tagIds: row.tagIds, es: row.es, en: row.en ?? null };
}

// --- autosave ------------------------------------------------------------------------------------

/** `editedAt`: when the edits were current by the browser's clock (null when the editor did not say). */
export type Autosave = { baseVersion: number; data: Record<string, unknown>; savedAt: string; editedAt: string | null };

/**
 * Stores one admin's unsaved edits of an existing post (replacing their previous autosave); null
 * when the post is gone, "version" when `baseVersion` is ahead of the post's (edits based on a
 * version that never was). `editedAt` is the browser's time of the edits, kept as it came.
 */
export async function saveAutosave(
  postId: string,
  userId: string,
  baseVersion: number,
  data: Record<string, unknown>,
  editedAt: Date | null = null,
  now = new Date(),
): Promise<{ savedAt: string } | "version" | null> {
  if (!isUuid(postId)) return null;
  const [post] = await db().select({ version: posts.version }).from(posts).where(eq(posts.id, postId));
  if (!post) return null;
  if (baseVersion > post.version) return "version";
  await db()
    .insert(postAutosaves)
    .values({ postId, userId, baseVersion, data, savedAt: now, editedAt })
    .onConflictDoUpdate({ target: [postAutosaves.postId, postAutosaves.userId], set: { baseVersion, data, savedAt: now, editedAt } });
  return { savedAt: now.toISOString() };
}

/** The admin's autosave of the post when it is newer than the post's last save, else null. */
export async function getAutosave(postId: string, userId: string): Promise<Autosave | null> {
  if (!isUuid(postId)) return null;
  const [row] = await db()
    .select({ baseVersion: postAutosaves.baseVersion, data: postAutosaves.data, savedAt: postAutosaves.savedAt, editedAt: postAutosaves.editedAt, updatedAt: posts.updatedAt })
    .from(postAutosaves)
    .innerJoin(posts, eq(posts.id, postAutosaves.postId))
    .where(and(eq(postAutosaves.postId, postId), eq(postAutosaves.userId, userId)));
  if (!row || row.savedAt <= row.updatedAt) return null;
  return { baseVersion: row.baseVersion, data: row.data, savedAt: row.savedAt.toISOString(), editedAt: row.editedAt?.toISOString() ?? null };
}

/** Drops the admin's autosave of the post (their save or their «Descartar» replaced it). */
export async function dropAutosave(postId: string, userId: string | null, tx: Tx | Db = db()): Promise<void> {
  if (!userId || !isUuid(postId)) return;
  await tx.delete(postAutosaves).where(and(eq(postAutosaves.postId, postId), eq(postAutosaves.userId, userId)));
}
