// GET /api/auth/me — the signed-in admin's security settings: two-factor on or off, recovery codes left
import { withAdmin } from "@/lib/auth/guard";
import { securityState } from "@/lib/auth/security-data";

export const GET = withAdmin(async (_req, { user }) => Response.json(await securityState(user.id)));
