import { data } from "react-router";
import { NotFound } from "~/components/NotFound";
import { PageHeader } from "~/components/PageHeader";
import { rootFromMatches, titleAndDescription } from "~/lib/meta";
import { isProductCategory, PAGES } from "~/lib/paths";
import { useSite } from "~/lib/site";
import type { Route } from "./+types/product-category";

export function loader({ params }: Route.LoaderArgs) {
  if (!isProductCategory(params.category)) throw data(null, { status: 404 });
  return { category: params.category };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const { m } = rootFromMatches(matches);
  if (!loaderData) return titleAndDescription(m.notFound.title, m.notFound.description);
  return titleAndDescription(`${m.productCategories[loaderData.category]} — ${m.pages.products.title}`, m.pages.products.intro);
}

export default function ProductCategory({ loaderData }: Route.ComponentProps) {
  const { lang, m } = useSite();
  const title = m.productCategories[loaderData.category];
  return (
    <PageHeader
      title={title}
      intro={m.pages.products.intro}
      crumbs={[{ label: m.pages.products.title, to: PAGES.products[lang] }, { label: title }]}
    />
  );
}

export function ErrorBoundary() {
  return <NotFound />;
}
