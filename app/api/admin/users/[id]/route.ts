// DELETE /api/admin/users/{id} — remove an admin; PATCH — change their role ({role}). Owners only,
// after a recent password or code check; the last owner can be neither removed nor demoted.
import { z } from "zod";
import { ApiError, readJson } from "@/lib/api/errors";
import { changeRole, remove } from "@/lib/auth/admins";
import { requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { LOGIN_MAX_BYTES, roleChangeSchema } from "@/lib/validations/auth";

const idParam = z.uuid();

async function adminId(params: Promise<{ id: string }>) {
  const id = idParam.safeParse((await params).id);
  if (!id.success) throw new ApiError("not_found", 404, "No such admin");
  return id.data;
}

export const DELETE = withAdmin<{ id: string }>(
  async (req, { user, params }) => {
    await remove(await adminId(params), user, requestMeta(req));
    return new Response(null, { status: 204 });
  },
  { owner: true, stepUp: true },
);

export const PATCH = withAdmin<{ id: string }>(
  async (req, { user, params }) => {
    const id = await adminId(params);
    const input = await readJson(req, roleChangeSchema, LOGIN_MAX_BYTES);
    return Response.json(await changeRole(id, input, user, requestMeta(req)));
  },
  { owner: true, stepUp: true },
);
