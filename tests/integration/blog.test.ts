import { eq, sql } from "drizzle-orm";
import { publishJobKey } from "~/blog/posts.server";
import { utcToMonterreyInput } from "~/blog/schedule";
import { rowsOf } from "~/db/client.server";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { listPublishedPosts, getPublishedPost, listCategories, relatedPosts, publishedPostIndex, feedPosts } from "~/blog/queries.server";
import { searchPosts } from "~/blog/search.server";
import { DEMO_SEEDED_KEY, demoPostsSeed, seedDemoPosts } from "~/blog/seed-demo.server";
import { registerSeedStep } from "~/db/seed.server";
import { refreshTagsText } from "~/blog/tags.server";
import { blogSitemapEntries } from "~/blog/sitemap.server";
import { DEMO_POSTS } from "~/content/demo-posts";
import { appMeta, categories, postContents, posts, postTags, tags } from "~/db/schema";
import { onContentChanged } from "~/platform/page-cache/events.server";
import { DB_KINDS, openTestDatabase, type TestDatabase } from "../helpers/db";

// The demo posts are seeded with the database, as at a real start.
registerSeedStep(demoPostsSeed);

const published = DEMO_POSTS.filter((p) => p.status === "published").sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
const draft = DEMO_POSTS.find((p) => p.status === "draft")!;
const archived = DEMO_POSTS.find((p) => p.status === "archived")!;
const spanishOnly = DEMO_POSTS.find((p) => p.status === "published" && p.content.en === null)!;

