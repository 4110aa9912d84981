/**
 * The media library against the real databases, with real images and files: each stored image is
 * listed with its sizes, bytes, date and every post that uses it (featured, social, in a body by
 * `src`, also by a smaller size's URL), searchable by file name; deleting is refused while a post
 * uses it, found by the stored object (no spelling of a URL hides a use), and a body that stops
 * showing it frees it.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createAdminUser } from "~/auth/users.server";
import { signInWithPassword } from "~/auth/sign-in.server";
import { savePost } from "~/blog/posts.server";
import type { PostInput } from "~/blog/post-input";
import { auditLog, categories, postBodyImages } from "~/db/schema";
import { bodyImageUrls, deleteLibraryImage, listLibrary } from "~/media/library.server";
import { saveUploadedImage } from "~/media/images.server";
import { setStorage } from "~/media/storage.server";
import { action as imageAction } from "~/routes/admin/api/image";
import { loader as imagesLoader } from "~/routes/admin/api/images";
import { cookieHeader, useAuthEnv } from "../helpers/auth-env";
import { DB_KINDS, openTestDatabase, type TestDatabase } from "../helpers/db";
import { actorOf, routeContext } from "../helpers/actor";
import { postInput } from "../helpers/posts";
import type { Actor } from "~/platform/audit.server";

const png = (w: number, h: number) => sharp({ create: { width: w, height: h, channels: 3, background: { r: 90, g: 140, b: 60 } } }).png().toBuffer();

test("a body's image URLs: every src and every srcset candidate", () => {
  expect(bodyImageUrls('<p>x</p><img src="/a.webp" srcset="/a-400.webp 400w, /a-800.webp 800w" alt="a"><img src=\'/b.webp\' alt="">')).toEqual([
    "/a.webp",
    "/a-400.webp",
    "/a-800.webp",
    "/b.webp",
  ]);
  expect(bodyImageUrls("<p>no images</p>")).toEqual([]);
  expect(bodyImageUrls("<img src=\"/x.webp?v=1&amp;w=2\">")).toEqual(["/x.webp?v=1&w=2"]);
});

describe.each(DB_KINDS)("media library on %s", (kind) => {
  let database: TestDatabase;
  let dataDir: string;
  let origin: string;
  let cookie: string;
  let admin: Actor;
  let categoryId: number;
  let n = 0;

  const post = (over: Partial<PostInput>): PostInput => {
    n++;
    return postInput(categoryId, { slug: `medios-${kind}-${n}`, es: { title: `Post con imagen ${n}`, excerpt: "Resumen", content: "<p>Cuerpo</p>" }, ...over });
  };

  beforeAll(async () => {
    ({ dataDir, origin } = useAuthEnv());
    database = await openTestDatabase(kind);
    admin = actorOf(await createAdminUser(`medios-${kind}@ardentia.test`, "contraseña de medios"));
    const signed = await signInWithPassword({ email: `medios-${kind}@ardentia.test`, password: "contraseña de medios", ip: "10.0.0.9", request: new Request(origin) });
    if (!signed.ok) throw new Error("sign-in failed");
    cookie = cookieHeader(signed.setCookies);
    categoryId = (await database.db.select().from(categories).where(eq(categories.slug, "soldadura")))[0]!.id;
  });
  afterAll(async () => {
    setStorage(undefined);
    await database?.cleanup();
  });

  const remove = async (id: string) =>
    (await imageAction({ request: new Request(`${origin}/api/admin/images/${id}`, { method: "DELETE", headers: { cookie, origin } }), params: { id }, context: routeContext() } as never)) as Response;
  const list = async (query = "") =>
    (await imagesLoader({ request: new Request(`${origin}/api/admin/images${query}`, { headers: { cookie, origin } }), params: {}, context: routeContext() } as never)) as Response;

  test("lists every image with sizes, bytes, date and where it is used; search by file name", async () => {
    const cover = await saveUploadedImage(await png(1600, 900), `Portada línea ${kind}.png`, admin);
    const inBody = await saveUploadedImage(await png(1200, 800), `diagrama-${kind}.png`, admin);
    const unused = await saveUploadedImage(await png(800, 600), `sobrante-${kind}.png`, admin);
    // Each upload is in the «Bitácora», by whom and with the file's name.
    const [uploaded] = await database.db.select().from(auditLog).where(eq(auditLog.objectId, unused.id));
    expect(uploaded).toMatchObject({ action: "image.uploaded", actorEmail: admin.email, objectLabel: `sobrante-${kind}.png` });
    const small = inBody.variants.find((v) => v.width === 400)!;
    await savePost(post({ featuredImageUrl: cover.url, es: { title: `Con portada ${kind}`, excerpt: "R", content: "<p>x</p>" } }), admin);
    // In the body by one of its smaller sizes only, with a query string: still this stored object.
    await savePost(post({ es: { title: `Con diagrama ${kind}`, excerpt: "R", content: `<p><img src="${small.url}?v=2" alt="Diagrama"></p>` } }), admin);

    const page = await listLibrary({ search: kind });
    const byName = new Map(page.images.map((i) => [i.name, i]));
    expect(byName.get(`Portada línea ${kind}.png`)).toMatchObject({ width: 1200, height: 675, usedBy: [{ how: "featured", title: `Con portada ${kind}` }] });
    expect(byName.get(`diagrama-${kind}.png`)?.usedBy).toEqual([expect.objectContaining({ how: "body", title: `Con diagrama ${kind}` })]);
    expect(byName.get(`sobrante-${kind}.png`)?.usedBy).toEqual([]);
    const sobrante = byName.get(`sobrante-${kind}.png`)!;
    expect(sobrante.bytes).toBe(unused.bytes + unused.variants.reduce((s, v) => s + v.bytes, 0));
    expect(Date.parse(sobrante.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    // Search ignores case and accents; over HTTP too.
    expect((await listLibrary({ search: "PORTADA LINEA" })).images.map((i) => i.name)).toContain(`Portada línea ${kind}.png`);
    const answer = await list(`?q=${encodeURIComponent("sobrante-" + kind)}`);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { images: Array<{ id: string }> }).images.map((i) => i.id)).toEqual([unused.id]);
    for (const bad of ["?q=%00", "?page=0", "?page=1e20", `?q=${"x".repeat(101)}`]) expect((await list(bad)).status, bad).toBe(400);
  });

  test("deleting is refused while a post uses the image (by object), allowed once the body no longer shows it", async () => {
    const image = await saveUploadedImage(await png(1000, 600), `en-uso-${kind}.png`, admin);
    const file = path.join(dataDir, "uploads", image.url.replace("/uploads/", ""));
    const first = post({ es: { title: `Usa la imagen ${kind}`, excerpt: "R", content: `<figure><img src="${image.url}#x" alt="Uso"></figure>` } });
    const saved = await savePost(first, admin);
    const refused = await remove(image.id);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toContain(`«Usa la imagen ${kind}»`);
    expect(fs.existsSync(file)).toBe(true);
    expect(await deleteLibraryImage(image.id, admin)).toMatchObject({ deleted: false, usedBy: [{ postId: saved.id, how: "body" }] });

    // The body stops showing it: free to delete, every size goes.
    await savePost({ ...first, id: saved.id, es: { ...first.es, content: "<p>Sin imagen</p>" } }, admin);
    expect(await database.db.select().from(postBodyImages).where(eq(postBodyImages.postId, saved.id))).toEqual([]);
    const ok = await remove(image.id);
    expect(ok.status).toBe(200);
    expect(fs.existsSync(file)).toBe(false);
    for (const v of image.variants) expect(fs.existsSync(path.join(dataDir, "uploads", v.url.replace("/uploads/", "")))).toBe(false);
    expect((await remove(image.id)).status).toBe(404);
    expect((await remove("not-a-uuid")).status).toBe(404);
  });
});
