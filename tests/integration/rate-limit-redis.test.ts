// The shared (Redis) limiter: runs when REDIS_URL points at a server, as in CI.
import Redis from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { RedisStore } from "@/lib/rate-limit-stores";

const url = process.env.REDIS_URL;

describe.skipIf(!url)("sliding-window rate limit through Redis", () => {
  const redis = new Redis(url ?? "redis://127.0.0.1:6379", { lazyConnect: true });
  afterAll(() => redis.quit());

  it("shares one budget between two instances and slides with time", async () => {
    const limit = { name: `it-${Date.now()}-${Math.random()}`, max: 3, windowMs: 60_000 };
    const a = new RedisStore(redis);
    const b = new RedisStore(new Redis(url ?? ""));
    const t0 = Date.now();
    expect((await a.reserve("k", limit, t0)).ok).toBe(true);
    expect((await b.reserve("k", limit, t0 + 1)).ok).toBe(true);
    expect((await a.reserve("k", limit, t0 + 2)).ok).toBe(true);
    const refused = await b.reserve("k", limit, t0 + 3);
    expect(refused).toEqual({ ok: false, retryAfterMs: 60_000 - 3 });
    expect((await a.reserve("k", limit, t0 + 60_001)).ok).toBe(true);
  });
});
