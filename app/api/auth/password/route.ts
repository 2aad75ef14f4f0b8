// POST /api/auth/password — change your password ({current_password, new_password}); signs out your other sessions
import { ApiError, readJson } from "@/lib/api/errors";
import { audit, requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { isUsualAddress } from "@/lib/auth/sign-in";
import { reserveLoginAttempt } from "@/lib/auth/throttle";
import { revokeOtherSessions } from "@/lib/db/queries/sessions";
import { getPasswordHash, updatePasswordById } from "@/lib/db/queries/users";
import { addressKey } from "@/lib/rate-limit";
import { LOGIN_MAX_BYTES, passwordChangeSchema } from "@/lib/validations/auth";

export const POST = withAdmin(async (req, { user, session }) => {
  const meta = requestMeta(req);
  const body = await readJson(req, passwordChangeSchema, LOGIN_MAX_BYTES);
  const attempt = await reserveLoginAttempt({
    email: user.email,
    ip: addressKey(meta.ip),
    // As at sign-in: a full throttle table never refuses the admin's usual addresses.
    usualAddress: () => isUsualAddress(user.email, meta.ip, req),
  });
  if (!(await verifyPassword(await getPasswordHash({ userId: user.id }), body.current_password))) {
    // 403, not 401: the session is fine, and the admin page signs out on any 401.
    throw new ApiError("forbidden", 403, "Your current password is not right.");
  }
  await attempt.succeeded();
  await updatePasswordById({
    userId: user.id,
    passwordHash: await hashPassword(body.new_password),
  });
  const revoked = await revokeOtherSessions({ userId: user.id, keep: session.id });
  await audit(meta, { action: "password_changed", user, details: { sessions_revoked: revoked } });
  return Response.json({ success: true, sessions_revoked: revoked });
});
