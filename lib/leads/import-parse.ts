// A spreadsheet of contacts read into leads: csv-parse does the quoting, CRLF and byte-order mark;
// this guesses which column is which from the usual headers (ours, HubSpot's and Pipedrive's
// exports) and checks each row with the same rules as a lead added by hand.
import { parse } from "csv-parse/sync";
import { firstIssue } from "@/lib/api/errors";
import { centsFromDollars } from "@/lib/utils/money";
import { reachable } from "@/lib/validations/lead-create";
import {
  IMPORT_FIELDS,
  type ImportField,
  type ImportMapping,
  importRowSchema,
} from "@/lib/validations/lead-import";

export const IMPORT_MAX_ROWS = 5_000;
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/** Headers as written by people and CRMs, lower-cased with everything but letters and digits gone. */
const HEADER_NAMES: Record<ImportField, string[]> = {
  name: ["name", "fullname", "contactname", "contact", "personname", "person", "dealcontactperson"],
  first_name: ["firstname", "first", "givenname"],
  last_name: ["lastname", "last", "surname", "familyname"],
  email: [
    "email",
    "emailaddress",
    "email1",
    "workemail",
    "primaryemail",
    "personemail",
    "personemailwork",
  ],
  phone: [
    "phone",
    "phonenumber",
    "mobile",
    "mobilephone",
    "mobilephonenumber",
    "telephone",
    "tel",
    "workphone",
    "personphone",
    "personphonework",
  ],
  company: [
    "company",
    "companyname",
    "organization",
    "organizationname",
    "organisation",
    "organisationname",
    "business",
    "associatedcompany",
  ],
  note: ["notes", "note", "notecontent", "comments", "comment", "description"],
  value: ["value", "dealvalue", "amount", "dealamount", "dealsize"],
  expected_close: ["expectedclosedate", "closedate", "dealexpectedclosedate", "expectedclose"],
};

const squash = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, "");

/** The column each field most likely sits in (first match wins); null where none fits. */
export function guessMapping(headers: readonly string[]): ImportMapping {
  const taken = new Set<string>();
  const mapping = {} as ImportMapping;
  for (const field of IMPORT_FIELDS) {
    const names = HEADER_NAMES[field];
    const hit = headers.find((h) => !taken.has(h) && names.includes(squash(h)));
    mapping[field] = hit ?? null;
    if (hit) taken.add(hit);
  }
  return mapping;
}

export type ParsedCsv = { headers: string[]; rows: { line: number; cells: string[] }[] };

export class CsvError extends Error {}

const newlines = (cells: string[]) => cells.reduce((n, c) => n + c.split("\n").length - 1, 0);

/** Header and records, each with the line it starts on (a quoted line break spans two). */
export function parseCsv(text: string): ParsedCsv {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // One kind of line end: csv-parse counts a quoted CRLF as two lines.
    records = parse(text.replace(/\r\n?/g, "\n"), {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as typeof records;
  } catch (err) {
    const where = (err as { lines?: number }).lines;
    throw new CsvError(
      `The file is not valid CSV${where ? ` (line ${where})` : ""}: ${csvProblem(err as { code?: string; message: string })}`,
    );
  }
  const [head, ...body] = records;
  if (!head) {
    throw new CsvError("The file is empty: it needs a header row and at least one contact.");
  }
  const headers = head.record.map((h) => h.trim());
  // `info.lines` is the line a record ends on; the quoted line breaks in it say where it began.
  const rows = body.map(({ record, info }) => ({
    line: info.lines - newlines(record),
    cells: record,
  }));
  return { headers, rows };
}

function csvProblem(err: { code?: string; message: string }) {
  if (err.code === "CSV_QUOTE_NOT_CLOSED") return "a quoted field is never closed.";
  if (err.code === "CSV_INVALID_CLOSING_QUOTE" || err.code === "INVALID_OPENING_QUOTE") {
    return "a quote sits inside a field that is not quoted.";
  }
  return err.message;
}

/** "2026-03-31", "2026-03-31 10:00" or "3/31/2026" (US, as HubSpot writes) as YYYY-MM-DD. */
function isoDay(typed: string): string {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(typed);
  if (us) return `${us[3]}-${us[1]?.padStart(2, "0")}-${us[2]?.padStart(2, "0")}`;
  return /^\d{4}-\d{2}-\d{2}([ T].*)?$/.test(typed) ? typed.slice(0, 10) : typed;
}

/** The API's field names in a reason become the columns the owner knows. */
function inColumnTerms(reason: string): string {
  if (reason === "name is required")
    return "no name (map a Name, First/Last name or Company column)";
  return reason
    .replace("deal_value_cents", "value")
    .replace("expected_close_on", "expected close date")
    .replace("company_name", "company");
}

export type ImportRow = {
  line: number;
  name: string;
  email?: string;
  phone?: string;
  company_name?: string;
  note?: string;
  deal_value_cents?: number | null;
  expected_close_on?: string | null;
};
export type Rejected = { line: number; reason: string };

/** Each row as a lead, or the reason it can't be one (its line number with it). */
export function readRows(
  { headers, rows }: ParsedCsv,
  mapping: ImportMapping,
): { leads: ImportRow[]; rejected: Rejected[] } {
  const column = (field: ImportField) => {
    const header = mapping[field];
    return header === null ? -1 : headers.indexOf(header);
  };
  const at = Object.fromEntries(IMPORT_FIELDS.map((f) => [f, column(f)])) as Record<
    ImportField,
    number
  >;
  const leads: ImportRow[] = [];
  const rejected: Rejected[] = [];
  for (const { line, cells } of rows) {
    const cell = (field: ImportField) => (at[field] < 0 ? "" : (cells[at[field]] ?? "").trim());
    if (cells.every((c) => c.trim() === "")) continue;
    const value = centsFromDollars(cell("value"));
    if (Number.isNaN(value)) {
      rejected.push({
        line,
        reason: cell("value").startsWith("-")
          ? "value cannot be negative"
          : `value "${cell("value")}" is not an amount in dollars`,
      });
      continue;
    }
    const name =
      cell("name") ||
      [cell("first_name"), cell("last_name")].filter(Boolean).join(" ") ||
      cell("company");
    const parsed = importRowSchema.safeParse(
      {
        name,
        email: cell("email"),
        phone: cell("phone"),
        company_name: cell("company"),
        note: cell("note"),
        deal_value_cents: value,
        expected_close_on: cell("expected_close") ? isoDay(cell("expected_close")) : null,
      },
      { reportInput: true },
    );
    if (!parsed.success) {
      rejected.push({ line, reason: inColumnTerms(firstIssue(parsed.error)) });
      continue;
    }
    if (!reachable(parsed.data)) {
      rejected.push({ line, reason: "no email or phone: give a way to reach them" });
      continue;
    }
    // Blank cells are absent, not empty text.
    const present = Object.entries(parsed.data).filter(([, v]) => v !== "" && v !== null);
    leads.push({ line, ...(Object.fromEntries(present) as typeof parsed.data) });
  }
  return { leads, rejected };
}
