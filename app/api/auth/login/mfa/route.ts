// POST /api/auth/login/mfa — the second sign-in step: {mfa_token, code} (or a recovery code) for {token, user}
import { ApiError, handle, readJson } from "@/lib/api/errors";
import { assertSameOrigin } from "@/lib/api/origin";
import { audit, requestMeta } from "@/lib/auth/audit";
import {
  checkSecondFactor,
  closeChallenge,
  failChallenge,
  findChallenge,
  recoveryCodesLeft,
  rejectedCodeMessage,
} from "@/lib/auth/mfa";
import { isUsualAddress, signIn } from "@/lib/auth/sign-in";
import { reserveLoginAttempt } from "@/lib/auth/throttle";
import { getPublicUserById } from "@/lib/db/queries/users";
import { addressKey } from "@/lib/rate-limit";
import { LOGIN_MAX_BYTES, mfaLoginSchema } from "@/lib/validations/auth";

const EXPIRED = "This sign-in has expired. Please enter your email and password again.";

export const POST = handle(async (req) => {
  assertSameOrigin(req);
  const meta = requestMeta(req);
  const { mfa_token, code } = await readJson(req, mfaLoginSchema, LOGIN_MAX_BYTES);
  const challenge = await findChallenge(mfa_token);
  const user = challenge ? await getPublicUserById({ id: challenge.userId }) : null;
  if (!challenge || !user) throw new ApiError("unauthorized", 401, EXPIRED);

  // Wrong codes are throttled exactly like wrong passwords, on the same budgets.
  const attempt = await reserveLoginAttempt({
    email: user.email,
    ip: addressKey(meta.ip),
    usualAddress: () => isUsualAddress(user.email, meta.ip, req),
  });
  const factor = await checkSecondFactor(user.id, code);
  if (!factor) {
    const closed = await failChallenge(challenge.id);
    await audit(meta, {
      action: "mfa_failed",
      user,
      details: closed ? { challenge: "closed" } : {},
    });
    if (closed) {
      throw new ApiError(
        "unauthorized",
        401,
        "Too many wrong codes. Please enter your email and password again.",
      );
    }
    throw new ApiError("unauthorized", 401, await rejectedCodeMessage(user.id, code));
  }
  if (!(await closeChallenge(challenge.id))) throw new ApiError("unauthorized", 401, EXPIRED);
  await attempt.succeeded();
  if (factor === "recovery") {
    await audit(meta, {
      action: "recovery_code_used",
      user,
      details: { left: await recoveryCodesLeft(user.id) },
    });
  }
  return signIn(user, meta, { factors: ["password", factor] });
});
