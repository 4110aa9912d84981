/**
 * GET /api/newsletter/subscribers?status=&search=&limit=&offset= (admin only) → {subscribers, total}.
 * status: active | pending | unsubscribed (absent or "all": every status); search: part of the
 * address (accents and case aside, at most 254 characters); limit: 1…, default 100, capped at 1000;
 * offset: how many to skip (newest first); total: how many match the status and search.
 * `format=csv` answers the CSV export as a download: every subscriber of that status and search
 * unless a `limit` is given (then at most 1000, as the list).
 */
import { requireAdminApi } from "~/auth/guard.server";
import { csvFileName, subscribersCsv } from "~/newsletter/csv";
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from "~/newsletter/email";
import { json, NO_STORE } from "~/platform/http.server";
import { countSubscribers, MAX_LIST_LIMIT, readSubscribers } from "~/newsletter/subscribers.server";
import { normalizeText } from "~/platform/text";
import type { Route } from "./+types/newsletter.subscribers";

/** The methods this route takes (the host answers any other with 405, app/platform/methods.server.ts). */
export const methods = ["GET", "HEAD"];

/** An address is at most 254 characters: a longer search cannot match. */
const MAX_SEARCH_LENGTH = 254;

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
  const searchParam = url.searchParams.get("search") ?? "";
  // (A NUL in the URL never gets here: the server drops it.)
  if (searchParam.length > MAX_SEARCH_LENGTH) return json({ error: `La búsqueda debe tener como máximo ${MAX_SEARCH_LENGTH} caracteres` }, 400, NO_STORE);
  const search = normalizeText(searchParam).trim() || undefined;
  const offsetParam = url.searchParams.get("offset");
  let offset = 0;
  if (offsetParam !== null) {
    if (!/^\d{1,9}$/.test(offsetParam)) return json({ error: "El desplazamiento debe ser un número entero de 0 en adelante" }, 400, NO_STORE);
    offset = Number(offsetParam);
  }
  let limit: number | null = format === "csv" ? null : 100;
  if (limitParam !== null) {
    if (!/^\d{1,9}$/.test(limitParam) || Number(limitParam) < 1) return json({ error: "El límite debe ser un número entero positivo" }, 400, NO_STORE);
    limit = Math.min(Number(limitParam), MAX_LIST_LIMIT);
  }
  if (format === "csv") {
    return new Response(subscribersCsv(await readSubscribers({ status, search, limit, offset }, admin, "export")), {
      headers: {
        ...NO_STORE,
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${csvFileName()}"`,
      },
    });
  }
  const filter = { status, search, limit, offset };
  const [subscribers, total] = await Promise.all([readSubscribers(filter, admin, "list"), countSubscribers(filter)]);
  return json({ subscribers, total }, 200, NO_STORE);
}
