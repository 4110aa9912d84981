/**
 * The featured image of a newsletter mail, carried inside the mail as a JPEG part the HTML names
 * by `cid:`. The site stores its images as WebP, which Outlook for Windows does not show, and mail
 * clients (Outlook in most companies) hold back remote images until the reader allows them; an
 * image inside the mail shows at once in all of them. 1088 px wide at most (twice the mail's
 * 544 px column, for sharp screens), quality 78: tens of kilobytes, not hundreds.
 */
import { logError } from "~/platform/log";
import { imageBytes, loadSharp, MAX_INPUT_PIXELS } from "~/media/images.server";

export type InlineImage = { cid: string; filename: string; contentType: "image/jpeg"; content: Buffer };

export const MAIL_IMAGE_WIDTH = 1088;
const MAIL_IMAGE_QUALITY = 78;
/** The image's content id (`cid:` in the HTML): one name in every mail, under our own domain. */
export const MAIL_IMAGE_CID = "featured-image@ardentia";

/**
 * The image at `url` (one of ours: an upload or a bundled image) as a JPEG part; null when it
 * cannot be read or converted (the mail then links to it by its address, as a page would).
 */
export async function mailImage(url: string): Promise<InlineImage | null> {
  try {
    const bytes = await imageBytes(url);
    if (!bytes) return null;
    const sharp = await loadSharp();
    const content = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAIL_IMAGE_WIDTH, withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: MAIL_IMAGE_QUALITY, progressive: true, mozjpeg: true })
      .toBuffer();
    return { cid: MAIL_IMAGE_CID, filename: "articulo.jpg", contentType: "image/jpeg", content };
  } catch (error) {
    logError("newsletter image not embedded; the mail links to it instead", error, { url });
    return null;
  }
}
