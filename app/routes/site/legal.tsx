import { PageHeader } from "~/components/PageHeader";
import { rootFromMatches, titleAndDescription } from "~/lib/meta";
import { PAGES } from "~/lib/paths";
import { useSite } from "~/lib/site";
import type { Route } from "./+types/legal";

type LegalKey = "privacy" | "terms" | "cookies";

/** Which legal document a path shows (one module serves the six legal paths). */
export function legalKey(pathname: string): LegalKey {
  const p = pathname.replace(/\.data$/, "").replace(/\/+$/, "");
  for (const key of ["privacy", "terms", "cookies"] as const) {
    if (p === PAGES[key].es || p === PAGES[key].en) return key;
  }
  return "privacy";
}

export function loader({ url }: Route.LoaderArgs) {
  return { doc: legalKey(url.pathname) };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const { m } = rootFromMatches(matches);
  const page = m.pages[loaderData?.doc ?? "privacy"];
  return titleAndDescription(page.title, page.intro);
}

export default function Legal({ loaderData }: Route.ComponentProps) {
  const { m } = useSite();
  const page = m.pages[loaderData.doc];
  return <PageHeader title={page.title} intro={page.intro} crumbs={[{ label: page.title }]} />;
}
