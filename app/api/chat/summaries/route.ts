// GET /api/chat/summaries — chat lead summaries for the dashboard, newest first, filtered and paginated
import { parseQuery } from "@/lib/api/errors";
import { withAdmin } from "@/lib/auth/guard";
import { listSummaries } from "@/lib/db/queries/summaries";
import { summaryToWire } from "@/lib/leads/wire";
import { type SummaryListJson, summaryListQuery } from "@/lib/validations/summaries";

export const GET = withAdmin(async (req) => {
  const q = parseQuery(req, summaryListQuery);
  const { summaries, total } = await listSummaries({
    qualification: q.qualification,
    status: q.status,
    source: q.source,
    search: q.q,
    from: q.date_from,
    to: q.date_to,
    page: q.page,
    limit: q.limit,
  });
  const body: SummaryListJson = {
    summaries: summaries.map(summaryToWire),
    pagination: { page: q.page, limit: q.limit, total, pages: Math.ceil(total / q.limit) },
  };
  return Response.json(body);
});
