import { PageHeader } from "~/components/PageHeader";
import { rootFromMatches, titleAndDescription, withYears } from "~/lib/meta";
import { useSite } from "~/lib/site";
import type { Route } from "./+types/services";

export function meta({ matches }: Route.MetaArgs) {
  const { m } = rootFromMatches(matches);
  return titleAndDescription(m.pages.services.title, withYears(m.pages.services.intro));
}

export default function Page() {
  const { m } = useSite();
  return <PageHeader title={m.pages.services.title} intro={withYears(m.pages.services.intro)} crumbs={[{ label: m.pages.services.title }]} />;
}
