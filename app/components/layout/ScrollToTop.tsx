import { ArrowUp } from "~/components/icons";
import { useSite } from "~/i18n/site";

/** Appears once the page is scrolled more than 100 px (`ScrollToTop.client.ts`). */
export function ScrollToTop() {
  const { m } = useSite();
  return (
    <button
      type="button"
      hidden
      data-scroll-top=""
      className="fixed bottom-5 right-5 z-30 flex size-12 items-center justify-center rounded-full bg-brand-800 text-white shadow-lg hover:bg-brand-700"
      aria-label={m.a11y.scrollToTop}
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}
