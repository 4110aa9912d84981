/**
 * The link rules of the visual editor, the same as the post-body sanitiser's: `http`, `https`,
 * `mailto` and `tel` links, and paths of this site (`/…`, `#…`). Anything else (`javascript:`,
 * `data:`, protocol-relative `//host`) is refused before it reaches the document; the sanitiser
 * still checks again on save and on render.
 */
const SCHEMES = /^(https?:|mailto:|tel:)/i;

export function isAllowedHref(href: string): boolean {
  const url = href.trim();
  if (!url || /\s/.test(url) || [...url].some((ch) => ch.charCodeAt(0) < 32)) return false;
  if (url.startsWith("#")) return true;
  if (url.startsWith("/")) return !url.startsWith("//") && !url.startsWith("/\\");
  if (SCHEMES.test(url)) return /^(mailto:|tel:)/i.test(url) || /^https?:\/\/[^/\s]/i.test(url);
  return false;
}

/** What the link dialog stores for what was typed: `www.x.mx` and `x.mx/…` get `https://`. */
export function normalizeHref(typed: string): string | null {
  const url = typed.trim();
  if (isAllowedHref(url)) return url;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(\/|$|\?|#)/i.test(url) && isAllowedHref(`https://${url}`)) return `https://${url}`;
  return null;
}

export const MSG_BAD_LINK = "Escribe un enlace que empiece con https://, http://, mailto: o tel:, o una ruta del sitio que empiece con /.";
