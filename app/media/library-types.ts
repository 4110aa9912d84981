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
  createdAt: string;
  usedBy: Array<ImageUse>;
};
