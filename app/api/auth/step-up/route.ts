// POST /api/auth/step-up — {password} or {code}: renews this session's check for the sensitive
// actions; wrong answers spend the sign-in throttle's budgets, so a stolen session cannot guess.
import { ApiError, readJson } from "@/lib/api/errors";
import { audit, requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { checkSecondFactor, isMfaEnabled, rejectedCodeMessage } from "@/lib/auth/mfa";
import { verifyPassword } from "@/lib/auth/password";
import { isUsualAddress } from "@/lib/auth/sign-in";
import { reserveLoginAttempt } from "@/lib/auth/throttle";
import { markSteppedUp } from "@/lib/db/queries/sessions";
import { findUserCredentials } from "@/lib/db/queries/users";
import { env } from "@/lib/env";
import { addressKey } from "@/lib/rate-limit";
import { LOGIN_MAX_BYTES, stepUpSchema } from "@/lib/validations/auth";

export const POST = withAdmin(async (req, { user, session }) => {
  const meta = requestMeta(req);
  const { password, code } = await readJson(req, stepUpSchema, LOGIN_MAX_BYTES);
  const attempt = await reserveLoginAttempt({
    email: user.email,
    ip: addressKey(meta.ip),
    usualAddress: () => isUsualAddress(user.email, meta.ip, req),
  });
  let passed: boolean;
  if (password) {
    passed = await verifyPassword(
      (await findUserCredentials({ email: user.email }))?.passwordHash,
      password,
    );
  } else {
    if (!(await isMfaEnabled(user.id))) {
      throw new ApiError("bad_request", 400, "Two-factor sign-in is off: enter your password.");
    }
    passed = (await checkSecondFactor(user.id, code ?? "")) !== null;
  }
  if (!passed) {
    await audit(meta, {
      action: "step_up_failed",
      user,
      details: { with: password ? "password" : "code" },
    });
    // Not 401: the session itself is still good, only this check failed.
    throw new ApiError(
      "forbidden",
      403,
      password ? "That password is not right." : await rejectedCodeMessage(user.id, code ?? ""),
    );
  }
  await attempt.succeeded();
  const now = new Date();
  await markSteppedUp({ sessionId: session.id, now });
  await audit(meta, {
    action: "stepped_up",
    user,
    details: { with: password ? "password" : "code" },
  });
  const until = new Date(now.getTime() + env.ADMIN_STEP_UP_MINUTES * 60_000);
  return Response.json({ stepped_up_until: until.toISOString() });
});
