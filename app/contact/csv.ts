/**
 * CSV for the inbox export: RFC 4180 (CRLF line ends, fields with a comma, quote, CR or LF quoted,
 * quotes doubled), a UTF-8 byte-order mark so Excel shows accents, and cells that a spreadsheet
 * would read as a formula (= + - @, also after a tab or CR) prefixed with an apostrophe.
 */
export const UTF8_BOM = "\uFEFF";

export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function csvCell(value: unknown): string {
  const text = neutraliseFormula(value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<unknown>>): string {
  return UTF8_BOM + [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
