// POST /api/auth/mfa/disable — {code} (or a recovery code) or {password} turns two-factor off
import { ApiError, readJson } from "@/lib/api/errors";
import { audit, requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { checkSecondFactor, isMfaEnabled, turnOffMfa } from "@/lib/auth/mfa";
import { verifyPassword } from "@/lib/auth/password";
import { isUsualAddress } from "@/lib/auth/sign-in";
import { reserveLoginAttempt } from "@/lib/auth/throttle";
import { getPasswordHash } from "@/lib/db/queries/users";
import { addressKey } from "@/lib/rate-limit";
import { LOGIN_MAX_BYTES, mfaDisableSchema } from "@/lib/validations/auth";

export const POST = withAdmin(
  async (req, { user }) => {
    const meta = requestMeta(req);
    const body = await readJson(req, mfaDisableSchema, LOGIN_MAX_BYTES);
    if (!(await isMfaEnabled(user.id))) {
      throw new ApiError("conflict", 409, "Two-factor sign-in is already off.");
    }
    // A stolen session must not be enough to strip the second factor: guesses are throttled.
    const attempt = await reserveLoginAttempt({
      email: user.email,
      ip: addressKey(meta.ip),
      // As at sign-in: a full throttle table never refuses the admin's usual addresses.
      usualAddress: () => isUsualAddress(user.email, meta.ip, req),
    });
    const ok = body.code
      ? (await checkSecondFactor(user.id, body.code)) !== null
      : await verifyPassword(await getPasswordHash({ userId: user.id }), body.password ?? "");
    if (!ok) {
      await audit(meta, { action: "mfa_failed", user, details: { while: "turning off" } });
      // 403, not 401: the session is fine, and the admin page signs out on any 401.
      throw new ApiError(
        "forbidden",
        403,
        body.code ? "That code is not valid." : "Wrong password.",
      );
    }
    await attempt.succeeded();
    await turnOffMfa(user.id);
    await audit(meta, { action: "mfa_disabled", user });
    return Response.json({ success: true });
  },
  { stepUp: true },
);
