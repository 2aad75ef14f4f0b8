// The two doors of the admin area. `withAdmin` wraps every admin handler: no valid bearer
// session, no call. `reserveLoginAttempt` guards the login itself: failed attempts are counted
// per account and per client address, and once either budget is spent every attempt is refused
// before the password is even checked (so a locked-out guesser learns nothing, and the right
// password is refused too until the window slides on).
//
// Why not lib/rate-limit's `enforce`: it counts every request, and only failures may count here
// or the admin would lock herself out by signing in a few times. An attempt therefore *reserves*
// a slot before the password is checked (atomic, so parallel guesses cannot slip past the
// budget) and gives it back when the password was right.
import "server-only";
import { randomUUID } from "node:crypto";
import Redis from "ioredis";
import { ApiError, handle } from "@/lib/api/errors";
import { env } from "@/lib/env";
import { type ActiveSession, bearerToken, resolveSession } from "./session";

// ---------------------------------------------------------------------------------------------
// withAdmin

type RouteParams = Record<string, string | string[] | undefined>;
export type AdminContext<P extends RouteParams> = ActiveSession & { params: Promise<P> };

const challenge = (error?: string) => ({
  "WWW-Authenticate": error ? `Bearer realm="admin", error="${error}"` : 'Bearer realm="admin"',
});

/** The live session of a request, or a 401 ApiError. */
export async function requireAdmin(req: Request): Promise<ActiveSession> {
  const header = req.headers.get("authorization");
  if (!header) throw new ApiError("unauthorized", 401, "Authentication required", challenge());
  const token = bearerToken(req);
  const active = token ? await resolveSession({ token }) : null;
  if (active?.user.role !== "admin") {
    throw new ApiError(
      "unauthorized",
      401,
      "Your session is invalid or has expired. Please log in again.",
      challenge("invalid_token"),
    );
  }
  return active;
}

/**
 * Guards an admin route handler: `export const GET = withAdmin(async (req, { user }) => …)`.
 * Errors leave as the uniform JSON shape; answers are never cached.
 */
export function withAdmin<P extends RouteParams = Record<string, never>>(
  fn: (req: Request, ctx: AdminContext<P>) => Promise<Response>,
) {
  return handle(async (req: Request, ctx: { params: Promise<P> }) => {
    const active = await requireAdmin(req);
    const res = await fn(req, { ...active, params: ctx.params });
    if (!res.headers.has("Cache-Control")) res.headers.set("Cache-Control", "private, no-store");
    return res;
  });
}

// ---------------------------------------------------------------------------------------------
// Login throttle

export type AttemptLimit = { name: string; max: number; windowMs: number };

export const LOGIN_LIMITS = {
  /** Failures per account (email as typed, existing or not: the answer must not tell). */
  account: { name: "login-account", max: 5, windowMs: 15 * 60_000 },
  /** Failures per client address, across all the emails it tries. */
  ip: { name: "login-ip", max: 20, windowMs: 15 * 60_000 },
} satisfies Record<string, AttemptLimit>;

type Reserved = { ok: true; id: string } | { ok: false; retryAfterMs: number };

export interface AttemptStore {
  reserve(key: string, limit: AttemptLimit, now: number): Promise<Reserved>;
  release(key: string, limit: AttemptLimit, id: string): Promise<void>;
}

/** Per-key logs of reserved slots, swept every minute so idle keys do not accumulate. */
export class MemoryAttemptStore implements AttemptStore {
  private readonly logs = new Map<
    string,
    { windowMs: number; entries: Array<{ at: number; id: string }> }
  >();
  private lastSweep = 0;

  async reserve(key: string, limit: AttemptLimit, now: number): Promise<Reserved> {
    this.sweep(now);
    const k = `${limit.name}:${key}`;
    const entries = (this.logs.get(k)?.entries ?? []).filter((e) => e.at > now - limit.windowMs);
    this.logs.set(k, { windowMs: limit.windowMs, entries });
    if (entries.length >= limit.max) {
      return { ok: false, retryAfterMs: (entries[0]?.at ?? now) + limit.windowMs - now };
    }
    const id = randomUUID();
    entries.push({ at: now, id });
    return { ok: true, id };
  }

