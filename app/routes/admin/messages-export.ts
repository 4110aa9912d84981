/** GET /admin/messages/export.csv: the inbox (current search and filter) as CSV for Excel. */
import { requireAdmin } from "~/auth/guard.server";
import { exportContactRequests } from "~/contact/contact.server";
import { teamDay } from "~/platform/team-time";
import { isContactStatus } from "~/contact/inbox";
import { inboxCsv } from "~/contact/inbox-csv";
import type { Route } from "./+types/messages-export";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const status = url.searchParams.get("estatus");
  const rows = await exportContactRequests({ q: url.searchParams.get("q") ?? "", status: isContactStatus(status) ? status : undefined }, admin);
  const csv = inboxCsv(rows);
  const date = teamDay();
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="mensajes-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
