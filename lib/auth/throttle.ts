// The sign-in throttle (passwords and codes): a stranger cannot lock the owner out, yet guessing
// stays bounded. Only failures count, per account-and-address, per address and per account; once
// the account's budget is spent, only its usual addresses (last 30 days) may still try.
import "server-only";
import { release, reserve, tooManyRequests } from "@/lib/rate-limit";
import type { Limit, LimitStore } from "@/lib/rate-limit-stores";

export const LOGIN_LIMITS = {
  pair: [
    { name: "login-pair-1m", max: 3, windowMs: 60_000, pinned: true },
    { name: "login-pair-15m", max: 6, windowMs: 15 * 60_000, pinned: true },
    { name: "login-pair-1h", max: 10, windowMs: 60 * 60_000, pinned: true },
  ],
  ip: { name: "login-ip", max: 20, windowMs: 15 * 60_000, pinned: true },
  account: { name: "login-account", max: 100, windowMs: 60 * 60_000, pinned: true },
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

/** Reserves an attempt on every budget before the password is checked (atomic, so parallel guesses
 * cannot slip past), or throws a 429; it stands as a failure unless `succeeded()` is called. */
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
  const refuse = async (retryAfterMs: number) => {
    await giveBack();
    return throttled(retryAfterMs);
  };
  let usual: Promise<boolean> | undefined;
  const isUsual = () => {
    usual ??= usualAddress();
    return usual;
  };
  const take = async (limit: Limit, key: string) => {
    let r = await reserve(limit, key, opts);
    // A full table only ever refuses strangers: the owner's usual address gets its counter
    // anyway, so it is let in and its guesses still count.
    if (!r.ok && r.full && (await isUsual())) {
      r = await reserve(limit, key, { ...opts, pastCap: true });
    }
    if (r.ok) held.push({ limit, key, id: r.id });
    return r;
  };

  // The address first: once it is spent, a request creates no counter for the email it names,
  // so cycling junk emails from one address adds nothing to the table.
  const pairKey = `${email}|${ip}`;
  for (const [limit, key] of [
    [LOGIN_LIMITS.ip, ip],
    ...LOGIN_LIMITS.pair.map((l) => [l, pairKey] as const),
  ] as const) {
    const r = await take(limit, key);
    if (!r.ok) throw await refuse(r.retryAfterMs);
  }
  const account = await take(LOGIN_LIMITS.account, email);
  if (!account.ok && !(await isUsual())) throw await refuse(account.retryAfterMs);
  return { succeeded: giveBack };
}

/** Throttled attempts leave one audit row per address per window, however many are refused. */
const THROTTLE_NOTED: Limit = {
  name: "login-throttle-noted",
  max: 1,
  windowMs: LOGIN_LIMITS.ip.windowMs,
};

/** Whether a refused attempt is its address's first in the window: only that one is audited, so a
 * loop of refusals cannot fill the audit log. */
export async function firstRefusalInWindow(
  ip: string,
  { store, now = Date.now() }: { store?: LimitStore; now?: number } = {},
): Promise<boolean> {
  return (await reserve(THROTTLE_NOTED, ip, { store, now })).ok;
}
