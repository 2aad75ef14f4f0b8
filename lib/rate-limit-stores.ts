// Where rate-limit windows are counted: in this process (bounded), or in Redis for every instance.
import "server-only";
import { randomUUID } from "node:crypto";
import type Redis from "ioredis";

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
