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
import { syncBodyImages } from "~/media/library.server";
import { ADMIN_PAGE_SIZE, firstMissing, firstMissingEn, MSG_EN, postStatusOf, type PostInput, type PostStatus } from "./post-input";
import type { Lang } from "~/i18n/lang";
import { slugify, suggestSlug } from "./slug";
import { refreshTagsText } from "~/blog/tags.server";
import { isUuid } from "~/platform/ids";
import { recordAudit, SYSTEM_ACTOR, type Actor, type AuditAction } from "~/platform/audit.server";
import { dropAutosave, getRevision, recordRevision, type RevisionReason } from "./revisions.server";

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
  /** Each language version's own state (null: no version in that language). */
  statusEs: PostStatus | null;
  statusEn: PostStatus | null;
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
      statusEs: es.status,
      statusEn: en.status,
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

/** A language version's own publication state (null in `EditablePost.versions`: no such version). */
export type VersionState = { status: PostStatus; publishedAt: string | null; scheduledAt: string | null };

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
  versions: Record<Lang, VersionState | null>;
  tagIds: Array<number>;
  /** The version the editor starts from (sent back as `baseVersion`). */
  version: number;
  /** The post's last save (an autosave is offered only when newer). */
  updatedAt: string;
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
  const versionOf = (lang: Lang): VersionState | null => {
    const c = contents.find((row) => row.language === lang);
    return c ? { status: c.status, publishedAt: c.publishedAt?.toISOString() ?? null, scheduledAt: c.scheduledAt?.toISOString() ?? null } : null;
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
    versions: { es: versionOf("es"), en: versionOf("en") },
    tagIds: tagRows.map((t) => t.tagId),
    version: post.version,
    updatedAt: post.updatedAt.toISOString(),
  };
}

export class PostSaveError extends Error {
  constructor(
    message: string,
    /** "past": a publication time already gone (the editor offers to publish now). */
    readonly kind: "required" | "required-en" | "slug" | "slug-en" | "not-found" | "invalid" | "past" | "conflict",
    readonly suggestion?: string,
    /** With kind "conflict": the version saved meanwhile, who saved it and when. */
    readonly current?: ConflictInfo,
  ) {
    super(message);
  }
}

/** The version a refused save met: its number, its revision (to compare with), who saved it and when. */
export type ConflictInfo = { version: number; revisionId: number | null; savedBy: string | null; savedAt: string };

/** The refusal of a save based on an older version of the post. */
export const CONFLICT_MSG = "Este post se guardó en otra pestaña o por otra persona mientras lo editabas. Tus cambios no se han guardado: compara las dos versiones antes de decidir.";

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

/** What a save did. On a version's first publication its newsletter campaign was created in the same transaction. */
export type SaveResult = {
  id: string;
  slug: string;
  slugEn: string | null;
  /** The post's summary state (see `postStatusOf`). */
  status: PostStatus;
  /** Whether any version was published for the first time by this save. */
  firstPublication: boolean;
  /** The versions published for the first time by this save. */
  firstPublished: Array<Lang>;
  /** The earliest scheduled time of the post's versions, if any is scheduled. */
  scheduledAt: string | null;
  versions: Record<Lang, { status: PostStatus; scheduledAt: string | null } | null>;
  /** The post's version after this save (the next save is based on it). */
  version: number;
  /** Why the English version stayed a draft although it follows Spanish (it misses a field). */
  notice?: string;
  /** A storage problem while removing images the post no longer uses. */
  warning?: string;
};

/** The job that publishes a scheduled language version: one per version, so scheduling again moves it. */
export const PUBLISH_POST_JOB = "publish-post";
export const publishJobKey = (postId: string, language: Lang) => `${PUBLISH_POST_JOB}:${postId}:${language}`;

type StoredVersion = { language: Lang; status: PostStatus; publishedAt: Date | null; scheduledAt: Date | null };
/** A version's state after the save; `queued`: «Programar» scheduled it now (its job is queued or moved). */
type Target = { status: PostStatus; scheduledAt: Date | null; queued?: true };

