// The one rate-limit engine: sliding windows in process, or in Redis (REDIS_URL) shared by every
// instance. If Redis fails, limits count per process, except `failClosed` ones (the model's): they
// report unavailable, so no money is spent. A breaker keeps requests off a failed Redis.
import "server-only";
import { ApiError } from "@/lib/api/errors";
import { redisClient } from "@/lib/redis";
import { type Limit, type LimitStore, MemoryStore, RedisStore } from "./rate-limit-stores";

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
