/**
 * Blog search (ADR 0012): PostgreSQL full-text search in the page language's accent-insensitive
 * configuration (es_unaccent / en_unaccent: unaccent + Snowball stemmer) over title, tags, excerpt
 * and body, ranked by ts_rank then recency, with an exact total. When it finds nothing, a trigram
 * fallback catches typos: each typed word is replaced by its most similar words (pg_trgm word
 * similarity) from the word list of the posts' accent-free titles, tags and excerpts
 * (`search_words`), and the same full-text search runs with them. Only the content a page would
 * show is searched: the row in the page language, or the other language's row for a post that has
 * none in it. The same SQL runs on PGlite and PostgreSQL 15. Why it is built this way (stored
 * vectors, storage, per-language indexes, the word list): ADR 0012.
 */
import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { getDatabase } from "~/db/client.server";
import type { Lang } from "~/i18n/lang";
import { pageCount } from "./pagination";
import { SEARCH_PAGE_SIZE } from "./params";
import { postCardsByIds } from "./queries.server";
import { searchWords, toTsQuery } from "./search-query";
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

/** Runs one query (Drizzle's `sql`) on the session's connection and returns its rows. */
type Run = <T>(query: SQL) => Promise<Array<T>>;

const dialect = new PgDialect();

/**
 * Runs `fn` on one connection, in a transaction with sequential scans disabled and a plan made
 * for each query's own terms (set_config(…, true): this transaction only). The transaction and
 * both settings go to the server in one round trip (a simple-protocol query may hold several
 * statements), then each query is one more and COMMIT the last: a search that falls back to
 * similar words makes 5 round trips, not 12 (a transaction per query).
 * - The planner does not count the cost of detoasting `search` (stored out of line, ADR 0012): for a
 *   broad term it may choose a sequential scan that detoasts every row (PostgreSQL 15, 10,000 posts,
 *   "soldadura": 84 ms) over the GIN bitmap scan that reads only the matching rows (11 ms).
 * - Statements are prepared per connection (`app/db/client.server.ts`), and after a few runs
 *   PostgreSQL may keep one generic plan for every term; a term matching half the posts and one
 *   matching three want different plans (a generic plan cost the search bench about 40 % at p50).
 */
