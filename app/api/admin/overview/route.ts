// GET /api/admin/overview?from=&to=&bucket= — the overview page's numbers: leads per day or week
// by qualification and source, the funnel, top services and pain points, time to first contact.
// Without dates: the last 30 days of the agency's calendar, by day.

import { site } from "@/config/site";
import { parseQuery } from "@/lib/api/errors";
import { withAdmin } from "@/lib/auth/guard";
import { localDate } from "@/lib/csv";
import { getOverview } from "@/lib/db/queries/overview";
import {
  addDays,
  daysBetween,
  OVERVIEW_MAX_DAILY_DAYS,
  type OverviewResponse,
  overviewQuerySchema,
} from "@/lib/validations/overview";

export const GET = withAdmin(async (req) => {
  const query = parseQuery(req, overviewQuerySchema);
  const to =
    query.to ?? (query.from ? addDays(query.from, 29) : localDate(new Date(), site.timeZone));
  const from = query.from ?? addDays(to, -29);
  const bucket = query.bucket ?? (daysBetween(from, to) > OVERVIEW_MAX_DAILY_DAYS ? "week" : "day");
  const overview = await getOverview({ from, to, bucket });
  const body: OverviewResponse = { range: { from, to, bucket }, ...overview };
  return Response.json(body, { headers: { "Cache-Control": "no-store" } });
});
