/**
 * Numbers from a query string. Query parameters are filters: a malformed or out-of-range value
 * falls back to the default instead of failing, and never reaches a query as a number PostgreSQL
 * cannot hold.
 */

/** Largest page number a list accepts (far past any real list; keeps OFFSET within integer range). */
export const MAX_PAGE = 100_000;

/** A page number from `?page=`-like text: 1…MAX_PAGE, otherwise 1. */
export function pageParam(raw: string | null | undefined): number {
  const text = (raw ?? "").trim();
  if (!/^\d{1,6}$/.test(text)) return 1;
  const page = Number.parseInt(text, 10);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** `?a=1&b=x` from the non-empty values (a page of 1 is the default and left out); "" when none. */
export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== "" && value !== 1) search.set(key, String(value));
  const s = search.toString();
  return s ? `?${s}` : "";
}
