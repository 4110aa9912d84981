/**
 * The admin's post data service: list with counts, load for editing,
 * save (draft or publish) in one transaction, delete with the image files.
 */
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db, rowsOf, type Db } from "~/db/client.server";
import { categories, postContents, posts, postSlugRedirects, postTags, tags } from "~/db/schema";
import { runFirstPublishHooks, type Tx } from "~/blog/publish-hooks.server";
import { cancelJob, scheduleJob } from "~/platform/jobs.server";
import { parseScheduleTime, SCHEDULE_MSG } from "./schedule";
import { contentChanged } from "~/platform/page-cache/events.server";
import { sanitizePostHtml } from "~/blog/sanitize-html";
import { deleteImageIfUnused, featuredImageRef } from "~/media/images.server";
import { ADMIN_PAGE_SIZE, firstMissing, type PostInput, type PostStatus } from "./post-input";
import { slugify, suggestSlug } from "./slug";
import { refreshTagsText } from "~/blog/tags.server";
import { isUuid } from "~/platform/ids";
import { recordAudit, SYSTEM_ACTOR, type Actor, type AuditAction } from "~/platform/audit.server";

export { ADMIN_PAGE_SIZE };

export type AdminPostRow = {
  id: string;
  slug: string;
  status: PostStatus;
  titleEs: string | null;
  titleEn: string | null;
  excerptEs: string | null;
  excerptEn: string | null;
  categoryEs: string | null;
  createdAt: string;
  publishedAt: string | null;
  scheduledAt: string | null;
};

const es = alias(postContents, "pc_es");
const en = alias(postContents, "pc_en");

/** One page of posts, newest created first, with both languages' titles and excerpts. */
export async function listAdminPosts(offset = 0, limit = ADMIN_PAGE_SIZE): Promise<Array<AdminPostRow>> {
  const rows = await db()
    .select({
      id: posts.id,
      slug: posts.slug,
      status: posts.status,
      titleEs: es.title,
      titleEn: en.title,
      excerptEs: es.excerpt,
      excerptEn: en.excerpt,
      categoryEs: categories.nameEs,
      createdAt: posts.createdAt,
      publishedAt: posts.publishedAt,
      scheduledAt: posts.scheduledAt,
    })
    .from(posts)
    .leftJoin(es, and(eq(es.postId, posts.id), eq(es.language, "es")))
    .leftJoin(en, and(eq(en.postId, posts.id), eq(en.language, "en")))
    .leftJoin(categories, eq(categories.id, posts.categoryId))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), publishedAt: r.publishedAt?.toISOString() ?? null, scheduledAt: r.scheduledAt?.toISOString() ?? null }));
}

/** Exact counts by status over every post, not only the page loaded. */
export async function postCounts(): Promise<{ total: number; published: number; scheduled: number; draft: number; archived: number }> {
  const rows = await db().select({ status: posts.status, n: count() }).from(posts).groupBy(posts.status);
  const by = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])) as Partial<Record<PostStatus, number>>;
  const published = by.published ?? 0;
  const scheduled = by.scheduled ?? 0;
  const draft = by.draft ?? 0;
  const archived = by.archived ?? 0;
  return { total: published + scheduled + draft + archived, published, scheduled, draft, archived };
}

export async function listCategories() {
  return db().select({ id: categories.id, slug: categories.slug, nameEs: categories.nameEs, nameEn: categories.nameEn }).from(categories).orderBy(asc(categories.nameEs));
}

export async function listTags() {
  return db().select({ id: tags.id, slug: tags.slug, nameEs: tags.nameEs, nameEn: tags.nameEn }).from(tags).orderBy(asc(tags.nameEs));
}

export type EditableContent = { title: string; excerpt: string; content: string; metaTitle: string; metaDescription: string; socialImageUrl: string };

export type EditablePost = {
  id: string;
  slug: string;
  /** The English version's slug ("" without an English version). */
  slugEn: string;
  status: PostStatus;
  categoryId: number;
  featuredImageUrl: string | null;
  publishedAt: string | null;
  scheduledAt: string | null;
  es: EditableContent;
  en: EditableContent;
  tagIds: Array<number>;
};

