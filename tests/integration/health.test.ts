// The checks a load balancer and a supervisor ask: alive, and ready for traffic unless the
// server has been told to stop (scripts/server.mjs sets the flag lib/shutdown.ts reads).
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { GET as healthz } from "@/app/healthz/route";
import { GET as readyz } from "@/app/readyz/route";
import { getDb } from "@/lib/db/client";

const STOPPING = Symbol.for("site.stopping");
const g = globalThis as Record<symbol, unknown>;

afterEach(() => {
  delete g[STOPPING];
});

describe("health checks", () => {
  it("/healthz answers 200, /readyz 200 with the database migrated", async () => {
    // Opened and migrated first: a database still opening is not ready yet.
    await getDb();
    expect((await healthz()).status).toBe(200);
    const ready = await readyz();
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
  });

  it("/readyz answers 503 with Retry-After once the server is stopping, /healthz still 200", async () => {
    g[STOPPING] = true;
    const ready = await readyz();
    expect(ready.status).toBe(503);
    expect(ready.headers.get("retry-after")).toBe("5");
    expect(await ready.json()).toEqual({
      error: { code: "not_ready", message: "The server is stopping." },
    });
    expect((await healthz()).status).toBe(200);
  });

  it("/readyz answers 503 within a second while the database does not answer", async () => {
    const db = await getDb();
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    let locked = () => {};
    const lockTaken = new Promise<void>((r) => {
      locked = r;
    });
    // Another connection holds the table the check reads (on the embedded database, the whole
    // database is held by a transaction).
    const holding = db.transaction(async (tx) => {
      await tx.execute(sql`lock table drizzle.__drizzle_migrations in access exclusive mode`);
      locked();
      await held;
    });
    await lockTaken;
    try {
      const started = performance.now();
      const ready = await readyz();
      const took = performance.now() - started;
      expect(ready.status).toBe(503);
      expect((await ready.json()).error.code).toBe("not_ready");
      expect(took).toBeLessThan(1_000);
    } finally {
      release();
      await holding;
    }
    // Once the database answers again, so does the check.
    expect((await readyz()).status).toBe(200);
  });
});
