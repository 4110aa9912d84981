import { PageHeader } from "~/components/PageHeader";
import { rootFromMatches, titleAndDescription } from "~/lib/meta";
import { useSite } from "~/lib/site";
import type { Route } from "./+types/index";

export function meta({ matches }: Route.MetaArgs) {
  const { m } = rootFromMatches(matches);
  return titleAndDescription(m.pages.blog.title, m.pages.blog.intro);
}

export default function BlogIndex() {
  const { m } = useSite();
  return <PageHeader title={m.pages.blog.title} intro={m.pages.blog.intro} crumbs={[{ label: m.pages.blog.title }]} />;
}
