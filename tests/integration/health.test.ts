// The checks a load balancer and a supervisor ask: alive, and ready for traffic unless the
// server has been told to stop (scripts/server.mjs sets the flag lib/shutdown.ts reads).
import { afterEach, describe, expect, it } from "vitest";
import { GET as healthz } from "@/app/healthz/route";
import { GET as readyz } from "@/app/readyz/route";

const STOPPING = Symbol.for("site.stopping");
const g = globalThis as Record<symbol, unknown>;

afterEach(() => {
  delete g[STOPPING];
});

describe("health checks", () => {
  it("/healthz answers 200, /readyz 200 with the database migrated", async () => {
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
});
