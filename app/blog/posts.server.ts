/**
 * The admin's post data service: list with counts, load for editing,
 * save (draft or publish) in one transaction, delete with the image files.
 */
import { and, asc, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import { categories, postContents, posts, postTags, tags } from "~/db/schema";
import { runFirstPublishHooks } from "~/blog/publish-hooks.server";
import { contentChanged } from "~/platform/page-cache/events.server";
import { sanitizePostHtml } from "~/blog/sanitize-html";
import { deleteImageIfUnused, featuredImageRef } from "~/media/images.server";
import { ADMIN_PAGE_SIZE, firstMissing, type PostInput, type PostStatus } from "./post-input";
import { slugify, suggestSlug } from "./slug";
import { refreshTagsText } from "~/blog/tags.server";
import { isUuid } from "~/platform/ids";

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
    })
    .from(posts)
    .leftJoin(es, and(eq(es.postId, posts.id), eq(es.language, "es")))
    .leftJoin(en, and(eq(en.postId, posts.id), eq(en.language, "en")))
    .leftJoin(categories, eq(categories.id, posts.categoryId))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), publishedAt: r.publishedAt?.toISOString() ?? null }));
}

/** Exact counts by status over every post, not only the page loaded. */
export async function postCounts(): Promise<{ total: number; published: number; draft: number; archived: number }> {
  const rows = await db().select({ status: posts.status, n: count() }).from(posts).groupBy(posts.status);
  const by = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])) as Partial<Record<PostStatus, number>>;
  const published = by.published ?? 0;
  const draft = by.draft ?? 0;
  const archived = by.archived ?? 0;
  return { total: published + draft + archived, published, draft, archived };
}

export async function listCategories() {
  return db().select({ id: categories.id, slug: categories.slug, nameEs: categories.nameEs, nameEn: categories.nameEn }).from(categories).orderBy(asc(categories.nameEs));
}

export async function listTags() {
  return db().select({ id: tags.id, slug: tags.slug, nameEs: tags.nameEs, nameEn: tags.nameEn }).from(tags).orderBy(asc(tags.nameEs));
}

export type EditablePost = {
  id: string;
  slug: string;
  status: PostStatus;
  categoryId: number;
  featuredImageUrl: string | null;
  publishedAt: string | null;
  es: { title: string; excerpt: string; content: string };
  en: { title: string; excerpt: string; content: string };
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
    return { title: c?.title ?? "", excerpt: c?.excerpt ?? "", content: c?.content ?? "" };
  };
  return {
    id: post.id,
    slug: post.slug,
    status: post.status,
    categoryId: post.categoryId,
    featuredImageUrl: post.featuredImageUrl,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    es: pick("es"),
    en: pick("en"),
    tagIds: tagRows.map((t) => t.tagId),
  };
}

export class PostSaveError extends Error {
  constructor(
    message: string,
    readonly kind: "required" | "slug" | "not-found" | "invalid",
    readonly suggestion?: string,
  ) {
    super(message);
  }
}

/** What a save did. On a first publication the newsletter campaign was created in the same transaction. */
export type SaveResult = { id: string; slug: string; status: PostStatus; firstPublication: boolean; warning?: string };

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

async function slugTaken(slug: string, exceptId: string | undefined): Promise<boolean> {
  const where = exceptId ? and(eq(posts.slug, slug), ne(posts.id, exceptId)) : eq(posts.slug, slug);
  const [row] = await db().select({ id: posts.id }).from(posts).where(where).limit(1);
  return Boolean(row);
}

async function slugClash(slug: string, exceptId: string | undefined): Promise<PostSaveError> {
  const taken = new Set(
    (await db().select({ slug: posts.slug }).from(posts).where(sql`${posts.slug} LIKE ${slug.slice(0, 90) + "%"}`)).map((r) => r.slug),
  );
  const suggestion = suggestSlug(slug, (c) => taken.has(c));
  void exceptId;
  return new PostSaveError(`El slug "${slug}" ya está en uso por otro post. Prueba con "${suggestion}".`, "slug", suggestion);
}

/**
 * Saves a post. 'Guardar borrador' keeps the chosen status; 'Publicar' sets published. The first
 * time a post becomes published, published_at is stamped and the first-publish hooks run inside
 * the same transaction. HTML is sanitised; English is kept only when its title is set.
 */
