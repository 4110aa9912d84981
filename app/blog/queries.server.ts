/**
 * Public blog queries. Only published language versions are ever returned (each version of a post
 * is published on its own). Every query takes the page language: titles, excerpts, category and
 * tag names come in that language, and a post without a published version in it falls back to the
 * other language (Spanish first), so a post published only in Spanish still appears on the English
 * blog, marked as such.
 */
import { sql, type SQL } from "drizzle-orm";
import { db, getDatabase, type Database } from "~/db/client.server";
import { onContentChanged } from "~/platform/page-cache/events.server";
import type { Lang } from "~/i18n/lang";
import { sanitizePostHtml } from "~/blog/sanitize-html";
import { imageView } from "./images";
import { versionSlug } from "./version-slug.server";
import { BLOG_PAGE_SIZE, RELATED_LIMIT } from "./params";
import { pageCount } from "./pagination";
import { readingTimeMinutes } from "./reading-time";
import type { CategoryView, PostCardData, PostPageData } from "./types";

type Row = Record<string, unknown>;

async function rows<T = Row>(query: SQL): Promise<Array<T>> {
  const result = (await db().execute(query)) as unknown as { rows: Array<T> };
  return result.rows;
}

const iso = (value: unknown): string => (value == null ? "" : new Date(value as string | Date).toISOString());
const num = (value: unknown): number => Number(value ?? 0);
const json = <T>(value: unknown, fallback: T): T => {
  if (value == null) return fallback;
  if (typeof value === "string") {
    try {
      return JSON.parse(value) as T;
    } catch {
      return fallback;
    }
  }
  return value as T;
};

/** Plain-text length of a body, computed when it is written (generated column, see reading-time.ts). */
const TEXT_LENGTH = sql.raw(`pc.text_length`);

function categoryFrom(row: Row, lang: Lang): CategoryView {
  return {
    id: num(row.cat_id),
    slug: String(row.cat_slug),
    name: String(lang === "es" ? row.cat_name_es : row.cat_name_en),
    icon: String(row.cat_icon),
    color: String(row.cat_color),
  };
}

function cardFrom(row: Row, lang: Lang): PostCardData {
  return {
    id: String(row.id),
    slug: String(row.slug),
    title: String(row.title),
    excerpt: String(row.excerpt ?? ""),
    contentLang: row.content_lang === "en" ? "en" : "es",
    publishedAt: iso(row.published_at),
    image: imageView(row.featured_image_url as string | null, {
      width: row.img_width == null ? null : num(row.img_width),
      height: row.img_height == null ? null : num(row.img_height),
      variants: json(row.img_variants, null),
    }),
    category: categoryFrom(row, lang),
    tags: json<Array<string>>(row.tags, []),
    readingMinutes: readingTimeMinutes(num(row.text_length)),
  };
}

/**
 * What a card and a post page both show besides the text: the featured image and its stored
 * sizes, the category and the tag names in `lang`, with the FROM and joins they need (`p` is the post).
 */
function postColumnsFrom(lang: Lang): SQL {
  return sql`p.featured_image_url,
           si.width AS img_width, si.height AS img_height, si.variants AS img_variants,
           cat.id AS cat_id, cat.slug AS cat_slug, cat.name_es AS cat_name_es, cat.name_en AS cat_name_en,
           cat.icon AS cat_icon, cat.color AS cat_color,
           (SELECT coalesce(json_agg(tn.name ORDER BY tn.name), '[]'::json)
              FROM (SELECT CASE WHEN ${lang}::text = 'es' THEN t.name_es ELSE t.name_en END AS name
                      FROM post_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.post_id = p.id) tn) AS tags
      FROM posts p
      JOIN categories cat ON cat.id = p.category_id
      LEFT JOIN stored_images si ON si.id = p.featured_image_id`;
}