export async function withIndexScanSession<T>(fn: (run: Run) => Promise<T>): Promise<T> {
  const client = await getDatabase().pool.connect();
  let broken: Error | undefined;
  try {
    await client.query("BEGIN; SELECT set_config('enable_seqscan', 'off', true), set_config('plan_cache_mode', 'force_custom_plan', true)");
    const result = await fn(async <R>(query: SQL) => {
      const { sql: text, params } = dialect.sqlToQuery(query);
      return (await client.query(text, params)).rows as Array<R>;
    });
    await client.query("COMMIT");
    return result;
  } catch (error) {
    // Back to a clean connection; one that cannot even roll back is not returned to the pool.
    await client.query("ROLLBACK").catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

const CONFIG: Record<Lang, string> = { es: "es_unaccent", en: "en_unaccent" };

/**
 * The full-text matches for a page in `lang`: rows in that language matching the query in that
 * language's configuration (its per-language GIN index), and rows in the other language that are
 * their post's only content (`sole_language`, small partial GIN indexes) matching in the other
 * configuration; only rows of published posts (`listed_at`, the publication date copied from the
 * post by triggers), so no join with posts.
 */
function fullTextHits(lang: Lang, tsquery: string) {
  const other: Lang = lang === "es" ? "en" : "es";
  const own = sql.raw(`'${CONFIG[lang]}'`);
  const otherConfig = sql.raw(`'${CONFIG[other]}'`);
  return sql`
    SELECT pc.post_id, ts_rank(pc.search_head, to_tsquery(${own}, ${tsquery})) AS rank, pc.listed_at
      FROM post_contents pc
     WHERE pc.language = ${sql.raw(`'${lang}'`)} AND pc.search @@ to_tsquery(${own}, ${tsquery}) AND pc.listed_at IS NOT NULL
    UNION ALL
    SELECT pc.post_id, ts_rank(pc.search_head, to_tsquery(${otherConfig}, ${tsquery})), pc.listed_at
      FROM post_contents pc
     WHERE pc.language = ${sql.raw(`'${other}'`)} AND pc.sole_language AND pc.search @@ to_tsquery(${otherConfig}, ${tsquery})
       AND pc.listed_at IS NOT NULL`;
}

/** How many similar words of the word list stand in for one typed word in the typo fallback. */
export const SIMILAR_WORDS_PER_WORD = 5;

/**
 * The typo fallback's query: for every typed word of 3+ characters, the most similar words of the
 * posts' titles, tags and excerpts (`search_words`, pg_trgm word similarity ≥ 0.6, the `<%`
 * operator's threshold), OR-ed; the typed words AND-ed. Null when a typed word has no similar word
 * (or none is long enough): then nothing is found, as a typo that resembles nothing finds nothing.
 */
export function similarWordsQuery(term: string): Promise<string | null> {
  return withIndexScanSession((run) => similarWords(run, term));
}

async function similarWords(run: Run, term: string): Promise<string | null> {
  const words = searchWords(term).filter((w) => w.length >= 3);
  if (!words.length) return null;
  const typed = sql.join(
    words.map((w, i) => sql`(${i}::int, f_unaccent(${w}::text))`),
    sql`, `,
  );
  const found = await run<{ i: unknown; word: string }>(sql`
    SELECT q.i, s.word
      FROM (VALUES ${typed}) AS q(i, w)
      CROSS JOIN LATERAL (
            SELECT sw.word FROM search_words sw
             WHERE q.w <% sw.word
             ORDER BY word_similarity(q.w, sw.word) DESC, sw.word
             LIMIT ${SIMILAR_WORDS_PER_WORD}) s`);
  const byWord = words.map((_, i) => found.filter((r) => Number(r.i) === i).map((r) => r.word));
  if (byWord.some((similar) => similar.length === 0)) return null;
  // search_words holds only letters and digits ([[:alnum:]] runs), so quoting is enough.
  return byWord.map((similar) => `(${similar.map((w) => `'${w.replace(/'/g, "''")}'`).join(" | ")})`).join(" & ");
}

/** One page of full-text matches, ranked, each row with the total count. */
export function fullTextPageQuery(lang: Lang, tsquery: string, pageSize: number, offset: number): SQL {
  return sql`
      WITH hits AS (${fullTextHits(lang, tsquery)})
      SELECT post_id, count(*) OVER () AS total FROM hits
       ORDER BY rank DESC, listed_at DESC, post_id
       LIMIT ${pageSize} OFFSET ${offset}`;
}

/** Ids and total of one page of full-text matches of `tsquery`, or null when nothing matches. */
async function fullTextPage(run: Run, lang: Lang, tsquery: string, pageSize: number, offset: number): Promise<{ ids: Array<string>; total: number } | null> {
  const found = await run<IdRow>(fullTextPageQuery(lang, tsquery, pageSize, offset));
  if (found.length) return { ids: found.map((r) => String(r.post_id)), total: Number(found[0]!.total) };
  if (offset > 0) {
    // A page past the end: report the total so the caller can clamp.
    const [count] = await run<IdRow>(sql`WITH hits AS (${fullTextHits(lang, tsquery)}) SELECT NULL AS post_id, count(*) AS total FROM hits`);
    if (Number(count?.total ?? 0) > 0) return { ids: [], total: Number(count!.total) };
  }
  return null;
}

/**
 * Ids of matching published posts for one page, with the total count (exact). Relevance is ts_rank
 * on the title, tags (weight A) and excerpt (B); matches only in the body rank 0 and come by
 * recency. When the full-text search finds nothing, the typo fallback runs the same full-text
 * search with the similar words of the word list instead of the typed ones.
 */
export async function searchPostIds(
  term: string,
  lang: Lang,
  page = 1,
  pageSize = SEARCH_PAGE_SIZE,
): Promise<{ ids: Array<string>; total: number; mode: SearchResult["mode"] }> {
  const tsquery = toTsQuery(term);
  // No word at all: nothing to search for, in full text or among similar words.
  if (!tsquery) return { ids: [], total: 0, mode: "none" };
  const offset = (Math.max(1, page) - 1) * pageSize;
  return withIndexScanSession(async (run) => {
    const found = await fullTextPage(run, lang, tsquery, pageSize, offset);
    if (found) return { ...found, mode: "fulltext" as const };
    const similar = await similarWords(run, term);
    if (similar) {
      const fallback = await fullTextPage(run, lang, similar, pageSize, offset);
      if (fallback) return { ...fallback, mode: "trigram" as const };
    }
    return { ids: [], total: 0, mode: "none" as const };
  });
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
