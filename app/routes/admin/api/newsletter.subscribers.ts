/**
 * GET /api/newsletter/subscribers?status=&limit= (admin only) → {subscribers}.
 * status: active | pending | unsubscribed (absent or "all": every status); limit: 1…, default 100,
 * capped at 1000. `format=csv` answers the CSV export (limit 1000 by default) as a download.
 */
import { requireAdminApi } from "~/auth/guard.server";
import { csvFileName, subscribersCsv } from "~/newsletter/csv";
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from "~/newsletter/email";
import { json, NO_STORE } from "~/platform/http.server";
import { exportSubscribers, listSubscribers, MAX_LIST_LIMIT } from "~/newsletter/subscribers.server";
import type { Route } from "./+types/newsletter.subscribers";

/** The methods this route takes (the host answers any other with 405, app/platform/methods.server.ts). */
export const methods = ["GET", "HEAD"];

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const admin = await requireAdminApi(request, context);
  const statusParam = url.searchParams.get("status");
  const limitParam = url.searchParams.get("limit");
  const format = url.searchParams.get("format") ?? "json";
  if (format !== "json" && format !== "csv") return json({ error: "format must be json or csv" }, 400);
  let status: SubscriberStatus | undefined;
  if (statusParam !== null && statusParam !== "" && statusParam !== "all") {
    if (!(SUBSCRIBER_STATUSES as ReadonlyArray<string>).includes(statusParam)) {
      return json({ error: "status must be active, pending, unsubscribed or all" }, 400);
    }
    status = statusParam as SubscriberStatus;
  }
  let limit = format === "csv" ? MAX_LIST_LIMIT : 100;
  if (limitParam !== null) {
    if (!/^\d{1,9}$/.test(limitParam) || Number(limitParam) < 1) return json({ error: "limit must be a positive integer" }, 400);
    limit = Math.min(Number(limitParam), MAX_LIST_LIMIT);
  }
  if (format === "csv") {
    return new Response(subscribersCsv(await exportSubscribers({ status, limit }, admin)), {
      headers: {
        ...NO_STORE,
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${csvFileName()}"`,
      },
    });
  }
  return json({ subscribers: await listSubscribers({ status, limit }) });
}
