// DELETE /api/auth/sessions/{id} — sign one of your sessions out (another device, or this one)
import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { signOutSession } from "@/lib/auth/sessions";

const idParam = z.uuid();

export const DELETE = withAdmin<{ id: string }>(async (req, { user, params }) => {
  const id = idParam.safeParse((await params).id);
  if (!id.success) throw new ApiError("not_found", 404, "No such active session");
  await signOutSession(id.data, user, requestMeta(req));
  return new Response(null, { status: 204 });
});
