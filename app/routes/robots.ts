import { renderRobots } from "~/platform/sitemap";
import { siteOrigin } from "~/platform/seo.server";

/** GET /robots.txt: everything but the admin, the API and preview links; points to the sitemap. */
export function loader() {
  return new Response(renderRobots(siteOrigin()), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