/** The card SELECT: one row per published post with its content in `lang` (or the fallback), and `extraColumn` if given. */
function cardQuery(lang: Lang, where: SQL, orderLimit: SQL, extraColumn?: SQL): SQL {
  return sql`
    SELECT p.id, ${versionSlug(sql`c.language`)} AS slug, p.published_at, c.language AS content_lang, c.title, c.excerpt, c.text_length,
           ${extraColumn ? sql`${extraColumn},` : sql``}
           ${postColumnsFrom(lang)}
      JOIN LATERAL (
            SELECT pc.language, pc.title, pc.excerpt, ${TEXT_LENGTH} AS text_length
              FROM post_contents pc
             WHERE pc.post_id = p.id AND pc.status = 'published'
             ORDER BY (pc.language::text = ${lang}::text) DESC, (pc.language::text = 'es') DESC
             LIMIT 1) c ON true
     WHERE p.status = 'published' AND ${where}
     ${orderLimit}`;
}

/**
 * The category rows, per database, for at most CATEGORIES_MAX_AGE_MS, dropped on every content
 * change (this process's and, through NOTIFY, the others'). Only the seed writes categories; the
 * blog list and every search asked for them on each request, a round trip of their own.
 */
let categoryRows = new WeakMap<Database, { at: number; rows: Promise<Array<Row>> }>();
const CATEGORIES_MAX_AGE_MS = 60_000;
onContentChanged(() => {
  categoryRows = new WeakMap();
});

/** Categories in their configured order (`sort_order`: the seed's list order), then by Spanish name. */
export async function listCategories(lang: Lang): Promise<Array<CategoryView>> {
  const database = getDatabase();
  let cached = categoryRows.get(database);
  if (!cached || Date.now() - cached.at > CATEGORIES_MAX_AGE_MS) {
    cached = {
      at: Date.now(),
      rows: rows(sql`
        SELECT id AS cat_id, slug AS cat_slug, name_es AS cat_name_es, name_en AS cat_name_en, icon AS cat_icon, color AS cat_color
          FROM categories ORDER BY sort_order, name_es`),
    };
    const entry = cached;
    categoryRows.set(database, entry);
    // A failed read is not kept: the next request asks the database again.
    entry.rows.catch(() => {
      if (categoryRows.get(database) === entry) categoryRows.delete(database);
    });
  }
  return (await cached.rows).map((row) => categoryFrom(row, lang));
}

export type PostListPage = { posts: Array<PostCardData>; total: number; page: number; totalPages: number; pageSize: number };

