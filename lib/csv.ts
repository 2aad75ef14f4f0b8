// CSV (RFC 4180). A field is quoted when it holds a comma, a semicolon (spreadsheets in much of
// Europe split on it), a quote or a line break; text a spreadsheet would run as a formula (=, +,
// -, @, tab or CR first) gets a leading apostrophe (OWASP "CSV injection").

export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",;\r\n]/;

/** Makes text that a spreadsheet would evaluate read as plain text. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One field, neutralised (text only: numbers and booleans are data) and quoted as needed. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "string" ? neutraliseFormula(value) : String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, ending with CRLF. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}

/** A whole document: header then records. */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  let out = csvRow(header);
  for (const row of rows) out += csvRow(row);
  return out;
}

/** "chat-summaries" + 2026-03-05 → "chat-summaries-2026-03-05.csv". */
export function datedCsvFilename(prefix: string, date: string): string {
  return `${prefix}-${date}.csv`;
}
