/**
 * The image pipeline (ADR 0008): the server trusts nothing the client
 * says. It checks the bytes are a raster image we accept (magic bytes: JPEG, PNG, WebP, GIF, AVIF),
 * ≤ 10 MB and ≤ 40 megapixels, applies the EXIF orientation, re-encodes to WebP (quality 85) with
 * every piece of metadata dropped (GPS included), and stores 1200/800/400 px wide versions under
 * server-made names, with a row in `stored_images`.
 */
import { badShape, MSG_BAD_SHAPE } from "./image-shape";
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { desc, eq, inArray, sql } from "drizzle-orm";
import type { Metadata } from "sharp";
import { db, rowsOf } from "~/db/client.server";
import { postContents, posts, storedImages } from "~/db/schema";
import { recordAudit, type Actor } from "~/platform/audit.server";
import { normalizeText, singleLine } from "~/platform/text";
import bundledImages from "../../public/images/manifest.json";
import { storage } from "./storage.server";
import type { ImageUse } from "./library-types";

/** sharp (libvips, about 8 MB per process) loads with the first upload, not with every worker. */
export const loadSharp = () => import("sharp").then((module) => module.default);

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_INPUT_PIXELS = 40_000_000;
export const IMAGE_WIDTHS = [1200, 800, 400] as const;
export const WEBP_QUALITY = 85;
export const WEBP_EFFORT = 2;
export const IMAGE_FOLDER = "posts";

export const MSG_INVALID_IMAGE = "Por favor selecciona un archivo de imagen válido";
export const MSG_TOO_LARGE = "La imagen es demasiado grande. Máximo 10MB.";
export const MSG_TOO_MANY_PIXELS = "La imagen tiene demasiados píxeles (máximo 40 megapíxeles).";
export const MSG_PROCESSING = "Error al procesar la imagen";
export { MSG_BAD_SHAPE };
export const MSG_BUSY = "Se están procesando otras imágenes. Inténtalo de nuevo en unos segundos.";
/**
 * Uploads processed at once in a process, and waiting for their turn: decoding an image of 40
 * megapixels takes a few hundred MB, so they take turns; past the queue, a 503 to try again.
 */
export const IMAGE_JOBS = { running: 1, waiting: 4 };
export const MSG_STORAGE_DOWN = "El almacenamiento de imágenes no responde en este momento. Inténtalo de nuevo en unos minutos.";

export class ImageRejected extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export type ImageFormat = "jpeg" | "png" | "webp" | "gif" | "avif";