describe.each(DB_KINDS)("blog on %s", (kind) => {
  let database: TestDatabase;
  let changes: Array<string>;
  let unsubscribe: () => void;
  beforeAll(async () => {
    changes = [];
    unsubscribe = onContentChanged((reason) => changes.push(reason));
    // openTestDatabase runs every registered seed step; importing seed-demo registered ours.
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    unsubscribe?.();
    await database?.cleanup();
  });

  test("the demo content is seeded once, with tags_text in each language, and the cache is told", async () => {
    const all = await database.db.select({ id: posts.id }).from(posts);
    expect(all).toHaveLength(DEMO_POSTS.length);
    expect(changes.some((c) => c.includes("demo"))).toBe(true);
    const [flag] = await database.db.select().from(appMeta).where(eq(appMeta.key, DEMO_SEEDED_KEY));
    expect(flag).toBeDefined();
    await seedDemoPosts(database.db);
    expect(await database.db.select({ id: posts.id }).from(posts)).toHaveLength(DEMO_POSTS.length);

    const [first] = await database.db.select({ id: posts.id, image: posts.featuredImageUrl }).from(posts).where(eq(posts.slug, published[published.length - 1]!.slug));
    expect(first!.image).toMatch(/^\/images\/blog\/[a-z-]+-\d\.webp$/);
    const contents = await database.db.select({ language: postContents.language, tagsText: postContents.tagsText }).from(postContents).where(eq(postContents.postId, first!.id));
    const es = contents.find((c) => c.language === "es")!;
    const en = contents.find((c) => c.language === "en")!;
    expect(es.tagsText).toContain("Reflujo");
    expect(en.tagsText).toContain("Reflow");
  });

  test("a demo post has its own English slug: each language version answers at its slug", async () => {
    const translated = DEMO_POSTS.filter((p) => p.slugEn);
    expect(translated.length).toBeGreaterThan(0);
    for (const demo of translated) {
      expect(demo.slugEn).not.toBe(demo.slug);
      expect(await getPublishedPost(demo.slugEn!, "en")).toMatchObject({ slug: demo.slugEn, contentLang: "en", title: demo.content.en!.title });
      expect(await getPublishedPost(demo.slug, "es")).toMatchObject({ slug: demo.slug, contentLang: "es", slugs: { es: demo.slug, en: demo.slugEn } });
    }
  });

  test("the scheduled demo post: private, due in its days at 09:00 Monterrey time, its job queued", async () => {
    const demo = DEMO_POSTS.find((p) => p.status === "scheduled")!;
    expect(demo.content.en).not.toBeNull();
    const [row] = await database.db.select().from(posts).where(eq(posts.slug, demo.slug));
    expect(row).toMatchObject({ status: "scheduled", publishedAt: null });
    const days = (row!.scheduledAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(demo.scheduleInDays! - 1);
    expect(days).toBeLessThan(demo.scheduleInDays! + 1);
    expect(utcToMonterreyInput(row!.scheduledAt!).slice(11)).toBe("09:00");
    const [job] = rowsOf<{ status: string; run_at: string }>(await database.db.execute(sql`SELECT status, run_at FROM jobs WHERE key = ${publishJobKey(row!.id, "es")}`));
    expect(job!.status).toBe("queued");
    expect(new Date(job!.run_at).getTime()).toBe(row!.scheduledAt!.getTime());
    expect((await listPublishedPosts({ lang: "es", page: 1, pageSize: 100 })).posts.map((p) => p.slug)).not.toContain(demo.slug);
    expect(await getPublishedPost(demo.slug, "es")).toBeNull();
  });

  test("a deleted demo post does not come back on the next start", async () => {
    const victim = published[published.length - 1]!;
    const before = await database.db.select({ id: posts.id }).from(posts);
    await database.db.delete(posts).where(eq(posts.slug, victim.slug));
    await seedDemoPosts(database.db);
    expect(await database.db.select({ id: posts.id }).from(posts)).toHaveLength(before.length - 1);
    // Put it back for the other tests.
    await database.db.delete(appMeta).where(eq(appMeta.key, DEMO_SEEDED_KEY));
    await seedDemoPosts(database.db);
    expect(await database.db.select({ id: posts.id }).from(posts)).toHaveLength(before.length);
  });

  test("lists published posts newest first, 6 per page, in the page language", async () => {
    const page1 = await listPublishedPosts({ lang: "es", page: 1 });
    expect(page1.total).toBe(published.length);
    expect(page1.totalPages).toBe(Math.ceil(published.length / 6));
    expect(page1.posts.map((p) => p.slug)).toEqual(published.slice(0, 6).map((p) => p.slug));
    const page3 = await listPublishedPosts({ lang: "es", page: 3 });
    expect(page3.posts.map((p) => p.slug)).toEqual(published.slice(12, 18).map((p) => p.slug));
    const card = page1.posts[0]!;
    expect(card.title).toBe(published[0]!.content.es.title);
    expect(card.readingMinutes).toBeGreaterThanOrEqual(1);
    expect(card.category.name).toBeTruthy();
    expect(card.image).toMatchObject({ width: 1200, height: 675 });
    const en = await listPublishedPosts({ lang: "en", page: 1 });
    expect(en.posts[0]!.title).toBe(published[0]!.content.en!.title);
    const esNames = new Set(page1.posts.map((p) => p.category.name));
    expect(en.posts.some((p) => esNames.has(p.category.name) && p.category.slug !== "esd")).toBe(false);
  });

  test("an out-of-range page is clamped to the last page", async () => {
    const last = await listPublishedPosts({ lang: "es", page: 99 });
    expect(last.page).toBe(last.totalPages);
    expect(last.posts.length).toBeGreaterThan(0);
  });

  test("filters by category", async () => {
    for (const slug of ["soldadura", "esd", "procesos", "investigacion", "casos-estudio"]) {
      const list = await listPublishedPosts({ lang: "es", category: slug });
      const expected = published.filter((p) => p.category === slug).map((p) => p.slug);
      expect(list.posts.map((p) => p.slug)).toEqual(expected.slice(0, 6));
      expect(list.total).toBe(expected.length);
      expect(list.posts.every((p) => p.category.slug === slug)).toBe(true);
    }
    const none = await listPublishedPosts({ lang: "es", category: "no-such" });
    expect(none.total).toBe(0);
    const cats = await listCategories("en");
    expect(cats.map((c) => c.slug)).toEqual(["soldadura", "esd", "procesos", "investigacion", "casos-estudio"]);
    expect(cats[0]!.name).toBe("Soldering");
  });

  test("drafts and archived posts are never public", async () => {
    for (const lang of ["es", "en"] as const) {
      const all = await listPublishedPosts({ lang, pageSize: 100 });
      const slugs = all.posts.map((p) => p.slug);
      expect(slugs).not.toContain(draft.slug);
      expect(slugs).not.toContain(archived.slug);
      expect(await getPublishedPost(draft.slug, lang)).toBeNull();
      expect(await getPublishedPost(archived.slug, lang)).toBeNull();
      const draftWord = draft.content.es.title.split(" ")[0]!;
      const found = await searchPosts({ term: draft.content.es.title, lang });
      expect(found.posts.map((p) => p.slug)).not.toContain(draft.slug);
      expect((await searchPosts({ term: draftWord, lang })).posts.map((p) => p.slug)).not.toContain(draft.slug);
      expect((await searchPosts({ term: archived.content.es.title, lang })).posts.map((p) => p.slug)).not.toContain(archived.slug);
    }
    expect((await publishedPostIndex()).map((p) => p.slugs.es)).not.toContain(draft.slug);
    expect((await feedPosts("es")).map((p) => p.slug)).not.toContain(archived.slug);
    expect(await getPublishedPost("no-such-post", "es")).toBeNull();
  });

  test("a post page in each language, with the fallback for a Spanish-only post", async () => {
    const post = await getPublishedPost(published[0]!.slug, "en");
    expect(post).not.toBeNull();
    expect(post!.title).toBe(published[0]!.content.en!.title);
    expect(post!.fallback).toBe(false);
    expect(post!.html).toContain("<h2>");
    expect(post!.tags.length).toBeGreaterThan(0);

    const fallback = await getPublishedPost(spanishOnly.slug, "en");
    expect(fallback!.fallback).toBe(true);
    expect(fallback!.contentLang).toBe("es");
    expect(fallback!.title).toBe(spanishOnly.content.es.title);
    const inSpanish = await getPublishedPost(spanishOnly.slug, "es");
    expect(inSpanish!.fallback).toBe(false);
    // The Spanish-only post is listed on the English blog too, marked by its content language.
    const enList = await listPublishedPosts({ lang: "en", pageSize: 100 });
    expect(enList.posts.find((p) => p.slug === spanishOnly.slug)?.contentLang).toBe("es");
  });

  test("a published post without any content says so", async () => {
    const [cat] = await database.db.select({ id: categories.id }).from(categories).limit(1);
    await database.db.insert(posts).values({ slug: "sin-contenido", categoryId: cat!.id, status: "published", publishedAt: new Date("2020-01-01") });
    const post = await getPublishedPost("sin-contenido", "es");
    expect(post).not.toBeNull();
    expect(post!.html).toBeNull();
    // It is not listed (nothing to show on a card).
    expect((await listPublishedPosts({ lang: "es", pageSize: 100 })).posts.map((p) => p.slug)).not.toContain("sin-contenido");
    await database.db.delete(posts).where(eq(posts.slug, "sin-contenido"));
  });

  test("related posts: same category, published, newest first, at most 3, never itself", async () => {
    const post = (await getPublishedPost(published.find((p) => p.category === "soldadura")!.slug, "es"))!;
    const related = await relatedPosts({ id: post.id, categoryId: post.category.id }, "es");
    const expected = published.filter((p) => p.category === "soldadura" && p.slug !== post.slug).slice(0, 3).map((p) => p.slug);
    expect(related.map((p) => p.slug)).toEqual(expected);
    expect(related.length).toBeLessThanOrEqual(3);
    expect(related.map((p) => p.slug)).not.toContain(draft.slug);
  });

  describe("search", () => {
    beforeAll(async () => {
      const [cat] = await database.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, "investigacion"));
      const add = async (slug: string, es: string | null, en: string | null, date: string) => {
        const [row] = await database.db
          .insert(posts)
          .values({ slug, categoryId: cat!.id, status: "published", publishedAt: new Date(date) })
          .returning({ id: posts.id });
        const values = [
          ...(es ? [{ postId: row!.id, language: "es" as const, title: es, excerpt: "Nota de prueba.", content: "<p>Texto breve.</p>" }] : []),
          ...(en ? [{ postId: row!.id, language: "en" as const, title: en, excerpt: "Test note.", content: "<p>Short text.</p>" }] : []),
        ];
        await database.db.insert(postContents).values(values);
        return row!.id;
      };
      await add("prueba-singular", "Guía de Soldadura para principiantes", "Beginner's guide", "2019-01-01");
      await add("prueba-plural", "Las Soldaduras más comunes", "The most common joints", "2019-01-02");
      await add("prueba-acento", "Errores de soldádura escrita con acento", "Misspelt joints", "2019-01-03");
      await add("prueba-soldering", "Calidad de uniones", "Soldering quality in practice", "2019-01-04");
      const tagged = await add("prueba-etiqueta", "Nota sin la palabra", "Note without the word", "2019-01-05");
      const [tag] = await database.db.insert(tags).values({ slug: "zeolita-test", nameEs: "Zeolíta", nameEn: "Zeolite" }).returning({ id: tags.id });
      await database.db.insert(postTags).values({ postId: tagged, tagId: tag!.id });
      await refreshTagsText(database.db, tagged);
    });

    test("'soldadura' finds Soldadura, Soldaduras and soldádura (Spanish, accent-insensitive)", async () => {
      const result = await searchPosts({ term: "soldadura", lang: "es" });
      expect(result.mode).toBe("fulltext");
      const slugs = await allSlugs("soldadura", "es");
      for (const slug of ["prueba-singular", "prueba-plural", "prueba-acento"]) expect(slugs).toContain(slug);
      expect(slugs).not.toContain("prueba-soldering");
      // The accented query finds the same posts.
      expect(await allSlugs("soldádura", "es")).toEqual(await allSlugs("soldadura", "es"));
      expect(await allSlugs("SOLDADURAS", "es")).toEqual(await allSlugs("soldadura", "es"));
    });

    test("'solder' finds 'soldering' (English stemming)", async () => {
      const slugs = await allSlugs("solder", "en");
      expect(slugs).toContain("prueba-soldering");
    });

    test("the first page has up to 18 results, ranked by relevance then recency, and further results paginate", async () => {
      const first = await searchPosts({ term: "soldadura", lang: "es" });
      expect(first.posts.length).toBeLessThanOrEqual(18);
      expect(first.pageSize).toBe(18);
      const small = await searchPosts({ term: "soldadura", lang: "es", pageSize: 2 });
      expect(small.posts).toHaveLength(2);
      expect(small.totalPages).toBe(Math.ceil(small.total / 2));
      const second = await searchPosts({ term: "soldadura", lang: "es", pageSize: 2, page: 2 });
      expect(second.posts.map((p) => p.id)).not.toEqual(small.posts.map((p) => p.id));
      // A title match ranks above a body-only match.
      const titled = await searchPosts({ term: "soldaduras comunes", lang: "es" });
      expect(titled.posts[0]!.slug).toBe("prueba-plural");
    });

    test("tags are searchable in each language", async () => {
      expect(await allSlugs("zeolita", "es")).toContain("prueba-etiqueta");
      expect(await allSlugs("zeolite", "en")).toContain("prueba-etiqueta");
    });

    test("partial words and typos are found", async () => {
      expect(await allSlugs("soldad", "es")).toContain("prueba-singular");
      const typo = await searchPosts({ term: "zeolitta", lang: "es" });
      expect(typo.mode).toBe("trigram");
      expect(typo.posts.map((p) => p.slug)).toContain("prueba-etiqueta");
      const typoEn = await searchPosts({ term: "tombstonning", lang: "en" });
      expect(typoEn.posts.length).toBeGreaterThan(0);
    });

    test("odd input never breaks the query", async () => {
      for (const term of ["'", "\\", "a & b | !c", "(((", ":*", "<script>", "ñ", "🙂", "x".repeat(300), "de la"]) {
        const result = await searchPosts({ term, lang: "es" });
        expect(Array.isArray(result.posts)).toBe(true);
      }
      expect((await searchPosts({ term: "qwxzqwxz", lang: "es" })).mode).toBe("none");
    });
  });

  test("sitemap entries list every published post in both languages", async () => {
    const entries = await blogSitemapEntries("https://ardentia.test");
    const post = entries.find((e) => e.loc.includes(published[0]!.slug))!;
    expect(post.alternates.map((a) => a.hreflang)).toEqual(["es", "en", "x-default"]);
    expect(entries.some((e) => e.loc.includes(draft.slug))).toBe(false);
    const only = entries.find((e) => e.loc.includes(spanishOnly.slug))!;
    expect(only.alternates.map((a) => a.hreflang)).toEqual(["es", "x-default"]);
  });

  async function allSlugs(term: string, lang: "es" | "en") {
    return (await searchPosts({ term, lang, pageSize: 100 })).posts.map((p) => p.slug).sort();
  }
});
