/**
 * Revisions, optimistic saves and autosave against the real databases: every save, publication,
 * scheduled publication and restore records a revision with both languages, the category, tags,
 * state and author; the last 50 are kept plus every public one; a save based on an older version
 * is refused (nothing changes) and says who saved meanwhile; a restore is a new revision; an
 * autosave never changes the post, is offered only while newer than the last save, and the
 * admin's next save replaces it.
 */
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createAdminUser } from "~/auth/users.server";
import { type PostInput } from "~/blog/post-input";
import { CONFLICT_MSG, getPostForEdit, PostSaveError, PUBLISH_POST_JOB, publishScheduledPost, restoreRevision, savePost, scheduledPostPublished } from "~/blog/posts.server";
import { clearFirstPublishHooks } from "~/blog/publish-hooks.server";
import { getPublishedPost } from "~/blog/queries.server";
import { dropAutosave, getAutosave, getRevision, listRevisions, REVISIONS_KEPT, saveAutosave } from "~/blog/revisions.server";
import { utcToMonterreyInput } from "~/blog/schedule";
import { rowsOf } from "~/db/client.server";
import { auditLog, categories, postRevisions, posts } from "~/db/schema";
import { registerJobHandler, runDueJobs } from "~/platform/jobs.server";
import { useAuthEnv } from "../helpers/auth-env";
import { DB_KINDS, openTestDatabase, type TestDatabase } from "../helpers/db";
import { refusalOf } from "../helpers/refusal";
import { actorOf } from "../helpers/actor";
import { postInput } from "../helpers/posts";
import type { Actor } from "~/platform/audit.server";

