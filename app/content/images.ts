/**
 * The generated image sets (scripts/generate-assets.ts, public/images/manifest.json): intrinsic
 * sizes and the widths of their responsive variants (`/x-400.webp`, `/x-800.webp`).
 */
export type ImageSet = { width: number; height: number; variants: number[] };

export const IMAGE_SETS = {
  category: { width: 1200, height: 800, variants: [400, 800] },
  product: { width: 800, height: 600, variants: [400] },
  map: { width: 800, height: 600, variants: [400] },
} as const satisfies Record<string, ImageSet>;

/** `srcset` listing the variants and the full-size file: "/x-400.webp 400w, /x.webp 800w". */
export function imageSrcSet(src: string, set: ImageSet): string {
  const base = src.replace(/\.webp$/, "");
  return [...set.variants.map((w) => `${base}-${w}.webp ${w}w`), `${src} ${set.width}w`].join(", ");
}

/** A generated image with its size and variants, as `SizedImg` shows it. */
export function sizedImage(src: string, set: ImageSet) {
  return { src, srcSet: imageSrcSet(src, set), width: set.width, height: set.height };
}
