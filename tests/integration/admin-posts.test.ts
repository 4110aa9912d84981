/**
 * The admin's post service on PGlite and PostgreSQL: save as draft / publish, published_at only on
 * the first publication, first-publish hooks inside the transaction, English only with a title,
 * sanitised HTML, tags and tags_text, slug clashes with a suggestion, paging and counts, delete.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { MSG, type PostInput } from "~/blog/post-input";
import { clearFeaturedImage, deletePost, getPostForEdit, listAdminPosts, postCounts, PostSaveError, savePost } from "~/blog/posts.server";
import { createAdminUser } from "~/auth/users.server";
import { clearFirstPublishHooks, registerFirstPublishHook } from "~/blog/publish-hooks.server";
import { categories, newsletterCampaigns, postContents, posts, tags } from "~/db/schema";
import { onContentChanged } from "~/platform/page-cache/events.server";
import { useAuthEnv } from "../helpers/auth-env";
import { DB_KINDS, openTestDatabase, type TestDatabase } from "../helpers/db";
import { actorOf } from "../helpers/actor";
import type { Actor } from "~/platform/audit.server";
import { postInput } from "../helpers/posts";

describe.each(DB_KINDS)("admin posts on %s", (kind) => {
  let database: TestDatabase;
  let author: Actor;
  let categoryId: number;
  const changes: Array<string> = [];

  const input = (over: Partial<PostInput> = {}): PostInput => postInput(categoryId, over);

  beforeAll(async () => {
    useAuthEnv();
    database = await openTestDatabase(kind);
    author = actorOf(await createAdminUser("autor@ardentia.test", "contraseña del autor"));
    categoryId = (await database.db.select().from(categories).where(eq(categories.slug, "soldadura")))[0]!.id;
    onContentChanged((reason) => changes.push(reason));
  });
  afterAll(async () => {
    clearFirstPublishHooks();
    await database?.cleanup();
  });
  beforeEach(() => {
    clearFirstPublishHooks();
    changes.length = 0;
  });

  test("required fields, in order (Spanish title, excerpt, content, category) and with their messages", async () => {
    const cases: Array<[Partial<PostInput>, string]> = [
      [{ es: { title: " ", excerpt: "x", content: "x" } }, MSG.titleEs],
      [{ es: { title: "t", excerpt: "", content: "x" } }, MSG.excerptEs],
      [{ es: { title: "t", excerpt: "x", content: "  " } }, MSG.contentEs],
      [{ categoryId: 0 }, MSG.category],
    ];
    for (const [over, message] of cases) await expect(savePost(input(over), author)).rejects.toThrow(message);
  });

  test("draft, then publish: published_at stamped once, hooks run once inside the transaction", async () => {
    const calls: Array<string> = [];
    registerFirstPublishHook(async (tx, post) => {
      calls.push(post.id);
      await tx.insert(newsletterCampaigns).values({ postId: post.id });
    });
    const draft = await savePost(input({ es: { title: "Perfil de reflujo: guía", excerpt: "R", content: "<p>x</p>" } }), author);
    expect(draft).toMatchObject({ slug: "perfil-de-reflujo-guia", status: "draft", firstPublication: false });
    expect(changes).toHaveLength(1);
    const published = await savePost(input({ id: draft.id, intent: "publish", slug: draft.slug, es: { title: "Perfil de reflujo: guía", excerpt: "R", content: "<p>x</p>" } }), author);
    expect(published).toMatchObject({ status: "published", firstPublication: true });
    expect(calls).toEqual([draft.id]);
    const [row] = await database.db.select().from(posts).where(eq(posts.id, draft.id));
    const firstStamp = row!.publishedAt!;
    // Archive, then publish again: no new stamp, no hook, no notification.
    await savePost(input({ id: draft.id, status: "archived", slug: draft.slug }), author);
    const again = await savePost(input({ id: draft.id, intent: "publish", slug: draft.slug }), author);
    expect(again).toMatchObject({ firstPublication: false });
    expect(calls).toHaveLength(1);
    const [after] = await database.db.select().from(posts).where(eq(posts.id, draft.id));
    expect(after!.publishedAt!.getTime()).toBe(firstStamp.getTime());
    expect(await database.db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.postId, draft.id))).toHaveLength(1);
  });

  test("'Guardar borrador' keeps the chosen status (published counts as a first publication)", async () => {
    const saved = await savePost(input({ status: "published", es: { title: "Publicado desde borrador", excerpt: "R", content: "<p>x</p>" } }), author);
    expect(saved).toMatchObject({ status: "published", firstPublication: true });
  });

  test("a failing hook rolls the publication back", async () => {
    registerFirstPublishHook(async () => {
      throw new Error("campaña fallida");
    });
    await expect(savePost(input({ intent: "publish", es: { title: "No debe quedar", excerpt: "R", content: "<p>x</p>" } }), author)).rejects.toThrow("campaña fallida");
    expect(await database.db.select().from(posts).where(eq(posts.slug, "no-debe-quedar"))).toHaveLength(0);
  });

  test("HTML is sanitised on save; English is saved only with a title (and removed when cleared)", async () => {
    const saved = await savePost(
      input({
        es: { title: "Sanitizado", excerpt: "R", content: '<p onclick="x()">Hola</p><script>alert(1)</script><iframe src="https://evil"></iframe>' },
        en: { title: "", excerpt: "ignored", content: "<p>ignored</p>" },
      }),
      author,
    );
    let rows = await database.db.select().from(postContents).where(eq(postContents.postId, saved.id));
    expect(rows.map((r) => r.language)).toEqual(["es"]);
    expect(rows[0]!.content).toBe("<p>Hola</p>");
    await savePost(input({ id: saved.id, slug: saved.slug, es: { title: "Sanitizado", excerpt: "R", content: "<p>Hola</p>" }, en: { title: "Sanitised", excerpt: "E", content: "<p>Hi</p>" } }), author);
    rows = await database.db.select().from(postContents).where(eq(postContents.postId, saved.id));
    expect(rows.map((r) => r.language).sort()).toEqual(["en", "es"]);
    await savePost(input({ id: saved.id, slug: saved.slug, es: { title: "Sanitizado", excerpt: "R", content: "<p>Hola</p>" } }), author);
    rows = await database.db.select().from(postContents).where(eq(postContents.postId, saved.id));
    expect(rows.map((r) => r.language)).toEqual(["es"]);
  });

  test("tags: existing and new ones (both names); tags_text follows in each language", async () => {
    const [existing] = await database.db.insert(tags).values({ slug: "pasta", nameEs: "Pasta de soldadura", nameEn: "Solder paste" }).returning();
    const saved = await savePost(
      input({
        es: { title: "Con etiquetas", excerpt: "R", content: "<p>x</p>" },
        en: { title: "With tags", excerpt: "E", content: "<p>x</p>" },
        tagIds: [existing!.id],
        newTags: [{ es: "Reflujo", en: "Reflow" }],
      }),
      author,
    );
    const rows = await database.db.select().from(postContents).where(eq(postContents.postId, saved.id));
    expect(rows.find((r) => r.language === "es")!.tagsText).toBe("Pasta de soldadura Reflujo");
    expect(rows.find((r) => r.language === "en")!.tagsText).toBe("Reflow Solder paste");
    const edit = await getPostForEdit(saved.id);
    expect(edit!.tagIds).toHaveLength(2);
    // Removing a tag updates tags_text.
    await savePost(input({ id: saved.id, slug: saved.slug, es: { title: "Con etiquetas", excerpt: "R", content: "<p>x</p>" }, en: { title: "With tags", excerpt: "E", content: "<p>x</p>" }, tagIds: [existing!.id] }), author);
    const after = await database.db.select().from(postContents).where(eq(postContents.postId, saved.id));
    expect(after.find((r) => r.language === "en")!.tagsText).toBe("Solder paste");
  });

  test("slug clash: a clear message and the first free suggestion", async () => {
    await savePost(input({ es: { title: "Choque de slug", excerpt: "R", content: "<p>x</p>" } }), author);
    await savePost(input({ slug: "choque-de-slug-2", es: { title: "Otro", excerpt: "R", content: "<p>x</p>" } }), author);
    const error = await savePost(input({ es: { title: "Choque de slug", excerpt: "R", content: "<p>x</p>" } }), author).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PostSaveError);
    expect((error as PostSaveError).kind).toBe("slug");
    expect((error as PostSaveError).suggestion).toBe("choque-de-slug-3");
    expect((error as Error).message).toContain('"choque-de-slug"');
    // An edited slug is normalised by the same algorithm.
    const custom = await savePost(input({ slug: "  Mi Slug Ñandú!! ", es: { title: "Cualquiera", excerpt: "R", content: "<p>x</p>" } }), author);
    expect(custom.slug).toBe("mi-slug-nandu");
  });

  test("list pages of 25, newest first, with exact counts", async () => {
    for (let i = 0; i < 30; i++) {
      await savePost(input({ es: { title: `Lote ${String(i).padStart(2, "0")}`, excerpt: "R", content: "<p>x</p>" } }), author, new Date(Date.UTC(2030, 0, 1, 0, i)));
    }
    const first = await listAdminPosts(0);
    expect(first).toHaveLength(25);
    expect(first[0]!.titleEs).toBe("Lote 29");
    const second = await listAdminPosts(25);
    expect(second[0]!.titleEs).toBe("Lote 04");
    const counts = await postCounts();
    const total = (await database.db.select().from(posts)).length;
    expect(counts.total).toBe(total);
    expect(counts.published + counts.draft + counts.archived).toBe(total);
  });

  test("delete removes the row, its contents and tags; clearing the image saves at once", async () => {
    const saved = await savePost(input({ es: { title: "Para borrar", excerpt: "R", content: "<p>x</p>" } }), author);
    await clearFeaturedImage(saved.id, author);
    changes.length = 0;
    expect(await deletePost(saved.id, author)).toEqual({ deleted: true, warning: undefined });
    expect(changes).toHaveLength(1);
    expect(await database.db.select().from(posts).where(eq(posts.id, saved.id))).toHaveLength(0);
    expect(await database.db.select().from(postContents).where(eq(postContents.postId, saved.id))).toHaveLength(0);
    expect(await deletePost(saved.id, author)).toEqual({ deleted: false });
  });
});
