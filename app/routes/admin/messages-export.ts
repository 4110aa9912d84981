/** GET /admin/messages/export.csv: the inbox (current search and filter) as CSV for Excel. */
import { requireAdmin } from "~/auth/guard.server";
import { exportContactRequests } from "~/contact/contact.server";
import { toCsv } from "~/platform/csv";
import { teamDay } from "~/platform/team-time";
import { CSV_HEADER, isContactStatus, STATUS_LABELS } from "~/contact/inbox";
import type { Route } from "./+types/messages-export";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const status = url.searchParams.get("estatus");
  const rows = await exportContactRequests({ q: url.searchParams.get("q") ?? "", status: isContactStatus(status) ? status : undefined }, admin);
  const csv = toCsv(
    CSV_HEADER,
    rows.map((r) => [
      r.id,
      r.createdAt.toISOString(),
      STATUS_LABELS[r.status],
      r.name,
      r.email,
      r.phone,
      r.company,
      r.position,
      r.industry,
      r.state,
      r.municipality,
      r.language,
      r.message,
    ]),
  );
  const date = teamDay();
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="mensajes-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
