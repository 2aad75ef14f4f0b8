// GET /api/admin/users — every admin; POST /api/admin/users — invite another admin
// ({email, name, role}, role "editor" unless said): {invite_url}. Owners only; inviting needs a
// recent password or code check.
import { site } from "@/config/site";
import { ApiError, readJson } from "@/lib/api/errors";
import { audit, requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { inviteAdmin } from "@/lib/auth/invites";
import { adminList } from "@/lib/auth/security-data";
import { inviteSchema, LOGIN_MAX_BYTES } from "@/lib/validations/auth";

export const GET = withAdmin(async (_req, { user }) => Response.json(await adminList(user.id)), {
  owner: true,
});

export const POST = withAdmin(
  async (req, { user }) => {
    const body = await readJson(req, inviteSchema, LOGIN_MAX_BYTES);
    const invited = await inviteAdmin(body);
    if (!invited) throw new ApiError("conflict", 409, "An admin with this email already exists.");
    await audit(requestMeta(req), {
      action: "admin_invited",
      user,
      details: { admin: invited.user.email, role: body.role },
    });
    const inviteUrl = `${site.url}/admin?invite=${invited.token}`;
    return Response.json({ invite_url: inviteUrl }, { status: 201 });
  },
  { owner: true, stepUp: true },
);
