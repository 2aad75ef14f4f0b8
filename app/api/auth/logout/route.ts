// POST /api/auth/logout — revoke this request's session, and have the browser forget its cookie
import { audit, requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { endSession } from "@/lib/auth/session";
import { clearedSessionCookie } from "@/lib/auth/session-cookie";

export const POST = withAdmin(async (req, { user, session }) => {
  await endSession({ sessionId: session.id });
  await audit(requestMeta(req), { action: "sign_out", user });
  return Response.json({ success: true }, { headers: { "Set-Cookie": clearedSessionCookie() } });
});
