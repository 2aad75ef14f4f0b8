// POST /api/auth/password — change your password ({current_password, new_password}); signs out your other sessions
import { readJson } from "@/lib/api/errors";
import { changePassword } from "@/lib/auth/account";
import { requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { LOGIN_MAX_BYTES, passwordChangeSchema } from "@/lib/validations/auth";

export const POST = withAdmin(async (req, { user, session }) => {
  const input = await readJson(req, passwordChangeSchema, LOGIN_MAX_BYTES);
  return Response.json(
    await changePassword(input, {
      user,
      meta: requestMeta(req),
      request: req,
      sessionId: session.id,
    }),
  );
});
