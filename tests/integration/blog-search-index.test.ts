/**
 * What makes blog search fast at 10,000 posts (migration 0003, ADR 0012), on both databases:
 * `sole_language` kept by its trigger, the word list of the typo fallback kept by its trigger,
 * when the fallback runs and what it finds, the exact total, and a plan that reads the
 * per-language GIN index.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { fullTextPageQuery, searchPosts, similarWordsQuery, withIndexScanSession } from "~/blog/search.server";
import { toTsQuery } from "~/blog/search-query";
import { categories, postContents, posts, searchWords } from "~/db/schema";
import { DB_KINDS, openTestDatabase, type TestDatabase } from "../helpers/db";

describe.each(DB_KINDS)("blog search internals on %s", (kind) => {
  let database: TestDatabase;
  let categoryId: number;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const [cat] = await database.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, "investigacion"));
    categoryId = cat!.id;
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  async function addPost(slug: string, contents: { es?: string; en?: string; body?: string }, date = "2020-01-01") {
    const [row] = await database.db
      .insert(posts)
      .values({ slug, categoryId, status: "published", publishedAt: new Date(date) })
      .returning({ id: posts.id });
    const values = [
      ...(contents.es ? [{ postId: row!.id, language: "es" as const, title: contents.es, excerpt: "Nota.", content: `<p>${contents.body ?? "Texto."}</p>` }] : []),
      ...(contents.en ? [{ postId: row!.id, language: "en" as const, title: contents.en, excerpt: "Note.", content: `<p>${contents.body ?? "Text."}</p>` }] : []),
    ];
    if (values.length) await database.db.insert(postContents).values(values);
    return row!.id;
  }

  const sole = async (postId: string) =>
    Object.fromEntries(
      (await database.db.select({ language: postContents.language, sole: postContents.soleLanguage }).from(postContents).where(eq(postContents.postId, postId))).map(
        (r) => [r.language, r.sole],
      ),
    );

  test("sole_language follows the rows a post has (insert, second language, delete, both in one statement)", async () => {
    const id = await addPost("solo-espanol-idx", { es: "Solo en español" });
    expect(await sole(id)).toEqual({ es: true });
    await database.db.insert(postContents).values({ postId: id, language: "en", title: "Now in English too" });
    expect(await sole(id)).toEqual({ es: false, en: false });
    await database.db.delete(postContents).where(and(eq(postContents.postId, id), eq(postContents.language, "es")));
    expect(await sole(id)).toEqual({ en: true });
    const both = await addPost("ambos-idx", { es: "Ambos idiomas", en: "Both languages" });
    expect(await sole(both)).toEqual({ es: false, en: false });
  });

  test("a post's only content is searched on the other language's page, in its own language's configuration", async () => {
    const id = await addPost("marimba-es", { es: "Marimbas de soldaduría fina" });
    const en = await searchPosts({ term: "marimbas", lang: "en" });
    expect(en.posts.map((p) => p.slug)).toContain("marimba-es");
    expect(en.posts.find((p) => p.slug === "marimba-es")!.contentLang).toBe("es");
    // Once it has English content, the English page searches that instead.
    await database.db.insert(postContents).values({ postId: id, language: "en", title: "Fine xylophone joints" });
    expect((await searchPosts({ term: "marimbas", lang: "en" })).posts.map((p) => p.slug)).not.toContain("marimba-es");
    expect((await searchPosts({ term: "xylophone", lang: "en" })).posts.map((p) => p.slug)).toContain("marimba-es");
    expect((await searchPosts({ term: "marimbas", lang: "es" })).posts.map((p) => p.slug)).toContain("marimba-es");
  });

  test("search follows publication: drafts, publishing, archiving, re-dating and content added later", async () => {
    const slugs = async (term: string) => (await searchPosts({ term, lang: "es" })).posts.map((p) => p.slug);
    const [draft] = await database.db
      .insert(posts)
      .values({ slug: "gamelan-borrador", categoryId, status: "draft" })
      .returning({ id: posts.id });
    await database.db.insert(postContents).values({ postId: draft!.id, language: "es", title: "Gamelán en borrador" });
    expect(await slugs("gamelan")).toEqual([]);
    // Each language version has its own state; the post holds the date (its first publication).
    const setState = async (id: string, status: "published" | "archived", publishedAt?: Date | null) => {
      await database.db.update(posts).set({ status, ...(publishedAt !== undefined ? { publishedAt } : {}) }).where(eq(posts.id, id));
      await database.db.update(postContents).set({ status }).where(eq(postContents.postId, id));
    };
    await setState(draft!.id, "published", new Date("2020-05-01"));
    expect(await slugs("gamelan")).toEqual(["gamelan-borrador"]);
    const older = await addPost("gamelan-viejo", { es: "Gamelán de antes" }, "2019-05-01");
    expect(await slugs("gamelan")).toEqual(["gamelan-borrador", "gamelan-viejo"]);
    await database.db.update(posts).set({ publishedAt: new Date("2024-01-01") }).where(eq(posts.id, older));
    expect(await slugs("gamelan")).toEqual(["gamelan-viejo", "gamelan-borrador"]);
    await setState(older, "archived");
    expect(await slugs("gamelan")).toEqual(["gamelan-borrador"]);
    // A published post without a date is found, after the dated ones.
    await setState(older, "published", null);
    expect(await slugs("gamelan")).toEqual(["gamelan-borrador", "gamelan-viejo"]);
    // English content added to a published post takes its state and is searchable at once...
    await database.db.insert(postContents).values({ postId: draft!.id, language: "en", title: "Gamelan orchestra" });
    expect((await searchPosts({ term: "orchestra", lang: "en" })).posts.map((p) => p.slug)).toEqual(["gamelan-borrador"]);
    // ...and leaves search when that version alone goes back to draft: English search then finds
    // the Spanish version (the post's only published one), Spanish search still does.
    await database.db.update(postContents).set({ status: "draft" }).where(and(eq(postContents.postId, draft!.id), eq(postContents.language, "en")));
    expect((await searchPosts({ term: "orchestra", lang: "en" })).posts).toEqual([]);
    const fallback = await searchPosts({ term: "gamelan", lang: "en" });
    expect(fallback.posts.map((p) => [p.slug, p.contentLang])).toEqual([["gamelan-borrador", "es"], ["gamelan-viejo", "es"]]);
  });

  test("the word list learns the words of new and edited titles, tags and excerpts", async () => {
    const id = await addPost("xilofonia", { es: "Xilofonía y soldadura" });
    const has = async (word: string) => (await database.db.select().from(searchWords).where(eq(searchWords.word, word))).length === 1;
    expect(await has("xilofonia")).toBe(true);
    expect(await has("soldadura")).toBe(true);
    expect(await has("y")).toBe(false); // shorter than 3 characters
    await database.db.update(postContents).set({ excerpt: "Campanología aplicada" }).where(eq(postContents.postId, id));
    expect(await has("campanologia")).toBe(true);
  });

  test("the typo fallback runs only when full-text finds nothing, and finds posts through similar words", async () => {
    await addPost("xilofonia-2", { es: "Guía de xilofonía industrial" }, "2021-01-01");
    const exact = await searchPosts({ term: "xilofonía", lang: "es" });
    expect(exact.mode).toBe("fulltext");
    const typo = await searchPosts({ term: "xilofoniaa", lang: "es" });
    expect(typo.mode).toBe("trigram");
    expect(typo.posts.map((p) => p.slug).sort()).toEqual(["xilofonia", "xilofonia-2"]);
    expect(typo.total).toBe(2);
    // Relevance then recency, as for full-text results.
    expect(typo.posts.map((p) => p.slug)).toEqual((await searchPosts({ term: "xilofonia", lang: "es" })).posts.map((p) => p.slug));
    // Every typed word must resemble a word of the list: one that resembles nothing finds nothing.
    expect(await similarWordsQuery("xilofoniaa")).toMatch(/'xilofonia'/);
    expect(await similarWordsQuery("xilofoniaa qqqwwwzzz")).toBeNull();
    expect((await searchPosts({ term: "xilofoniaa qqqwwwzzz", lang: "es" })).mode).toBe("none");
    // Words of two typed words are AND-ed: both posts mention xilofonía, only one "industrial".
    const two = await searchPosts({ term: "xilofoniaa industrail", lang: "es" });
    expect(two.mode).toBe("trigram");
    expect(two.posts.map((p) => p.slug)).toEqual(["xilofonia-2"]);
    // Too short to compare: no fallback.
    expect(await similarWordsQuery("xy")).toBeNull();
  });

  test("the total is exact and pages split it", async () => {
    for (let i = 0; i < 5; i++) await addPost(`zumbido-${i}`, { es: `Zumbidoxq número ${i}` }, `2022-01-0${i + 1}`);
    const first = await searchPosts({ term: "zumbidoxq", lang: "es", pageSize: 2 });
    expect(first.total).toBe(5);
    expect(first.totalPages).toBe(3);
    const last = await searchPosts({ term: "zumbidoxq", lang: "es", pageSize: 2, page: 3 });
    expect(last.posts.map((p) => p.slug)).toEqual(["zumbido-0"]);
    const beyond = await searchPosts({ term: "zumbidoxq", lang: "es", pageSize: 2, page: 9 });
    expect(beyond.page).toBe(3);
    expect(beyond.total).toBe(5);
  });

  test("with many posts, a broad term's query reads the per-language GIN index, never a sequential scan of post_contents", async () => {
    // 1,500 posts in both languages, half of them about soldering: a term that matches half the
    // table, where a planner left alone may prefer a sequential scan (which detoasts `search`).
    await database.db.execute(sql`
      INSERT INTO posts (id, slug, category_id, status, published_at)
      SELECT ('00000000-0000-4000-9000-' || lpad(i::text, 12, '0'))::uuid, 'plan-' || i, ${categoryId}, 'published', now() - i * interval '1 day'
        FROM generate_series(1, 1500) AS i`);
    await database.db.execute(sql`
      INSERT INTO post_contents (post_id, language, title, excerpt, content)
      SELECT ('00000000-0000-4000-9000-' || lpad(i::text, 12, '0'))::uuid, l::lang,
             CASE WHEN i % 2 = 0 THEN 'Soldadura y solder ' ELSE 'Reflujo y reflow ' END || i,
             'Extracto ' || i, '<p>Cuerpo del artículo ' || i || '</p>'
        FROM generate_series(1, 1500) AS i, (VALUES ('es'), ('en')) AS v(l)`);
    await database.db.execute(sql`ANALYZE`);
    for (const lang of ["es", "en"] as const) {
      const plan = (await withIndexScanSession((run) => run<Record<string, string>>(sql`EXPLAIN ${fullTextPageQuery(lang, toTsQuery("soldadura")!, 18, 0)}`)))
        .map((r) => Object.values(r)[0])
        .join("\n");
      expect(plan).toContain(`post_contents_search_${lang}_idx`);
      expect(plan).not.toMatch(/Seq Scan on post_contents/);
    }
  });
  test("a search session's settings and transaction end with it, also when one of its queries fails", async () => {
    const settings = sql`SELECT current_setting('enable_seqscan') AS seq, current_setting('plan_cache_mode') AS plans`;
    expect(await withIndexScanSession((run) => run(settings))).toEqual([{ seq: "off", plans: "force_custom_plan" }]);
    // Two queries of one session share its transaction (one snapshot, one transaction id).
    const [first, second] = await withIndexScanSession(async (run) => [
      (await run<{ xid: string }>(sql`SELECT pg_current_xact_id()::text AS xid`))[0]!.xid,
      (await run<{ xid: string }>(sql`SELECT pg_current_xact_id()::text AS xid`))[0]!.xid,
    ]);
    expect(second).toBe(first);
    await expect(withIndexScanSession((run) => run(sql`SELECT 1 / ${0}::int AS x`))).rejects.toThrow(/division by zero/);
    // Every connection of the pool, the failed session's included, is back to the defaults and
    // outside any transaction (a leaked one would fail with "current transaction is aborted").
    const clients = await Promise.all(Array.from({ length: Math.max(1, database.pool.totalCount) }, () => database.pool.connect()));
    try {
      for (const client of clients) {
        const { rows } = await client.query("SELECT current_setting('enable_seqscan') AS seq, current_setting('plan_cache_mode') AS plans, now() = statement_timestamp() AS idle");
        expect(rows[0]).toEqual({ seq: "on", plans: "auto", idle: true });
      }
    } finally {
      for (const client of clients) client.release();
    }
  });
});
