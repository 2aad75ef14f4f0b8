// POST /api/auth/logout-all — sign out every other session of the signed-in admin
import { requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { signOutOthers } from "@/lib/auth/sessions";

export const POST = withAdmin(async (req, { user, session }) =>
  Response.json(await signOutOthers(user, session.id, requestMeta(req))),
);
