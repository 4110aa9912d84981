/**
 * The image pipeline with real files made in the test: what is accepted, what is refused and with
 * which message, that metadata (GPS included) is stripped, orientation applied, widths stored.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createAdminUser } from "~/auth/users.server";
import { signInWithPassword } from "~/auth/sign-in.server";
import { eq } from "drizzle-orm";
import { getPostForEdit, PostSaveError, savePost } from "~/blog/posts.server";
import { getPublishedPost } from "~/blog/queries.server";
import { categories, posts, storedImages } from "~/db/schema";
import { deleteImageByUrl, IMAGE_JOBS, inImageTurn, MSG_BAD_SHAPE, MSG_BUSY, MSG_INVALID_IMAGE, MSG_TOO_LARGE, MSG_TOO_MANY_PIXELS, originalImageName, processImage, sniffImageFormat } from "~/media/images.server";
import { setStorage, LocalDiskStorage, type FileStorage } from "~/media/storage.server";
import { action as uploadAction } from "~/routes/admin/api/uploads";
import { cookieHeader, useAuthEnv } from "../helpers/auth-env";
import { DB_KINDS, openTestDatabase, whileDiskFull, type TestDatabase } from "../helpers/db";
import { actorOf, routeContext } from "../helpers/actor";
import type { Actor } from "~/platform/audit.server";
import { ADMIN_UNAVAILABLE } from "~/platform/http.server";

const png = (w = 1600, h = 900) => sharp({ create: { width: w, height: h, channels: 3, background: { r: 30, g: 120, b: 200 } } }).png().toBuffer();

async function jpegWithGps() {
  return sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 200, g: 100, b: 50 } } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "Canon", Model: "EOS Secret" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 25/1 1234/100", GPSLongitudeRef: "W", GPSLongitude: "3/1 42/1 5678/100" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A tiny PNG whose header claims 20000×20000 pixels (400 megapixels). */
/** A small PNG whose header claims `width` × `height` (only the header is read before a refusal). */
async function claimedSize(width: number, height: number) {
  const file = Buffer.from(await png(8, 8));
  file.writeUInt32BE(width, 16);
  file.writeUInt32BE(height, 20);
  file.writeUInt32BE(zlib.crc32(file.subarray(12, 29)), 29);
  return file;
}

async function pixelBomb() {
  const small = await png(8, 8);
  const bomb = Buffer.from(small);
  bomb.writeUInt32BE(20000, 16);
  bomb.writeUInt32BE(20000, 20);
  bomb.writeUInt32BE(zlib.crc32(bomb.subarray(12, 29)), 29);
  return bomb;
}

describe("image checks (no database)", () => {
  test("magic bytes decide, not names or MIME types", async () => {
    expect(sniffImageFormat(await png(10, 10))).toBe("png");
    expect(sniffImageFormat(await jpegWithGps())).toBe("jpeg");
    expect(sniffImageFormat(Buffer.from("hello, I am text"))).toBeNull();
    expect(sniffImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull();
  });

  test("PNG → WebP at 1200/800/400 px", async () => {
    const out = await processImage(await png(1600, 900));
    expect(out.versions.map((v) => [v.width, v.height])).toEqual([
      [1200, 675],
      [800, 450],
      [400, 225],
    ]);
    for (const v of out.versions) expect((await sharp(v.data).metadata()).format).toBe("webp");
  });

  test("JPEG with EXIF GPS: orientation applied, every piece of metadata stripped", async () => {
    const input = await jpegWithGps();
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(input.includes(Buffer.from("EOS Secret"))).toBe(true);
    const out = await processImage(input);
    // Orientation 6 = rotated 90°: the 1600×900 photo becomes 900 wide, 1600 high.
    expect([out.width, out.height]).toEqual([900, 1600]);
    for (const v of out.versions) {
      const meta = await sharp(v.data).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(v.data.includes(Buffer.from("Canon"))).toBe(false);
      expect(v.data.includes(Buffer.from("EOS Secret"))).toBe(false);
    }
  });

  test.each([
    ["a text file renamed .png", async () => Buffer.from("just some text pretending to be a PNG file"), MSG_INVALID_IMAGE],
    ["an SVG with a script", async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), MSG_INVALID_IMAGE],
    ["a truncated PNG", async () => (await png()).subarray(0, 2000), MSG_INVALID_IMAGE],
    ["10 MB + 1 byte", async () => Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.alloc(10 * 1024 * 1024 + 1 - 8)]), MSG_TOO_LARGE],
    ["a decompression bomb (400 megapixels declared)", pixelBomb, MSG_TOO_MANY_PIXELS],
  ])("%s is refused", async (_name, make, message) => {
    await expect(processImage(await make())).rejects.toThrow(message);
  });
});

