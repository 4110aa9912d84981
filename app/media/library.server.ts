/**
 * The media library: every stored image with where it is used (a post's featured image, a
 * language's social image, or a post body), searchable by file name; and the images of a body,
 * resolved to their stored objects when the post is saved (`syncBodyImages`), so "in use" is a
 * fact about objects, never a search of URL text.
 */
import { Parser } from "htmlparser2";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { db, rowsOf, type Db } from "~/db/client.server";
import { postBodyImages, storedImages } from "~/db/schema";
import type { Tx } from "~/blog/publish-hooks.server";
import type { Lang } from "~/i18n/lang";
import type { Actor } from "~/platform/audit.server";
import { isUuid } from "~/platform/ids";
import { deleteImageByUrl, imageUses as usesOf } from "./images.server";
import type { ImageUse, LibraryImage } from "./library-types";
import { storage } from "./storage.server";

/** The URLs a body's images load: each `<img>`'s `src` and every candidate of its `srcset`. */
export function bodyImageUrls(html: string): Array<string> {
  const urls = new Set<string>();
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name !== "img") return;
        if (attributes.src) urls.add(attributes.src.trim());
        for (const candidate of (attributes.srcset ?? "").split(",")) {
          const url = candidate.trim().split(/\s+/)[0];
          if (url) urls.add(url);
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return [...urls];
}

/** Records which stored images a language's body shows (replacing what it showed before). */
export async function syncBodyImages(tx: Tx | Db, postId: string, language: Lang, html: string | null): Promise<void> {
  await tx.delete(postBodyImages).where(and(eq(postBodyImages.postId, postId), eq(postBodyImages.language, language)));
  if (!html) return;
  const store = storage();
  const keys = [...new Set(bodyImageUrls(html).flatMap((url) => store.keyFromUrl(url) ?? []))];
  if (!keys.length) return;
  const list = sql.join(keys.map((k) => sql`${k}`), sql`, `);
  const ids = rowsOf<{ id: string }>(
    await tx.execute(sql`
      SELECT id FROM stored_images
       WHERE path IN (${list})
          OR EXISTS (SELECT 1 FROM jsonb_array_elements(variants) v WHERE v->>'path' IN (${list}))`),
  );
  if (ids.length) await tx.insert(postBodyImages).values(ids.map((r) => ({ postId, language, imageId: r.id }))).onConflictDoNothing();
}


export const LIBRARY_PAGE_SIZE = 24;

/** One page of the library, newest first; `search` matches the original file name (accent- and case-insensitive). */
export async function listLibrary(options: { search?: string; page?: number } = {}): Promise<{ images: Array<LibraryImage>; total: number; page: number; pageSize: number }> {
  const search = (options.search ?? "").trim().slice(0, 100);
  const where = search ? sql`position(f_unaccent(lower(${search})) in f_unaccent(lower(coalesce(${storedImages.originalName}, '')))) > 0` : sql`true`;
  const [{ n } = { n: 0 }] = await db().select({ n: sql<number>`count(*)::int` }).from(storedImages).where(where);
  const pages = Math.max(1, Math.ceil(n / LIBRARY_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(options.page ?? 1)), pages);
  const rows = await db()
    .select()
    .from(storedImages)
    .where(where)
    .orderBy(desc(storedImages.createdAt), desc(storedImages.id))
    .limit(LIBRARY_PAGE_SIZE)
    .offset((page - 1) * LIBRARY_PAGE_SIZE);
  const uses = await usesOf(rows.map((r) => r.id));
  return {
    images: rows.map((r) => ({
      id: r.id,
      url: r.url,
      thumb: [...r.variants].sort((a, b) => a.width - b.width)[0]?.url ?? r.url,
      width: r.width,
      height: r.height,
      bytes: r.bytes + r.variants.reduce((sum, v) => sum + v.bytes, 0),
      name: r.originalName ?? r.path.split("/").pop() ?? r.path,
      candidates: [{ url: r.url, width: r.width }, ...r.variants.map((v) => ({ url: v.url, width: v.width }))],
      createdAt: r.createdAt.toISOString(),
      usedBy: uses.get(r.id) ?? [],
    })),
    total: n,
    page,
    pageSize: LIBRARY_PAGE_SIZE,
  };
}

/**
 * Deletes a stored image by its id unless a post uses it (featured, social or in a body, by the
 * object). Null when there is no such image.
 */
export async function deleteLibraryImage(id: string, actor: Actor): Promise<{ deleted: true; warning?: string } | { deleted: false; usedBy: Array<ImageUse> } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db().select({ id: storedImages.id, url: storedImages.url }).from(storedImages).where(inArray(storedImages.id, [id]));
  if (!row) return null;
  const usedBy = (await usesOf([id])).get(id) ?? [];
  if (usedBy.length) return { deleted: false, usedBy };
  const { warning } = await deleteImageByUrl(row.url, actor);
  return { deleted: true, ...(warning ? { warning } : {}) };
}
