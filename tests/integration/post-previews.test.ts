/**
 * Preview links on both databases: a link opens its unpublished post until it expires or is
 * revoked; a changed, malformed or unknown token opens nothing; only the token's hash is stored;
 * published posts get no new links and their old links lead to the public page; a post has at most
 * MAX_LIVE_PREVIEWS live links.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createAdminUser } from "~/auth/users.server";
import { createPreview, listPreviews, MAX_LIVE_PREVIEWS, PREVIEW_PATH, PreviewError, resolvePreview, revokePreview } from "~/blog/previews.server";
import { getPostPreview } from "~/blog/queries.server";
import { savePost } from "~/blog/posts.server";
import type { PostInput } from "~/blog/post-input";
import { utcToMonterreyInput } from "~/blog/schedule";
import { rowsOf } from "~/db/client.server";
import { categories } from "~/db/schema";
import { useAuthEnv } from "../helpers/auth-env";
import { DB_KINDS, openTestDatabase, type TestDatabase } from "../helpers/db";
import { actorOf } from "../helpers/actor";
import type { Actor } from "~/platform/audit.server";

describe.each(DB_KINDS)("preview links on %s", (kind) => {
  let database: TestDatabase;
  let admin: Actor;
  let categoryId: number;
  let n = 0;
  const draft = async (over: Partial<PostInput> = {}) => {
    n++;
    return savePost(
      {
        intent: "draft",
        status: "draft",
        categoryId,
        slug: `vista-previa-${kind}-${n}`,
        featuredImageUrl: "",
        es: { title: `Borrador con vista previa ${n}`, excerpt: "Resumen del borrador", content: "<p>Cuerpo del borrador</p>" },
        en: { title: `Draft with a preview ${n}`, excerpt: "Draft excerpt", content: "<p>Draft body</p>" },
        tagIds: [],
        newTags: [],
        ...over,
      },
      admin,
    );
  };
  const tokenOf = (path: string) => path.slice(PREVIEW_PATH.length + 1);

  beforeAll(async () => {
    useAuthEnv();
    database = await openTestDatabase(kind);
    admin = actorOf(await createAdminUser(`previa-${kind}@ardentia.test`, "contraseña de vista previa"));
    categoryId = (await database.db.select().from(categories).where(eq(categories.slug, "soldadura")))[0]!.id;
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  test("a link opens its draft in both languages until it expires (7 days); only the token's hash is stored", async () => {
    const post = await draft();
    const now = new Date();
    const link = await createPreview(post.id, admin, now);
    expect(link.path).toMatch(/^\/vista-previa\/[A-Za-z0-9_-]{43}$/);
    expect(new Date(link.expiresAt).getTime() - now.getTime()).toBe(7 * 86_400_000);
    const token = tokenOf(link.path);
    expect(await resolvePreview(token)).toEqual({ postId: post.id, slug: post.slug, published: false, scheduledAt: null, expiresAt: link.expiresAt });
    expect((await getPostPreview(post.id, "es"))!.title).toBe(`Borrador con vista previa ${n}`);
    expect((await getPostPreview(post.id, "en"))!.html).toContain("Draft body");
    expect(await listPreviews(post.id)).toEqual([{ id: link.id, createdAt: link.createdAt, expiresAt: link.expiresAt }]);
    const dump = rowsOf<{ row: string }>(await database.db.execute(sql`SELECT row_to_json(p)::text AS row FROM post_previews p`));
    expect(dump.some((r) => r.row.includes(token))).toBe(false);
    // A minute before the end it still works; at the end it does not.
    expect(await resolvePreview(token, new Date(new Date(link.expiresAt).getTime() - 60_000))).not.toBeNull();
    expect(await resolvePreview(token, new Date(link.expiresAt))).toBeNull();
    expect(await listPreviews(post.id, new Date(link.expiresAt))).toEqual([]);
  });

  test("a changed, malformed or unknown token opens nothing", async () => {
    const post = await draft();
    const token = tokenOf((await createPreview(post.id, admin)).path);
    const changed = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const bad of [changed, token.slice(1), `${token}x`, "", "../../admin", "A".repeat(43), "%00".repeat(15), token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase()]) {
      expect(await resolvePreview(bad)).toBeNull();
    }
  });

  test("revoked: the link stops at once, the others of the post keep working; revoking twice finds nothing", async () => {
    const post = await draft();
    const first = await createPreview(post.id, admin);
    const second = await createPreview(post.id, admin);
    expect(await revokePreview(post.id, first.id, admin)).toBe(true);
    expect(await revokePreview(post.id, first.id, admin)).toBe(false);
    expect(await resolvePreview(tokenOf(first.path))).toBeNull();
    expect(await resolvePreview(tokenOf(second.path))).not.toBeNull();
    expect((await listPreviews(post.id)).map((p) => p.id)).toEqual([second.id]);
    // Another post's link cannot be revoked through this one.
    const other = await draft();
    const foreign = await createPreview(other.id, admin);
    expect(await revokePreview(post.id, foreign.id, admin)).toBe(false);
    expect(await resolvePreview(tokenOf(foreign.path))).not.toBeNull();
  });

  test("a scheduled post's link names its time; once published, its links lead to the public page and no new ones are made", async () => {
    const at = new Date(Math.ceil((Date.now() + 3_600_000) / 60_000) * 60_000);
    const scheduled = await draft({ intent: "schedule", scheduledAt: utcToMonterreyInput(at) });
    const link = await createPreview(scheduled.id, admin);
    expect((await resolvePreview(tokenOf(link.path)))!.scheduledAt).toBe(at.toISOString());
    expect((await getPostPreview(scheduled.id, "es"))!.publishedAt).toBe(at.toISOString());
    await draft({ id: scheduled.id, slug: scheduled.slug, intent: "publish" });
    expect(await resolvePreview(tokenOf(link.path))).toMatchObject({ published: true, slug: scheduled.slug });
    await expect(createPreview(scheduled.id, admin)).rejects.toThrow(PreviewError);
    await expect(createPreview("00000000-0000-4000-8000-000000000000", admin)).rejects.toThrow("El post no existe");
  });

  test(`at most ${MAX_LIVE_PREVIEWS} live links per post`, async () => {
    const post = await draft();
    for (let i = 0; i < MAX_LIVE_PREVIEWS; i++) await createPreview(post.id, admin);
    await expect(createPreview(post.id, admin)).rejects.toThrow(/revoca alguno/);
    const [oldest] = (await listPreviews(post.id)).slice(-1);
    await revokePreview(post.id, oldest!.id, admin);
    await expect(createPreview(post.id, admin)).resolves.toMatchObject({ path: expect.stringMatching(/^\/vista-previa\//) });
  });
});
