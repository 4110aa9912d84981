import { PageHeader } from "~/components/PageHeader";
import { rootFromMatches, titleAndDescription, withYears } from "~/lib/meta";
import { useSite } from "~/lib/site";
import type { Route } from "./+types/about";

export function meta({ matches }: Route.MetaArgs) {
  const { m } = rootFromMatches(matches);
  return titleAndDescription(m.pages.about.title, withYears(m.pages.about.intro));
}

export default function Page() {
  const { m } = useSite();
  return <PageHeader title={m.pages.about.title} intro={withYears(m.pages.about.intro)} crumbs={[{ label: m.pages.about.title }]} />;
}
