import { PageHeader } from "~/components/PageHeader";
import { rootFromMatches, titleAndDescription, withYears } from "~/lib/meta";
import { useSite } from "~/lib/site";
import type { Route } from "./+types/products";

export function meta({ matches }: Route.MetaArgs) {
  const { m } = rootFromMatches(matches);
  return titleAndDescription(m.pages.products.title, withYears(m.pages.products.intro));
}

export default function Page() {
  const { m } = useSite();
  return <PageHeader title={m.pages.products.title} intro={withYears(m.pages.products.intro)} crumbs={[{ label: m.pages.products.title }]} />;
}
