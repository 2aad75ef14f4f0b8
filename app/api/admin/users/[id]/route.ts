// DELETE /api/admin/users/{id} — remove an admin; PATCH — change their role ({role}). Owners only,
// after a recent password or code check; the last owner can be neither removed nor demoted.
import { z } from "zod";
import { ApiError, readJson } from "@/lib/api/errors";
import { audit, requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { listAdminAccounts, removeAdmin, setAdminRole } from "@/lib/db/queries/users";
import { LOGIN_MAX_BYTES, roleChangeSchema } from "@/lib/validations/auth";

const idParam = z.uuid();

export const DELETE = withAdmin<{ id: string }>(
  async (req, { user, params }) => {
    const id = idParam.safeParse((await params).id);
    if (!id.success) throw new ApiError("not_found", 404, "No such admin");
    const removed = (await listAdminAccounts()).find((a) => a.id === id.data);
    const outcome = await removeAdmin({ userId: id.data });
    if (outcome === "missing") throw new ApiError("not_found", 404, "No such admin");
    if (outcome === "last") {
      throw new ApiError(
        "conflict",
        409,
        "The last admin cannot be removed: invite another first.",
      );
    }
    await audit(requestMeta(req), {
      action: "admin_removed",
      user,
      details: { admin: removed?.email ?? id.data },
    });
    return new Response(null, { status: 204 });
  },
  { owner: true, stepUp: true },
);

export const PATCH = withAdmin<{ id: string }>(
  async (req, { user, params }) => {
    const id = idParam.safeParse((await params).id);
    if (!id.success) throw new ApiError("not_found", 404, "No such admin");
    const { role } = await readJson(req, roleChangeSchema, LOGIN_MAX_BYTES);
    const changed = await setAdminRole({ userId: id.data, role });
    if (changed === "missing") throw new ApiError("not_found", 404, "No such admin");
    if (changed === "last") {
      throw new ApiError(
        "conflict",
        409,
        "The last owner cannot become an editor: make another admin an owner first.",
      );
    }
    if (changed.from !== role) {
      await audit(requestMeta(req), {
        action: "admin_role_changed",
        user,
        details: { admin: changed.email, from: changed.from, to: role },
      });
    }
    return Response.json({ id: id.data, role });
  },
  { owner: true, stepUp: true },
);
