/**
 * The one CSV writer of the admin's exports, made for Excel: RFC 4180 (CRLF line ends; a field with
 * a comma, quote, line break or surrounding spaces is quoted, quotes doubled), a UTF-8 byte-order
 * mark so Excel shows accents, and formula injection neutralised: a cell a spreadsheet would read
 * as a formula (starting with = + - @, a tab or CR) gets a leading apostrophe and is shown as text.
 */
export const UTF8_BOM = "\uFEFF";

export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One cell: null and undefined are empty, dates are ISO 8601 (UTC). */
export function csvCell(value: unknown): string {
  const text = neutraliseFormula(value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value));
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<unknown>>): string {
  return UTF8_BOM + [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
