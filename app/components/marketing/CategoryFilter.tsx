import { useEffect, useRef, useState } from "react";
import { prefersReducedMotion } from "~/lib/reveal";

/** Vertical space the sticky header and this bar cover, so a section lands just under them. */
function stickyOffset(bar: HTMLElement | null): number {
  const header = document.querySelector("header");
  const headerBottom = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
  return headerBottom + (bar?.offsetHeight ?? 0) + 8;
}

export function scrollToCategory(id: string | null, bar: HTMLElement | null) {
  const behavior: ScrollBehavior = prefersReducedMotion() ? "auto" : "smooth";
  if (!id) {
    window.scrollTo({ top: 0, behavior });
    return;
  }
  const section = document.getElementById(id);
  if (!section) return;
  const top = section.getBoundingClientRect().top + window.scrollY - stickyOffset(bar);
  window.scrollTo({ top: Math.max(0, top), behavior });
}

/**
 * The products page's sticky division filter (SPEC §2 Products): a button per division scrolls
 * smoothly to its section, "all" scrolls to the top. It never hides a section. The active button
 * follows the scroll position.
 */
export function CategoryFilter({
  label,
  allLabel,
  categories,
  initial,
}: {
  label: string;
  allLabel: string;
  categories: Array<{ id: string; label: string }>;
  /** A category handed over from the home page: applied, then scrolled to after 500 ms. */
  initial: string | null;
}) {
  const [active, setActive] = useState<string | null>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const lockUntil = useRef(0);

  // While a scroll we started is under way, the scroll position does not choose the active button.
  const lockDuringScroll = () => {
    lockUntil.current = Date.now() + 3000;
    const release = () => {
      lockUntil.current = Date.now() + 100;
    };
    window.addEventListener("scrollend", release, { once: true });
  };

  useEffect(() => {
    if (!initial) return;
    setActive(initial);
    lockUntil.current = Date.now() + 3500;
    const timer = window.setTimeout(() => {
      lockDuringScroll();
      scrollToCategory(initial, barRef.current);
    }, 500);
    return () => window.clearTimeout(timer);
  }, [initial]);

  // Stick right under the sticky site header, whatever its height at this width.
  useEffect(() => {
    const header = document.querySelector("header");
    const bar = barRef.current;
    if (!header || !bar || typeof ResizeObserver === "undefined") return;
    const update = () => {
      bar.style.top = `${Math.round(header.getBoundingClientRect().height)}px`;
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        if (Date.now() < lockUntil.current) return;
        const offset = stickyOffset(barRef.current) + 24;
        let current: string | null = null;
        for (const c of categories) {
          const el = document.getElementById(c.id);
          if (el && el.getBoundingClientRect().top <= offset) current = c.id;
        }
        setActive(current);
      });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [categories]);

  const choose = (id: string | null) => {
    setActive(id);
    lockDuringScroll();
    scrollToCategory(id, barRef.current);
  };

  const buttonClass = (on: boolean) =>
    `shrink-0 rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
      on ? "bg-brand-900 text-white" : "bg-white text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-100 hover:text-brand-900"
    }`;

  return (
    <div ref={barRef} data-testid="category-filter" className="sticky top-16 z-30 border-b border-slate-200 bg-white/95 backdrop-blur lg:top-[6.25rem]">
      <nav aria-label={label} className="mx-auto max-w-7xl px-4 sm:px-6">
        <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 py-3 [scrollbar-width:none]">
          <li>
            <button type="button" aria-pressed={active === null} onClick={() => choose(null)} className={buttonClass(active === null)}>
              {allLabel}
            </button>
          </li>
          {categories.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                data-filter={c.id}
                aria-pressed={active === c.id}
                onClick={() => choose(c.id)}
                className={buttonClass(active === c.id)}
              >
                {c.label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
