// GET /api/chat/summaries — chat lead summaries for the dashboard, newest first, filtered and paginated
import { parseQuery } from "@/lib/api/errors";
import { withAdmin } from "@/lib/auth/guard";
import { listSummaries, type SummaryRow } from "@/lib/db/queries/summaries";
import {
  type ChatSummaryJson,
  type SummaryListJson,
  summaryListQuery,
} from "@/lib/validations/summaries";

const toJson = (row: SummaryRow): ChatSummaryJson => ({
  id: row.id,
  interaction_date: row.interactionDate,
  created_at: row.createdAt.toISOString(),
  contact_name: row.contactName,
  contact_email: row.contactEmail,
  contact_phone: row.contactPhone,
  company_name: row.companyName,
  lead_qualification: row.leadQualification,
  services_discussed: row.servicesDiscussed,
  key_pain_points: row.keyPainPoints,
  chat_summary: row.chatSummary,
  call_to_action_offered: row.callToActionOffered,
  next_step: row.nextStep,
});

export const GET = withAdmin(async (req) => {
  const q = parseQuery(req, summaryListQuery);
  const { summaries, total } = await listSummaries({
    qualification: q.qualification,
    from: q.date_from,
    to: q.date_to,
    page: q.page,
    limit: q.limit,
  });
  const body: SummaryListJson = {
    summaries: summaries.map(toJson),
    pagination: { page: q.page, limit: q.limit, total, pages: Math.ceil(total / q.limit) },
  };
  return Response.json(body);
});