/** The raster format named by the file's first bytes, or null (SVG, text, PDF, anything else). */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (b.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v)) return "png";
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (b.length >= 6 && (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a")) return "gif";
  if (b.length >= 12 && ascii(4, 8) === "ftyp" && ["avif", "avis"].includes(ascii(8, 12))) return "avif";
  return null;
}

/** A file name reduced to a safe slug for the stored name (the name itself is never trusted). */
export function safeBaseName(name: string | undefined): string {
  const base = (name ?? "")
    .replace(/\.[^.]*$/, "")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  return base || "imagen";
}

export type ProcessedImage = {
  width: number;
  height: number;
  versions: Array<{ width: number; height: number; data: Buffer }>;
};

/** Validates and re-encodes; throws ImageRejected with the message for the admin. */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length > MAX_UPLOAD_BYTES) throw new ImageRejected(MSG_TOO_LARGE, 413);
  if (!sniffImageFormat(input)) throw new ImageRejected(MSG_INVALID_IMAGE, 415);
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" as const, animated: false };
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(input, options).metadata();
  } catch (error) {
    if (/pixel limit/i.test(String(error))) throw new ImageRejected(MSG_TOO_MANY_PIXELS, 413);
    throw new ImageRejected(MSG_INVALID_IMAGE, 415);
  }
  if (!meta.width || !meta.height) throw new ImageRejected(MSG_INVALID_IMAGE, 415);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new ImageRejected(MSG_TOO_MANY_PIXELS, 413);
  // Refused from the header alone, before any decoding: a side WebP cannot hold, or a sliver (a
  // 39,000,000 × 1 image passes the pixel limit and costs seconds and hundreds of MB to decode).
  if (badShape(meta.width, meta.height)) throw new ImageRejected(MSG_BAD_SHAPE, 422);
  try {
    // Decode (JPEG shrink-on-load), orient and scale once to raw pixels; every width is encoded
    // from them, the three encodes in parallel. WebP effort 2: about 4× faster than the default 4
    // for a few percent more bytes.
    const { data: pixels, info } = await sharp(input, options)
      .rotate()
      .resize({ width: IMAGE_WIDTHS[0], withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const rawInput = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const widths = [info.width, ...IMAGE_WIDTHS.slice(1).filter((w) => w < info.width)];
    const versions = await Promise.all(
      widths.map(async (width) => {
        const pipeline = sharp(pixels, rawInput);
        if (width !== info.width) pipeline.resize({ width });
        const { data, info: out } = await pipeline.webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer({ resolveWithObject: true });
        return { width: out.width, height: out.height, data };
      }),
    );
    return { width: info.width, height: info.height, versions };
  } catch (error) {
    if (error instanceof ImageRejected) throw error;
    if (/pixel limit/i.test(String(error))) throw new ImageRejected(MSG_TOO_MANY_PIXELS, 413);
    throw new ImageRejected(MSG_INVALID_IMAGE, 415);
  }
}

export type StoredImage = typeof storedImages.$inferSelect;

/**
 * The name an upload's file had on the admin's computer, as the media library shows and searches it:
 * one line of well-formed text without NUL or other control characters (C0 and C1: a multipart body
 * may carry any byte there), in NFC, at most 200 characters; null when nothing is left.
 */
export function originalImageName(name: string | undefined): string | null {
  if (!name) return null;
  // oxlint-disable-next-line no-control-regex -- dropping control characters is the point
  const text = singleLine(normalizeText(name.toWellFormed().replace(/[\u0000\u0080-\u009F]/g, ""))).trim();
  return text ? Array.from(text).slice(0, 200).join("").trim() : null;
}

let imageJobsRunning = 0;
const imageJobsWaiting: Array<() => void> = [];

/**
 * Runs `job` when its turn comes (IMAGE_JOBS); a 503 (ImageRejected) when too many already wait.
 * Exported for the tests, which hold a turn to see the queue fill and empty in a known order.
 */
export async function inImageTurn<T>(job: () => Promise<T>): Promise<T> {
  if (imageJobsRunning >= IMAGE_JOBS.running) {
    if (imageJobsWaiting.length >= IMAGE_JOBS.waiting) throw new ImageRejected(MSG_BUSY, 503);
    await new Promise<void>((resolve) => imageJobsWaiting.push(resolve));
  } else {
    imageJobsRunning++;
  }
  try {
    return await job();
  } finally {
    // The turn passes straight to the next waiting job (the count stays), or is given back.
    const next = imageJobsWaiting.shift();
    if (next) next();
    else imageJobsRunning--;
  }
}

/** Processes an upload (in its turn) and stores every width; returns the stored_images row (its upload in the «Bitácora»). */
export async function saveUploadedImage(input: Buffer, originalName: string | undefined, actor: Actor, now = new Date()): Promise<StoredImage> {
  const processed = await inImageTurn(() => processImage(input));
  const stamp = now.getTime();
  const random = randomBytes(6).toString("hex");
  const base = `${IMAGE_FOLDER}/${stamp}_${random}_${safeBaseName(originalName)}`;
  const store = storage();
  const written: Array<string> = [];
  try {
    const variants: StoredImage["variants"] = [];
    let main: { key: string; width: number; height: number; bytes: number } | undefined;
    for (const version of processed.versions) {
      const key = main ? `${base}-${version.width}.webp` : `${base}.webp`;
      await store.put(key, version.data, "image/webp");
      written.push(key);
      if (!main) main = { key, width: version.width, height: version.height, bytes: version.data.length };
      else variants.push({ width: version.width, height: version.height, path: key, url: store.publicUrl(key), bytes: version.data.length });
    }
    return await db().transaction(async (tx) => {
      const [row] = await tx
        .insert(storedImages)
        .values({
          path: main!.key,
          url: store.publicUrl(main!.key),
          width: main!.width,
          height: main!.height,
          bytes: main!.bytes,
          variants,
          originalName: originalImageName(originalName),
          uploadedBy: actor.id,
        })
        .returning();
      await recordAudit(tx, actor, { action: "image.uploaded", objectType: "image", objectId: row!.id, objectLabel: row!.originalName ?? row!.url, details: { bytes: row!.bytes } });
      return row!;
    });
  } catch (error) {
    await store.remove(written).catch(() => {});
    throw error;
  }
}

/**
 * Removes an image's files (every width) and its row, found by its public URL. A storage failure
 * does not stop anything: it is reported as a warning (the row and the post still go).
 */
export async function deleteImageByUrl(url: string | null | undefined, actor: Actor): Promise<{ removed: boolean; warning?: string }> {
  if (!url) return { removed: false };
  const store = storage();
  const key = store.keyFromUrl(url);
  if (!key) return { removed: false };
  const [row] = await db().select().from(storedImages).where(eq(storedImages.path, key));
  const keys = [key, ...(row?.variants ?? []).map((v) => v.path)];
  let warning: string | undefined;
  try {
    await store.remove(keys);
  } catch (error) {
    warning = `No se pudo borrar el archivo de la imagen: ${error instanceof Error ? error.message : String(error)}`;
  }
  if (row) {
    await db().transaction(async (tx) => {
      const gone = await tx.delete(storedImages).where(inArray(storedImages.id, [row.id])).returning({ id: storedImages.id });
      if (gone.length) await recordAudit(tx, actor, { action: "image.deleted", objectType: "image", objectId: row.id, objectLabel: row.url, details: warning ? { storage: "files not removed" } : undefined });
    });
  }
  return { removed: true, warning };
}

/** Images bundled with the site (the demo posts' covers): plain segments, one extension, no `..`. */
const BUNDLED_IMAGE = /^\/images\/(?:[a-z0-9-]+\/)*[a-z0-9_-]+\.(?:webp|avif|jpg|png)$/;
/** The bundled images that exist: the generated image sets' list (scripts/generate-assets.ts), built into the server. */
const BUNDLED_FILES: ReadonlySet<string> = new Set(Object.keys(bundledImages));

/** The most recently uploaded images (the editor's social-image picker), newest first; thumbnails are their smallest variant. */
export async function recentImages(limit = 12): Promise<Array<{ url: string; thumb: string; width: number; height: number }>> {
  const rows = await db()
    .select({ url: storedImages.url, width: storedImages.width, height: storedImages.height, variants: storedImages.variants })
    .from(storedImages)
    .orderBy(desc(storedImages.createdAt))
    .limit(limit);
  return rows.map((r) => ({ url: r.url, width: r.width, height: r.height, thumb: [...r.variants].sort((a, b) => a.width - b.width)[0]?.url ?? r.url }));
}

/**
 * The featured-image reference a post may store for a URL from the editor: one of our stored
 * images (by its own canonical URL, whatever query, fragment or host the given URL carried) or a
 * bundled site image; null for anything else.
 */
export async function featuredImageRef(url: string): Promise<{ url: string; id: string | null } | null> {
  const key = storage().keyFromUrl(url);
  if (key) {
    const [row] = await db().select({ id: storedImages.id, url: storedImages.url }).from(storedImages).where(eq(storedImages.path, key));
    return row ? { url: row.url, id: row.id } : null;
  }
  return BUNDLED_IMAGE.test(url) && BUNDLED_FILES.has(url) ? { url, id: null } : null;
}

/**
 * The bytes of one of our images by its URL: an upload (from the storage) or a bundled site image
 * (from the repository's public/ folder, which `npm start` serves from); null for anything else,
 * or when it is not there.
 */
export async function imageBytes(url: string): Promise<Buffer | null> {
  const key = storage().keyFromUrl(url);
  if (key) return storage().read(key);
  if (!BUNDLED_IMAGE.test(url) || !BUNDLED_FILES.has(url)) return null;
  return readFile(path.join(process.cwd(), "public", url)).catch(() => null);
}

/** Every use of the images `ids`, by object: featured images, social images, bodies. */
export async function imageUses(ids: ReadonlyArray<string>): Promise<Map<string, Array<ImageUse>>> {
  const byImage = new Map<string, Array<ImageUse>>();
  if (!ids.length) return byImage;
  const list = sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);
  const rows = rowsOf<{ image_id: string; post_id: string; title: string; how: ImageUse["how"] }>(
    await db().execute(sql`
      SELECT u.image_id, u.post_id, coalesce(es.title, p.slug) AS title, u.how
        FROM (SELECT featured_image_id AS image_id, id AS post_id, 'featured' AS how FROM posts WHERE featured_image_id IN (${list})
              UNION SELECT social_image_id, post_id, 'social' FROM post_contents WHERE social_image_id IN (${list})
              UNION SELECT image_id, post_id, 'body' FROM post_body_images WHERE image_id IN (${list})) u
        JOIN posts p ON p.id = u.post_id
        LEFT JOIN post_contents es ON es.post_id = p.id AND es.language = 'es'
       ORDER BY title, u.how`),
  );
  for (const row of rows) {
    const list = byImage.get(row.image_id) ?? [];
    list.push({ postId: row.post_id, title: row.title, how: row.how });
    byImage.set(row.image_id, list);
  }
  return byImage;
}

