/** Reading time in minutes shown on blog pages: max(1, ceil(characters / 1000)). */
export function readingTimeMinutes(characters: number): number {
  if (!Number.isFinite(characters) || characters <= 0) return 1;
  return Math.max(1, Math.ceil(characters / 1000));
}

/**
 * Plain-text length of an HTML body, the same way the database computes it for cards
 * (tags replaced by a space, runs of whitespace collapsed, trimmed).
 */
export function textLength(html: string): number {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim().length;
}
