// GET /api/chat/summaries/export — every lead matching the filters as a CSV file (UTF-8 with BOM), streamed

import { site } from "@/config/site";
import { parseQuery } from "@/lib/api/errors";
import { audit, requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { csvRow, datedCsvFilename } from "@/lib/csv";
import { iterateSummaries, type SummaryRow } from "@/lib/db/queries/summaries";
import { assigneeOf } from "@/lib/leads/inbox";
import { scopedAssignee } from "@/lib/leads/scope";
import { localDate } from "@/lib/utils/local-date";
import { LEAD_SOURCE_LABELS, summaryFilterQuery } from "@/lib/validations/summaries";

const HEADER = [
  "Date",
  "Name",
  "Email",
  "Phone",
  "Company",
  "Qualification",
  "Services",
  "Pain Points",
  "Summary",
  "Call to Action",
  "Next Step",
  // The inbox's columns, after the spec's.
  "Status",
  "Source",
  // Where the visitor came from (the first touch): traffic source, not the lead's channel above.
  "Traffic Source",
  "Campaign",
  "Landing Page",
  "Referrer",
] as const;

const touchOf = (s: SummaryRow) => s.attribution?.first ?? null;

const toRecord = (s: SummaryRow) => [
  s.interactionDate,
  s.contactName,
  s.contactEmail,
  s.contactPhone,
  s.companyName,
  s.ownerQualification ?? s.leadQualification,
  s.servicesDiscussed.join("; "),
  s.keyPainPoints.join("; "),
  s.chatSummary,
  s.callToActionOffered ? "Yes" : "No",
  s.nextStep,
  s.status,
  LEAD_SOURCE_LABELS[s.source],
  touchOf(s)?.utm_source ?? null,
  touchOf(s)?.utm_campaign ?? null,
  touchOf(s)?.landing_page ?? null,
  touchOf(s)?.referrer ?? null,
];

export const GET = withAdmin(async (req, { user }) => {
  const q = parseQuery(req, summaryFilterQuery);
  const batches = iterateSummaries({
    qualification: q.qualification,
    status: q.status,
    source: q.source,
    search: q.q,
    due: q.due,
    utmSource: q.utm_source,
    utmCampaign: q.utm_campaign,
    assignee: (await scopedAssignee(user)) ?? assigneeOf(q.assignee, user.id),
    from: q.date_from,
    to: q.date_to,
  });
  // The first batch is read before answering, so a failing database still gets a JSON 500;
  // after that rows stream out batch by batch and memory stays flat however many there are.
  const first = await batches.next();
  await audit(requestMeta(req), {
    action: "leads_exported",
    user,
    details: {
      filters: {
        qualification: q.qualification,
        status: q.status,
        source: q.source,
        // Whether a search narrowed it, never its words: they are often a person's email or
        // name, and a privacy deletion does not reach this log.
        searched: q.q ? true : undefined,
        due: q.due,
        utm_source: q.utm_source,
        utm_campaign: q.utm_campaign,
        assignee: q.assignee,
        date_from: q.date_from,
        date_to: q.date_to,
      },
    },
  });
  const encoder = new TextEncoder();
  let rows = 0;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      // A byte-order mark first, so Excel reads the file as UTF-8 (accents in names).
      let chunk = `\uFEFF${csvRow(HEADER)}`;
      if (!first.done) {
        for (const s of first.value) chunk += csvRow(toRecord(s));
        rows += first.value.length;
      }
      controller.enqueue(encoder.encode(chunk));
      if (first.done) controller.close();
    },
    async pull(controller) {
      try {
        const next = await batches.next();
        if (next.done) {
          console.info(`[admin] ${user.email} exported ${rows} chat summaries`);
          controller.close();
          return;
        }
        rows += next.value.length;
        controller.enqueue(encoder.encode(next.value.map((s) => csvRow(toRecord(s))).join("")));
      } catch (err) {
        console.error("[admin] CSV export failed mid-stream:", err);
        controller.error(err);
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  const filename = datedCsvFilename("chat-summaries", localDate(new Date(), site.timeZone));
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
