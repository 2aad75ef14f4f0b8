// POST /api/auth/login — an admin's email and password: {token, user}, or with two-factor on {mfa_required, mfa_token}
import { ApiError, handle, readJson } from "@/lib/api/errors";
import { assertSameOrigin } from "@/lib/api/origin";
import { audit, requestMeta } from "@/lib/auth/audit";
import { isMfaEnabled, openMfaChallenge } from "@/lib/auth/mfa";
import { verifyPassword } from "@/lib/auth/password";
import { isUsualAddress, signIn } from "@/lib/auth/sign-in";
import { firstRefusalInWindow, reserveLoginAttempt } from "@/lib/auth/throttle";
import { findUserCredentials } from "@/lib/db/queries/users";
import { addressKey } from "@/lib/rate-limit";
import { LOGIN_MAX_BYTES, loginSchema } from "@/lib/validations/auth";

// One answer for an unknown email and a wrong password, so it cannot tell which accounts exist.
const INVALID = "Invalid email or password";

export const POST = handle(async (req) => {
  assertSameOrigin(req);
  const meta = requestMeta(req);
  const { email, password } = await readJson(req, loginSchema, LOGIN_MAX_BYTES);
  const ip = addressKey(meta.ip);

  let attempt: Awaited<ReturnType<typeof reserveLoginAttempt>>;
  try {
    attempt = await reserveLoginAttempt({
      email,
      ip,
      usualAddress: () => isUsualAddress(email, meta.ip, req),
    });
  } catch (err) {
    // Only the first refusal per address and window is recorded: a loop of throttled attempts
    // would otherwise write a row each (kept a year), burying real events.
    if (err instanceof ApiError && (await firstRefusalInWindow(ip))) {
      await audit(meta, {
        action: "sign_in_failed",
        actor: email,
        details: { reason: "throttled" },
      });
    }
    throw err;
  }

  // The same work either way: an unknown email is checked against a dummy hash.
  const user = await findUserCredentials({ email });
  const valid = await verifyPassword(user?.passwordHash, password);
  if (!user || !valid) {
    await audit(meta, {
      action: "sign_in_failed",
      actor: email,
      user: user ? { id: user.id, email: user.email } : null,
      details: { reason: "password" },
    });
    throw new ApiError("unauthorized", 401, INVALID);
  }
  await attempt.succeeded();

  if (await isMfaEnabled(user.id)) {
    const mfaToken = await openMfaChallenge({
      userId: user.id,
      ip: meta.ip,
      userAgent: meta.userAgent,
    });
    return Response.json(
      { mfa_required: true, mfa_token: mfaToken },
      { headers: { "Cache-Control": "no-store" } },
    );
  }
  return signIn(user, meta, { factors: ["password"] });
});
