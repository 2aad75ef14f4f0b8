// POST /api/auth/logout — revoke the bearer token of this request
import { audit, requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { endSession } from "@/lib/auth/session";

export const POST = withAdmin(async (req, { user, session }) => {
  await endSession({ sessionId: session.id });
  await audit(requestMeta(req), { action: "sign_out", user });
  return Response.json({ success: true });
});
