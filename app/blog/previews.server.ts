/**
 * Shareable preview links of unpublished posts («Compartir vista previa»): anyone with the link
 * sees the post as its public page will look, without signing in, until the link expires (7 days
 * by default) or is revoked. The link carries a random 256-bit token; only its sha256 is stored,
 * so the links cannot be read back from the database (a lost link is replaced by a new one).
 */
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { postPreviews, posts } from "~/db/schema";
import { isUuid } from "~/platform/ids";
import { recordAudit, type Actor } from "~/platform/audit.server";
import { postTitle } from "./posts.server";

export const PREVIEW_PATH = "/vista-previa";
export const PREVIEW_DAYS = 7;
/** At most this many live links per post (a forgotten one is revoked first). */
export const MAX_LIVE_PREVIEWS = 20;
/** base64url of 32 random bytes. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const hash = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

export type PreviewLink = { id: string; createdAt: string; expiresAt: string };

export class PreviewError extends Error {}

/** Whether every language version of the post `posts` names is published (nothing left to preview). */
const allVersionsPublished = sql<boolean>`NOT EXISTS (SELECT 1 FROM post_contents pc WHERE pc.post_id = ${posts.id} AND pc.status <> 'published')`;

/** A new link for an unpublished post: the token (shown once), its path and expiry. */
export async function createPreview(postId: string, actor: Actor, now = new Date(), days = PREVIEW_DAYS): Promise<PreviewLink & { path: string }> {
  if (!isUuid(postId)) throw new PreviewError("El post no existe");
  const [post] = await db().select({ allPublished: allVersionsPublished }).from(posts).where(eq(posts.id, postId));
  if (!post) throw new PreviewError("El post no existe");
  if (post.allPublished) throw new PreviewError("El post ya está publicado en todos sus idiomas: comparte su enlace público");
  const live = await listPreviews(postId, now);
  if (live.length >= MAX_LIVE_PREVIEWS) throw new PreviewError(`Este post ya tiene ${MAX_LIVE_PREVIEWS} enlaces de vista previa activos: revoca alguno antes de crear otro`);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + days * 86_400_000);
  const row = await db().transaction(async (tx) => {
    const [created] = await tx.insert(postPreviews).values({ postId, tokenHash: hash(token), createdBy: actor.id, createdAt: now, expiresAt }).returning({ id: postPreviews.id });
    await recordAudit(tx, actor, { action: "post.preview_link_created", objectType: "post", objectId: postId, objectLabel: await postTitle(tx, postId), details: { previewId: created!.id, expiresAt: expiresAt.toISOString() } });
    return created;
  });
  return { id: row!.id, path: `${PREVIEW_PATH}/${token}`, createdAt: now.toISOString(), expiresAt: expiresAt.toISOString() };
}

/** The post's links that still work, newest first (without their tokens). */
export async function listPreviews(postId: string, now = new Date()): Promise<Array<PreviewLink>> {
  if (!isUuid(postId)) return [];
  const rows = await db()
    .select({ id: postPreviews.id, createdAt: postPreviews.createdAt, expiresAt: postPreviews.expiresAt })
    .from(postPreviews)
    .where(and(eq(postPreviews.postId, postId), isNull(postPreviews.revokedAt), gt(postPreviews.expiresAt, now)))
    .orderBy(desc(postPreviews.createdAt));
  return rows.map((r) => ({ id: r.id, createdAt: r.createdAt.toISOString(), expiresAt: r.expiresAt.toISOString() }));
}

/** Revokes one of the post's links; false when there was no such live link. */
export async function revokePreview(postId: string, previewId: string, actor: Actor, now = new Date()): Promise<boolean> {
  if (!isUuid(postId) || !isUuid(previewId)) return false;
  return db().transaction(async (tx) => {
    const revoked = await tx
      .update(postPreviews)
      .set({ revokedAt: now })
      .where(and(eq(postPreviews.id, previewId), eq(postPreviews.postId, postId), isNull(postPreviews.revokedAt)))
      .returning({ id: postPreviews.id });
    if (revoked.length !== 1) return false;
    await recordAudit(tx, actor, { action: "post.preview_link_revoked", objectType: "post", objectId: postId, objectLabel: await postTitle(tx, postId), details: { previewId } });
    return true;
  });
}

/**
 * What a preview token opens: its post (id, slug, whether every version has since been published:
 * its public page is then the one to see, and when its first scheduled version is due) and when the link expires; null for a
 * malformed, unknown, expired or revoked token or a deleted post.
 */
export async function resolvePreview(
  token: string,
  now = new Date(),
): Promise<{ postId: string; slug: string; published: boolean; scheduledAt: string | null; expiresAt: string } | null> {
  if (!TOKEN.test(token)) return null;
  const [row] = await db()
    .select({ postId: postPreviews.postId, allPublished: allVersionsPublished, slug: posts.slug, scheduledAt: posts.scheduledAt, expiresAt: postPreviews.expiresAt })
    .from(postPreviews)
    .innerJoin(posts, eq(posts.id, postPreviews.postId))
    .where(and(eq(postPreviews.tokenHash, hash(token)), isNull(postPreviews.revokedAt), gt(postPreviews.expiresAt, now)));
  if (!row) return null;
  return {
    postId: row.postId,
    slug: row.slug,
    published: row.allPublished,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
  };
}