export async function savePost(input: PostInput, authorId: string, now = new Date()): Promise<SaveResult> {
  const missing = firstMissing(input);
  if (missing) throw new PostSaveError(missing, "required");
  const slug = slugify(input.slug) || slugify(input.es.title);
  if (!slug) throw new PostSaveError("El slug no puede estar vacío: usa letras o números", "invalid");
  const status: PostStatus = input.intent === "publish" ? "published" : input.status;
  if (await slugTaken(slug, input.id)) throw await slugClash(slug, input.id);
  const [category] = await db().select().from(categories).where(eq(categories.id, input.categoryId));
  if (!category) throw new PostSaveError("Selecciona una categoría", "required");

  const givenImage = input.featuredImageUrl.trim();
  const image = givenImage ? await featuredImageRef(givenImage) : null;
  if (givenImage && !image) throw new PostSaveError("La imagen destacada no es una de las imágenes subidas al sitio", "invalid");
  const imageUrl = image?.url ?? null;
  const esContent = { title: input.es.title.trim(), excerpt: input.es.excerpt.trim(), content: sanitizePostHtml(input.es.content) };
  const enTitle = input.en.title.trim();
  const enContent = enTitle ? { title: enTitle, excerpt: input.en.excerpt.trim(), content: sanitizePostHtml(input.en.content) } : null;

  let previousImage: string | null = null;
  let result: { id: string; publishedAt: Date | null; firstPublication: boolean };
  try {
    result = await db().transaction(async (tx) => {
      let id = input.id;
      let publishedAt: Date | null = null;
      let firstPublication = false;
      if (id) {
        const [existing] = await tx.select().from(posts).where(eq(posts.id, id)).for("update");
        if (!existing) throw new PostSaveError("El post no existe", "not-found");
        previousImage = existing.featuredImageUrl;
        firstPublication = status === "published" && !existing.publishedAt;
        publishedAt = existing.publishedAt ?? (status === "published" ? now : null);
        await tx
          .update(posts)
          .set({ slug, categoryId: input.categoryId, status, featuredImageUrl: imageUrl, featuredImageId: image?.id ?? null, publishedAt, updatedAt: now })
          .where(eq(posts.id, id));
      } else {
        firstPublication = status === "published";
        publishedAt = status === "published" ? now : null;
        const [created] = await tx
          .insert(posts)
          .values({ slug, categoryId: input.categoryId, status, featuredImageUrl: imageUrl, featuredImageId: image?.id ?? null, publishedAt, authorId, createdAt: now, updatedAt: now })
          .returning({ id: posts.id });
        id = created!.id;
      }
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
      return { id, publishedAt, firstPublication };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw await slugClash(slug, input.id);
    throw error;
  }
  contentChanged(`post ${result.id} saved`);

  let warning: string | undefined;
  if (previousImage && previousImage !== imageUrl) warning = (await deleteImageIfUnused(previousImage)).warning;
  return { id: result.id, slug, status, firstPublication: result.firstPublication, warning };
}

/** Clears a post's featured image at once (without waiting for the editor's save) and removes its files. */
export async function clearFeaturedImage(id: string): Promise<{ warning?: string }> {
  if (!isUuid(id)) throw new PostSaveError("El post no existe", "not-found");
  const [post] = await db().select({ url: posts.featuredImageUrl }).from(posts).where(eq(posts.id, id));
  if (!post) throw new PostSaveError("El post no existe", "not-found");
  await db().update(posts).set({ featuredImageUrl: null, featuredImageId: null, updatedAt: new Date() }).where(eq(posts.id, id));
  contentChanged(`post ${id} image cleared`);
  return { warning: (await deleteImageIfUnused(post.url)).warning };
}

/** Deletes a post (contents and tags go with it) and its image files; a storage failure is only a warning. */
export async function deletePost(id: string): Promise<{ deleted: boolean; warning?: string }> {
  if (!isUuid(id)) return { deleted: false };
  const [post] = await db().select({ url: posts.featuredImageUrl }).from(posts).where(eq(posts.id, id));
  if (!post) return { deleted: false };
  await db().delete(posts).where(eq(posts.id, id));
  contentChanged(`post ${id} deleted`);
  return { deleted: true, warning: (await deleteImageIfUnused(post.url)).warning };
}
