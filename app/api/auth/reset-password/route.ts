// POST /api/auth/reset-password — {token, password}: the link from the email sets a new password,
// once, within 30 minutes, and ends every session of that admin (they sign in again with it).
import { ApiError, handle, readJson } from "@/lib/api/errors";
import { assertSameOrigin } from "@/lib/api/origin";
import { requestMeta } from "@/lib/auth/audit";
import { resetPassword } from "@/lib/auth/password-reset";
import { LOGIN_MAX_BYTES, resetPasswordSchema } from "@/lib/validations/auth";

export const POST = handle(async (req) => {
  assertSameOrigin(req);
  const { token, password } = await readJson(req, resetPasswordSchema, LOGIN_MAX_BYTES);
  const user = await resetPassword(token, password, requestMeta(req));
  if (!user) {
    throw new ApiError(
      "not_found",
      404,
      "This link has expired or was already used. Ask for a new one from the sign-in page.",
    );
  }
  return Response.json(
    { message: "Your password is changed. Sign in with it now." },
    { headers: { "Cache-Control": "no-store" } },
  );
});
