/**
 * The text rules every field from outside follows, applied once where a body is read
 * (`app/platform/http.server.ts`) and, for output formats with stricter rules, where it is written.
 * Shared with browser code (the same checks before sending), so nothing here is server-only.
 */

/**
 * Control characters no field keeps: C0 except tab and line feed, DEL and the C1 block (U+0085, the
 * "next line", shows as a box and is no line break in a mail header or a CSV), and the XML
 * non-characters U+FFFE/U+FFFF.
 */
// oxlint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]/g;

/**
 * A field's text as it is stored: Unicode NFC (the same word has one spelling, so search, slugs
 * and uniqueness agree), line breaks as LF, and no control characters other than tab and LF.
 * Each other control character becomes a space rather than nothing: words it separated (a
 * vertical tab pasted as a line break) stay apart, and a value with one inside does not turn into
 * a different valid value (`x\u0001y@acme.mx` is no e-mail address, where `xy@acme.mx` would be).
 * (NUL and lone surrogates are refused before this, with a 400: see `isCleanText`.)
 */
export function normalizeText(value: string): string {
  const text = value.includes("\r") ? value.replace(/\r\n?/g, "\n") : value;
  return text.replace(CONTROL, " ").normalize("NFC");
}

/** Text fit for any field: no NUL (PostgreSQL's text type refuses it) and no lone UTF-16 surrogate. */
export function isCleanText(value: string): boolean {
  return !value.includes("\0") && value.isWellFormed();
}

/**
 * True when the text shows something: not only white space and invisible format characters
 * (zero-width space and joiners, BOM, soft hyphen...). A required field needs visible content.
 */
export function hasVisibleText(value: string): boolean {
  return /[^\s\p{Cf}\u3164\u2800\u115F\u1160]/u.test(value);
}

/** A single-line field: tabs and line breaks become one space. */
export function singleLine(value: string): string {
  return value.replace(/[\t\n]+/g, " ");
}

/** Characters XML 1.0 forbids, for writers of XML (feeds, sitemaps): dropped, whatever the stored text holds. */
export function xmlSafe(value: string): string {
  // oxlint-disable-next-line no-control-regex -- matching control characters is the point
  return value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "").toWellFormed();
}

const XML_ENTITIES: Record<string, string> = { "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" };

/** Text for an XML element or attribute: escaped, and without the characters XML 1.0 forbids. */
export function escapeXml(value: string): string {
  return xmlSafe(value).replace(/[<>&'"]/g, (c) => XML_ENTITIES[c]!);
}
