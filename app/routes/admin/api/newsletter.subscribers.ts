/**
 * GET /api/newsletter/subscribers?status=&limit= (admin only) → {subscribers}.
 * status: active | pending | unsubscribed (absent or "all": every status); limit: 1…, default 100,
 * capped at 1000. `format=csv` answers the CSV export as a download: every subscriber of that
 * status unless a `limit` is given (then at most 1000, as the list).
 */
import { requireAdminApi } from "~/auth/guard.server";
import { csvFileName, subscribersCsv } from "~/newsletter/csv";
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from "~/newsletter/email";
import { json, NO_STORE } from "~/platform/http.server";
import { MAX_LIST_LIMIT, readSubscribers } from "~/newsletter/subscribers.server";
import type { Route } from "./+types/newsletter.subscribers";

/** The methods this route takes (the host answers any other with 405, app/platform/methods.server.ts). */
export const methods = ["GET", "HEAD"];

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const admin = await requireAdminApi(request, context);
  const statusParam = url.searchParams.get("status");
  const limitParam = url.searchParams.get("limit");
  const format = url.searchParams.get("format") ?? "json";
  if (format !== "json" && format !== "csv") return json({ error: "El formato debe ser json o csv" }, 400, NO_STORE);
  let status: SubscriberStatus | undefined;
  if (statusParam !== null && statusParam !== "" && statusParam !== "all") {
    if (!(SUBSCRIBER_STATUSES as ReadonlyArray<string>).includes(statusParam)) {
      return json({ error: "El estado debe ser active, pending, unsubscribed o all" }, 400, NO_STORE);
    }
    status = statusParam as SubscriberStatus;
  }
  let limit: number | null = format === "csv" ? null : 100;
  if (limitParam !== null) {
    if (!/^\d{1,9}$/.test(limitParam) || Number(limitParam) < 1) return json({ error: "El límite debe ser un número entero positivo" }, 400, NO_STORE);
    limit = Math.min(Number(limitParam), MAX_LIST_LIMIT);
  }
  if (format === "csv") {
    return new Response(subscribersCsv(await readSubscribers({ status, limit }, admin, "export")), {
      headers: {
        ...NO_STORE,
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${csvFileName()}"`,
      },
    });
  }
  return json({ subscribers: await readSubscribers({ status, limit }, admin, "list") }, 200, NO_STORE);
}