export async function getPostForEdit(id: string): Promise<EditablePost | null> {
  if (!isUuid(id)) return null;
  const [post] = await db().select().from(posts).where(eq(posts.id, id));
  if (!post) return null;
  const contents = await db().select().from(postContents).where(eq(postContents.postId, id));
  const tagRows = await db().select({ tagId: postTags.tagId }).from(postTags).where(eq(postTags.postId, id));
  const pick = (lang: "es" | "en") => {
    const c = contents.find((row) => row.language === lang);
    return {
      title: c?.title ?? "",
      excerpt: c?.excerpt ?? "",
      content: c?.content ?? "",
      metaTitle: c?.metaTitle ?? "",
      metaDescription: c?.metaDescription ?? "",
      socialImageUrl: c?.socialImageUrl ?? "",
    };
  };
  return {
    id: post.id,
    slug: post.slug,
    slugEn: contents.some((c) => c.language === "en") ? (post.slugEn ?? post.slug) : "",
    status: post.status,
    categoryId: post.categoryId,
    featuredImageUrl: post.featuredImageUrl,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    scheduledAt: post.scheduledAt?.toISOString() ?? null,
    es: pick("es"),
    en: pick("en"),
    tagIds: tagRows.map((t) => t.tagId),
  };
}

export class PostSaveError extends Error {
  constructor(
    message: string,
    /** "past": a publication time already gone (the editor offers to publish now). */
    readonly kind: "required" | "slug" | "slug-en" | "not-found" | "invalid" | "past",
    readonly suggestion?: string,
  ) {
    super(message);
  }
}

/**
 * A language's search and social fields: empty ones are stored as null (the page derives them from
 * the title, excerpt and featured image); the social image must be one of the site's own images.
 */
async function seoFields(c: PostInput["es"], name: string) {
  const social = (c.socialImageUrl ?? "").trim();
  const image = social ? await featuredImageRef(social) : null;
  if (social && !image) throw new PostSaveError(`La imagen para redes sociales ${name} no es una de las imágenes subidas al sitio`, "invalid");
  return {
    metaTitle: (c.metaTitle ?? "").trim() || null,
    metaDescription: (c.metaDescription ?? "").trim() || null,
    socialImageUrl: image?.url ?? null,
    socialImageId: image?.id ?? null,
  };
}

/** What a save did. On a first publication the newsletter campaign was created in the same transaction. */
export type SaveResult = { id: string; slug: string; slugEn: string | null; status: PostStatus; firstPublication: boolean; scheduledAt: string | null; warning?: string };

/** The job that publishes a scheduled post: one per post, so scheduling again moves it. */
export const PUBLISH_POST_JOB = "publish-post";
export const publishJobKey = (postId: string) => `${PUBLISH_POST_JOB}:${postId}`;

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/**
 * The post other than `exceptId` that holds `slug`: as one of its current slugs (either language)
 * or as an old published one that redirects to it. Slugs are unique across both languages, so
 * /blog/{slug} always names one post.
 */
async function slugHolder(slug: string, exceptId: string | undefined): Promise<{ title: string; old: boolean } | null> {
  const rows = rowsOf<{ post_id: string; title: string; old: boolean }>(
    await db().execute(sql`
      SELECT h.post_id, coalesce(pc.title, p.slug) AS title, h.old
        FROM (SELECT id AS post_id, false AS old FROM posts WHERE slug = ${slug} OR slug_en = ${slug}
              UNION ALL
              SELECT post_id, true FROM post_slug_redirects WHERE slug = ${slug}) h
        JOIN posts p ON p.id = h.post_id
        LEFT JOIN post_contents pc ON pc.post_id = p.id AND pc.language = 'es'`),
  );
  return rows.find((row) => row.post_id !== exceptId) ?? null;
}

/** The refusal of a slug another post holds, naming that post, with a free variant to use instead. */
async function slugClash(slug: string, exceptId: string | undefined, field: "slug" | "slug-en"): Promise<PostSaveError | null> {
  const holder = await slugHolder(slug, exceptId);
  if (!holder) return null;
  const prefix = `${slug.slice(0, 90)}%`;
  const taken = new Set(
    rowsOf<{ slug: string }>(
      await db().execute(sql`
        SELECT slug FROM posts WHERE slug LIKE ${prefix}
        UNION SELECT slug_en FROM posts WHERE slug_en LIKE ${prefix}
        UNION SELECT slug FROM post_slug_redirects WHERE slug LIKE ${prefix}`),
    ).map((r) => r.slug),
  );
  const suggestion = suggestSlug(slug, (c) => taken.has(c));
  const how = holder.old ? `fue una URL publicada de «${holder.title}» y redirige a ese post` : `ya lo usa el post «${holder.title}»`;
  return new PostSaveError(`El slug "${slug}" ${how}. Prueba con "${suggestion}".`, field, suggestion);
}

/**
 * Slugs a post gives up keep working: when a post that has ever been published changes a slug,
 * the old one is kept as a redirect to it (its language's current slug). A slug the post takes
 * back stops being a redirect.
 */
