// POST /api/auth/logout — revoke the bearer token of this request
import { withAdmin } from "@/lib/auth/guard";
import { endSession } from "@/lib/auth/session";

export const POST = withAdmin(async (_req, { user, session }) => {
  await endSession({ sessionId: session.id });
  console.info(`[auth] logout user=${user.id}`);
  return Response.json({ success: true });
});
