import { Link } from "react-router";
import { rootFromMatches, titleAndDescription } from "~/lib/meta";
import { PAGES } from "~/lib/paths";
import { useSite } from "~/lib/site";
import type { Route } from "./+types/home";

export function meta({ matches }: Route.MetaArgs) {
  const { m } = rootFromMatches(matches);
  return titleAndDescription(m.pages.home.title, m.pages.home.intro);
}

export default function Home() {
  const { lang, m } = useSite();
  return (
    <section className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-24 sm:px-6 sm:py-32">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-6xl">{m.pages.home.title}</h1>
        <p className="mt-6 max-w-2xl text-lg leading-8 text-brand-100">{m.pages.home.intro}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <Link to={PAGES.contact[lang]} className="rounded-md bg-copper-600 px-5 py-3 font-semibold text-white hover:bg-copper-700">
            {m.common.requestQuote}
          </Link>
          <Link to={PAGES.products[lang]} className="rounded-md border border-white/40 px-5 py-3 font-semibold text-white hover:bg-white/10">
            {m.common.viewProducts}
          </Link>
        </div>
      </div>
    </section>
  );
}
