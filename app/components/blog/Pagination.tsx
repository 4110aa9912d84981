import { ChevronLeft, ChevronRight } from "~/components/icons";
import { pageItems } from "~/blog/pagination";
import { fmt } from "~/i18n/messages";
import { useSite } from "~/i18n/site";

/** Previous/next (disabled at the ends) and page numbers with ellipses (`pageItems`). */
export function Pagination({ page, totalPages, hrefFor }: { page: number; totalPages: number; hrefFor: (page: number) => string }) {
  const { m } = useSite();
  if (totalPages <= 1) return null;
  const base = "inline-flex h-10 min-w-10 items-center justify-center rounded-md px-3 text-sm font-medium";
  const idle = `${base} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 hover:text-brand-900`;
  const disabled = `${base} border border-slate-200 bg-slate-50 text-slate-500 cursor-not-allowed`;
  return (
    <nav aria-label={m.blog.pagination} className="mt-12 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          {page > 1 ? (
            <a href={hrefFor(page - 1)} className={`${idle} gap-1`} rel="prev">
              <ChevronLeft className="size-4" aria-hidden="true" />
              <span className="max-sm:sr-only">{m.blog.previous}</span>
            </a>
          ) : (
            <span className={`${disabled} gap-1`} aria-disabled="true">
              <ChevronLeft className="size-4" aria-hidden="true" />
              <span className="max-sm:sr-only">{m.blog.previous}</span>
            </span>
          )}
        </li>
        {pageItems(page, totalPages).map((item) =>
          typeof item === "number" ? (
            <li key={item}>
              {item === page ? (
                <span aria-current="page" className={`${base} bg-brand-800 text-white`}>
                  <span className="sr-only">{fmt(m.blog.pageN, { page: item })}</span>
                  <span aria-hidden="true">{item}</span>
                </span>
              ) : (
                <a href={hrefFor(item)} className={idle} aria-label={fmt(m.blog.pageN, { page: item })}>
                  {item}
                </a>
              )}
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <a href={hrefFor(page + 1)} className={`${idle} gap-1`} rel="next">
              <span className="max-sm:sr-only">{m.blog.next}</span>
              <ChevronRight className="size-4" aria-hidden="true" />
            </a>
          ) : (
            <span className={`${disabled} gap-1`} aria-disabled="true">
              <span className="max-sm:sr-only">{m.blog.next}</span>
              <ChevronRight className="size-4" aria-hidden="true" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
