// DELETE /api/admin/users/{id} — remove an admin (never the last one)
import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { audit, requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { listAdminAccounts, removeAdmin } from "@/lib/db/queries/users";

const idParam = z.uuid();

export const DELETE = withAdmin<{ id: string }>(async (req, { user, params }) => {
  const id = idParam.safeParse((await params).id);
  if (!id.success) throw new ApiError("not_found", 404, "No such admin");
  const removed = (await listAdminAccounts()).find((a) => a.id === id.data);
  const outcome = await removeAdmin({ userId: id.data });
  if (outcome === "missing") throw new ApiError("not_found", 404, "No such admin");
  if (outcome === "last") {
    throw new ApiError("conflict", 409, "The last admin cannot be removed: invite another first.");
  }
  await audit(requestMeta(req), {
    action: "admin_removed",
    user,
    details: { admin: removed?.email ?? id.data },
  });
  return new Response(null, { status: 204 });
});
