/**
 * Reveal-on-scroll (SPEC §4, §9): sections marked `data-reveal` fade in once when 10% of them is
 * visible (50 px bottom margin); the observer attaches 100 ms after the page renders. Nothing is
 * hidden on the server or under `prefers-reduced-motion`, and elements already on screen when the
 * observer attaches are never hidden, so content never depends on JavaScript and nothing shifts.
 */
import { useEffect } from "react";

export const REVEAL = { threshold: 0.1, rootMargin: "0px 0px -50px 0px", attachDelayMs: 100 } as const;

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Call once per page; `key` re-runs it when the page's content changes (e.g. another category). */
export function useReveal(key?: string) {
  useEffect(() => {
    if (typeof IntersectionObserver === "undefined" || prefersReducedMotion()) return;
    let observer: IntersectionObserver | undefined;
    const timer = window.setTimeout(() => {
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            (entry.target as HTMLElement).dataset.reveal = "shown";
            observer?.unobserve(entry.target);
          }
        },
        { threshold: REVEAL.threshold, rootMargin: REVEAL.rootMargin },
      );
      const viewport = window.innerHeight;
      for (const el of document.querySelectorAll<HTMLElement>("[data-reveal='']")) {
        const box = el.getBoundingClientRect();
        if (box.top < viewport && box.bottom > 0) {
          el.dataset.reveal = "shown";
          continue;
        }
        el.dataset.reveal = "pending";
        observer.observe(el);
      }
    }, REVEAL.attachDelayMs);
    return () => {
      window.clearTimeout(timer);
      observer?.disconnect();
      // Anything still waiting is shown, so a re-run never leaves hidden content behind.
      for (const el of document.querySelectorAll<HTMLElement>("[data-reveal='pending']")) el.dataset.reveal = "shown";
    };
  }, [key]);
}
