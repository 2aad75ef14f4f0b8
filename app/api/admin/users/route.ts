// GET /api/admin/users — every admin; POST /api/admin/users — invite another admin
// ({email, name, role}, role "editor" unless said): {invite_url}. Owners only; inviting needs a
// recent password or code check.
import { site } from "@/config/site";
import { ApiError, readJson } from "@/lib/api/errors";
import { audit, requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { inviteAdmin } from "@/lib/auth/invites";
import { listAdminAccounts } from "@/lib/db/queries/users";
import { type AdminList, inviteSchema, LOGIN_MAX_BYTES } from "@/lib/validations/auth";

export const GET = withAdmin(
  async (_req, { user }) => {
    const rows = await listAdminAccounts();
    const body: AdminList = {
      admins: rows.map((a) => ({
        id: a.id,
        email: a.email,
        name: a.name,
        role: a.role,
        created_at: a.createdAt.toISOString(),
        mfa_enabled: a.mfaEnabledAt !== null,
        invite_pending: Boolean(a.invitePending),
        current: a.id === user.id,
      })),
    };
    return Response.json(body);
  },
  { owner: true },
);

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
