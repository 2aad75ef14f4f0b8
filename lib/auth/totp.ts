// Time-based one-time codes (RFC 6238) with otplib: 6 digits, 30-second steps, one step of clock
// drift either way. The caller records the step of every accepted code so it is used only once.
import "server-only";
import { generateSecret, generateURI, verify } from "otplib";

export const TOTP_PERIOD_S = 30;
const DRIFT_S = TOTP_PERIOD_S;

export const newTotpSecret = () => generateSecret();

export function totpUri({
  issuer,
  account,
  secret,
}: {
  issuer: string;
  account: string;
  secret: string;
}) {
  return generateURI({ issuer, label: account, secret, period: TOTP_PERIOD_S, digits: 6 });
}

/** The time step of `code` when it is valid for `secret` at `now` (give or take one step), else null. */
export async function checkTotp({
  secret,
  code,
  now = Date.now(),
}: {
  secret: string;
  code: string;
  now?: number;
}): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    period: TOTP_PERIOD_S,
    digits: 6,
    epoch: Math.floor(now / 1000),
    epochTolerance: DRIFT_S,
  });
  if (!result.valid) return null;
  // The step whose code matched: the current one plus the drift it was found at.
  return Math.floor(Math.floor(now / 1000) / TOTP_PERIOD_S) + result.delta;
}
