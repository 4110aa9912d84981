import { Outlet } from "react-router";
import { Footer } from "~/components/layout/Footer";
import { Header } from "~/components/layout/Header";
import { ScrollToTop } from "~/components/layout/ScrollToTop";
import { useSite } from "~/i18n/site";

/** The shared public layout: header, page, footer and the scroll-to-top button. */
export default function SiteLayout() {
  const { m } = useSite();
  return (
    <>
      <a
        href="#main"
        data-skip-link=""
        className="sr-only z-[70] rounded-md bg-brand-900 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:px-4 focus:py-2"
      >
        {m.a11y.skipToContent}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollToTop />
    </>
  );
}
