import { ArrowUp } from "lucide-react";
import { useEffect, useState } from "react";
import { useSite } from "~/lib/site";

/** Appears once the page is scrolled more than 100 px (SPEC §9). */
export function ScrollToTop() {
  const { m } = useSite();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > 100);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" })}
      className="fixed bottom-5 right-5 z-30 flex size-12 items-center justify-center rounded-full bg-brand-800 text-white shadow-lg hover:bg-brand-700"
      aria-label={m.a11y.scrollToTop}
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}
