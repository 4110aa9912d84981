/** GET /admin/audit/export.csv: the audit log (the screen's filters) as CSV for Excel; the export is itself an entry. */
import { requireAdmin } from "~/auth/guard.server";
import { AUDIT_CSV_HEADER, auditCsvRow, AuditFilterError, exportAudit, parseAuditFilter } from "~/platform/audit.server";
import { toCsv } from "~/platform/csv";
import { teamDay } from "~/platform/team-time";
import type { Route } from "./+types/audit-export";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  let filter;
  try {
    filter = parseAuditFilter(url.searchParams);
  } catch (error) {
    if (!(error instanceof AuditFilterError)) throw error;
    return new Response(error.message, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  }
  const rows = await exportAudit(filter, admin);
  const date = teamDay();
  return new Response(toCsv(AUDIT_CSV_HEADER, rows.map(auditCsvRow)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="bitacora-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
