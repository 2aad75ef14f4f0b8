// The login throttle: failed attempts are counted per account and per client address, and once
// either budget is spent every attempt is refused before the password is even checked.
//
// Only failures may count, or the admin would lock herself out by signing in a few times: an
// attempt therefore *reserves* a slot in the shared rate-limit engine before the password is
// checked (atomic, so parallel guesses cannot slip past the budget) and gives it back when the
// password was right.
import "server-only";
import { type Limit, type LimitStore, release, reserve, tooManyRequests } from "@/lib/rate-limit";

export const LOGIN_LIMITS = {
  /** Failures per account (email as typed, existing or not: the answer must not tell). */
  account: { name: "login-account", max: 5, windowMs: 15 * 60_000 },
  /** Failures per client address, across all the emails it tries. */
  ip: { name: "login-ip", max: 20, windowMs: 15 * 60_000 },
} satisfies Record<string, Limit>;

export type LoginAttempt = {
  /** The password was right: the reserved slots are given back. */
  succeeded(): Promise<void>;
};

function throttled(retryAfterMs: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} seconds` : `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return tooManyRequests(
    retryAfterMs,
    `Too many failed login attempts. Please try again in ${wait}.`,
  );
}

/**
 * Reserves one attempt against the account's and the address's failure budgets, or throws a
 * 429 ApiError (with Retry-After) when either is spent. The reservation stands as a failure
 * unless `succeeded()` is called.
 */
export async function reserveLoginAttempt({
  email,
  ip,
  store,
  now = Date.now(),
}: {
  email: string;
  ip: string;
  store?: LimitStore;
  now?: number;
}): Promise<LoginAttempt> {
  const opts = { store, now };
  const account = await reserve(LOGIN_LIMITS.account, email, opts);
  if (!account.ok) throw throttled(account.retryAfterMs);
  const address = await reserve(LOGIN_LIMITS.ip, ip, opts);
  if (!address.ok) {
    await release(LOGIN_LIMITS.account, email, account.id, opts);
    throw throttled(address.retryAfterMs);
  }
  return {
    async succeeded() {
      await Promise.all([
        release(LOGIN_LIMITS.account, email, account.id, opts),
        release(LOGIN_LIMITS.ip, ip, address.id, opts),
      ]);
    },
  };
}