/**
 * The state each language version takes in a save. «Publicar» publishes Spanish, and English when
 * it follows Spanish (`statusEn` "same"); «Programar» schedules the versions `scheduleLang` names;
 * «Guardar borrador» gives Spanish `status` and English `statusEn`. A version whose state stays
 * "scheduled" without «Programar» keeps its time. English published or scheduled needs its title,
 * excerpt and content: when it only follows Spanish it stays a draft instead (with a warning),
 * when it was chosen for it the save is refused.
 */
function targetStates(
  given: PostInput,
  hasEn: boolean,
  stored: (lang: Lang) => StoredVersion | null,
  scheduledAt: Date | null,
): { es: Target; en: Target | null; warning?: string } {
  const input = { ...given, statusEn: given.statusEn ?? "same", scheduleLang: given.scheduleLang ?? "both" };
  const schedules = (lang: Lang) => input.intent === "schedule" && (input.scheduleLang === "both" || input.scheduleLang === lang);
  if (input.intent === "schedule" && input.scheduleLang === "en" && !hasEn) {
    throw new PostSaveError("No hay versión en inglés que programar: escribe su título, resumen y contenido", "required");
  }
  const chosen = (lang: Lang): PostStatus => {
    const own = lang === "es" || input.statusEn === "same" ? input.status : input.statusEn;
    return input.intent === "publish" && (lang === "es" || input.statusEn === "same") ? "published" : own;
  };
  const target = (lang: Lang): Target => {
    const before = stored(lang);
    if (schedules(lang)) {
      if (before?.status === "published") throw new PostSaveError(lang === "es" ? SCHEDULE_MSG.published : SCHEDULE_MSG.publishedEn, "invalid");
      return { status: "scheduled", scheduledAt, queued: true };
    }
    const status = chosen(lang);
    if (status !== "scheduled") return { status, scheduledAt: null };
    if (before?.status !== "scheduled" || !before.scheduledAt) throw new PostSaveError(SCHEDULE_MSG.noTime, "invalid");
    return { status, scheduledAt: before.scheduledAt };
  };
  const es = target("es");
  // English chosen for publication without an English version at all: refused like a missing field.
  if (!hasEn && (input.statusEn === "published" || input.statusEn === "scheduled")) throw new PostSaveError(firstMissingEn(input.en) ?? MSG_EN.title, "required-en");
  if (!hasEn) return { es, en: null };
  const en = target("en");
  const missing = en.status === "published" || en.status === "scheduled" ? firstMissingEn(input.en) : null;
  if (!missing) return { es, en };
  const explicit = input.statusEn !== "same" || (input.intent === "schedule" && input.scheduleLang === "en");
  if (explicit) throw new PostSaveError(missing, "required-en");
  const kept = stored("en")?.status === "archived" ? "archived" : "draft";
  return { es, en: { status: kept, scheduledAt: null }, warning: `La versión en inglés queda como ${kept === "draft" ? "borrador" : "archivada"}: ${missing.charAt(0).toLowerCase()}${missing.slice(1)}` };
}

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
const MISSING_CATEGORY = "Selecciona una categoría";
const UNKNOWN_IMAGE = "La imagen destacada no es una de las imágenes subidas al sitio";

async function categoryExists(id: number): Promise<boolean> {
  const [category] = await db().select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return Boolean(category);
}

/**
 * What an autosave names that must exist, checked as a save checks it: its category (when one is
 * chosen: an autosave may precede the choice) and its featured image. The message for the first
 * that does not, else null.
 */
export async function unknownDraftReference(input: { categoryId: number; featuredImageUrl: string }): Promise<string | null> {
  if (input.categoryId && !(await categoryExists(input.categoryId))) return MISSING_CATEGORY;
  const image = input.featuredImageUrl.trim();
  if (image && !(await featuredImageRef(image))) return UNKNOWN_IMAGE;
  return null;
}

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

/**
 * The audit entries of a save: what it did to the post, judged from the status before and after,
 * and from its versions (`versionPublished`: one went public, the English one of a live post say).
 */
