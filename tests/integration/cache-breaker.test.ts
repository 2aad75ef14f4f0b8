// The shared page cache with its own Redis frozen (SIGSTOP): after one timed-out lookup pages stop
// asking it, a tag expired meanwhile reaches Redis on its return, and the cache recovers by itself.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { ioredisAdapter } from "@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import Redis from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withBreaker } from "@/config/redis-breaker.mjs";

const hasRedis = spawnSync("redis-server", ["--version"]).status === 0;
const port = 16_900 + Math.floor(Math.random() * 500);
let server: ChildProcess | undefined;
let client: Redis;

async function startRedis() {
  server = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  // The options config/cache-handler.mjs gives its client.
  client = new Redis(`redis://127.0.0.1:${port}`, {
    connectTimeout: 2_000,
    commandTimeout: 250,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
  });
  client.on("error", () => {});
  for (let i = 0; i < 50; i++) {
    try {
      await client.connect();
      await client.ping();
      return;
    } catch {
      client.disconnect();
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error("redis-server did not start");
}

const page = (body: string, tags: string[]) => ({
  lastModified: Date.now(),
  lifespan: null,
  tags,
  value: { kind: "APP_ROUTE", body: Buffer.from(body), headers: {}, status: 200 },
});

/** Waits until `check` holds, for up to `ms`. */
async function until(check: () => boolean | Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

describe.skipIf(!hasRedis)("the shared page cache with its Redis frozen", () => {
  beforeAll(startRedis);
  afterAll(() => {
    client?.disconnect();
    server?.kill("SIGCONT");
    server?.kill("SIGKILL");
  });

  it("stops asking it after one timeout, catches up on expired tags, and recovers by itself", async () => {
    const redis = createRedisHandler({
      client: ioredisAdapter(client),
      keyPrefix: "test:",
      timeoutMs: 250,
    });
    let asked = 0;
    const counted = {
      ...redis,
      get: (key: string, meta: unknown) => {
        asked += 1;
        return redis.get(key, meta as never);
      },
    };
    const changes: boolean[] = [];
    const cache = withBreaker(counted, {
      probe: () => client.ping(),
      probeEveryMs: 300,
      onChange: (open: boolean) => changes.push(open),
    });
    const meta = { implicitTags: [] };
    await cache.set("/blog/hello", page("hello", ["post:hello"]), {});
    expect((await cache.get("/blog/hello", meta))?.value).toBeTruthy();

    server?.kill("SIGSTOP");
    // The first lookup waits for its timeout and opens the circuit.
    expect(await cache.get("/blog/hello", meta)).toBeNull();
    expect(cache.isOpen()).toBe(true);
    const askedBefore = asked;
    const waits: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      expect(await cache.get("/blog/hello", meta)).toBeNull();
      waits.push(performance.now() - started);
    }
    // No page waits on it: it is not even asked.
    expect(asked).toBe(askedBefore);
    expect(Math.max(...waits)).toBeLessThan(50);
    // The owner changes the post meanwhile: its tag is remembered.
    await cache.revalidateTag("post:hello");

    server?.kill("SIGCONT");
    expect(await until(() => !cache.isOpen(), 5_000)).toBe(true);
    expect(changes).toEqual([true, false]);
    // The page cached before the change is gone from Redis: no instance serves it.
    expect(await cache.get("/blog/hello", meta)).toBeNull();
    await cache.set("/blog/hello", page("hello again", ["post:hello"]), {});
    expect((await cache.get("/blog/hello", meta))?.value).toBeTruthy();
  }, 20_000);
});
