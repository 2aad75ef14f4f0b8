// An admin's own account: the password and two-factor sign-in, one implementation for the JSON
// API and the Security page's server actions. Password and code guesses spend the sign-in
// throttle's budgets, so a stolen session cannot guess its way further.
import "server-only";
import { site } from "@/config/site";
import { ApiError } from "@/lib/api/errors";
import { markSteppedUp, revokeOtherSessions } from "@/lib/db/queries/sessions";
import { getPasswordHash, updatePasswordById } from "@/lib/db/queries/user-passwords";
import type { PublicUser } from "@/lib/db/queries/users";
import { env } from "@/lib/env";
import { addressKey } from "@/lib/rate-limit";
import type { MfaDisableInput, PasswordChangeInput, StepUpInput } from "@/lib/validations/auth";
import { audit } from "./audit";
import {
  checkSecondFactor,
  confirmMfaSetup,
  isMfaEnabled,
  rejectedCodeMessage,
  startMfaSetup,
  turnOffMfa,
} from "./mfa";
import { hashPassword, verifyPassword } from "./password";
import type { RequestMeta } from "./request-meta";
import { isUsualAddress } from "./sign-in";
import { reserveLoginAttempt } from "./throttle";

type Asker = { user: PublicUser; meta: RequestMeta; request: Request };

/** A guess at the admin's secret, counted as a sign-in attempt is. */
const attemptOf = ({ user, meta, request }: Asker) =>
  reserveLoginAttempt({
    email: user.email,
    ip: addressKey(meta.ip),
    // As at sign-in: a full throttle table never refuses the admin's usual addresses.
    usualAddress: () => isUsualAddress(user.email, meta.ip, request),
  });

/** A new password, checked against the current one; the admin's other sessions are signed out. */
export async function changePassword(
  input: PasswordChangeInput,
  asker: Asker & { sessionId: string },
) {
  const { user, meta } = asker;
  const attempt = await attemptOf(asker);
  if (!(await verifyPassword(await getPasswordHash({ userId: user.id }), input.current_password))) {
    // 403, not 401: the session is fine, and the admin page signs out on any 401.
    throw new ApiError("forbidden", 403, "Your current password is not right.");
  }
  await attempt.succeeded();
  await updatePasswordById({
    userId: user.id,
    passwordHash: await hashPassword(input.new_password),
  });
  const revoked = await revokeOtherSessions({ userId: user.id, keep: asker.sessionId });
  await audit(meta, { action: "password_changed", user, details: { sessions_revoked: revoked } });
  return { success: true, sessions_revoked: revoked };
}

/** A new two-factor secret, pending until a code from it turns two-factor on. */
export async function setUpMfa(user: PublicUser) {
  if (await isMfaEnabled(user.id)) {
    throw new ApiError("conflict", 409, "Two-factor sign-in is already on. Turn it off first.");
  }
  return startMfaSetup(user, site.company);
}

/** Turns two-factor on with a code from the new secret; answers the recovery codes, once. */
export async function enableMfa(code: string, user: PublicUser, meta: RequestMeta) {
  const codes = await confirmMfaSetup(user.id, code.replace(/\s/g, ""));
  if (!codes) {
    throw new ApiError(
      "bad_request",
      400,
      "That code does not match. Scan the QR code again, then enter the 6-digit code your app shows.",
    );
  }
  await audit(meta, { action: "mfa_enabled", user });
  return { recovery_codes: codes };
}

/** Turns two-factor off with a code (or a recovery code) or the password. */
export async function disableMfa(input: MfaDisableInput, asker: Asker) {
  const { user, meta } = asker;
  if (!(await isMfaEnabled(user.id))) {
    throw new ApiError("conflict", 409, "Two-factor sign-in is already off.");
  }
  const attempt = await attemptOf(asker);
  const ok = input.code
    ? (await checkSecondFactor(user.id, input.code)) !== null
    : await verifyPassword(await getPasswordHash({ userId: user.id }), input.password ?? "");
  if (!ok) {
    await audit(meta, { action: "mfa_failed", user, details: { while: "turning off" } });
    throw new ApiError(
      "forbidden",
      403,
      input.code ? "That code is not valid." : "Wrong password.",
    );
  }
  await attempt.succeeded();
  await turnOffMfa(user.id);
  await audit(meta, { action: "mfa_disabled", user });
  return { success: true };
}

/** The password or a code again: renews this session's check for the sensitive changes. */
export async function stepUp(
  { password, code }: StepUpInput,
  asker: Asker & { sessionId: string },
) {
  const { user, meta } = asker;
  const attempt = await attemptOf(asker);
  let passed: boolean;
  if (password) {
    passed = await verifyPassword(await getPasswordHash({ userId: user.id }), password);
  } else {
    if (!(await isMfaEnabled(user.id))) {
      throw new ApiError("bad_request", 400, "Two-factor sign-in is off: enter your password.");
    }
    passed = (await checkSecondFactor(user.id, code ?? "")) !== null;
  }
  const with_ = password ? "password" : "code";
  if (!passed) {
    await audit(meta, { action: "step_up_failed", user, details: { with: with_ } });
    // Not 401: the session itself is still good, only this check failed.
    throw new ApiError(
      "forbidden",
      403,
      password ? "That password is not right." : await rejectedCodeMessage(user.id, code ?? ""),
    );
  }
  await attempt.succeeded();
  const now = new Date();
  await markSteppedUp({ sessionId: asker.sessionId, now });
  await audit(meta, { action: "stepped_up", user, details: { with: with_ } });
  const until = new Date(now.getTime() + env.ADMIN_STEP_UP_MINUTES * 60_000);
  return { stepped_up_until: until.toISOString() };
}
