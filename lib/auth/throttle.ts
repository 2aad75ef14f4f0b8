// The sign-in throttle (passwords and two-factor codes alike), built so that a stranger cannot
// lock the owner out, yet guessing stays bounded:
//
// - Failures are counted per account-and-address pair, in growing windows (3 a minute, 6 in
//   15 minutes, 10 an hour): a guesser from one address slows down fast, and nobody else notices.
// - Per address, across all accounts: 20 failures in 15 minutes (password spraying).
// - Per account, across all addresses: 100 failures an hour. When that is spent, only the
//   account's usual addresses (where it signed in during the last 30 days) may still try, so an
//   attacker with many addresses gets about 100 guesses an hour, and the owner still gets in.
//
// Only failures count: an attempt reserves its slots in the shared rate-limit engine before the
// password is checked (atomic, so parallel guesses cannot slip past) and gives them back when it
// turns out right.
import "server-only";
import { type Limit, type LimitStore, release, reserve, tooManyRequests } from "@/lib/rate-limit";

export const LOGIN_LIMITS = {
  pair: [
    { name: "login-pair-1m", max: 3, windowMs: 60_000 },
    { name: "login-pair-15m", max: 6, windowMs: 15 * 60_000 },
    { name: "login-pair-1h", max: 10, windowMs: 60 * 60_000 },
  ],
  ip: { name: "login-ip", max: 20, windowMs: 15 * 60_000 },
  account: { name: "login-account", max: 100, windowMs: 60 * 60_000 },
} satisfies { pair: Limit[]; ip: Limit; account: Limit };

export type LoginAttempt = {
  /** The password (or code) was right: the reserved slots are given back. */
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
 * Reserves one attempt against every budget of this account and address, or throws a 429
 * ApiError (with Retry-After). `usualAddress` is asked only when the account-wide budget is
 * spent. The reservation stands as a failure unless `succeeded()` is called.
 */
export async function reserveLoginAttempt({
  email,
  ip,
  usualAddress = async () => false,
  store,
  now = Date.now(),
}: {
  email: string;
  ip: string;
  usualAddress?: () => Promise<boolean>;
  store?: LimitStore;
  now?: number;
}): Promise<LoginAttempt> {
  const opts = { store, now };
  const held: Array<{ limit: Limit; key: string; id: string }> = [];
  const giveBack = () =>
    Promise.all(held.map((h) => release(h.limit, h.key, h.id, opts))).then(() => undefined);
  const take = async (limit: Limit, key: string) => {
    const r = await reserve(limit, key, opts);
    if (r.ok) held.push({ limit, key, id: r.id });
    return r;
  };

  const pairKey = `${email}|${ip}`;
  for (const limit of [...LOGIN_LIMITS.pair, LOGIN_LIMITS.ip]) {
    const r = await take(limit, limit === LOGIN_LIMITS.ip ? ip : pairKey);
    if (!r.ok) {
      await giveBack();
      throw throttled(r.retryAfterMs);
    }
  }
  const account = await take(LOGIN_LIMITS.account, email);
  if (!account.ok && !(await usualAddress())) {
    await giveBack();
    throw throttled(account.retryAfterMs);
  }
  return { succeeded: giveBack };
}
