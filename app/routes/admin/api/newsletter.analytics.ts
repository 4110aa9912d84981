/** GET /api/newsletter/analytics (admin only): the newsletter's numbers (totals by status, growth, language split). */
import { requireAdminApi } from "~/auth/guard.server";
import { json } from "~/platform/http.server";
import { newsletterAnalytics } from "~/newsletter/subscribers.server";
import type { Route } from "./+types/newsletter.analytics";

/** The methods this route takes (the host answers any other with 405, app/platform/methods.server.ts). */
export const methods = ["GET", "HEAD"];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  return json(await newsletterAnalytics());
}
