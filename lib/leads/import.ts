// POST /api/admin/leads/import and the admin's Import screen: a CSV of contacts becomes leads.
// Known emails join their lead as an added lead does; bad rows are reported, never fatal.
import "server-only";
import { ApiError } from "@/lib/api/errors";
import { audit } from "@/lib/auth/audit";
import type { RequestMeta } from "@/lib/auth/request-meta";
import { addManualLeads, knownLeadEmails } from "@/lib/db/queries/lead-manual";
import type { PublicUser } from "@/lib/db/queries/users";
import { agencyToday } from "@/lib/rules/follow-up";
import {
  IMPORT_FIELDS,
  type ImportField,
  type ImportMapping,
  type ImportPreview,
  type ImportReport,
} from "@/lib/validations/lead-import";
import {
  CsvError,
  guessMapping,
  IMPORT_MAX_ROWS,
  type ImportRow,
  parseCsv,
  readRows,
} from "./import-parse";

type Request = { text: string; mapping: Partial<Record<ImportField, string>>; dryRun: boolean };

/** The guess, with the owner's choices over it; a header the file lacks is a 400. */
function chooseMapping(headers: string[], chosen: Request["mapping"]): ImportMapping {
  const mapping = guessMapping(headers);
  for (const field of IMPORT_FIELDS) {
    const header = chosen[field];
    if (header === undefined) continue;
    if (header !== "" && !headers.includes(header)) {
      throw new ApiError("bad_request", 400, `${field}: the file has no column "${header}"`);
    }
    mapping[field] = header === "" ? null : header;
  }
  return mapping;
}

/** Reads the file and, unless it is a dry run, saves its leads; either way answers the counts. */
export async function importLeads(
  { text, mapping: chosen, dryRun }: Request,
  user: PublicUser,
  meta: RequestMeta,
): Promise<ImportReport | ImportPreview> {
  let parsed: ReturnType<typeof parseCsv>;
  try {
    parsed = parseCsv(text);
  } catch (err) {
    if (err instanceof CsvError) throw new ApiError("bad_request", 400, err.message);
    throw err;
  }
  if (parsed.rows.length > IMPORT_MAX_ROWS) {
    throw new ApiError(
      "payload_too_large",
      413,
      `The file has ${parsed.rows.length.toLocaleString("en-US")} rows; import at most ${IMPORT_MAX_ROWS.toLocaleString("en-US")} at a time.`,
    );
  }
  const mapping = chooseMapping(parsed.headers, chosen);
  const { leads, rejected } = readRows(parsed, mapping);

  if (dryRun) {
    const known = await knownLeadEmails([...new Set(leads.flatMap((l) => l.email ?? []))]);
    let created = 0;
    let updated = 0;
    for (const lead of leads) {
      // A second row of one address joins the first, as the import itself will.
      if (lead.email && known.has(lead.email)) updated += 1;
      else created += 1;
      if (lead.email) known.add(lead.email);
    }
    return {
      dry_run: true,
      headers: parsed.headers,
      mapping,
      rows: parsed.rows.length,
      created,
      updated,
      rejected,
      sample: leads
        .slice(0, 5)
        .map(({ line, name, email, phone, company_name, deal_value_cents }) => ({
          line,
          name,
          email,
          phone,
          company_name,
          deal_value_cents,
        })),
    };
  }

  const author = user.name || user.email;
  const interactionDate = agencyToday().today;
  const results = await addManualLeads(
    leads.map((lead) => asManualLead(lead, author, interactionDate)),
    { id: user.id, name: author },
  );
  const report: ImportReport = { created: 0, updated: 0, rejected: [...rejected] };
  results.forEach((result, i) => {
    if (result === null) {
      report.rejected.push({
        line: leads[i]?.line ?? 0,
        reason: "could not be saved (nothing of it was kept): try this row again",
      });
    } else if (result.created) report.created += 1;
    else report.updated += 1;
  });
  report.rejected.sort((a, b) => a.line - b.line);
  await audit(meta, {
    action: "leads_imported",
    user,
    details: { created: report.created, updated: report.updated, rejected: report.rejected.length },
  });
  return report;
}

function asManualLead(lead: ImportRow, author: string, interactionDate: string) {
  return {
    name: lead.name,
    email: lead.email || null,
    phone: lead.phone || null,
    companyName: lead.company_name || null,
    source: "import" as const,
    note: lead.note || null,
    dealValueCents: lead.deal_value_cents ?? null,
    expectedCloseOn: lead.expected_close_on ?? null,
    status: "New" as const,
    interactionDate,
    summary: `Imported by ${author}.`,
  };
}
