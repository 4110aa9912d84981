/**
 * The products page's sticky division filter: a button per division scrolls
 * smoothly to its section, "all" scrolls to the top. It never hides a section. The active button
 * follows the scroll position, and a division handed over from the home page is applied and
 * scrolled to after 500 ms. Server-rendered with "all" pressed; the behaviour is in
 * `CategoryFilter.lazy.client.ts`.
 */
export function CategoryFilter({
  label,
  allLabel,
  categories,
}: {
  label: string;
  allLabel: string;
  categories: Array<{ id: string; label: string }>;
}) {
  const buttonClass =
    "shrink-0 rounded-full px-4 py-2 text-sm font-semibold transition-colors bg-white text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-100 hover:text-brand-900 " +
    "aria-pressed:bg-brand-900 aria-pressed:text-white aria-pressed:ring-0 aria-pressed:hover:bg-brand-900 aria-pressed:hover:text-white";
  return (
    <div data-testid="category-filter" data-category-filter="" className="sticky top-16 z-30 border-b border-slate-200 bg-white/95 backdrop-blur lg:top-[6.25rem]">
      <nav aria-label={label} className="mx-auto max-w-7xl px-4 sm:px-6">
        <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 py-3 [scrollbar-width:none]">
          <li>
            <button type="button" data-filter="" aria-pressed="true" className={buttonClass}>
              {allLabel}
            </button>
          </li>
          {categories.map((c) => (
            <li key={c.id}>
              <button type="button" data-filter={c.id} aria-pressed="false" className={buttonClass}>
                {c.label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
