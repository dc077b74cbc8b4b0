/**
 * CSV for spreadsheets (RFC 4180 quoting). A cell that a spreadsheet would read as a formula
 * (it starts with =, +, -, @, a tab or a carriage return) gets a leading apostrophe, so a
 * contact named "=HYPERLINK(…)" stays text (OWASP's advice on CSV injection).
 */

/** Makes spreadsheets (Excel above all) read the file as UTF-8, so umlauts survive. */
export const UTF8_BOM = "\uFEFF";

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null): string {
  const text = value === null ? "" : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** One line, cells joined by the separator, ended by CRLF. */
export function csvLine(cells: (string | number | null)[], separator: string): string {
  return `${cells.map(csvCell).join(separator)}\r\n`;
}
