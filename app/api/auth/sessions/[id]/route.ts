// DELETE /api/auth/sessions/{id} — sign one of your sessions out (another device, or this one)
import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { audit, requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { revokeUserSession } from "@/lib/db/queries/sessions";

const idParam = z.uuid();

export const DELETE = withAdmin<{ id: string }>(async (req, { user, params }) => {
  const id = idParam.safeParse((await params).id);
  if (!id.success || !(await revokeUserSession({ userId: user.id, sessionId: id.data }))) {
    throw new ApiError("not_found", 404, "No such active session");
  }
  await audit(requestMeta(req), { action: "session_revoked", user, details: { session: id.data } });
  return new Response(null, { status: 204 });
});
