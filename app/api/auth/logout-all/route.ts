// POST /api/auth/logout-all — sign out every other session of the signed-in admin
import { audit, requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { revokeOtherSessions } from "@/lib/db/queries/sessions";

export const POST = withAdmin(async (req, { user, session }) => {
  const revoked = await revokeOtherSessions({ userId: user.id, keep: session.id });
  await audit(requestMeta(req), { action: "sessions_revoked_others", user, details: { revoked } });
  return Response.json({ revoked });
});
