// Recovery codes for two-factor sign-in: ten random codes shown once, stored as SHA-256 hashes,
// each accepted a single time. 10 characters from a 32-letter alphabet: 50 bits each, and
// guesses are throttled like passwords.
import { createHash, randomInt } from "node:crypto";

const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"; // no look-alikes (i/l/1, o/0)
export const RECOVERY_CODE_COUNT = 10;

export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Typed however (spaces, dashes, capitals): the same hash. */
export function hashRecoveryCode(code: string): string {
  const normal = code.toLowerCase().replace(/[^a-z0-9]/g, "");
  return createHash("sha256").update(`recovery:${normal}`).digest("hex");
}

export const looksLikeRecoveryCode = (code: string) =>
  code.toLowerCase().replace(/[^a-z0-9]/g, "").length === 10;