/**
 * True when a post shows the stored image `key`: as its featured image, a language's social image
 * or inside a body, found by the stored object (ids, and the body images each save resolves), so
 * no spelling of a URL can hide a use. Featured and social images set before they had ids are also
 * matched by their URL resolved to the same object.
 */
export async function imageInUse(key: string): Promise<boolean> {
  const store = storage();
  const [row] = await db().select({ id: storedImages.id }).from(storedImages).where(eq(storedImages.path, key));
  if (row && ((await imageUses([row.id])).get(row.id) ?? []).length > 0) return true;
  const url = store.publicUrl(key);
  const legacy = await db()
    .select({ url: posts.featuredImageUrl })
    .from(posts)
    .where(sql`${posts.featuredImageId} IS NULL AND position(${url} in ${posts.featuredImageUrl}) > 0`);
  const legacySocial = await db()
    .select({ url: postContents.socialImageUrl })
    .from(postContents)
    .where(sql`${postContents.socialImageId} IS NULL AND position(${url} in ${postContents.socialImageUrl}) > 0`);
  return [...legacy, ...legacySocial].some((c) => c.url && store.keyFromUrl(c.url) === key);
}

/**
 * Removes a stored image unless a post still uses it (`imageInUse`). URLs that are not ours are
 * left alone (`removed: false`).
 */
export async function deleteImageIfUnused(url: string | null | undefined, actor: Actor): Promise<{ removed: boolean; inUse?: true; warning?: string }> {
  const key = url ? storage().keyFromUrl(url) : null;
  if (!key) return { removed: false };
  if (await imageInUse(key)) return { removed: false, inUse: true };
  return deleteImageByUrl(url, actor);
}
