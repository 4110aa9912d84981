/**
 * The image shapes the pipeline accepts, shared by the server (which decides) and the editor's
 * uploader (which says so before uploading instead of after).
 */

/** The longest side an image may have: WebP's own limit, which every stored width is encoded in. */
export const MAX_IMAGE_SIDE = 16_383;
/** The most elongated shape accepted (a banner of 1:50 is already extreme for a post). */
export const MAX_ASPECT_RATIO = 50;
export const MSG_BAD_SHAPE = "La imagen es demasiado larga o ancha: como máximo 16.383 píxeles por lado y una proporción de 1 a 50.";

/** Whether an image of these dimensions is too long or too elongated for the pipeline. */
export function badShape(width: number, height: number): boolean {
  const long = Math.max(width, height);
  const short = Math.max(1, Math.min(width, height));
  return long > MAX_IMAGE_SIDE || long > short * MAX_ASPECT_RATIO;
}
