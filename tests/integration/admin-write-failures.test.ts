/**
 * An admin change the database cannot write (its disk full: PostgreSQL's own `disk_full` error on
 * the table written) is answered 503 with Retry-After and a message that says the change was not
 * saved, through the routes themselves: saving a post, deleting one, a preview link, restoring a
 * revision. Never a 500, never the database's message, and nothing changes; the same request works
 * once the database writes again.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createAdminUser } from "~/auth/users.server";
import { signInWithPassword } from "~/auth/sign-in.server";
import { savePost } from "~/blog/posts.server";
import { categories, postPreviews, postRevisions, posts } from "~/db/schema";
import type { Actor } from "~/platform/audit.server";
import { ADMIN_UNAVAILABLE } from "~/platform/http.server";
import { action as dashboardAction } from "~/routes/admin/dashboard";
import { action as editorAction } from "~/routes/admin/post-editor";
import { action as revisionAction } from "~/routes/admin/api/post-revision";
import { actorOf, routeContext } from "../helpers/actor";
import { cookieHeader, useAuthEnv } from "../helpers/auth-env";
import { DB_KINDS, openTestDatabase, whileDiskFull, type TestDatabase } from "../helpers/db";
import { postInput } from "../helpers/posts";

/** What a page action returns through `data()`: the body and the response's status and headers. */
type Answer = { data: { ok: boolean; error?: string }; init: { status?: number; headers?: Record<string, string> } | null };

describe.each(DB_KINDS)("admin changes while the database cannot write, on %s", (kind) => {
  let database: TestDatabase;
  let origin: string;
  let cookie: string;
  let admin: Actor;
  let categoryId: number;

  beforeAll(async () => {
    ({ origin } = useAuthEnv());
    database = await openTestDatabase(kind);
    const email = `lleno-${kind}@ardentia.test`;
    admin = actorOf(await createAdminUser(email, "contraseña del disco lleno"));
    const signed = await signInWithPassword({ email, password: "contraseña del disco lleno", ip: "10.0.0.7", request: new Request(origin) });
    if (!signed.ok) throw new Error("sign-in failed");
    cookie = cookieHeader(signed.setCookies);
    categoryId = (await database.db.select().from(categories).where(eq(categories.slug, "soldadura")))[0]!.id;
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  /** A form POST to a page's action, as the browser's fetcher sends it. */
  const formRequest = (path: string, fields: Record<string, string>) =>
    new Request(`${origin}${path}`, {
      method: "POST",
      headers: { cookie, origin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
  const expectUnavailable = (answer: Answer) => {
    expect(answer.init?.status).toBe(503);
    expect(Number(answer.init?.headers?.["Retry-After"])).toBeGreaterThan(0);
    expect(answer.init?.headers?.["Cache-Control"]).toBe("no-store");
    expect(answer.data).toMatchObject({ ok: false, error: ADMIN_UNAVAILABLE });
  };
  const postCount = async () => (await database.db.select({ id: posts.id }).from(posts)).length;

  test("saving a new post: 503, no post; the same form saves once the database writes", async () => {
    const fields = { intent: "draft", js: "1", categoryId: String(categoryId), slug: `disco-lleno-${kind}`, es_title: "Con el disco lleno", es_excerpt: "Resumen", es_content: "<p>Cuerpo</p>" };
    const save = async () => (await editorAction({ request: formRequest("/admin/posts/new", fields), params: {}, context: routeContext() } as never)) as unknown as Answer;
    const before = await postCount();
    expectUnavailable(await whileDiskFull(database, "posts", save));
    expect(await postCount()).toBe(before);
    const saved = await save();
    expect(saved.init?.status ?? 200).toBe(200);
    expect(saved.data.ok).toBe(true);
    expect(await postCount()).toBe(before + 1);
  });

  test("deleting a post, a preview link and restoring a revision: 503 each, nothing changed", async () => {
    const post = await savePost(postInput(categoryId, { slug: `borrar-lleno-${kind}` }), admin);
    await savePost(postInput(categoryId, { id: post.id, slug: `borrar-lleno-${kind}`, es: { title: "Segunda versión", excerpt: "Resumen", content: "<p>Otro</p>" } }), admin);

    const remove = async () => (await dashboardAction({ request: formRequest("/admin/dashboard", { intent: "delete", id: post.id }), params: {}, context: routeContext() } as never)) as unknown as Answer;
    expectUnavailable(await whileDiskFull(database, "posts", remove));
    expect(await database.db.select({ id: posts.id }).from(posts).where(eq(posts.id, post.id))).toHaveLength(1);

    const preview = async () =>
      (await editorAction({ request: formRequest(`/admin/posts/edit/${post.id}`, { intent: "create-preview" }), params: { id: post.id }, context: routeContext() } as never)) as unknown as Answer;
    expectUnavailable(await whileDiskFull(database, "post_previews", preview));
    expect(await database.db.select().from(postPreviews).where(eq(postPreviews.postId, post.id))).toHaveLength(0);

    const [first] = await database.db.select({ id: postRevisions.id }).from(postRevisions).where(eq(postRevisions.postId, post.id)).orderBy(postRevisions.id).limit(1);
    const restore = async () =>
      (await revisionAction({
        request: new Request(`${origin}/api/admin/posts/${post.id}/revisions/${first!.id}`, { method: "POST", headers: { cookie, origin } }),
        params: { id: post.id, revision: String(first!.id) },
        context: routeContext(),
      } as never)) as Response;
    const refused = await whileDiskFull(database, "posts", restore);
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: ADMIN_UNAVAILABLE });
    const [stored] = await database.db.select({ version: posts.version }).from(posts).where(eq(posts.id, post.id));
    expect(stored!.version).toBe(2);

    // Once the database writes again, each of them works.
    expect((await restore()).status).toBe(200);
    expect((await preview()).data.ok).toBe(true);
    expect((await remove()).data.ok).toBe(true);
    expect(await database.db.select({ id: posts.id }).from(posts).where(eq(posts.id, post.id))).toHaveLength(0);
  });
});
