// GET /api/admin/notifications — lead notifications that failed for good or are still being retried
import { withAdmin } from "@/lib/auth/guard";
import { listNotificationProblems } from "@/lib/db/queries/notifications";
import type { NotificationProblems } from "@/lib/validations/summaries";

export const GET = withAdmin(async () => {
  const rows = await listNotificationProblems();
  const body: NotificationProblems = {
    problems: rows.map((r) => ({
      id: r.id,
      event: r.event,
      channel: r.channel,
      lead_id: r.leadId,
      lead_name: r.leadName,
      attempts: r.attempts,
      error: r.lastError,
      next_attempt_at: r.nextAttemptAt.toISOString(),
      failed: r.failedAt !== null,
      created_at: r.createdAt.toISOString(),
    })),
  };
  return Response.json(body);
});
