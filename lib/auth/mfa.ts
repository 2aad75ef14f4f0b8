// Two-factor sign-in for admins: enrolment (a secret shown as a QR code, confirmed by a first
// code, answered with recovery codes), the check of a second factor (a fresh TOTP code, or an
// unused recovery code), and turning it off. Secrets are sealed at rest (./secret-box.ts).
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import {
  countUnusedRecoveryCodes,
  createMfaChallenge,
  failMfaChallenge,
  findMfaChallenge,
  replaceRecoveryCodes,
  spendMfaChallenge,
  spendRecoveryCode,
} from "@/lib/db/queries/mfa";
import {
  claimMfaStep,
  disableMfa,
  enableMfa,
  getMfaState,
  setPendingMfaSecret,
} from "@/lib/db/queries/user-mfa";
import { generateRecoveryCodes, hashRecoveryCode, looksLikeRecoveryCode } from "./recovery-codes";
import { open, seal } from "./secret-box";
import { checkTotp, newTotpSecret, totpUri } from "./totp";

/** How long the second step of a sign-in may wait for its code. */
export const MFA_CHALLENGE_TTL_MS = 5 * 60_000;

export async function isMfaEnabled(userId: string): Promise<boolean> {
  return Boolean((await getMfaState({ userId }))?.enabledAt);
}

/** Starts enrolment: a new secret, kept pending until a code from it is confirmed. */
export async function startMfaSetup(user: { id: string; email: string }, issuer: string) {
  const secret = newTotpSecret();
  await setPendingMfaSecret({ userId: user.id, secret: await seal(secret) });
  return { secret, otpauth_url: totpUri({ issuer, account: user.email, secret }) };
}

/** Confirms enrolment with a code from the pending secret; answers the recovery codes (once). */
export async function confirmMfaSetup(userId: string, code: string): Promise<string[] | null> {
  const state = await getMfaState({ userId });
  const secret = state?.pendingSecret ? await open(state.pendingSecret) : null;
  if (!secret) return null;
  const step = await checkTotp({ secret, code });
  if (step === null || !(await enableMfa({ userId, step }))) return null;
  const codes = generateRecoveryCodes();
  await replaceRecoveryCodes({ userId, codeHashes: codes.map(hashRecoveryCode) });
  return codes;
}

export type SecondFactor = "totp" | "recovery";

/** Checks a second factor: an authenticator code no earlier sign-in used, or an unused recovery
 * code. Answers which one, or null. */
export async function checkSecondFactor(
  userId: string,
  code: string,
): Promise<SecondFactor | null> {
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed.replace(/\s/g, ""))) {
    const state = await getMfaState({ userId });
    const secret = state?.secret ? await open(state.secret) : null;
    if (!secret) return null;
    const step = await checkTotp({ secret, code: trimmed.replace(/\s/g, "") });
    return step !== null && (await claimMfaStep({ userId, step })) ? "totp" : null;
  }
  if (looksLikeRecoveryCode(trimmed)) {
    return (await spendRecoveryCode({ userId, codeHash: hashRecoveryCode(trimmed) }))
      ? "recovery"
      : null;
  }
  return null;
}

/** Why a code was refused: a right code already used (to turn two-factor on, say) says to wait. */
export async function rejectedCodeMessage(userId: string, code: string): Promise<string> {
  const digits = code.replace(/\s/g, "");
  if (/^\d{6}$/.test(digits)) {
    const state = await getMfaState({ userId });
    const secret = state?.secret ? await open(state.secret) : null;
    if (secret && (await checkTotp({ secret, code: digits })) !== null) {
      return "That code was just used. Wait for the next one: your app shows a new code every 30 seconds.";
    }
  }
  return "That code is not valid. Enter the current code from your authenticator app, or a recovery code.";
}

export async function turnOffMfa(userId: string): Promise<void> {
  await disableMfa({ userId });
  await replaceRecoveryCodes({ userId, codeHashes: [] });
}

export const recoveryCodesLeft = (userId: string) => countUnusedRecoveryCodes({ userId });

const hashChallenge = (token: string) =>
  createHash("sha256").update(`mfa-challenge:${token}`).digest("hex");

/** The token of the second sign-in step, after a right password: short-lived, single use. */
export async function openMfaChallenge(input: {
  userId: string;
  ip: string | null;
  userAgent: string | null;
  now?: Date;
}): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await createMfaChallenge({
    userId: input.userId,
    tokenHash: hashChallenge(token),
    expiresAt: new Date((input.now ?? new Date()).getTime() + MFA_CHALLENGE_TTL_MS),
    ip: input.ip,
    userAgent: input.userAgent,
  });
  return token;
}

/** The live challenge of a token (unused, unexpired), or null. */
export async function findChallenge(token: string, now = new Date()) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  return findMfaChallenge({ tokenHash: hashChallenge(token), now });
}

/** Uses up a challenge: false when a parallel request already did. */
export const closeChallenge = (id: string) => spendMfaChallenge({ id });

/** Wrong codes one challenge takes before it is closed and the password is asked for again. */
export const MFA_CHALLENGE_MAX_FAILURES = 5;

/** Counts a wrong code; true when that was the last one the challenge allows. */
export async function failChallenge(id: string): Promise<boolean> {
  const failures = await failMfaChallenge({ id, limit: MFA_CHALLENGE_MAX_FAILURES });
  return failures === null || failures >= MFA_CHALLENGE_MAX_FAILURES;
}
