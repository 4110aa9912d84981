/**
 * Reveal-on-scroll: elements marked `data-reveal` fade in once when 10% of them is
 * visible (50 px bottom margin); the observer attaches 100 ms after the script starts. Nothing is
 * hidden on the server or under `prefers-reduced-motion`, and elements already on screen when the
 * observer attaches are never hidden, so content never depends on JavaScript and nothing shifts.
 */
import { prefersReducedMotion } from "~/widgets/motion";

export const REVEAL = { threshold: 0.1, rootMargin: "0px 0px -50px 0px", attachDelayMs: 100 } as const;

export function enhance(): void {
  if (typeof IntersectionObserver === "undefined" || prefersReducedMotion()) return;
  if (!document.querySelector('[data-reveal=""]')) return;
  window.setTimeout(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          (entry.target as HTMLElement).dataset.reveal = "shown";
          observer.unobserve(entry.target);
        }
      },
      { threshold: REVEAL.threshold, rootMargin: REVEAL.rootMargin },
    );
    const viewport = window.innerHeight;
    for (const el of document.querySelectorAll<HTMLElement>('[data-reveal=""]')) {
      const box = el.getBoundingClientRect();
      if (box.top < viewport && box.bottom > 0) {
        el.dataset.reveal = "shown";
        continue;
      }
      el.dataset.reveal = "pending";
      observer.observe(el);
    }
  }, REVEAL.attachDelayMs);
}
