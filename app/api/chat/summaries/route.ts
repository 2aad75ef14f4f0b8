// GET /api/chat/summaries — chat lead summaries for the dashboard, newest first, filtered and paginated
import { parseQuery } from "@/lib/api/errors";
import { withAdmin } from "@/lib/auth/guard";
import { leadList } from "@/lib/leads/inbox";
import { summaryListQuery } from "@/lib/validations/summaries";

export const GET = withAdmin(async (req, { user }) =>
  Response.json(await leadList(parseQuery(req, summaryListQuery), user)),
);
