// A Redis that dies while the site runs: saves go on at their usual speed (the rate limiter stops
// asking it for a few seconds at a time), limits still hold, counted per instance, and the shared
// count resumes once Redis is back. Runs against a Redis server of its own, started here.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import Redis from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const hasRedis = spawnSync("redis-server", ["--version"]).status === 0;
const port = 16_400 + Math.floor(Math.random() * 500);
const url = `redis://127.0.0.1:${port}`;
// Before lib/env.ts is first imported (below, dynamically): this file's site uses this Redis.
process.env.REDIS_URL = url;

let redis: ChildProcess | undefined;

async function startRedis() {
  redis = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0 });
  probe.on("error", () => {});
  for (let i = 0; i < 50; i++) {
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      return;
    } catch {
      probe.disconnect();
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error("redis-server did not start");
}

async function stopRedis() {
  const child = redis;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGKILL");
  await exited;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

describe.skipIf(!hasRedis)("with Redis failing mid-run", () => {
  beforeAll(startRedis);
  afterAll(stopRedis);

  it("saves keep their speed, limits keep counting in process, and Redis is used again once back", async () => {
    // Imported here, after REDIS_URL is set: lib/env.ts reads it once.
    const { resetDatabase } = await import("../helpers/db");
    await resetDatabase();
    const { sendSummary, summaryBody } = await import("../helpers/chat");
    const { enforce } = await import("@/lib/rate-limit");
    const save = async (i: number) => {
      const started = performance.now();
      const res = await sendSummary(
        summaryBody({
          contact_info: {
            name: `Lead ${i}`,
            email: `lead${i}@example.com`,
            phone: "",
            company_name: "",
          },
        }),
      );
      expect(res.status).toBe(201);
      return performance.now() - started;
    };
    // Warm: the database and the Redis connection are open.
    await save(0);
    const up: number[] = [];
    for (let i = 1; i <= 15; i++) up.push(await save(i));

    await stopRedis();
    const down: number[] = [];
    for (let i = 16; i <= 30; i++) down.push(await save(i));
    expect(median(down) - median(up)).toBeLessThan(50);

    // The limits still hold, in this process, while Redis is away.
    const limit = { name: `outage-${Date.now()}`, max: 3, windowMs: 60_000 };
    for (let i = 0; i < 3; i++) await enforce(limit, "198.51.100.7");
    await expect(enforce(limit, "198.51.100.7")).rejects.toMatchObject({ status: 429 });

    // Back: after the breaker's pause, counts go to Redis again, where every instance sees them.
    await startRedis();
    await new Promise((r) => setTimeout(r, 5_500));
    const shared = { name: `back-${Date.now()}`, max: 5, windowMs: 60_000 };
    await enforce(shared, "198.51.100.8");
    await enforce(shared, "198.51.100.8");
    const reader = new Redis(url);
    try {
      expect(await reader.zcard(`rl:${shared.name}:198.51.100.8`)).toBe(2);
    } finally {
      reader.disconnect();
    }
  }, 60_000);
});