function saveActions(before: PostStatus | null, after: PostStatus, intent: PostInput["intent"], versionPublished: boolean): Array<AuditAction> {
  const change: AuditAction | null =
    (after === "published" && before !== "published") || versionPublished
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
 * Saves a post. Each language version takes its own state (`targetStates`); the post's state is
 * their summary and its date the first publication of either. Scheduling a version queues its job
 * in the same transaction (leaving the scheduled state cancels it). The first time a version
 * becomes published its publication time is stamped and the first-publish hooks run inside the
 * same transaction. HTML is sanitised; English is kept only when its title is set. The audit
 * entries (created, edited, published, scheduled…) are written in the same transaction.
 */
export async function savePost(
  input: PostInput,
  actor: Actor,
  now = new Date(),
  options: { reason?: RevisionReason; restoredFrom?: number; restoredVersion?: number } = {},
): Promise<SaveResult> {
  const missing = firstMissing(input);
  if (missing) throw new PostSaveError(missing, "required");
  const slug = slugify(input.slug) || slugify(input.es.title);
  if (!slug) throw new PostSaveError("El slug no puede estar vacío: usa letras o números", "invalid");
  const enTitle = input.en.title.trim();
  // The English version's slug: the one typed, else from the English title; null when it is the
  // Spanish one (or there is no English version).
  const typedEn = enTitle ? slugify(input.slugEn ?? "") || slugify(enTitle) : "";
  const slugEn = typedEn && typedEn !== slug ? typedEn : null;
  let scheduledAt: Date | null = null;
  if (input.intent === "schedule") {
    const time = parseScheduleTime(input.scheduledAt ?? "", now);
    if (!time.ok) throw new PostSaveError(time.message, time.message === SCHEDULE_MSG.past ? "past" : "invalid");
    scheduledAt = time.at;
  }
  const clash = (await slugClash(slug, input.id, "slug")) ?? (slugEn ? await slugClash(slugEn, input.id, "slug-en") : null);
  if (clash) throw clash;
  if (!(await categoryExists(input.categoryId))) throw new PostSaveError(MISSING_CATEGORY, "required");

  const givenImage = input.featuredImageUrl.trim();
  const image = givenImage ? await featuredImageRef(givenImage) : null;
  if (givenImage && !image) throw new PostSaveError(UNKNOWN_IMAGE, "invalid");
  const imageUrl = image?.url ?? null;
  const esContent = { title: input.es.title.trim(), excerpt: input.es.excerpt.trim(), content: sanitizePostHtml(input.es.content), ...(await seoFields(input.es, "en español")) };
  const enContent = enTitle ? { title: enTitle, excerpt: input.en.excerpt.trim(), content: sanitizePostHtml(input.en.content), ...(await seoFields(input.en, "en inglés")) } : null;

  let previousImage: string | null = null;
  let previousSocial: Array<string> = [];
  let result: { id: string; status: PostStatus; firstPublished: Array<Lang>; targets: { es: Target; en: Target | null }; warning?: string; version: number };
  try {
    result = await db().transaction(async (tx) => {
      let id = input.id;
      let before: PostStatus | null = null;
      let stored: Array<StoredVersion> = [];
      let existing: typeof posts.$inferSelect | undefined;
      if (id) {
        [existing] = await tx.select().from(posts).where(eq(posts.id, id)).for("update");
        if (!existing) throw new PostSaveError("El post no existe", "not-found");
        if (input.baseVersion !== undefined && input.baseVersion !== existing.version) {
          const [last] = rowsOf<{ id: string; author_label: string; created_at: Date }>(
            await tx.execute(sql`SELECT id, author_label, created_at FROM post_revisions WHERE post_id = ${existing.id} ORDER BY id DESC LIMIT 1`),
          );
          throw new PostSaveError(CONFLICT_MSG, "conflict", undefined, {
            version: existing.version,
            revisionId: last ? Number(last.id) : null,
            savedBy: last?.author_label ?? null,
            savedAt: (last ? new Date(last.created_at) : existing.updatedAt).toISOString(),
          });
        }
        before = existing.status;
        previousImage = existing.featuredImageUrl;
        const rows = await tx
          .select({ language: postContents.language, status: postContents.status, publishedAt: postContents.publishedAt, scheduledAt: postContents.scheduledAt, socialImageUrl: postContents.socialImageUrl })
          .from(postContents)
          .where(eq(postContents.postId, id));
        previousSocial = rows.flatMap((c) => (c.socialImageUrl ? [c.socialImageUrl] : []));
        stored = rows;
      }
      const storedOf = (lang: Lang) => stored.find((v) => v.language === lang) ?? null;
      const targets = targetStates(input, Boolean(enContent), storedOf, scheduledAt);
      const versions = [["es", targets.es] as const, ...(targets.en ? [["en", targets.en] as const] : [])];
      const status = postStatusOf(versions.map(([, t]) => t.status));
      const anyPublished = versions.some(([, t]) => t.status === "published");
      const publishedAt = existing?.publishedAt ?? (anyPublished ? now : null);
      const scheduledTimes = versions.flatMap(([, t]) => (t.scheduledAt ? [t.scheduledAt.getTime()] : []));
      const postScheduledAt = scheduledTimes.length ? new Date(Math.min(...scheduledTimes)) : null;
      const firstPublished = versions.filter(([lang, t]) => t.status === "published" && !storedOf(lang)?.publishedAt).map(([lang]) => lang);

      const version = (existing?.version ?? 0) + 1;
      const postFields = { slug, slugEn, categoryId: input.categoryId, status, featuredImageUrl: imageUrl, featuredImageId: image?.id ?? null, publishedAt, scheduledAt: postScheduledAt, updatedAt: now, version };
      if (existing) {
        await keepOldSlugs(tx, existing, { slug, slugEn });
        await tx.update(posts).set(postFields).where(eq(posts.id, existing.id));
      } else {
        const [created] = await tx
          .insert(posts)
          .values({ ...postFields, authorId: actor.id, createdAt: now })
          .returning({ id: posts.id });
        id = created!.id;
      }
      const postId = id!;
      const versionFields = (lang: Lang, t: Target) => ({
        status: t.status,
        publishedAt: storedOf(lang)?.publishedAt ?? (t.status === "published" ? now : null),
        scheduledAt: t.scheduledAt,
      });
      const esRow = { ...esContent, ...versionFields("es", targets.es) };
      await tx
        .insert(postContents)
        .values({ postId, language: "es", ...esRow })
        .onConflictDoUpdate({ target: [postContents.postId, postContents.language], set: esRow });
      if (enContent && targets.en) {
        const enRow = { ...enContent, ...versionFields("en", targets.en) };
        await tx
          .insert(postContents)
          .values({ postId, language: "en", ...enRow })
          .onConflictDoUpdate({ target: [postContents.postId, postContents.language], set: enRow });
      } else {
        await tx.delete(postContents).where(and(eq(postContents.postId, postId), eq(postContents.language, "en")));
      }
      // The stored images each body shows, by object (the media library's "where it is used").
      await syncBodyImages(tx, postId, "es", esContent.content);
      await syncBodyImages(tx, postId, "en", enContent && targets.en ? enContent.content : null);
      // Each version's publication job: queued when it is scheduled, cancelled when it leaves that state.
      for (const lang of ["es", "en"] as const) {
        const t = lang === "es" ? targets.es : targets.en;
        if (t?.queued) {
          await scheduleJob(tx, { key: publishJobKey(postId, lang), kind: PUBLISH_POST_JOB, runAt: t.scheduledAt!, payload: { postId, language: lang } });
        } else if (storedOf(lang)?.status === "scheduled" && t?.status !== "scheduled") {
          await cancelJob(tx, publishJobKey(postId, lang));
        }
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
      await tx.delete(postTags).where(eq(postTags.postId, postId));
      if (tagIds.size) {
        const existingTags = await tx.select({ id: tags.id }).from(tags).where(inArray(tags.id, [...tagIds]));
        if (existingTags.length) await tx.insert(postTags).values(existingTags.map((t) => ({ postId, tagId: t.id })));
      }
      await refreshTagsText(tx, postId);
      for (const lang of firstPublished) {
        await runFirstPublishHooks(tx, { id: postId, slug: lang === "en" ? (slugEn ?? slug) : slug, publishedAt: publishedAt!, language: lang });
      }
      const wentPublic = versions.filter(([lang, t]) => t.status === "published" && storedOf(lang)?.status !== "published").map(([lang]) => lang);
      const scheduledVersions = versions.filter(([, t]) => t.status === "scheduled").map(([lang]) => lang);
      const details = {
        status,
        versions: Object.fromEntries(versions.map(([lang, t]) => [lang, t.status])),
        // When a version is scheduled (the post's other version may be live), and which.
        ...(postScheduledAt && scheduledVersions.length ? { scheduledAt: postScheduledAt.toISOString(), scheduledLanguages: scheduledVersions } : {}),
        ...(wentPublic.length ? { languages: wentPublic } : {}),
        // A restore names the version it brought back (as the history panel numbers them).
        ...(options.restoredVersion ? { restoredVersion: options.restoredVersion } : {}),
      };
      for (const action of saveActions(before, status, input.intent, wentPublic.length > 0)) {
        await recordAudit(tx, actor, { action, objectType: "post", objectId: postId, objectLabel: esContent.title, details });
      }
      const reason: RevisionReason = options.reason ?? (input.intent === "publish" ? "publish" : input.intent === "schedule" ? "schedule" : "save");
      await recordRevision(tx, postId, { reason, actor, restoredFrom: options.restoredFrom });
      // This admin's autosave is superseded by what they just saved.
      await dropAutosave(postId, actor.id, tx);
      return { id: postId, status, firstPublished, targets, warning: targets.warning, version };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw (await slugClash(slug, input.id, "slug")) ?? (slugEn ? await slugClash(slugEn, input.id, "slug-en") : null) ?? error;
    }
    throw error;
  }
  await contentChanged(`post ${result.id} saved`);

  let warning: string | undefined;
  if (previousImage && previousImage !== imageUrl) warning = (await deleteImageIfUnused(previousImage, actor)).warning;
  // A social image no longer chosen goes too, unless something still shows it.
  const socialNow = new Set([esContent.socialImageUrl, enContent?.socialImageUrl].filter(Boolean));
  for (const url of new Set(previousSocial)) if (!socialNow.has(url) && url !== imageUrl) warning ??= (await deleteImageIfUnused(url, actor)).warning;
  const view = (t: Target | null) => (t ? { status: t.status, scheduledAt: t.scheduledAt?.toISOString() ?? null } : null);
  const scheduled = [result.targets.es, result.targets.en].flatMap((t) => (t?.scheduledAt ? [t.scheduledAt.getTime()] : []));
  return {
    id: result.id,
    slug,
    slugEn,
    status: result.status,
    firstPublication: result.firstPublished.length > 0,
    firstPublished: result.firstPublished,
    scheduledAt: scheduled.length ? new Date(Math.min(...scheduled)).toISOString() : null,
    versions: { es: view(result.targets.es), en: view(result.targets.en) },
    version: result.version,
    ...(result.warning ? { notice: result.warning } : {}),
    warning,
  };
}

/**
 * The scheduled-publication job (`PUBLISH_POST_JOB`), in the transaction that claimed it: the
 * version becomes published (a job queued before versions had their own schedule names no
 * language: it publishes every version due) and, on its first publication, the first-publish
 * hooks (its newsletter campaign) run in the same transaction, so the job, the publication and the
 * campaign commit together, once, whichever process or instance claims it first. A version no
 * longer scheduled (moved to draft, published by hand, deleted) is left alone. A post being saved
 * at that moment is not waited for (the save may be moving this very job): the job fails and is
 * retried a minute later.
 */
export async function publishScheduledPost(tx: Tx, payload: Record<string, unknown>): Promise<void> {
  const id = String(payload.postId ?? "");
  if (!isUuid(id)) return;
  const language = payload.language === "es" || payload.language === "en" ? payload.language : null;
  const [post] = await tx.select().from(posts).where(eq(posts.id, id)).for("update", { skipLocked: true });
  if (!post) {
    const [held] = await tx.select({ id: posts.id }).from(posts).where(eq(posts.id, id));
    if (held) throw new Error(`post ${id} is being saved; its scheduled publication is retried`);
    return;
  }
  const now = new Date();
  const versions = await tx
    .select({ language: postContents.language, status: postContents.status, publishedAt: postContents.publishedAt, scheduledAt: postContents.scheduledAt })
    .from(postContents)
    .where(eq(postContents.postId, id));
  // The job's own version, and every other whose time has come: two versions scheduled for the
  // same minute go public together (the other's job, held by this row's lock, would retry later).
  const due = versions.filter((v) => v.status === "scheduled" && (v.language === language || (v.scheduledAt?.getTime() ?? Infinity) <= now.getTime()));
  if (!due.length) return;
  const publishedAt = post.publishedAt ?? now;
  const after = versions.map((v) => (due.includes(v) ? { ...v, status: "published" as const, scheduledAt: null } : v));
  const still = after.flatMap((v) => (v.status === "scheduled" && v.scheduledAt ? [v.scheduledAt.getTime()] : []));
  // A new version of the post, as a save makes: its revision gets its own number, and an editor
  // still open on the scheduled state meets the "saved meanwhile" dialog rather than a stale save.
  await tx
    .update(posts)
    .set({ status: postStatusOf(after.map((v) => v.status)), publishedAt, scheduledAt: still.length ? new Date(Math.min(...still)) : null, updatedAt: now, version: sql`${posts.version} + 1` })
    .where(eq(posts.id, id));
  for (const v of due) {
    await tx
      .update(postContents)
      .set({ status: "published", publishedAt: v.publishedAt ?? now, scheduledAt: null })
      .where(and(eq(postContents.postId, id), eq(postContents.language, v.language)));
  }
  for (const v of due) {
    if (!v.publishedAt) await runFirstPublishHooks(tx, { id, slug: v.language === "en" ? (post.slugEn ?? post.slug) : post.slug, publishedAt, language: v.language });
  }
  await recordAudit(tx, SYSTEM_ACTOR, {
    action: "post.published",
    objectType: "post",
    objectId: id,
    objectLabel: await postTitle(tx, id),
    details: { status: "published", scheduled: true, languages: due.map((v) => v.language) },
  });
  await recordRevision(tx, id, { reason: "scheduled-publish", actor: SYSTEM_ACTOR });
}

/**
 * Restores a revision: the post's titles, excerpts, contents, category and tags become the
 * revision's (the slugs, images, search and social fields and every version's state stay as they
 * are; a version the revision lacks is removed, one it adds comes back as a draft). It is a save
 * like any other, recorded as a new revision ("restore"). Null when the post or the revision does
 * not exist.
 */
export async function restoreRevision(postId: string, revisionId: number, actor: Actor): Promise<SaveResult | null> {
  const revision = await getRevision(postId, revisionId);
  const post = revision ? await getPostForEdit(postId) : null;
  if (!revision || !post) return null;
  const keep = (state: PostStatus | undefined) => state ?? "draft";
  const input: PostInput = {
    id: postId,
    intent: "draft",
    status: keep(post.versions.es?.status),
    statusEn: revision.en ? keep(post.versions.en?.status) : "same",
    categoryId: revision.categoryId ?? post.categoryId,
    slug: post.slug,
    slugEn: post.slugEn,
    featuredImageUrl: post.featuredImageUrl ?? "",
    es: { ...post.es, title: revision.es.title, excerpt: revision.es.excerpt, content: revision.es.content },
    en: revision.en ? { ...post.en, title: revision.en.title, excerpt: revision.en.excerpt, content: revision.en.content } : { title: "", excerpt: "", content: "" },
    tagIds: revision.tagIds,
    newTags: [],
  };
  return savePost(input, actor, new Date(), { reason: "restore", restoredFrom: revisionId, restoredVersion: revision.version });
}

/** After a scheduled publication committed: the public pages show it. */
export function scheduledPostPublished(payload: Record<string, unknown>): void {
  void contentChanged(`post ${String(payload.postId)} published on schedule`);
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
  await contentChanged(`post ${id} image cleared`);
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
  await contentChanged(`post ${id} deleted`);
  return { deleted: true, warning: (await deleteImageIfUnused(post.url, actor)).warning };
}
