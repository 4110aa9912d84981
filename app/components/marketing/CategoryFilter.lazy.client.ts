/**
 * The home → products hand-off (through localStorage `selectedProductCategory`) and the products
 * page's division filter.
 *
 * - A home division card ("a[data-category]") stores its division under `selectedProductCategory`
 *   before the link is followed.
 * - The products page reads and removes it: the division's button is pressed at once and its
 *   section scrolled to after 500 ms.
 * - The filter ("[data-category-filter]"): a button per division scrolls smoothly to its section
 *   (`[data-filter=""]` to the top); sections are never hidden; the pressed button follows the
 *   scroll position; the bar sticks right under the site header, whatever its height.
 * - Keyboard and screen-reader users go where the view went: the division's heading takes the
 *   focus, so the next Tab reaches its first product (not the rest of the bar, then the page's top).
 */
import { CATEGORY_STORAGE_KEY } from "~/widgets/storage-keys";
import { prefersReducedMotion } from "~/widgets/motion";

export const HAND_OFF_DELAY_MS = 500;

function rememberCategory(id: string): void {
  try {
    window.localStorage.setItem(CATEGORY_STORAGE_KEY, id);
  } catch {
    // Storage disabled: the products page simply opens at the top.
  }
}

function takeStoredCategory(valid: Array<string>): string | null {
  try {
    const value = window.localStorage.getItem(CATEGORY_STORAGE_KEY);
    if (value !== null) window.localStorage.removeItem(CATEGORY_STORAGE_KEY);
    return value && valid.includes(value) ? value : null;
  } catch {
    return null;
  }
}

/** Vertical space the sticky header and the bar cover, so a section lands just under them. */
function stickyOffset(bar: HTMLElement): number {
  const header = document.querySelector("header");
  const headerBottom = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
  return headerBottom + bar.offsetHeight + 8;
}

function scrollToCategory(id: string | null, bar: HTMLElement): void {
  const behavior: ScrollBehavior = prefersReducedMotion() ? "auto" : "smooth";
  if (!id) {
    window.scrollTo({ top: 0, behavior });
    return;
  }
  const section = document.getElementById(id);
  if (!section) return;
  const top = section.getBoundingClientRect().top + window.scrollY - stickyOffset(bar);
  window.scrollTo({ top: Math.max(0, top), behavior });
  const heading = section.querySelector<HTMLElement>("h2") ?? section;
  if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  heading.focus({ preventScroll: true });
}

export function enhance(): void {
  document.addEventListener("click", (event) => {
    const card = event.target instanceof Element ? event.target.closest<HTMLElement>("a[data-category]") : null;
    const id = card && card.dataset.category;
    if (id) rememberCategory(id);
  });

  const bar = document.querySelector<HTMLElement>("[data-category-filter]");
  if (!bar) return;
  const buttons = [...bar.querySelectorAll<HTMLButtonElement>("button[data-filter]")];
  const ids = buttons.map((b) => b.dataset.filter ?? "").filter(Boolean);
  let lockUntil = 0;

  const press = (id: string | null) => {
    for (const b of buttons) b.setAttribute("aria-pressed", String((b.dataset.filter || null) === id));
  };
  // While a scroll we started is under way, the scroll position does not choose the button.
  const lockDuringScroll = () => {
    lockUntil = Date.now() + 3000;
    window.addEventListener("scrollend", () => (lockUntil = Date.now() + 100), { once: true });
  };
  const choose = (id: string | null) => {
    press(id);
    lockDuringScroll();
    scrollToCategory(id, bar);
  };

  for (const b of buttons) b.addEventListener("click", () => choose(b.dataset.filter || null));

  const header = document.querySelector("header");
  if (header && typeof ResizeObserver !== "undefined") {
    const stick = () => (bar.style.top = `${Math.round(header.getBoundingClientRect().height)}px`);
    stick();
    new ResizeObserver(stick).observe(header);
  }

  let frame = 0;
  window.addEventListener(
    "scroll",
    () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        if (Date.now() < lockUntil) return;
        const offset = stickyOffset(bar) + 24;
        let current: string | null = null;
        for (const id of ids) {
          const el = document.getElementById(id);
          if (el && el.getBoundingClientRect().top <= offset) current = id;
        }
        press(current);
      });
    },
    { passive: true },
  );

  const handedOver = takeStoredCategory(ids);
  if (handedOver) {
    press(handedOver);
    lockUntil = Date.now() + 3500;
    window.setTimeout(() => {
      lockDuringScroll();
      scrollToCategory(handedOver, bar);
    }, HAND_OFF_DELAY_MS);
  }
}