async function keepOldSlugs(tx: Tx, existing: { id: string; slug: string; slugEn: string | null; publishedAt: Date | null }, next: { slug: string; slugEn: string | null }) {
  const current = [next.slug, next.slugEn].filter((s): s is string => Boolean(s));
  await tx.delete(postSlugRedirects).where(and(eq(postSlugRedirects.postId, existing.id), inArray(postSlugRedirects.slug, current)));
  if (!existing.publishedAt) return;
  const given = [
    { slug: existing.slug, language: "es" as const },
    ...(existing.slugEn ? [{ slug: existing.slugEn, language: "en" as const }] : []),
  ].filter((old) => !current.includes(old.slug));
  if (given.length) await tx.insert(postSlugRedirects).values(given.map((old) => ({ ...old, postId: existing.id }))).onConflictDoNothing();
}

/** The audit entries of a save: what it did to the post, judged from the status before and after. */
function saveActions(before: PostStatus | null, after: PostStatus, intent: PostInput["intent"]): Array<AuditAction> {
  const change: AuditAction | null =
    after === "published" && before !== "published"
      ? "post.published"
      : intent === "schedule"
        ? "post.scheduled"
        : after === "archived" && before !== "archived"
          ? "post.archived"
          : before === "scheduled" && after !== "scheduled"
            ? "post.unscheduled"
            : null;
  if (before === null) return change ? ["post.created", change] : ["post.created"];
  return [change ?? "post.updated"];
}

/**
 * Saves a post. 'Guardar borrador' keeps the chosen status; 'Publicar' sets published; 'Programar'
 * sets scheduled with a publication time and queues its job in the same transaction (leaving the
 * scheduled state, by publishing or choosing another status, cancels the job). The first time a
 * post becomes published, published_at is stamped and the first-publish hooks run inside the same
 * transaction. HTML is sanitised; English is kept only when its title is set. The audit entries
 * (created, edited, published, scheduled…) are written in the same transaction.
 */
