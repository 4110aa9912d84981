/**
 * The blog's pagination control: up to 5 pages all are shown;
 * otherwise page numbers with ellipses — current ≤ 3: pages 1–4 then the last; near the end:
 * the first then the last 4; otherwise the first, current−1…current+1, and the last.
 */
export type PageItem = number | "ellipsis-start" | "ellipsis-end";

export function pageItems(current: number, totalPages: number): Array<PageItem> {
  const total = Math.max(0, Math.floor(totalPages));
  if (total <= 1) return total === 1 ? [1] : [];
  const page = Math.min(Math.max(1, Math.floor(current)), total);
  if (total <= 5) return Array.from({ length: total }, (_, i) => i + 1);
  if (page <= 3) return [1, 2, 3, 4, "ellipsis-end", total];
  if (page >= total - 2) return [1, "ellipsis-start", total - 3, total - 2, total - 1, total];
  return [1, "ellipsis-start", page - 1, page, page + 1, "ellipsis-end", total];
}

/** Number of pages for `total` items (at least 1 so an empty list still has page 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}
