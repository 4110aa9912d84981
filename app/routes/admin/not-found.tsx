import { data } from "react-router";
import { NotFound } from "~/components/NotFound";
import { NO_STORE } from "~/platform/http.server";

/**
 * Any unknown path under /admin: status 404 with the not-found screen, as the admin's other 404s
 * (a missing post or message) show it. It is an admin document, so it hydrates with the admin's
 * scripts and texts, not inside the public site's layout (whose texts the admin does not carry).
 */
export function loader() {
  throw data(null, { status: 404, headers: NO_STORE });
}

export function meta() {
  return [{ title: "Página no encontrada | Admin Ardentia" }, { name: "robots", content: "noindex, nofollow" }];
}

/** Never rendered (the loader always throws): a default export makes this a page, not a resource route. */
export default function AdminNotFound() {
  return <NotFound standalone />;
}

/** The 404 screen, shown by this route's own boundary: the page keeps this route's title. */
export function ErrorBoundary() {
  return <NotFound standalone />;
}
