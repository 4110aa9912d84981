/**
 * Responsive image data for featured images: the demo covers in /images/blog come in 1200, 800
 * and 400 px widths (16:9); uploaded images carry their own size and variants.
 */
import type { ImageView } from "./types";

const DEMO_COVER = /^\/images\/blog\/([a-z0-9-]+-\d+)\.webp$/;

export type StoredImageInfo = {
  width: number | null;
  height: number | null;
  variants: Array<{ width: number; url: string }> | null;
} | null;

export function imageView(url: string | null | undefined, stored?: StoredImageInfo): ImageView | null {
  if (!url) return null;
  const demo = DEMO_COVER.exec(url);
  if (demo) {
    const base = `/images/blog/${demo[1]}`;
    return { src: url, width: 1200, height: 675, srcSet: `${base}-400.webp 400w, ${base}-800.webp 800w, ${url} 1200w` };
  }
  if (stored?.width && stored.height) {
    const variants = (stored.variants ?? []).filter((v) => v.url && v.width < stored.width!);
    const srcSet = variants.length
      ? [...variants.map((v) => `${v.url} ${v.width}w`), `${url} ${stored.width}w`].join(", ")
      : undefined;
    return { src: url, width: stored.width, height: stored.height, ...(srcSet ? { srcSet } : {}) };
  }
  return { src: url, width: 1200, height: 675 };
}
