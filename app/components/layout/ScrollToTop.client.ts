import { prefersReducedMotion } from "~/widgets/motion";

/**
 * The scroll-to-top button ("[data-scroll-top]") shows once the page is scrolled more than 100 px.
 * It hides itself as the page reaches the top, so the focus goes to the top too (the skip link, the
 * document's first stop): a keyboard user's next Tab is the header, not a lost focus on <body>.
 */
export function enhance(): void {
  const button = document.querySelector<HTMLButtonElement>("[data-scroll-top]");
  if (!button) return;
  const update = () => {
    button.hidden = window.scrollY <= 100;
  };
  update();
  window.addEventListener("scroll", update, { passive: true });
  button.addEventListener("click", () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
    document.querySelector<HTMLElement>("[data-skip-link]")?.focus({ preventScroll: true });
  });
}
