// The one rate-limit engine: sliding windows in process, or in Redis (REDIS_URL) shared by every
// instance. If Redis fails, limits count per process, except `failClosed` ones (the model's): they
// report unavailable, so no money is spent. A breaker keeps requests off a failed Redis.
import "server-only";
import { randomUUID } from "node:crypto";
import type Redis from "ioredis";
import { ApiError } from "@/lib/api/errors";
import { redisClient } from "@/lib/redis";

export type Limit = {
  name: string;
  max: number;
  windowMs: number;
  /** Never evicted (the login throttle's): a full table refuses new keys (`full`) instead, so a
   * flood of junk keys cannot erase anyone's failures. */
  pinned?: boolean;
};
export type Reservation =
  | { ok: true; id: string; remaining: number }
  | { ok: false; retryAfterMs: number; full?: boolean };

export interface LimitStore {
  /** Counts one request now if the window has room; atomic per key. `pastCap` lets a pinned limit
   * add a key to a full table. */
  reserve(key: string, limit: Limit, now: number, pastCap?: boolean): Promise<Reservation>;
  /** Forgets one counted request (a login that turned out right); an emptied key is deleted. */
  release(key: string, limit: Limit, id: string): Promise<void>;
  /** How many requests the window holds now, without counting one. */
  count(key: string, limit: Limit, now: number): Promise<number>;
}

type Log = { windowMs: number; entries: Array<{ at: number; id: string }> };

/** How long a caller refused by a full table waits: the next sweep may free room. */
const SWEEP_MS = 60_000;

/** Per-limit, per-key logs in memory, swept every minute and capped, so memory stays bounded.
 * Ordinary logs drop the oldest when full; pinned logs refuse new keys instead. */
export class MemoryStore implements LimitStore {
  private readonly logs = new Map<string, Log>();
  private readonly pinned = new Map<string, Log>();
  private lastSweep = 0;

  constructor(
    private readonly maxKeys = 100_000,
    private readonly maxPinnedKeys = 50_000,
  ) {}

  get size() {
    return this.logs.size + this.pinned.size;
  }

  async reserve(key: string, limit: Limit, now: number, pastCap = false): Promise<Reservation> {
    this.sweep(now);
    const id = `${limit.name}:${key}`;
    const table = this.table(limit);
    const entries = this.live(id, limit, now);
    if (entries.length >= limit.max) {
      return { ok: false, retryAfterMs: (entries[0]?.at ?? now) + limit.windowMs - now };
    }
    if (limit.pinned && !pastCap && !table.has(id) && table.size >= this.maxPinnedKeys) {
      return { ok: false, retryAfterMs: SWEEP_MS, full: true };
    }
    const slot = randomUUID();
    entries.push({ at: now, id: slot });
    // Re-inserting keeps the Map ordered by last use, so eviction drops the stalest log.
    table.delete(id);
    table.set(id, { windowMs: limit.windowMs, entries });
    if (!limit.pinned) this.evict();
    return { ok: true, id: slot, remaining: limit.max - entries.length };
  }

  async release(key: string, limit: Limit, slot: string): Promise<void> {
    const id = `${limit.name}:${key}`;
    const table = this.table(limit);
    const log = table.get(id);
    if (!log) return;
    log.entries = log.entries.filter((e) => e.id !== slot);
    // As Redis drops an emptied sorted set: a given-back key must not hold a place in the table.
    if (log.entries.length === 0) table.delete(id);
  }

  async count(key: string, limit: Limit, now: number): Promise<number> {
    return this.live(`${limit.name}:${key}`, limit, now).length;
  }

  private table(limit: Limit) {
    return limit.pinned ? this.pinned : this.logs;
  }

  private live(id: string, limit: Limit, now: number) {
    return (this.table(limit).get(id)?.entries ?? []).filter((e) => e.at > now - limit.windowMs);
  }

  // Each log ages by its own window, so a short limit never sweeps away a longer one's history.
  private sweep(now: number) {
    if (now - this.lastSweep < SWEEP_MS) return;
    this.lastSweep = now;
    for (const table of [this.logs, this.pinned]) {
      for (const [id, log] of table) {
        if ((log.entries.at(-1)?.at ?? 0) <= now - log.windowMs) table.delete(id);
      }
    }
  }

  private evict() {
    if (this.logs.size <= this.maxKeys) return;
    for (const id of this.logs.keys()) {
      this.logs.delete(id);
      if (this.logs.size <= this.maxKeys) return;
    }
  }
}

// Trim, count, and add only when under the limit: atomic on the Redis server. Returns -1 when a
// slot was taken, else how long until the oldest entry leaves the window.
const RESERVE = `
local key, now, window, max, member = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), ARGV[4]
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local count = redis.call('ZCARD', key)
if count >= max then
  local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
  return {tonumber(oldest[2]) + window - now, 0}
end
redis.call('ZADD', key, now, member)
redis.call('PEXPIRE', key, window)
return {-1, max - count - 1}
`;

/** The same windows in Redis, shared by every instance; keys expire with their window. Run Redis
 * with `maxmemory-policy noeviction`, so a full Redis fails writes rather than evict counters. */
export class RedisStore implements LimitStore {
  constructor(private readonly redis: Redis) {}

