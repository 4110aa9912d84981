/** The subscriber CSV export (written by the shared Excel-safe writer, app/platform/csv.ts). */
import { toCsv } from "~/platform/csv";
import { teamDay } from "~/platform/team-time";

export const CSV_HEADER = ["Email", "Idioma", "Fecha Suscripción", "Fecha Confirmación"] as const;

export type CsvSubscriber = { email: string; language: string; subscribedAt: string | Date; confirmedAt: string | Date | null };

function isoDate(value: string | Date | null): string {
  if (!value) return "";
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? "" : d.toISOString();
}

export function subscribersCsv(rows: ReadonlyArray<CsvSubscriber>): string {
  return toCsv(CSV_HEADER, rows.map((r) => [r.email, r.language, isoDate(r.subscribedAt), isoDate(r.confirmedAt)]));
}

export function csvFileName(now = new Date()): string {
  return `newsletter-subscribers-${teamDay(now)}.csv`;
}
