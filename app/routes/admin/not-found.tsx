import { data } from "react-router";
import { NotFound } from "~/components/NotFound";

/**
 * Any unknown path under /admin: status 404 with the not-found screen, as the admin's other 404s
 * (a missing post or message) show it. It is an admin document, so it hydrates with the admin's
 * scripts and texts, not inside the public site's layout (whose texts the admin does not carry).
 */
export function loader() {
  throw data(null, { status: 404, headers: { "Cache-Control": "no-store" } });
}

export function meta() {
  return [{ title: "Página no encontrada | Admin Ardentia" }, { name: "robots", content: "noindex, nofollow" }];
}

/** Rendered by the boundary below (the loader always throws); its meta then names the page. */
export default function AdminNotFound() {
  return <NotFound standalone />;
}

export function ErrorBoundary() {
  return <NotFound standalone />;
}