describe.each(DB_KINDS)("upload endpoint on %s", (kind) => {
  let database: TestDatabase;
  let dataDir: string;
  let origin: string;
  let cookie: string;
  let admin: Actor;

  beforeAll(async () => {
    ({ dataDir, origin } = useAuthEnv());
    database = await openTestDatabase(kind);
    admin = actorOf(await createAdminUser("uploads@ardentia.test", "contraseña de subidas"));
    const signed = await signInWithPassword({ email: "uploads@ardentia.test", password: "contraseña de subidas", ip: "10.0.0.1", request: new Request(origin) });
    if (!signed.ok) throw new Error("sign-in failed");
    cookie = cookieHeader(signed.setCookies);
  });
  afterAll(async () => {
    setStorage(undefined);
    await database?.cleanup();
  });

  async function upload(data: Buffer, name: string, type: string, headers: Record<string, string> = {}) {
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(data)], { type }), name);
    const request = new Request(`${origin}/api/admin/uploads`, { method: "POST", body: form, headers: { cookie, origin, ...headers } });
    try {
      return (await uploadAction({ request, params: {}, context: routeContext() } as never)) as Response;
    } catch (thrown) {
      return thrown as Response;
    }
  }

  test("a real JPEG is stored as WebP in three widths under folder/timestamp_random_name.webp", async () => {
    const res = await upload(await jpegWithGps(), "Foto de Línea (1).JPG", "image/jpeg");
    expect(res.status).toBe(201);
    const body = (await res.json()) as { url: string; width: number; variants: Array<{ width: number; url: string }> };
    expect(body.url).toMatch(/^\/uploads\/blog-images\/posts\/\d{13}_[0-9a-f]{12}_foto-de-linea-1\.webp$/);
    expect(body.variants.map((v) => v.width)).toEqual([800, 400]);
    const file = path.join(dataDir, "uploads", body.url.replace("/uploads/", ""));
    expect(fs.existsSync(file)).toBe(true);
    const rows = await database.db.select().from(storedImages);
    expect(rows.some((r) => r.url === body.url)).toBe(true);
    // Deleting removes every width and the row.
    await deleteImageByUrl(body.url, admin);
    expect(fs.existsSync(file)).toBe(false);
    for (const v of body.variants) expect(fs.existsSync(path.join(dataDir, "uploads", v.url.replace("/uploads/", "")))).toBe(false);
    expect((await database.db.select().from(storedImages)).some((r) => r.url === body.url)).toBe(false);
  });

  test("a file name with NUL, escape sequences or other control bytes: stored, its name cleaned (the library shows and searches it)", async () => {
    // Written by hand: the file name's raw bytes go into the part header as they are.
    const boundary = "----name-test";
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="pla\u0000ca\u001b[31m roja\u0085\t(1).png"\r\nContent-Type: image/png\r\n\r\n`, "utf8");
    const body = Buffer.concat([head, await png(), Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const request = new Request(`${origin}/api/admin/uploads`, { method: "POST", body, headers: { cookie, origin, "content-type": `multipart/form-data; boundary=${boundary}` } });
    const res = (await uploadAction({ request, params: {}, context: routeContext() } as never)) as Response;
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    const [row] = await database.db.select().from(storedImages).where(eq(storedImages.url, url));
    // A control character inside a name becomes a space, as in every field (NUL and C1 ones are dropped).
    expect(row!.originalName).toBe("placa [31m roja (1).png");
    expect(originalImageName("\u0000\u0007 ")).toBeNull();
    expect(originalImageName(`${"é".repeat(250)}.png`)).toBe("é".repeat(200));
    await deleteImageByUrl(url, admin);
  });

  test.each([
    ["text renamed .png", () => Promise.resolve(Buffer.from("not an image at all")), "x.png", "image/png", 415, MSG_INVALID_IMAGE],
    ["SVG with a script", () => Promise.resolve(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')), "x.svg", "image/svg+xml", 415, MSG_INVALID_IMAGE],
    ["truncated PNG", async () => (await png()).subarray(0, 3000), "t.png", "image/png", 415, MSG_INVALID_IMAGE],
    ["10 MB + 1 byte", () => Promise.resolve(Buffer.alloc(10 * 1024 * 1024 + 1, 1)), "big.png", "image/png", 413, MSG_TOO_LARGE],
    ["decompression bomb", pixelBomb, "bomb.png", "image/png", 413, MSG_TOO_MANY_PIXELS],
    ["a sliver of 39,000,000 × 1 (under the pixel limit)", () => claimedSize(39_000_000, 1), "wide.png", "image/png", 422, MSG_BAD_SHAPE],
    ["1 × 39,000,000", () => claimedSize(1, 39_000_000), "tall.png", "image/png", 422, MSG_BAD_SHAPE],
    ["a side past WebP's 16,383 px", () => claimedSize(16_384, 1_000), "long.png", "image/png", 422, MSG_BAD_SHAPE],
    ["1 to 51", () => claimedSize(51, 2_601), "thin.png", "image/png", 422, MSG_BAD_SHAPE],
  ])("%s → its 4xx and message, nothing stored", async (_name, make, name, type, status, message) => {
    const before = (await database.db.select().from(storedImages)).length;
    const res = await upload(await make(), name, type);
    expect(res.status).toBe(status);
    expect(((await res.json()) as { error: string }).error).toBe(message);
    expect((await database.db.select().from(storedImages)).length).toBe(before);
  });

  test("uploads take turns: one processed at a time, a few wait, the rest get 503 with Retry-After", async () => {
    const saved = { ...IMAGE_JOBS };
    IMAGE_JOBS.waiting = 1;
    let release: () => void = () => {};
    try {
      const image = await png(2400, 1600);
      // The one turn is held while three uploads arrive (so none can finish before the others ask):
      // one waits, two are refused at once; released, the waiting one is processed.
      const held = inImageTurn(() => new Promise<void>((resolve) => (release = resolve)));
      const pending = [1, 2, 3].map((n) => upload(image, `turn-${n}.png`, "image/png"));
      const answered: Array<number> = [];
      for (const p of pending) void p.then((r) => answered.push(r.status));
      await expect.poll(() => answered.length, { timeout: 30_000 }).toBe(2);
      expect(answered).toEqual([503, 503]);
      release();
      await held;
      const results = await Promise.all(pending);
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([201, 503, 503]);
      for (const refused of results.filter((r) => r.status === 503)) {
        expect(refused.headers.get("retry-after")).toBe("5");
        expect(((await refused.json()) as { error: string }).error).toBe(MSG_BUSY);
      }
      // The turns are given back: the next upload goes through.
      expect((await upload(image, "after.png", "image/png")).status).toBe(201);
    } finally {
      release();
      Object.assign(IMAGE_JOBS, saved);
    }
  });

  test("signed out → 401; foreign Origin → 403", async () => {
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(await png(10, 10))], { type: "image/png" }), "x.png");
    const anon = await uploadAction({ request: new Request(`${origin}/api/admin/uploads`, { method: "POST", body: form, headers: { origin } }), params: {}, context: routeContext() } as never).catch((r: Response) => r);
    expect((anon as Response).status).toBe(401);
    const evil = await upload(await png(10, 10), "x.png", "image/png", { origin: "https://evil.example" });
    expect(evil.status).toBe(403);
  });

  async function remove(url: string) {
    const request = new Request(`${origin}/api/admin/uploads`, {
      method: "DELETE",
      body: JSON.stringify({ url }),
      headers: { cookie, origin, "content-type": "application/json" },
    });
    return (await uploadAction({ request, params: {}, context: routeContext() } as never)) as Response;
  }

  test("an image a post uses cannot be deleted under another spelling of its URL; featured URLs must be our images", async () => {
    const { url } = (await (await upload(await png(), "en-uso.png", "image/png")).json()) as { url: string };
    const file = path.join(dataDir, "uploads", url.replace("/uploads/", ""));
    const [category] = await database.db.select().from(categories).where(eq(categories.slug, "soldadura"));
    const post = (featuredImageUrl: string, content = "<p>Cuerpo</p>") => ({
      intent: "draft" as const,
      status: "draft" as const,
      categoryId: category!.id,
      slug: "",
      featuredImageUrl,
      es: { title: `Imagen ${Math.random()}`, excerpt: "Resumen", content },
      en: { title: "", excerpt: "", content: "" },
      tagIds: [],
      newTags: [],
    });
    // A query string is dropped on save: the post stores the image's own URL.
    const saved = await savePost(post(`${url}?x=1#frag`), admin);
    const [row] = await database.db.select().from(posts).where(eq(posts.id, saved.id));
    expect(row!.featuredImageUrl).toBe(url);
    expect(row!.featuredImageId).not.toBeNull();
    for (const spelling of [`${url}?x=1`, `${url}#a`, `http://elsewhere.example${url}`, url]) {
      const res = await remove(spelling);
      expect(res.status, spelling).toBe(409);
      expect(fs.existsSync(file)).toBe(true);
    }
    // Used only inside a body: still in use.
    await database.db.update(posts).set({ featuredImageUrl: null, featuredImageId: null }).where(eq(posts.id, saved.id));
    await savePost(post("", `<p><img src="${url}" alt="x"></p>`), admin);
    expect((await remove(`${url}?y`)).status).toBe(409);
    expect(fs.existsSync(file)).toBe(true);
    // Featured URLs that are not our stored or bundled images are refused.
    // A bundled image that does not exist is refused like a stored one that does not.
    for (const bad of ["/images/../admin/x", "/images/blog/../../etc/passwd.webp", "https://evil.example/x.webp", "/uploads/blog-images/posts/missing.webp", "/images/blog/nonexistent.webp", "/images/blog/soldadura-1-400.webp"]) {
      await expect(savePost(post(bad), admin), bad).rejects.toThrow(PostSaveError);
    }
    const bundled = await savePost(post("/images/blog/soldadura-1.webp"), admin);
    expect((await database.db.select().from(posts).where(eq(posts.id, bundled.id)))[0]!.featuredImageUrl).toBe("/images/blog/soldadura-1.webp");
  });

  test("SEO fields: stored per language, shown by the public page (empty ones derived), the social image must be ours, is in use while chosen and removed when replaced", async () => {
    const first = (await (await upload(await png(1200, 630), "tarjeta-es.png", "image/png")).json()) as { url: string };
    const second = (await (await upload(await png(1200, 630), "tarjeta-es-2.png", "image/png")).json()) as { url: string };
    const fileOf = (url: string) => path.join(dataDir, "uploads", url.replace("/uploads/", ""));
    const [category] = await database.db.select().from(categories).where(eq(categories.slug, "soldadura"));
    const input = (es: Record<string, string>, over: Record<string, unknown> = {}) => ({
      intent: "publish" as const,
      status: "draft" as const,
      categoryId: category!.id,
      slug: "post-con-seo",
      featuredImageUrl: "/images/blog/soldadura-1.webp",
      es: { title: "Perfil de reflujo con SEO", excerpt: "Resumen del post", content: "<p>Cuerpo</p>", ...es },
      en: { title: "Reflow profile with SEO", excerpt: "Post excerpt", content: "<p>Body</p>" },
      tagIds: [],
      newTags: [],
      ...over,
    });
    const saved = await savePost(input({ metaTitle: "  Perfil de reflujo SAC305 | Guía  ", metaDescription: "Cómo ajustar rampa, remojo y pico.", socialImageUrl: `${first.url}?v=2` }), admin);
    const editable = (await getPostForEdit(saved.id))!;
    expect(editable.es).toMatchObject({ metaTitle: "Perfil de reflujo SAC305 | Guía", metaDescription: "Cómo ajustar rampa, remojo y pico.", socialImageUrl: first.url });
    expect(editable.en).toMatchObject({ metaTitle: "", metaDescription: "", socialImageUrl: "" });
    const es = (await getPublishedPost(saved.slug, "es"))!;
    expect(es.seo).toEqual({ title: "Perfil de reflujo SAC305 | Guía", description: "Cómo ajustar rampa, remojo y pico.", image: { src: first.url, width: 1200, height: 630 } });
    expect((await getPublishedPost(saved.slug, "en"))!.seo).toEqual({ title: null, description: null, image: null });
    // In use while chosen.
    expect((await remove(first.url)).status).toBe(409);
    expect(fs.existsSync(fileOf(first.url))).toBe(true);
    // Not one of our images: refused, nothing changes.
    for (const bad of ["https://evil.example/card.webp", "/uploads/blog-images/posts/missing.webp", "/images/../admin"]) {
      await expect(savePost(input({ socialImageUrl: bad }, { id: saved.id }), admin), bad).rejects.toThrow("La imagen para redes sociales en español no es una de las imágenes subidas al sitio");
    }
    expect((await getPostForEdit(saved.id))!.es.socialImageUrl).toBe(first.url);
    // Replaced: the first image's files are removed; cleared: back to the featured image.
    await savePost(input({ socialImageUrl: second.url }, { id: saved.id }), admin);
    expect(fs.existsSync(fileOf(first.url))).toBe(false);
    await savePost(input({ metaTitle: "", metaDescription: "" }, { id: saved.id }), admin);
    expect((await getPublishedPost(saved.slug, "es"))!.seo).toEqual({ title: null, description: null, image: null });
    expect(fs.existsSync(fileOf(second.url))).toBe(false);
  });

  test("a storage failure while deleting is only a warning", async () => {
    const res = await upload(await png(), "ok.png", "image/png");
    const { url } = (await res.json()) as { url: string };
    const real = new LocalDiskStorage(path.join(dataDir, "uploads"));
    const failing: FileStorage = {
      put: (k, d, t) => real.put(k, d, t),
      exists: (k) => real.exists(k),
      publicUrl: (k) => real.publicUrl(k),
      keyFromUrl: (u) => real.keyFromUrl(u),
      check: () => real.check(),
      read: (k) => real.read(k),
      list: () => real.list(),
      remove: () => Promise.reject(new Error("disco no disponible")),
    };
    setStorage(failing);
    try {
      const result = await deleteImageByUrl(url, admin);
      expect(result.removed).toBe(true);
      expect(result.warning).toMatch(/disco no disponible/);
    } finally {
      setStorage(undefined);
    }
  });

  test("an upload the database cannot record (disk full) is a 503 with Retry-After that leaves no file; the same upload works once it can", async () => {
    const folder = path.join(dataDir, "uploads", "blog-images", "posts");
    const filesBefore = fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
    const rowsBefore = (await database.db.select().from(storedImages)).length;
    const image = await png();
    const refused = await whileDiskFull(database, "stored_images", () => upload(image, "lleno.png", "image/png"));
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: ADMIN_UNAVAILABLE });
    expect((await database.db.select().from(storedImages)).length).toBe(rowsBefore);
    expect(fs.existsSync(folder) ? fs.readdirSync(folder).sort() : []).toEqual(filesBefore);
    const stored = await upload(image, "lleno.png", "image/png");
    expect(stored.status).toBe(201);
  });
});
