// GET /api/admin/notifications — lead notifications that failed for good or are still being retried
import { withAdmin } from "@/lib/auth/guard";
import { notificationProblems } from "@/lib/leads/inbox";

export const GET = withAdmin(async () => Response.json(await notificationProblems()));
