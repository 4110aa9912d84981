/**
 * The inbox as CSV for the sales team's spreadsheet, in the admin's language: the date in Monterrey
 * time as "YYYY-MM-DD HH:MM" (which Excel reads as a date and time), and the status, industry and
 * language by their Spanish labels, as the screens show them.
 */
import type { contactRequests } from "~/db/schema";
import { toCsv } from "~/platform/csv";
import { teamDateTime } from "~/platform/team-time";
import { STATUS_LABELS } from "./inbox";
import { industryLabels, type Industry } from "./messages";

export const INBOX_CSV_HEADER = ["Folio", "Fecha (hora de Monterrey)", "Estatus", "Nombre", "Email", "Teléfono", "Empresa", "Puesto", "Industria", "Estado", "Municipio", "Idioma", "Mensaje"];

const LANGUAGE_LABELS = { es: "Español", en: "Inglés" } as const;

type Row = typeof contactRequests.$inferSelect;

export function inboxCsv(rows: ReadonlyArray<Row>): string {
  return toCsv(
    INBOX_CSV_HEADER,
    rows.map((r) => [
      r.id,
      teamDateTime(r.createdAt),
      STATUS_LABELS[r.status],
      r.name,
      r.email,
      r.phone,
      r.company,
      r.position,
      industryLabels.es[r.industry as Industry] ?? r.industry,
      r.state,
      r.municipality,
      LANGUAGE_LABELS[r.language],
      r.message,
    ]),
  );
}
