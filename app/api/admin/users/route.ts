// GET /api/admin/users — every admin; POST /api/admin/users — invite another admin
// ({email, name, role}, role "editor" unless said): {invite_url}. Owners only; inviting needs a
// recent password or code check.
import { readJson } from "@/lib/api/errors";
import { invite } from "@/lib/auth/admins";
import { requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { adminList } from "@/lib/auth/security-data";
import { inviteSchema, LOGIN_MAX_BYTES } from "@/lib/validations/auth";

export const GET = withAdmin(async (_req, { user }) => Response.json(await adminList(user.id)), {
  owner: true,
});

export const POST = withAdmin(
  async (req, { user }) => {
    const input = await readJson(req, inviteSchema, LOGIN_MAX_BYTES);
    return Response.json(await invite(input, user, requestMeta(req)), { status: 201 });
  },
  { owner: true, stepUp: true },
);
