import { data } from "react-router";
import { NotFound } from "~/components/NotFound";
import { rootFromMatches, titleAndDescription } from "~/platform/seo";
import type { Route } from "./+types/not-found";

/** Any unknown path: status 404 with the not-found screen inside the shared layout. */
export function loader() {
  throw data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  const { m } = rootFromMatches(matches);
  return [...titleAndDescription(m.notFound.title, m.notFound.description), { name: "robots", content: "noindex" }];
}

export default function NotFoundRoute() {
  return <NotFound />;
}

export function ErrorBoundary() {
  return <NotFound />;
}
