/**
 * Turns what a visitor typed into a PostgreSQL `to_tsquery` string: words (letters and digits of
 * any script) joined with AND, each a prefix match when it has 3 or more characters so partial
 * words match ("sold" finds "soldadura"). Quoting makes every word a literal; nothing the visitor
 * types can change the query's syntax. Returns null when no word remains.
 */
export const MAX_SEARCH_WORDS = 8;

export function searchWords(term: string): Array<string> {
  return term
    .normalize("NFC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS);
}

export function toTsQuery(term: string): string | null {
  const words = searchWords(term);
  if (!words.length) return null;
  return words.map((w) => (w.length >= 3 ? `'${w}':*` : `'${w}'`)).join(" & ");
}
