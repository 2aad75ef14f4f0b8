// GET /api/admin/llm-usage — today's and this month's model tokens against the daily budget
import { modelUsageReport } from "@/lib/ai/spend";
import { withAdmin } from "@/lib/auth/guard";
import type { ModelUsage } from "@/lib/validations/llm-usage";

export const GET = withAdmin(async () => {
  const body: ModelUsage = await modelUsageReport();
  return Response.json(body);
});
