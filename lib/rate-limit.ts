// Sliding-window rate limits. In process by default; through Redis when REDIS_URL is set,
// so several instances share one budget. A limited request is refused before any work.
import "server-only";
import { randomUUID } from "node:crypto";
import Redis from "ioredis";
import { ApiError } from "@/lib/api/errors";
import { env } from "@/lib/env";

export type Limit = { name: string; max: number; windowMs: number };
export type Verdict = { ok: boolean; remaining: number; retryAfterMs: number };

export interface RateLimitStore {
  hit(key: string, limit: Limit, now: number): Promise<Verdict>;
}

/** Per-key timestamp logs, swept every window so idle keys do not accumulate. */
export class MemoryStore implements RateLimitStore {
  private readonly logs = new Map<string, number[]>();
  private lastSweep = 0;

  async hit(key: string, limit: Limit, now: number): Promise<Verdict> {
    this.sweep(now, limit.windowMs);
    const since = now - limit.windowMs;
    const log = (this.logs.get(key) ?? []).filter((t) => t > since);
    if (log.length >= limit.max) {
      this.logs.set(key, log);
      return { ok: false, remaining: 0, retryAfterMs: (log[0] ?? now) + limit.windowMs - now };
    }
    log.push(now);
    this.logs.set(key, log);
    return { ok: true, remaining: limit.max - log.length, retryAfterMs: 0 };
  }

  private sweep(now: number, windowMs: number) {
    if (now - this.lastSweep < windowMs) return;
    this.lastSweep = now;
    for (const [key, log] of this.logs) {
      if ((log.at(-1) ?? 0) <= now - windowMs) this.logs.delete(key);
    }
  }
}

// Trim, count, and add only when under the limit: atomic on the Redis server.
const SLIDING_WINDOW = `
local key, now, window, max, member = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), ARGV[4]
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local count = redis.call('ZCARD', key)
if count >= max then
  local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
  return {0, 0, tonumber(oldest[2]) + window - now}
end
redis.call('ZADD', key, now, member)
redis.call('PEXPIRE', key, window)
return {1, max - count - 1, 0}
`;

export class RedisStore implements RateLimitStore {
  constructor(private readonly redis: Redis) {}

  async hit(key: string, limit: Limit, now: number): Promise<Verdict> {
    const [ok, remaining, retryAfterMs] = (await this.redis.eval(
      SLIDING_WINDOW,
      1,
      `rl:${limit.name}:${key}`,
      now,
      limit.windowMs,
      limit.max,
      `${now}:${randomUUID()}`,
    )) as [number, number, number];
    return { ok: ok === 1, remaining, retryAfterMs };
  }
}

const g = globalThis as typeof globalThis & { __bluebonnetLimiter?: RateLimitStore };

function store(): RateLimitStore {
  if (!g.__bluebonnetLimiter) {
    if (env.REDIS_URL) {
      const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
      redis.on("error", (err) => console.error("[rate-limit] redis error:", err.message));
      g.__bluebonnetLimiter = new RedisStore(redis);
    } else {
      g.__bluebonnetLimiter = new MemoryStore();
    }
  }
  return g.__bluebonnetLimiter;
}

/** Counts one request against `limit` for `key`; throws a 429 ApiError with Retry-After when over. */
export async function enforce(limit: Limit, key: string, now = Date.now()): Promise<void> {
  let verdict: Verdict;
  try {
    verdict = await store().hit(key, limit, now);
  } catch (err) {
    // A broken limiter must not take the site down: fail open, loudly.
    console.error(`[rate-limit] ${limit.name} check failed, allowing request:`, err);
    return;
  }
  if (!verdict.ok) {
    const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
    throw new ApiError(
      "rate_limited",
      429,
      `Too many requests. Please try again in ${seconds} second${seconds === 1 ? "" : "s"}.`,
      { "Retry-After": String(seconds) },
    );
  }
}

/**
 * The client address as the nearest proxy saw it: the last X-Forwarded-For entry (Next sets
 * the header from the socket when no proxy did).
 */
export function clientIp(req: Request): string {
  const forwarded = req.headers.get("x-forwarded-for");
  const last = forwarded?.split(",").at(-1)?.trim();
  return last || req.headers.get("x-real-ip") || "unknown";
}
