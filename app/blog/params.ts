/**
 * The blog list's query parameters: `page`, `category` (a category slug)
 * and `search`. Choosing a category or searching resets the other filters and the page; paging
 * keeps the filters. Malformed values fall back to their default instead of failing.
 */
import { pageParam } from "~/platform/query";

export const BLOG_PAGE_SIZE = 6;
export const SEARCH_PAGE_SIZE = 18;
export const SEARCH_MAX_LENGTH = 100;
export const RELATED_LIMIT = 3;
export const TAGS_PER_CARD = 3;

export type BlogQuery = { page: number; category: string | null; search: string | null };

const CATEGORY_SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** Parses the query string; unknown categories are kept only if `knownCategories` includes them. */
export function parseBlogQuery(params: URLSearchParams, knownCategories?: ReadonlyArray<string>): BlogQuery {
  const page = pageParam(params.get("page"));

  const rawCategory = (params.get("category") ?? "").trim().toLowerCase();
  let category: string | null = CATEGORY_SLUG.test(rawCategory) ? rawCategory : null;
  if (category && knownCategories && !knownCategories.includes(category)) category = null;

  const search = normalizeSearch(params.get("search"));
  return { page, category, search };
}

/** Trims, collapses whitespace, drops control characters and caps the length; empty → null. */
export function normalizeSearch(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const cleaned = [...raw.replace(/\p{Cc}/gu, " ").replace(/\s+/g, " ").trim()]
    .slice(0, SEARCH_MAX_LENGTH)
    .join("")
    .trim();
  return cleaned.length ? cleaned : null;
}

/** The query string of a blog list URL ("" or "?…"); page 1 is omitted. */
export function blogSearchString(query: Partial<BlogQuery>): string {
  const params = new URLSearchParams();
  if (query.category) params.set("category", query.category);
  if (query.search) params.set("search", query.search);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const s = params.toString();
  return s ? `?${s}` : "";
}

/** Choosing a category resets the search and the page. */
export function withCategory(category: string | null): string {
  return blogSearchString({ category });
}

/** Searching resets the category and the page. */
export function withSearch(search: string | null): string {
  return blogSearchString({ search });
}

/** Paging keeps the filters. */
export function withPage(query: BlogQuery, page: number): string {
  return blogSearchString({ ...query, page });
}