export async function savePost(input: PostInput, actor: Actor, now = new Date()): Promise<SaveResult> {
  const missing = firstMissing(input);
  if (missing) throw new PostSaveError(missing, "required");
  const slug = slugify(input.slug) || slugify(input.es.title);
  if (!slug) throw new PostSaveError("El slug no puede estar vacío: usa letras o números", "invalid");
  const enTitle = input.en.title.trim();
  // The English version's slug: the one typed, else from the English title; null when it is the
  // Spanish one (or there is no English version).
  const typedEn = enTitle ? slugify(input.slugEn ?? "") || slugify(enTitle) : "";
  const slugEn = typedEn && typedEn !== slug ? typedEn : null;
  const status: PostStatus = input.intent === "publish" ? "published" : input.intent === "schedule" ? "scheduled" : input.status;
  let scheduledAt: Date | null = null;
  if (input.intent === "schedule") {
    const time = parseScheduleTime(input.scheduledAt ?? "", now);
    if (!time.ok) throw new PostSaveError(time.message, time.message === SCHEDULE_MSG.past ? "past" : "invalid");
    scheduledAt = time.at;
  } else if (status === "scheduled" && !input.id) {
    throw new PostSaveError(SCHEDULE_MSG.noTime, "invalid");
  }
  const clash = (await slugClash(slug, input.id, "slug")) ?? (slugEn ? await slugClash(slugEn, input.id, "slug-en") : null);
  if (clash) throw clash;
  const [category] = await db().select().from(categories).where(eq(categories.id, input.categoryId));
  if (!category) throw new PostSaveError("Selecciona una categoría", "required");

  const givenImage = input.featuredImageUrl.trim();
  const image = givenImage ? await featuredImageRef(givenImage) : null;
  if (givenImage && !image) throw new PostSaveError("La imagen destacada no es una de las imágenes subidas al sitio", "invalid");
  const imageUrl = image?.url ?? null;
  const esContent = { title: input.es.title.trim(), excerpt: input.es.excerpt.trim(), content: sanitizePostHtml(input.es.content), ...(await seoFields(input.es, "en español")) };
  const enContent = enTitle ? { title: enTitle, excerpt: input.en.excerpt.trim(), content: sanitizePostHtml(input.en.content), ...(await seoFields(input.en, "en inglés")) } : null;

  let previousImage: string | null = null;
  let previousSocial: Array<string> = [];
  let result: { id: string; publishedAt: Date | null; firstPublication: boolean; scheduledAt: Date | null };
  try {
    result = await db().transaction(async (tx) => {
      let id = input.id;
      let publishedAt: Date | null = null;
      let firstPublication = false;
      let before: PostStatus | null = null;
      if (id) {
        const [existing] = await tx.select().from(posts).where(eq(posts.id, id)).for("update");
        if (!existing) throw new PostSaveError("El post no existe", "not-found");
        before = existing.status;
        previousImage = existing.featuredImageUrl;
        previousSocial = (await tx.select({ url: postContents.socialImageUrl }).from(postContents).where(eq(postContents.postId, id))).flatMap((c) => (c.url ? [c.url] : []));
        if (input.intent === "schedule" && existing.status === "published") throw new PostSaveError(SCHEDULE_MSG.published, "invalid");
        if (status === "scheduled" && input.intent !== "schedule") {
          // 'Guardar borrador' on a scheduled post keeps its time.
          if (existing.status !== "scheduled" || !existing.scheduledAt) throw new PostSaveError(SCHEDULE_MSG.noTime, "invalid");
          scheduledAt = existing.scheduledAt;
        }
        firstPublication = status === "published" && !existing.publishedAt;
        publishedAt = existing.publishedAt ?? (status === "published" ? now : null);
        await keepOldSlugs(tx, existing, { slug, slugEn });
        await tx
          .update(posts)
          .set({ slug, slugEn, categoryId: input.categoryId, status, featuredImageUrl: imageUrl, featuredImageId: image?.id ?? null, publishedAt, scheduledAt, updatedAt: now })
          .where(eq(posts.id, id));
        if (existing.status === "scheduled" && status !== "scheduled") await cancelJob(tx, publishJobKey(id));
      } else {
        firstPublication = status === "published";
        publishedAt = status === "published" ? now : null;
        const [created] = await tx
          .insert(posts)
          .values({ slug, slugEn, categoryId: input.categoryId, status, featuredImageUrl: imageUrl, featuredImageId: image?.id ?? null, publishedAt, scheduledAt, authorId: actor.id, createdAt: now, updatedAt: now })
          .returning({ id: posts.id });
        id = created!.id;
      }
      if (input.intent === "schedule") await scheduleJob(tx, { key: publishJobKey(id), kind: PUBLISH_POST_JOB, runAt: scheduledAt!, payload: { postId: id } });
      await tx
        .insert(postContents)
        .values({ postId: id, language: "es", ...esContent })
        .onConflictDoUpdate({ target: [postContents.postId, postContents.language], set: esContent });
      if (enContent) {
        await tx
          .insert(postContents)
          .values({ postId: id, language: "en", ...enContent })
          .onConflictDoUpdate({ target: [postContents.postId, postContents.language], set: enContent });
      } else {
        await tx.delete(postContents).where(and(eq(postContents.postId, id), eq(postContents.language, "en")));
      }

      // Tags: the chosen ones plus new ones (an existing tag with the same slug is reused).
      const tagIds = new Set(input.tagIds);
      for (const tag of input.newTags) {
        const tagSlug = slugify(tag.es).slice(0, 80) || slugify(tag.en).slice(0, 80);
        if (!tagSlug) continue;
        const [row] = await tx
          .insert(tags)
          .values({ slug: tagSlug, nameEs: tag.es, nameEn: tag.en || tag.es })
          .onConflictDoUpdate({ target: tags.slug, set: { slug: tagSlug } })
          .returning({ id: tags.id });
        tagIds.add(row!.id);
      }
      await tx.delete(postTags).where(eq(postTags.postId, id));
      if (tagIds.size) {
        const existingTags = await tx.select({ id: tags.id }).from(tags).where(inArray(tags.id, [...tagIds]));
        if (existingTags.length) await tx.insert(postTags).values(existingTags.map((t) => ({ postId: id!, tagId: t.id })));
      }
      await refreshTagsText(tx, id);
      if (firstPublication) await runFirstPublishHooks(tx, { id, slug, publishedAt: publishedAt! });
      for (const action of saveActions(before, status, input.intent)) {
        await recordAudit(tx, actor, {
          action,
          objectType: "post",
          objectId: id,
          objectLabel: esContent.title,
          details: { status, ...(scheduledAt && status === "scheduled" ? { scheduledAt: scheduledAt.toISOString() } : {}) },
        });
      }
      return { id, publishedAt, firstPublication, scheduledAt };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw (await slugClash(slug, input.id, "slug")) ?? (slugEn ? await slugClash(slugEn, input.id, "slug-en") : null) ?? error;
    }
    throw error;
  }
  contentChanged(`post ${result.id} saved`);

  let warning: string | undefined;
  if (previousImage && previousImage !== imageUrl) warning = (await deleteImageIfUnused(previousImage, actor)).warning;
  // A social image no longer chosen goes too, unless something still shows it.
  const socialNow = new Set([esContent.socialImageUrl, enContent?.socialImageUrl].filter(Boolean));
  for (const url of new Set(previousSocial)) if (!socialNow.has(url) && url !== imageUrl) warning ??= (await deleteImageIfUnused(url, actor)).warning;
  return { id: result.id, slug, slugEn, status, firstPublication: result.firstPublication, scheduledAt: status === "scheduled" ? (result.scheduledAt?.toISOString() ?? null) : null, warning };
}

/**
 * The scheduled-publication job (`PUBLISH_POST_JOB`), in the transaction that claimed it: the post
 * becomes published and, on its first publication, the first-publish hooks (the newsletter
 * campaign) run in the same transaction, so the job, the publication and the campaign commit
 * together, once, whichever process or instance claims it first. A post no longer scheduled (moved
 * to draft, published by hand, deleted) is left alone. A post being saved at that moment is not
 * waited for (the save may be moving this very job): the job fails and is retried a minute later.
 */
export async function publishScheduledPost(tx: Tx, payload: Record<string, unknown>): Promise<void> {
  const id = String(payload.postId ?? "");
  if (!isUuid(id)) return;
  const [post] = await tx.select().from(posts).where(eq(posts.id, id)).for("update", { skipLocked: true });
  if (!post) {
    const [held] = await tx.select({ id: posts.id }).from(posts).where(eq(posts.id, id));
    if (held) throw new Error(`post ${id} is being saved; its scheduled publication is retried`);
    return;
  }
  if (post.status !== "scheduled") return;
  const now = new Date();
  const publishedAt = post.publishedAt ?? now;
  await tx.update(posts).set({ status: "published", publishedAt, scheduledAt: null, updatedAt: now }).where(eq(posts.id, id));
  if (!post.publishedAt) await runFirstPublishHooks(tx, { id, slug: post.slug, publishedAt });
  await recordAudit(tx, SYSTEM_ACTOR, { action: "post.published", objectType: "post", objectId: id, objectLabel: await postTitle(tx, id), details: { status: "published", scheduled: true } });
}

/** After a scheduled publication committed: the public pages show it. */
export function scheduledPostPublished(payload: Record<string, unknown>): void {
  contentChanged(`post ${String(payload.postId)} published on schedule`);
}

/** A post's (Spanish) title, the name audit entries give it. */
export async function postTitle(tx: Db, id: string): Promise<string | null> {
  const [row] = await tx.select({ title: postContents.title }).from(postContents).where(and(eq(postContents.postId, id), eq(postContents.language, "es")));
  return row?.title ?? null;
}

/** Clears a post's featured image at once (without waiting for the editor's save) and removes its files. */
export async function clearFeaturedImage(id: string, actor: Actor): Promise<{ warning?: string }> {
  if (!isUuid(id)) throw new PostSaveError("El post no existe", "not-found");
  const url = await db().transaction(async (tx) => {
    const [post] = await tx.select({ url: posts.featuredImageUrl }).from(posts).where(eq(posts.id, id)).for("update");
    if (!post) throw new PostSaveError("El post no existe", "not-found");
    await tx.update(posts).set({ featuredImageUrl: null, featuredImageId: null, updatedAt: new Date() }).where(eq(posts.id, id));
    await recordAudit(tx, actor, { action: "post.updated", objectType: "post", objectId: id, objectLabel: await postTitle(tx, id), details: { featuredImage: "removed" } });
    return post.url;
  });
  contentChanged(`post ${id} image cleared`);
  return { warning: (await deleteImageIfUnused(url, actor)).warning };
}

/** Deletes a post (contents and tags go with it) and its image files; a storage failure is only a warning. */
export async function deletePost(id: string, actor: Actor): Promise<{ deleted: boolean; warning?: string }> {
  if (!isUuid(id)) return { deleted: false };
  const post = await db().transaction(async (tx) => {
    const [row] = await tx.select({ url: posts.featuredImageUrl, status: posts.status }).from(posts).where(eq(posts.id, id)).for("update");
    if (!row) return null;
    const title = await postTitle(tx, id);
    await tx.delete(posts).where(eq(posts.id, id));
    await recordAudit(tx, actor, { action: "post.deleted", objectType: "post", objectId: id, objectLabel: title, details: { status: row.status } });
    return row;
  });
  if (!post) return { deleted: false };
  contentChanged(`post ${id} deleted`);
  return { deleted: true, warning: (await deleteImageIfUnused(post.url, actor)).warning };
}
