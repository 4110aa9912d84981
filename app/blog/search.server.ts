/**
 * Blog search (issue 5 §4): PostgreSQL full-text search in the page language's accent-insensitive
 * configuration (es_unaccent / en_unaccent: unaccent + Snowball stemmer) over title, tags, excerpt
 * and body, ranked by ts_rank then recency; when it finds nothing, a trigram fallback
 * (pg_trgm word similarity on the accent-free title, tags and excerpt) catches typos. Only the
 * content a page would show is searched: the row in the page language, or the other language's
 * row for a post that has none in it. The same SQL runs on PGlite and PostgreSQL 15.
 */
import { sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import type { Lang } from "~/i18n/lang";
import { pageCount } from "./pagination";
import { SEARCH_PAGE_SIZE } from "./params";
import { postCardsByIds } from "./queries.server";
import { toTsQuery } from "./search-query";
import type { PostCardData } from "./types";

export type SearchResult = {
  posts: Array<PostCardData>;
  total: number;
  page: number;
  totalPages: number;
  pageSize: number;
  /** Which strategy found the results. */
  mode: "fulltext" | "trigram" | "none";
};

type IdRow = { post_id: string; total: unknown };

async function idRows(query: SQL): Promise<Array<IdRow>> {
  return ((await db().execute(query)) as unknown as { rows: Array<IdRow> }).rows;
}

const CONFIG: Record<Lang, string> = { es: "es_unaccent", en: "en_unaccent" };

/**
 * The full-text condition for a page in `lang`: the row in that language matching the query in
 * that language's configuration, or — for a post with no content in it — the other language's row
 * matching in the other configuration. Both branches use the GIN index on `search`.
 */
function fullTextHits(lang: Lang, tsquery: string) {
  const other: Lang = lang === "es" ? "en" : "es";
  const own = sql.raw(`'${CONFIG[lang]}'`);
  const otherConfig = sql.raw(`'${CONFIG[other]}'`);
  return sql`
    SELECT m.post_id, m.rank, p.published_at
      FROM (SELECT pc.post_id, ts_rank(pc.search_head, to_tsquery(${own}, ${tsquery})) AS rank
              FROM post_contents pc
             WHERE pc.language = ${sql.raw(`'${lang}'`)} AND pc.search @@ to_tsquery(${own}, ${tsquery})
            UNION ALL
            SELECT pc.post_id, ts_rank(pc.search_head, to_tsquery(${otherConfig}, ${tsquery}))
              FROM post_contents pc
             WHERE pc.language = ${sql.raw(`'${other}'`)} AND pc.search @@ to_tsquery(${otherConfig}, ${tsquery})
               AND NOT EXISTS (SELECT 1 FROM post_contents o WHERE o.post_id = pc.post_id AND o.language = ${sql.raw(`'${lang}'`)})) m
      JOIN posts p ON p.id = m.post_id AND p.status = 'published'`;
}

/** The content rows a page in `lang` shows (for the trigram fallback). */
const shownIn = (lang: Lang) => sql`(pc.language::text = ${lang}::text OR NOT EXISTS (
    SELECT 1 FROM post_contents o WHERE o.post_id = pc.post_id AND o.language::text = ${lang}::text))`;

/**
 * Ids of matching published posts for one page, with the total count. Relevance is ts_rank on the
 * title, tags (weight A) and excerpt (B); matches only in the body rank 0 and come by recency.
 */
export async function searchPostIds(
  term: string,
  lang: Lang,
  page = 1,
  pageSize = SEARCH_PAGE_SIZE,
): Promise<{ ids: Array<string>; total: number; mode: SearchResult["mode"] }> {
  const tsquery = toTsQuery(term);
  const offset = (Math.max(1, page) - 1) * pageSize;
  if (tsquery) {
    const found = await idRows(sql`
      WITH hits AS (${fullTextHits(lang, tsquery)})
      SELECT post_id, count(*) OVER () AS total FROM hits
       ORDER BY rank DESC, published_at DESC NULLS LAST, post_id
       LIMIT ${pageSize} OFFSET ${offset}`);
    if (found.length) return { ids: found.map((r) => String(r.post_id)), total: Number(found[0]!.total), mode: "fulltext" };
    if (offset > 0) {
      // A page past the end: report the total so the caller can clamp.
      const [count] = await idRows(sql`WITH hits AS (${fullTextHits(lang, tsquery)}) SELECT NULL AS post_id, count(*) AS total FROM hits`);
      if (Number(count?.total ?? 0) > 0) return { ids: [], total: Number(count!.total), mode: "fulltext" };
    }
  }

  // Trigram fallback for typos: word similarity of the accent-free term against title, tags and excerpt.
  const found = await idRows(sql`
    WITH t AS (SELECT f_unaccent(lower(${term})) AS term),
    hits AS (
      SELECT pc.post_id, p.published_at, word_similarity(t.term, pc.search_text) AS rank
        FROM t, post_contents pc
        JOIN posts p ON p.id = pc.post_id AND p.status = 'published'
       WHERE t.term <% pc.search_text AND ${shownIn(lang)})
    SELECT post_id, count(*) OVER () AS total FROM hits
     ORDER BY rank DESC, published_at DESC NULLS LAST, post_id
     LIMIT ${pageSize} OFFSET ${offset}`);
  if (found.length) return { ids: found.map((r) => String(r.post_id)), total: Number(found[0]!.total), mode: "trigram" };
  return { ids: [], total: 0, mode: "none" };
}

/** One page of search results (18 per page), as cards in the page language. */
export async function searchPosts(options: { term: string; lang: Lang; page?: number; pageSize?: number }): Promise<SearchResult> {
  const pageSize = options.pageSize ?? SEARCH_PAGE_SIZE;
  let page = Math.max(1, Math.floor(options.page ?? 1));
  let { ids, total, mode } = await searchPostIds(options.term, options.lang, page, pageSize);
  let totalPages = pageCount(total, pageSize);
  if (ids.length === 0 && page > 1) {
    // Past the last page: show the last one (or the first when the count is unknown).
    page = total > 0 ? totalPages : 1;
    ({ ids, total, mode } = await searchPostIds(options.term, options.lang, page, pageSize));
  }
  totalPages = pageCount(total, pageSize);
  const posts = await postCardsByIds(ids, options.lang);
  return { posts, total, page, totalPages, pageSize, mode };
}