describe.each(DB_KINDS)("post revisions on %s", (kind) => {
  let database: TestDatabase;
  let ana: Actor;
  let beto: Actor;
  let categoryId: number;
  let n = 0;

  const input = (over: Partial<PostInput> = {}): PostInput => {
    n++;
    return postInput(categoryId, { slug: `revision-${kind}-${n}`, es: { title: `Revisión ${n}`, excerpt: "Resumen", content: "<h2>Uno</h2><p>Primera versión.</p>" }, ...over });
  };

  beforeAll(async () => {
    useAuthEnv();
    clearFirstPublishHooks();
    database = await openTestDatabase(kind);
    ana = actorOf(await createAdminUser(`ana-${kind}@ardentia.test`, "contraseña de ana"));
    beto = actorOf(await createAdminUser(`beto-${kind}@ardentia.test`, "contraseña de beto"));
    categoryId = (await database.db.select().from(categories).where(eq(categories.slug, "soldadura")))[0]!.id;
    registerJobHandler(PUBLISH_POST_JOB, publishScheduledPost, scheduledPostPublished);
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  test("every save and publication records a revision with both languages, category, tags, state and author", async () => {
    const first = input();
    const saved = await savePost(first, ana);
    expect(saved.version).toBe(1);
    const second = await savePost(
      { ...first, id: saved.id, intent: "publish", baseVersion: 1, en: { title: "Revision", excerpt: "Summary", content: "<p>First version.</p>" } },
      beto,
    );
    expect(second.version).toBe(2);
    const list = await listRevisions(saved.id);
    expect(list.map((r) => [r.version, r.reason, r.status, r.published, r.authorLabel, r.languages])).toEqual([
      [2, "publish", "published", true, beto.email, ["es", "en"]],
      [1, "save", "draft", false, ana.email, ["es"]],
    ]);
    const latest = await getRevision(saved.id, list[0]!.id);
    expect(latest).toMatchObject({ categoryId, tagIds: [], es: { title: first.es.title, content: first.es.content, status: "published" }, en: { title: "Revision", status: "published" } });
    expect(await getRevision(saved.id, 999_999_999)).toBeNull();
    expect(await getRevision("00000000-0000-4000-8000-000000000000", list[0]!.id)).toBeNull();
  });

  test("a save based on an older version is refused, changes nothing, and names who saved meanwhile", async () => {
    const first = input();
    const saved = await savePost(first, ana);
    // Two tabs opened at version 1: Beto saves first.
    await savePost({ ...first, id: saved.id, baseVersion: 1, es: { ...first.es, title: "Título de Beto" } }, beto);
    const refused = await refusalOf(savePost({ ...first, id: saved.id, baseVersion: 1, es: { ...first.es, title: "Título de Ana" } }, ana), PostSaveError);
    expect(refused).toMatchObject({ kind: "conflict", message: CONFLICT_MSG, current: { version: 2, savedBy: beto.email } });
    expect((await getRevision(saved.id, refused.current!.revisionId!))?.es.title).toBe("Título de Beto");
    const post = await getPostForEdit(saved.id);
    expect(post).toMatchObject({ version: 2, es: { title: "Título de Beto" } });
    expect((await listRevisions(saved.id)).length).toBe(2);
    // Based on the current version (after seeing both), the save goes through.
    expect((await savePost({ ...first, id: saved.id, baseVersion: 2, es: { ...first.es, title: "Título de Ana" } }, ana)).version).toBe(3);
  });

  test("a restore brings the texts back as a new revision, keeps each version's state, and 404s on unknown revisions", async () => {
    const first = input({ intent: "publish" });
    const saved = await savePost(first, ana);
    const [original] = await listRevisions(saved.id);
    await savePost({ ...first, id: saved.id, intent: "draft", status: "published", es: { ...first.es, title: "Cambiado", content: "<p>Otro texto.</p>" } }, ana);
    expect((await getPublishedPost(first.slug, "es"))?.title).toBe("Cambiado");
    const restored = await restoreRevision(saved.id, original!.id, beto);
    expect(restored).toMatchObject({ status: "published", version: 3 });
    expect(await getPublishedPost(first.slug, "es")).toMatchObject({ title: first.es.title });
    const [latest] = await listRevisions(saved.id);
    expect(latest).toMatchObject({ reason: "restore", restoredFrom: original!.id, authorLabel: beto.email, version: 3 });
    // The «Bitácora» says which version came back (as the history numbers them), not a plain edit.
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.objectId, saved.id)).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: "post.updated", actorEmail: beto.email, details: expect.objectContaining({ restoredVersion: original!.version }) });
    expect(await restoreRevision(saved.id, 999_999_999, beto)).toBeNull();
    await database.db.delete(posts).where(eq(posts.id, saved.id));
    expect(await restoreRevision(saved.id, original!.id, beto)).toBeNull();
    expect(await listRevisions(saved.id)).toEqual([]);
  });

  test("a scheduled publication records a revision (by the system)", async () => {
    const at = new Date(Math.ceil((Date.now() + 1200) / 1000) * 1000);
    const saved = await savePost(input({ intent: "schedule", scheduledAt: utcToMonterreyInput(at, { seconds: true }) }), ana);
    await new Promise((r) => setTimeout(r, at.getTime() - Date.now() + 100));
    await runDueJobs(database.db);
    const [latest, before] = await listRevisions(saved.id);
    expect(latest).toMatchObject({ reason: "scheduled-publish", status: "published", published: true, authorLabel: "sistema" });
    expect(before).toMatchObject({ reason: "schedule", status: "scheduled", published: false });
  });

  test(`the last ${REVISIONS_KEPT} are kept, plus every one that was public`, async () => {
    const first = input({ intent: "publish" });
    const saved = await savePost(first, ana);
    let version = saved.version;
    for (let i = 0; i < REVISIONS_KEPT + 5; i++) {
      version = (await savePost({ ...first, id: saved.id, intent: "draft", status: i < 3 ? "published" : "draft", baseVersion: version, es: { ...first.es, title: `Edición ${i}` } }, ana)).version;
    }
    const list = await listRevisions(saved.id);
    const published = list.filter((r) => r.published);
    // The first publication and the three published edits are older than the last 50 and stay.
    expect(published.map((r) => r.version).sort((a, b) => a - b)).toEqual([1, 2, 3, 4]);
    expect(list.length).toBe(REVISIONS_KEPT + 4);
    expect(list[0]!.version).toBe(version);
    const count = rowsOf<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM post_revisions WHERE post_id = ${saved.id} AND NOT published`))[0]!.n;
    expect(count).toBe(REVISIONS_KEPT);
  });

  test("an autosave never changes the post, is offered while newer than the last save, and the admin's save replaces it", async () => {
    const first = input({ intent: "publish" });
    const saved = await savePost(first, ana);
    const edits = { es: { ...first.es, title: "Sin guardar" } };
    const later = new Date(Date.now() + 1000);
    // The browser's time of the edits is kept as it came (here a clock ten minutes behind the server's).
    const editedAt = new Date(later.getTime() - 600_000);
    expect(await saveAutosave(saved.id, ana.id!, saved.version, edits, editedAt, later)).toEqual({ savedAt: later.toISOString() });
    expect(await getPublishedPost(first.slug, "es")).toMatchObject({ title: first.es.title });
    expect((await getPostForEdit(saved.id))?.es.title).toBe(first.es.title);
    expect(await getAutosave(saved.id, ana.id!)).toEqual({ baseVersion: 1, data: edits, savedAt: later.toISOString(), editedAt: editedAt.toISOString() });
    // Only its author sees it.
    expect(await getAutosave(saved.id, beto.id!)).toBeNull();
    // Beto saves after Ana's autosave: hers is now older than the post and is no longer offered.
    await savePost({ ...first, id: saved.id, baseVersion: 1, intent: "draft", status: "published" }, beto, new Date(Date.now() + 2000));
    expect(await getAutosave(saved.id, ana.id!)).toBeNull();
    await saveAutosave(saved.id, beto.id!, 2, edits, null, new Date(Date.now() + 5000));
    // Ana's own save drops her autosave row; «Descartar» drops Beto's.
    await saveAutosave(saved.id, ana.id!, 2, edits, null, new Date(Date.now() + 10_000));
    // An editor that did not say when its edits were made: no browser time.
    expect(await getAutosave(saved.id, ana.id!)).toMatchObject({ baseVersion: 2, editedAt: null });
    await savePost({ ...first, id: saved.id, baseVersion: 2, intent: "draft", status: "published" }, ana);
    expect(rowsOf<{ user_id: string }>(await database.db.execute(sql`SELECT user_id FROM post_autosaves WHERE post_id = ${saved.id}`)).map((r) => r.user_id)).toEqual([beto.id]);
    await dropAutosave(saved.id, beto.id!);
    expect(await getAutosave(saved.id, beto.id!)).toBeNull();
    expect(await saveAutosave("00000000-0000-4000-8000-000000000000", ana.id!, 1, edits)).toBeNull();
    // Edits based on a version the post never had are refused, and nothing is stored.
    expect(await saveAutosave(saved.id, beto.id!, 99, { es: { ...first.es, title: "Futuro" } }, null, new Date(Date.now() + 15_000))).toBe("version");
    expect(await getAutosave(saved.id, beto.id!)).toBeNull();
    await saveAutosave(saved.id, beto.id!, 3, edits, null, new Date(Date.now() + 20_000));
    expect(await getAutosave(saved.id, beto.id!)).toMatchObject({ baseVersion: 3, data: edits });
    expect(await database.db.select().from(postRevisions).where(eq(postRevisions.postId, saved.id))).toHaveLength(3);
  });
});
