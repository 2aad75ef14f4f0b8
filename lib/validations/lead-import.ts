// POST /api/admin/leads/import: a CSV of contacts, with the column each field is read from.
import { z } from "zod";
import { leadFields } from "@/lib/validations/lead-create";

/** What a column can hold; a name may also come as first and last, or fall back to the company. */
export const IMPORT_FIELDS = [
  "name",
  "first_name",
  "last_name",
  "email",
  "phone",
  "company",
  "note",
  "value",
  "expected_close",
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
/** The header each field is read from, or null for none. */
export type ImportMapping = Record<ImportField, string | null>;

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  name: "Name",
  first_name: "First name",
  last_name: "Last name",
  email: "Email",
  phone: "Phone",
  company: "Company",
  note: "Notes",
  value: "Deal value ($)",
  expected_close: "Expected close date",
};

/** One row, checked as a lead added by hand is (the source is always "import"). */
export const importRowSchema = leadFields;

/** The query: `dry_run=1` for the preview, and `<field>=<header>` where the guess was wrong
 * (an empty value: the field is read from no column). */
export const importQuerySchema = z
  .object({
    dry_run: z.enum(["0", "1", "true", "false"]).optional(),
    ...Object.fromEntries(
      IMPORT_FIELDS.map((f) => [f, z.string().max(200, `${f} must name a header`).optional()]),
    ),
  })
  .transform(({ dry_run, ...fields }) => ({
    dryRun: dry_run === "1" || dry_run === "true",
    mapping: fields as Partial<Record<ImportField, string>>,
  }));

/** The answer: what was (or, on a dry run, would be) made, joined and refused. */
export type ImportReport = {
  created: number;
  updated: number;
  rejected: { line: number; reason: string }[];
};

/** The dry run's answer also shows how the file was read. */
export type ImportPreview = ImportReport & {
  dry_run: true;
  headers: string[];
  mapping: ImportMapping;
  rows: number;
  sample: {
    line: number;
    name: string;
    email?: string;
    phone?: string;
    company_name?: string;
    deal_value_cents?: number | null;
  }[];
};
