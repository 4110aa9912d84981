/**
 * The subscriber CSV export: UTF-8 with a BOM (so Excel reads the accents), RFC 4180 quoting
 * (CRLF line ends; fields with a comma, quote or line break are quoted, quotes doubled), and
 * spreadsheet formula injection neutralised: a field starting with = + - @ (or a tab / CR) gets a
 * leading apostrophe so it is shown as text and never evaluated.
 */
export const CSV_HEADER = ["Email", "Idioma", "Fecha Suscripción", "Fecha Confirmación"] as const;

export function csvField(value: string | null | undefined): string {
  let v = value ?? "";
  if (/^[=+\-@\t\r]/.test(v)) v = `'${v}`;
  if (/[",\r\n]/.test(v) || v !== v.trim()) v = `"${v.replace(/"/g, '""')}"`;
  return v;
}

export type CsvSubscriber = { email: string; language: string; subscribedAt: string | Date; confirmedAt: string | Date | null };

function isoDate(value: string | Date | null): string {
  if (!value) return "";
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? "" : d.toISOString();
}

export function subscribersCsv(rows: ReadonlyArray<CsvSubscriber>): string {
  const lines = [CSV_HEADER.map(csvField).join(",")];
  for (const r of rows) lines.push([r.email, r.language, isoDate(r.subscribedAt), isoDate(r.confirmedAt)].map(csvField).join(","));
  return "\uFEFF" + lines.join("\r\n") + "\r\n";
}

export function csvFileName(now = new Date()): string {
  return `newsletter-subscribers-${now.toISOString().slice(0, 10)}.csv`;
}
