import { PageHeader } from "~/components/PageHeader";
import { rootFromMatches, titleAndDescription, withYears } from "~/lib/meta";
import { useSite } from "~/lib/site";
import type { Route } from "./+types/tech-sheets";

export function meta({ matches }: Route.MetaArgs) {
  const { m } = rootFromMatches(matches);
  return titleAndDescription(m.pages.techSheets.title, withYears(m.pages.techSheets.intro));
}

export default function Page() {
  const { m } = useSite();
  return <PageHeader title={m.pages.techSheets.title} intro={withYears(m.pages.techSheets.intro)} crumbs={[{ label: m.pages.techSheets.title }]} />;
}
