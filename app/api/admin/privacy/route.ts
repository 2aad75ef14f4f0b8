// GET /api/admin/privacy — the retention in force (LEAD_RETENTION_DAYS, or null: kept until deleted)
import { withAdmin } from "@/lib/auth/guard";
import { env } from "@/lib/env";
import type { PrivacySettings } from "@/lib/validations/privacy";

export const GET = withAdmin(
  async () => {
    const body: PrivacySettings = { retention_days: env.LEAD_RETENTION_DAYS ?? null };
    return Response.json(body);
  },
  { owner: true },
);