/** Published posts, newest first, `pageSize` per page; an out-of-range page is clamped to the last. */
export async function listPublishedPosts(options: {
  lang: Lang;
  category?: string | null;
  page?: number;
  pageSize?: number;
}): Promise<PostListPage> {
  const { lang } = options;
  const pageSize = options.pageSize ?? BLOG_PAGE_SIZE;
  const categoryFilter = options.category ? sql`cat.slug = ${options.category}` : sql`true`;
  const countQuery = sql`
    SELECT count(*) AS total
      FROM posts p JOIN categories cat ON cat.id = p.category_id
     WHERE p.status = 'published' AND ${categoryFilter}
       AND EXISTS (SELECT 1 FROM post_contents pc WHERE pc.post_id = p.id AND pc.status = 'published')`;
  const pageRows = (page: number, withTotal: boolean) =>
    rows(
      cardQuery(
        lang,
        categoryFilter,
        sql`ORDER BY p.published_at DESC NULLS LAST, p.id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
        withTotal ? sql`(${countQuery}) AS total` : undefined,
      ),
    );
  const requested = Math.max(1, Math.floor(options.page ?? 1));
  if (requested === 1) {
    // The first page (most views): one round trip, its cards carrying the total (an uncorrelated
    // subquery, counted once).
    const result = await pageRows(1, true);
    const total = num(result[0]?.total);
    return { posts: result.map((row) => cardFrom(row, lang)), total, page: 1, totalPages: pageCount(total, pageSize), pageSize };
  }
  // Later pages are counted first and clamped to the last: a page far past the end (up to
  // MAX_PAGE) must not make PostgreSQL build and skip every card of the list to find nothing.
  const [counted] = await rows(countQuery);
  const total = num(counted?.total);
  const totalPages = pageCount(total, pageSize);
  const page = Math.min(requested, totalPages);
  const result = total === 0 ? [] : await pageRows(page, false);
  return { posts: result.map((row) => cardFrom(row, lang)), total, page, totalPages, pageSize };
}

/** Cards for the given post ids, in the given order (used by search). */
export async function postCardsByIds(ids: ReadonlyArray<string>, lang: Lang): Promise<Array<PostCardData>> {
  if (!ids.length) return [];
  const list = sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);
  const result = await rows(cardQuery(lang, sql`p.id IN (${list})`, sql``));
  const byId = new Map(result.map((row) => [String(row.id), cardFrom(row, lang)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Up to 3 other published posts of the same category, newest first. */
export async function relatedPosts(post: { id: string; categoryId: number }, lang: Lang, limit = RELATED_LIMIT): Promise<Array<PostCardData>> {
  const result = await rows(
    cardQuery(lang, sql`p.category_id = ${post.categoryId} AND p.id <> ${post.id}::uuid`, sql`ORDER BY p.published_at DESC NULLS LAST, p.id LIMIT ${limit}`),
  );
  return result.map((row) => cardFrom(row, lang));
}

/**
 * The published post one of whose versions has the slug `slug` (Spanish or English), for the page
 * language: its content in `lang`, else the other language (`fallback: true`), else `html: null`
 * (content not available). Its `slug` is the shown version's, which may differ from the one asked
 * for (the page then redirects). Drafts, archived and unknown slugs give null.
 */
export async function getPublishedPost(slug: string, lang: Lang): Promise<PostPageData | null> {
  const [post] = await rows(sql`
    SELECT p.id, p.slug, p.slug_en, p.published_at, p.updated_at,
           ${postColumnsFrom(lang)}
     WHERE (p.slug = ${slug} OR p.slug_en = ${slug}) AND p.status = 'published'
     LIMIT 1`);
  return post ? postPage(post, lang, true) : null;
}

/**
 * Where an old slug of a published post leads now: the current slug of the same language's
 * version (the Spanish one when that version is gone or not published), or null.
 */
export async function redirectedSlug(slug: string): Promise<string | null> {
  const [row] = await rows<{ slug: string }>(sql`
    SELECT CASE WHEN EXISTS (SELECT 1 FROM post_contents pc WHERE pc.post_id = p.id AND pc.language = r.language AND pc.status = 'published')
                THEN ${versionSlug(sql`r.language`)} ELSE p.slug END AS slug
      FROM post_slug_redirects r JOIN posts p ON p.id = r.post_id
     WHERE r.slug = ${slug} AND p.status = 'published'`);
  return row?.slug ?? null;
}

/**
 * Any post by id, whatever its state, as its public page would show it (preview links). Its date is
 * the publication date it has or will have: published before, the scheduled time, else now.
 */
export async function getPostPreview(id: string, lang: Lang): Promise<PostPageData | null> {
  const [post] = await rows(sql`
    SELECT p.id, p.slug, p.slug_en, coalesce(p.published_at, p.scheduled_at, now()) AS published_at, p.updated_at,
           ${postColumnsFrom(lang)}
     WHERE p.id = ${id}::uuid
     LIMIT 1`);
  return post ? postPage(post, lang, false) : null;
}

/** The page of a post: with `publishedOnly`, only its published versions (the public page), else every version (previews). */
async function postPage(post: Record<string, unknown>, lang: Lang, publishedOnly: boolean): Promise<PostPageData> {
  const contents = await rows<{
    language: Lang;
    title: string;
    excerpt: string;
    content: string;
    text_length: unknown;
    meta_title: string | null;
    meta_description: string | null;
    social_image_url: string | null;
    social_width: unknown;
    social_height: unknown;
  }>(sql`
    SELECT pc.language, pc.title, pc.excerpt, pc.content, ${TEXT_LENGTH} AS text_length,
           pc.meta_title, pc.meta_description, pc.social_image_url, ssi.width AS social_width, ssi.height AS social_height
      FROM post_contents pc LEFT JOIN stored_images ssi ON ssi.id = pc.social_image_id
     WHERE pc.post_id = ${String(post.id)}::uuid ${publishedOnly ? sql`AND pc.status = 'published'` : sql``}`);
  const other: Lang = lang === "es" ? "en" : "es";
  const chosen = contents.find((c) => c.language === lang) ?? contents.find((c) => c.language === other);
  const slugs: Record<Lang, string> = { es: String(post.slug), en: String(post.slug_en ?? post.slug) };
  const base = cardFrom(
    {
      ...post,
      slug: slugs[chosen?.language ?? lang],
      content_lang: chosen?.language ?? lang,
      title: chosen?.title ?? String(post.slug),
      excerpt: chosen?.excerpt ?? "",
      text_length: chosen?.text_length ?? 0,
    },
    lang,
  );
  return {
    ...base,
    html: chosen ? postBodyHtml(chosen.content, lang) : null,
    fallback: Boolean(chosen && chosen.language !== lang),
    seo: {
      title: chosen?.meta_title ?? null,
      description: chosen?.meta_description ?? null,
      image: chosen?.social_image_url
        ? imageView(chosen.social_image_url, { width: chosen.social_width == null ? null : Number(chosen.social_width), height: chosen.social_height == null ? null : Number(chosen.social_height), variants: null })
        : null,
    },
    languages: contents.map((c) => c.language).sort(),
    slugs,
    updatedAt: iso(post.updated_at),
  };
}

/**
 * Sanitised bodies by language and stored HTML: sanitising parses the whole body, and the same
 * bodies are shown again and again. Keyed by the stored HTML itself, so an edited post can never
 * get an old body; bounded by total size (cleared when full).
 */
const bodies = new Map<string, string>();
let bodiesSize = 0;
const BODIES_MAX_CHARS = 8_000_000;

function postBodyHtml(content: string, lang: Lang): string {
  const key = `${lang}:${content}`;
  let html = bodies.get(key);
  if (html === undefined) {
    html = wrapTables(sanitizePostHtml(content), lang === "es" ? "Tabla" : "Table");
    if (bodiesSize + key.length + html.length > BODIES_MAX_CHARS) {
      bodies.clear();
      bodiesSize = 0;
    }
    bodies.set(key, html);
    bodiesSize += key.length + html.length;
  }
  return html;
}

/**
 * Wide tables scroll sideways inside a focusable, labelled region (keyboard users can scroll it).
 * Runs on sanitised HTML and only adds fixed markup around each table.
 */
export function wrapTables(html: string, label: string): string {
  return html
    .replace(/<table\b/g, `<div class="post-table" role="region" tabindex="0" aria-label="${label}"><table`)
    .replace(/<\/table>/g, "</table></div>");
}

/** Published posts with their published languages, each version's slug and dates (sitemap). */
export async function publishedPostIndex(): Promise<Array<{ slugs: Record<Lang, string>; publishedAt: string; updatedAt: string; languages: Array<Lang> }>> {
  const result = await rows(sql`
    SELECT p.slug, p.slug_en, p.published_at, p.updated_at,
           (SELECT coalesce(json_agg(pc.language::text ORDER BY pc.language), '[]'::json) FROM post_contents pc WHERE pc.post_id = p.id AND pc.status = 'published') AS languages
      FROM posts p
     WHERE p.status = 'published'
     ORDER BY p.published_at DESC NULLS LAST, p.id`);
  return result.map((row) => ({
    slugs: { es: String(row.slug), en: String(row.slug_en ?? row.slug) },
    publishedAt: iso(row.published_at),
    updatedAt: iso(row.updated_at),
    languages: json<Array<Lang>>(row.languages, []),
  }));
}

/**
 * The newest published posts with their stored content in `lang` (or the fallback) for the RSS
 * feed, which sanitises it with its addresses made absolute (`sanitizePostHtmlWithBase`).
 */
export async function feedPosts(lang: Lang, limit = 30): Promise<Array<PostCardData & { content: string }>> {
  const result = await rows(sql`
    SELECT x.*, (SELECT pc.content FROM post_contents pc WHERE pc.post_id = x.id AND pc.language::text = x.content_lang::text) AS content
      FROM (${cardQuery(lang, sql`true`, sql`ORDER BY p.published_at DESC NULLS LAST, p.id LIMIT ${limit}`)}) x
     ORDER BY x.published_at DESC NULLS LAST, x.id`);
  return result.map((row) => ({ ...cardFrom(row, lang), content: String(row.content ?? "") }));
}
