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

/** Per-limit, per-key timestamp logs; each ages by its own window and idle ones are swept. */
export class MemoryStore implements RateLimitStore {
  private readonly logs = new Map<string, { windowMs: number; hits: number[] }>();
  private lastSweep = 0;

  async hit(key: string, limit: Limit, now: number): Promise<Verdict> {
    this.sweep(now);
    // Namespaced like RedisStore's rl:<name>:<key>: two limits on one address stay apart.
    const id = `${limit.name}:${key}`;
    const since = now - limit.windowMs;
    const hits = (this.logs.get(id)?.hits ?? []).filter((t) => t > since);
    this.logs.set(id, { windowMs: limit.windowMs, hits });
    if (hits.length >= limit.max) {
      return { ok: false, remaining: 0, retryAfterMs: (hits[0] ?? now) + limit.windowMs - now };
    }
    hits.push(now);
    return { ok: true, remaining: limit.max - hits.length, retryAfterMs: 0 };
  }

  private sweep(now: number) {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [id, log] of this.logs) {
      if ((log.hits.at(-1) ?? 0) <= now - log.windowMs) this.logs.delete(id);
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
