/** What the media library shows of a stored image (plain types, shared by the server and the admin's browser code). */

/** A post that shows an image, and how: as its featured image, a social-card image or in its body. */
export type ImageUse = { postId: string; title: string; how: "featured" | "social" | "body" };

export type LibraryImage = {
  id: string;
  url: string;
  thumb: string;
  width: number;
  height: number;
  /** Bytes of every stored size together. */
  bytes: number;
  name: string;
  /** Every stored width (the image itself and its smaller copies). */
  candidates: Array<ImageCandidate>;
  createdAt: string;
  usedBy: Array<ImageUse>;
};

/** One stored width of an image, for `srcset`. */
export type ImageCandidate = { url: string; width: number };

/** How wide a body image is shown: the article column (720 px) or the screen less its margins. */
export const BODY_IMAGE_SIZES = "(min-width: 768px) 720px, calc(100vw - 2rem)";

/** The `srcset` of an image's stored widths, narrowest first. */
export function srcsetOf(candidates: ReadonlyArray<ImageCandidate>): string {
  return [...candidates]
    .sort((a, b) => a.width - b.width)
    .map((c) => `${c.url} ${c.width}w`)
    .join(", ");
}