  async release(key: string, limit: AttemptLimit, id: string): Promise<void> {
    const log = this.logs.get(`${limit.name}:${key}`);
    if (log) log.entries = log.entries.filter((e) => e.id !== id);
  }

  // Each key ages by its own window, so a short limit never sweeps away a longer one's history.
  private sweep(now: number) {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, log] of this.logs) {
      if ((log.entries.at(-1)?.at ?? 0) <= now - log.windowMs) this.logs.delete(key);
    }
  }
}

// Trim, count, and reserve only when under the limit: atomic on the Redis server.
const RESERVE = `
local key, now, window, max, member = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), ARGV[4]
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
if redis.call('ZCARD', key) >= max then
  local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
  return tonumber(oldest[2]) + window - now
end
redis.call('ZADD', key, now, member)
redis.call('PEXPIRE', key, window)
return -1
`;

/** The same budgets shared by every instance through Redis. */
export class RedisAttemptStore implements AttemptStore {
  constructor(private readonly redis: Redis) {}

  async reserve(key: string, limit: AttemptLimit, now: number): Promise<Reserved> {
    const id = `${now}:${randomUUID()}`;
    const wait = Number(
      await this.redis.eval(RESERVE, 1, this.key(key, limit), now, limit.windowMs, limit.max, id),
    );
    return wait < 0 ? { ok: true, id } : { ok: false, retryAfterMs: wait };
  }

  async release(key: string, limit: AttemptLimit, id: string): Promise<void> {
    await this.redis.zrem(this.key(key, limit), id);
  }

  private key(key: string, limit: AttemptLimit) {
    return `rl:${limit.name}:${key}`;
  }
}

/**
 * Redis when configured; should Redis fail, this instance keeps counting in memory rather
 * than letting guesses through unthrottled.
 */
class ResilientStore implements AttemptStore {
  private readonly memory = new MemoryAttemptStore();
  constructor(private readonly shared?: AttemptStore) {}

  async reserve(key: string, limit: AttemptLimit, now: number): Promise<Reserved> {
    if (this.shared) {
      try {
        return await this.shared.reserve(key, limit, now);
      } catch (err) {
        console.error("[auth] shared login throttle failed, counting in memory:", err);
      }
    }
    return this.memory.reserve(key, limit, now);
  }

  async release(key: string, limit: AttemptLimit, id: string): Promise<void> {
    await Promise.allSettled([
      this.shared?.release(key, limit, id),
      this.memory.release(key, limit, id),
    ]);
  }
}

const g = globalThis as typeof globalThis & { __bluebonnetLoginThrottle?: AttemptStore };

function attemptStore(): AttemptStore {
  if (!g.__bluebonnetLoginThrottle) {
    let shared: AttemptStore | undefined;
    if (env.REDIS_URL) {
      const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
      redis.on("error", (err) => console.error("[auth] redis error:", err.message));
      shared = new RedisAttemptStore(redis);
    }
    g.__bluebonnetLoginThrottle = new ResilientStore(shared);
  }
  return g.__bluebonnetLoginThrottle;
}

export type LoginAttempt = {
  /** The password was right: the reserved slots are given back. */
  succeeded(): Promise<void>;
};

function throttled(retryAfterMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} seconds` : `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return new ApiError(
    "rate_limited",
    429,
    `Too many failed login attempts. Please try again in ${wait}.`,
    { "Retry-After": String(seconds) },
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
  store = attemptStore(),
  now = Date.now(),
}: {
  email: string;
  ip: string;
  store?: AttemptStore;
  now?: number;
}): Promise<LoginAttempt> {
  const account = await store.reserve(email, LOGIN_LIMITS.account, now);
  if (!account.ok) throw throttled(account.retryAfterMs);
  const address = await store.reserve(ip, LOGIN_LIMITS.ip, now);
  if (!address.ok) {
    await store.release(email, LOGIN_LIMITS.account, account.id);
    throw throttled(address.retryAfterMs);
  }
  return {
    async succeeded() {
      await Promise.all([
        store.release(email, LOGIN_LIMITS.account, account.id),
        store.release(ip, LOGIN_LIMITS.ip, address.id),
      ]);
    },
  };
}
