// POST /api/auth/logout — revoke this request's session, and have the browser forget its cookie
import { requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { clearedSessionCookie } from "@/lib/auth/session-cookie";
import { signOut } from "@/lib/auth/sessions";

export const POST = withAdmin(async (req, { user, session }) => {
  await signOut(user, session.id, requestMeta(req));
  return Response.json({ success: true }, { headers: { "Set-Cookie": clearedSessionCookie() } });
});
