import { PageHeader } from "~/components/PageHeader";
import { rootFromMatches, titleAndDescription, withYears } from "~/lib/meta";
import { useSite } from "~/lib/site";
import type { Route } from "./+types/contact";

export function meta({ matches }: Route.MetaArgs) {
  const { m } = rootFromMatches(matches);
  return titleAndDescription(m.pages.contact.title, withYears(m.pages.contact.intro));
}

export default function Page() {
  const { m } = useSite();
  return <PageHeader title={m.pages.contact.title} intro={withYears(m.pages.contact.intro)} crumbs={[{ label: m.pages.contact.title }]} />;
}
