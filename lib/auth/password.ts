// Password hashing: argon2id with the OWASP baseline (m=19456 KiB, t=2, p=1). Hashes are PHC
// strings, so the parameters travel with each hash and can be raised later without a migration.
import "server-only";
import { type Algorithm, hash, verify } from "@node-rs/argon2";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/lib/validations/auth";

// Defined with the request schemas (which the browser loads too), so both enforce one rule.
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

const ARGON2_OPTIONS = {
  // Algorithm.Argon2id; the enum is a `const enum`, which isolatedModules cannot read.
  algorithm: 2 as Algorithm,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/** A hash of a discarded random secret: an unknown email costs as much to verify as a real one,
 * so timing does not reveal which accounts exist. No password matches it. */
const DUMMY_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$6xacSyGFmEflDLokmhedDA$xOFsFgPXebhI7sq+ijqqDnIBnElcLCKJE9ZZjMj+8Ps";

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  return null;
}

export async function hashPassword(password: string): Promise<string> {
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  return hash(password, ARGON2_OPTIONS);
}

/** Checks a password against a hash; with none (unknown account) it spends the same effort on the
 * dummy hash. A malformed hash is a mismatch. */
export async function verifyPassword(storedHash: string | null | undefined, password: string) {
  try {
    const matches = await verify(storedHash ?? DUMMY_HASH, password);
    return storedHash ? matches : false;
  } catch (err) {
    console.error("[auth] password hash could not be verified:", (err as Error).message);
    return false;
  }
}
