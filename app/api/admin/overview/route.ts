// GET /api/admin/overview?from=&to=&bucket= — the overview page's numbers: leads per day or week
// by qualification and source, the funnel, top services and pain points, time to first contact,
// and the pipeline in dollars.
// Without dates: the last 30 days of the agency's calendar, by day.

import { parseQuery } from "@/lib/api/errors";
import { withAdmin } from "@/lib/auth/guard";
import { getOverview } from "@/lib/db/queries/overview";
import { calendarRange } from "@/lib/leads/inbox";
import { pipelineFor } from "@/lib/leads/pipeline";
import { type OverviewResponse, overviewQuerySchema } from "@/lib/validations/overview";

export const GET = withAdmin(async (req) => {
  const query = parseQuery(req, overviewQuerySchema);
  const range = calendarRange(query);
  const { from, to } = range;
  const bucket = query.bucket ?? range.bucket;
  const [overview, pipeline] = await Promise.all([
    getOverview({ from, to, bucket }),
    pipelineFor({ from, to }),
  ]);
  const body: OverviewResponse = { range: { from, to, bucket }, ...overview, pipeline };
  return Response.json(body, { headers: { "Cache-Control": "no-store" } });
});
