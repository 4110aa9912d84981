/**
 * Translated slugs against the real databases: each language version of a post has its own slug
 * (the English one from the English title unless typed), both are found and each names its own
 * version; a slug a published post gives up keeps answering (redirect to the current one of its
 * language), for every old slug; a draft's slug changes leave nothing behind; slugs are unique
 * across both languages and old slugs, and a refusal names the post that holds the slug.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createAdminUser } from "~/auth/users.server";
import { type PostInput } from "~/blog/post-input";
import { getPostForEdit, PostSaveError, savePost } from "~/blog/posts.server";
import { feedPosts, getPublishedPost, listPublishedPosts, redirectedSlug } from "~/blog/queries.server";
import { blogSitemapEntries } from "~/blog/sitemap.server";
import { rowsOf } from "~/db/client.server";
import { categories } from "~/db/schema";
import { useAuthEnv } from "../helpers/auth-env";
import { DB_KINDS, openTestDatabase, type TestDatabase } from "../helpers/db";
import { refusalOf } from "../helpers/refusal";
import { actorOf } from "../helpers/actor";
import type { Actor } from "~/platform/audit.server";

describe.each(DB_KINDS)("translated slugs on %s", (kind) => {
  let database: TestDatabase;
  let author: Actor;
  let categoryId: number;

  const input = (over: Partial<PostInput> & { esTitle?: string; enTitle?: string } = {}): PostInput => {
    const { esTitle = "Perfil de reflujo", enTitle = "", ...rest } = over;
    return {
      intent: "publish",
      status: "draft",
      categoryId,
      slug: "",
      featuredImageUrl: "",
      es: { title: esTitle, excerpt: "Resumen", content: "<p>Contenido</p>" },
      en: enTitle ? { title: enTitle, excerpt: "Summary", content: "<p>Content</p>" } : { title: "", excerpt: "", content: "" },
      tagIds: [],
      newTags: [],
      ...rest,
    };
  };
  const refusal = (promise: Promise<unknown>) => refusalOf(promise, PostSaveError);

  beforeAll(async () => {
    useAuthEnv();
    database = await openTestDatabase(kind);
    author = actorOf(await createAdminUser(`slugs-${kind}@ardentia.test`, "contraseña del autor"));
    categoryId = (await database.db.select().from(categories).where(eq(categories.slug, "soldadura")))[0]!.id;
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  test("each language version has its own slug, from its own title; both find the post and each names its version", async () => {
    const saved = await savePost(input({ esTitle: "Perfil de reflujo para SAC305", enTitle: "SAC305 reflow profile" }), author);
    expect(saved).toMatchObject({ slug: "perfil-de-reflujo-para-sac305", slugEn: "sac305-reflow-profile" });
    expect(await getPostForEdit(saved.id)).toMatchObject({ slug: "perfil-de-reflujo-para-sac305", slugEn: "sac305-reflow-profile" });

    const english = await getPublishedPost("sac305-reflow-profile", "en");
    expect(english).toMatchObject({ slug: "sac305-reflow-profile", contentLang: "en", title: "SAC305 reflow profile", slugs: { es: "perfil-de-reflujo-para-sac305", en: "sac305-reflow-profile" } });
    // The Spanish slug read in English finds the post, at the English version's slug (the page redirects there).
    expect(await getPublishedPost("perfil-de-reflujo-para-sac305", "en")).toMatchObject({ slug: "sac305-reflow-profile", contentLang: "en" });
    expect(await getPublishedPost("sac305-reflow-profile", "es")).toMatchObject({ slug: "perfil-de-reflujo-para-sac305", contentLang: "es" });

    // Cards, feeds and the sitemap link each language to its own slug.
    expect((await listPublishedPosts({ lang: "en" })).posts.find((p) => p.id === saved.id)?.slug).toBe("sac305-reflow-profile");
    expect((await listPublishedPosts({ lang: "es" })).posts.find((p) => p.id === saved.id)?.slug).toBe("perfil-de-reflujo-para-sac305");
    expect((await feedPosts("en")).find((p) => p.id === saved.id)?.slug).toBe("sac305-reflow-profile");
    const entries = await blogSitemapEntries("https://ardentia.test");
    const entry = entries.find((e) => e.loc === "https://ardentia.test/blog/sac305-reflow-profile?lang=en");
    expect(entry?.alternates).toEqual([
      { hreflang: "es", href: "https://ardentia.test/blog/perfil-de-reflujo-para-sac305?lang=es" },
      { hreflang: "en", href: "https://ardentia.test/blog/sac305-reflow-profile?lang=en" },
      { hreflang: "x-default", href: "https://ardentia.test/blog/perfil-de-reflujo-para-sac305?lang=es" },
    ]);
    expect(entries.some((e) => e.loc === "https://ardentia.test/blog/perfil-de-reflujo-para-sac305?lang=es")).toBe(true);
  });

  test("a typed English slug is kept; one equal to the Spanish slug (or no English version) stores none", async () => {
    const typed = await savePost(input({ esTitle: "Guía de esténciles", enTitle: "Stencil guide", slugEn: "Stencil Design Guide" }), author);
    expect(typed.slugEn).toBe("stencil-design-guide");
    const same = await savePost(input({ esTitle: "Limpieza con IPA", enTitle: "IPA cleaning", slugEn: "limpieza-con-ipa" }), author);
    expect(same.slugEn).toBeNull();
    expect(await getPublishedPost("limpieza-con-ipa", "en")).toMatchObject({ slug: "limpieza-con-ipa", contentLang: "en" });
    const spanishOnly = await savePost(input({ esTitle: "Solo en español", slugEn: "ignored-without-english" }), author);
    expect(spanishOnly.slugEn).toBeNull();
    expect(await getPostForEdit(spanishOnly.id)).toMatchObject({ slugEn: "" });
  });

  test("slugs a published post gives up redirect to its current ones, every one of them; a draft's leave nothing", async () => {
    const first = await savePost(input({ esTitle: "Voids en BGA", enTitle: "BGA voids" }), author);
    const base = { id: first.id, esTitle: "Voids en BGA", enTitle: "BGA voids" };
    await savePost(input({ ...base, slug: "voids-en-bga-v2", slugEn: "bga-voids-v2" }), author);
    await savePost(input({ ...base, slug: "voids-en-bga-v3", slugEn: "bga-voids-v3" }), author);
    // Each old slug leads to the current slug of its own language.
    for (const old of ["voids-en-bga", "voids-en-bga-v2"]) expect(await redirectedSlug(old)).toBe("voids-en-bga-v3");
    for (const old of ["bga-voids", "bga-voids-v2"]) expect(await redirectedSlug(old)).toBe("bga-voids-v3");
    expect(await getPublishedPost("voids-en-bga", "es")).toBeNull();
    // Taking an old slug back makes it current again (no longer a redirect).
    await savePost(input({ ...base, slug: "voids-en-bga", slugEn: "bga-voids-v3" }), author);
    expect(await redirectedSlug("voids-en-bga")).toBeNull();
    expect(await redirectedSlug("voids-en-bga-v3")).toBe("voids-en-bga");
    expect(await getPublishedPost("voids-en-bga", "es")).toMatchObject({ id: first.id });
    // Removing the English version: its slug leads to the post's (Spanish) slug.
    await savePost(input({ id: first.id, esTitle: "Voids en BGA", slug: "voids-en-bga" }), author);
    expect(await redirectedSlug("bga-voids-v3")).toBe("voids-en-bga");

    const draft = await savePost(input({ intent: "draft", esTitle: "Borrador con slug" }), author);
    await savePost(input({ id: draft.id, intent: "draft", esTitle: "Borrador con slug", slug: "borrador-renombrado" }), author);
    expect(await redirectedSlug("borrador-con-slug")).toBeNull();
    const [{ n }] = rowsOf<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM post_slug_redirects WHERE post_id = ${draft.id}::uuid`)) as [{ n: number }];
    expect(n).toBe(0);
    // Redirects lead only to published posts.
    await savePost(input({ ...base, intent: "draft", status: "archived", slug: "voids-en-bga" }), author);
    expect(await redirectedSlug("voids-en-bga-v2")).toBeNull();
  });

  test("a slug held by another post, in either language or as an old slug, is refused with that post's title and a free variant", async () => {
    const holder = await savePost(input({ esTitle: "Boquillas de pick and place", enTitle: "Pick and place nozzles" }), author);
    const sameLanguage = await refusal(savePost(input({ esTitle: "Otro post", slug: "boquillas-de-pick-and-place" }), author));
    expect(sameLanguage.kind).toBe("slug");
    expect(sameLanguage.message).toContain("«Boquillas de pick and place»");
    expect(sameLanguage.suggestion).toBe("boquillas-de-pick-and-place-2");

    const otherLanguage = await refusal(savePost(input({ esTitle: "Otro post más", enTitle: "Another", slugEn: "pick-and-place-nozzles" }), author));
    expect(otherLanguage.kind).toBe("slug-en");
    expect(otherLanguage.message).toContain("«Boquillas de pick and place»");

    await savePost(input({ id: holder.id, esTitle: "Boquillas de pick and place", enTitle: "Pick and place nozzles", slug: "boquillas-pnp" }), author);
    const old = await refusal(savePost(input({ esTitle: "Tercer post", slug: "boquillas-de-pick-and-place" }), author));
    expect(old.message).toContain("redirige");
    expect(old.message).toContain("«Boquillas de pick and place»");
    expect(await redirectedSlug("boquillas-de-pick-and-place")).toBe("boquillas-pnp");
  });
});