  async reserve(key: string, limit: Limit, now: number): Promise<Reservation> {
    const id = `${now}:${randomUUID()}`;
    const [wait, remaining] = (await this.redis.eval(
      RESERVE,
      1,
      this.key(key, limit),
      now,
      limit.windowMs,
      limit.max,
      id,
    )) as [number, number];
    return wait < 0 ? { ok: true, id, remaining } : { ok: false, retryAfterMs: wait };
  }

  async release(key: string, limit: Limit, id: string): Promise<void> {
    await this.redis.zrem(this.key(key, limit), id);
  }

  async count(key: string, limit: Limit, now: number): Promise<number> {
    return this.redis.zcount(this.key(key, limit), `(${now - limit.windowMs}`, "+inf");
  }

  private key(key: string, limit: Limit) {
    return `rl:${limit.name}:${key}`;
  }
}

/** The shared store failed and the limit is fail-closed. */
export class LimiterUnavailableError extends Error {
  constructor(cause: unknown) {
    super("The rate-limit store is unavailable", { cause });
    this.name = "LimiterUnavailableError";
  }
}

/** After a failure, skips the shared store for a few seconds, then lets one request probe it. */
export class Breaker {
  private openUntil = 0;
  private probing = false;

  constructor(private readonly pauseMs = 5_000) {}

  /** Whether this call may use the shared store (the first call after a pause is the probe). */
  allow(now = Date.now()): boolean {
    if (now < this.openUntil || this.probing) return false;
    if (this.openUntil > 0) this.probing = true;
    return true;
  }

  succeeded(): void {
    this.openUntil = 0;
    this.probing = false;
  }

  /** Answers true when the store was healthy until now (worth one log line). */
  failed(now = Date.now()): boolean {
    const wasClosed = this.openUntil === 0;
    this.openUntil = now + this.pauseMs;
    this.probing = false;
    return wasClosed;
  }
}

type Engine = { shared: LimitStore | null; memory: MemoryStore; breaker: Breaker };
const g = globalThis as typeof globalThis & { __siteLimiter?: Engine };

function engine(): Engine {
  if (!g.__siteLimiter) {
    const redis = redisClient();
    g.__siteLimiter = {
      shared: redis ? new RedisStore(redis) : null,
      memory: new MemoryStore(),
      breaker: new Breaker(),
    };
  }
  return g.__siteLimiter;
}

export type LimitOptions = {
  now?: number;
  failClosed?: boolean;
  store?: LimitStore;
  /** See `LimitStore.reserve`. */
  pastCap?: boolean;
};

async function withStore<T>(
  limit: Limit,
  { failClosed = false, store }: LimitOptions,
  run: (s: LimitStore) => Promise<T>,
): Promise<T> {
  if (store) return run(store);
  const { shared, memory, breaker } = engine();
  if (!shared) return run(memory);
  if (!breaker.allow()) {
    if (failClosed) throw new LimiterUnavailableError(new Error("the shared store is paused"));
    return run(memory);
  }
  let result: T;
  try {
    result = await run(shared);
  } catch (err) {
    if (breaker.failed()) {
      console.error(
        `[rate-limit] shared store failed for ${limit.name}: counting in process, retrying every few seconds`,
      );
    }
    if (failClosed) throw new LimiterUnavailableError(err);
    return run(memory);
  }
  breaker.succeeded();
  return result;
}

export function reserve(limit: Limit, key: string, opts: LimitOptions = {}) {
  return withStore(limit, opts, (s) => s.reserve(key, limit, opts.now ?? Date.now(), opts.pastCap));
}

export function release(limit: Limit, key: string, id: string, opts: LimitOptions = {}) {
  return withStore(limit, opts, (s) => s.release(key, limit, id));
}

export function countHits(limit: Limit, key: string, opts: LimitOptions = {}) {
  return withStore(limit, opts, (s) => s.count(key, limit, opts.now ?? Date.now()));
}

export function tooManyRequests(retryAfterMs: number, message?: string): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new ApiError(
    "rate_limited",
    429,
    message ??
      `Too many requests. Please try again in ${seconds} second${seconds === 1 ? "" : "s"}.`,
    { "Retry-After": String(seconds) },
  );
}

/** Counts one request against `limit` for `key`; throws a 429 ApiError with Retry-After when over. */
export async function enforce(limit: Limit, key: string, opts: LimitOptions = {}): Promise<void> {
  const verdict = await reserve(limit, key, opts);
  if (!verdict.ok) throw tooManyRequests(verdict.retryAfterMs);
}

/** The client's address: scripts/server.mjs replaces X-Forwarded-For with one entry from the
 * connection or a trusted proxy (TRUST_PROXY_HOPS), so a client cannot forge it. */
export function clientIp(req: Request): string {
  const pinned = req.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return pinned || "unknown";
}

/** A per-address limit's key: an IPv4 address as is, IPv6 by its /64 network, which one
 * subscriber is handed whole and could rotate through. */
export function addressKey(ip: string): string {
  if (!ip.includes(":")) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::")
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((h) => h.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** `enforce` keyed by the request's client address. */
export function enforcePerAddress(limit: Limit, req: Request, opts: LimitOptions = {}) {
  return enforce(limit, addressKey(clientIp(req)), opts);
}
