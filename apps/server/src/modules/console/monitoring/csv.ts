/**
 * CSV for spreadsheets, safe from formula injection (OWASP "CSV Injection"): a cell starting with = + - @, a
 * tab or a carriage return is prefixed with an apostrophe so a spreadsheet shows it as text and never runs it;
 * every cell is quoted and its quotes doubled. Lines end with CRLF (RFC 4180).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

export const csvLine = (cells: readonly (string | number | null | undefined)[]) =>
  cells.map(csvCell).join(',');

export const csvOf = (header: readonly string[], rows: readonly (readonly (string | number | null)[])[]) =>
  [csvLine(header), ...rows.map(csvLine)].join('\r\n') + '\r\n';
