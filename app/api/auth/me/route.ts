// GET /api/auth/me — the signed-in admin's security settings: two-factor on or off, recovery codes left
import { withAdmin } from "@/lib/auth/guard";
import { isMfaEnabled, recoveryCodesLeft } from "@/lib/auth/mfa";
import { env } from "@/lib/env";
import type { SecurityState } from "@/lib/validations/auth";

export const GET = withAdmin(async (_req, { user }) => {
  const body: SecurityState = {
    mfa_enabled: await isMfaEnabled(user.id),
    recovery_codes_left: await recoveryCodesLeft(user.id),
    idle_minutes: env.ADMIN_IDLE_MINUTES,
  };
  return Response.json(body);
});
