import { prefersReducedMotion } from "~/widgets/motion";

/** The scroll-to-top button ("[data-scroll-top]") shows once the page is scrolled more than 100 px. */
export function enhance(): void {
  const button = document.querySelector<HTMLButtonElement>("[data-scroll-top]");
  if (!button) return;
  const update = () => {
    button.hidden = window.scrollY <= 100;
  };
  update();
  window.addEventListener("scroll", update, { passive: true });
  button.addEventListener("click", () => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" }));
}
