// The site as an operator runs it: a restart that drops no request, a bad variable that stops
// the start with one line naming it, and the health checks a load balancer asks.
import { rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { e2eMetricsToken } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { spawnServer, startSecondServer } from "./second-server";

/** A GET on its own connection; resolves with the status, or the network error's code. */
function get(url: string): Promise<{ status?: number; body?: string; error?: string }> {
  return new Promise((resolve) => {
    const req = httpRequest(url, { agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString("utf8") }),
      );
      res.on("error", (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    });
    req.on("error", (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    req.end();
  });
}

test.describe("health checks", () => {
  test("/healthz and /readyz answer 200 on a running server, and are never cached", async ({
    request,
  }) => {
    for (const [path, body] of [
      ["/healthz", { status: "ok" }],
      ["/readyz", { status: "ready" }],
    ] as const) {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      expect(await res.json()).toEqual(body);
      expect(res.headers()["cache-control"]).toBe("no-store");
    }
  });
});

test.describe("metrics", () => {
  test("GET /metrics counts the server's requests by section, and the app's leads, for its token only", async ({
    request,
  }) => {
    expect((await request.get("/metrics")).status()).toBe(401);
    await request.get("/blog");
    await request.get("/wp-login.php");
    const res = await request.get("/metrics", {
      headers: { authorization: `Bearer ${e2eMetricsToken}` },
    });
    expect(res.status()).toBe(200);
    const text = await res.text();
    // Timed by the server (scripts/request-metrics.mjs), in the registry the app serves.
    expect(text).toMatch(
      /^site_http_request_duration_seconds_count\{method="GET",section="\/blog",status="2xx"\} [1-9]/m,
    );
    // Paths the site does not have are one series, whatever they are.
    expect(text).toMatch(/section="other",status="4xx"/);
    expect(text).not.toContain("wp-login");
    expect(text).toContain("# TYPE site_leads_saved_total counter");
  });
});

test.describe("a restart", () => {
  const port = 3196;
  const dataDir = ".data-e2e-restart";

  test.afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test("SIGTERM during 20 requests lets all of them finish, then exits 0", async () => {
    test.setTimeout(90_000);
    rmSync(dataDir, { recursive: true, force: true });
    const server = await startSecondServer(port, { DATA_DIR: dataDir, LOG_LEVEL: "info" });
    // Searches nobody made before: each is rendered (and read from the database) on demand.
    const stamp = Date.now();
    const pending = Array.from({ length: 20 }, (_, i) =>
      get(`${server.url}/blog?q=automation+${stamp}+${i}`),
    );
    await new Promise((r) => setTimeout(r, 150));
    server.child.kill("SIGTERM");
    const answers = await Promise.all(pending);
    expect(answers.map((a) => a.error ?? a.status)).toEqual(Array(20).fill(200));
    for (const a of answers) expect(a.body).toContain("</html>");
    expect(await server.exited).toBe(0);
    // It waited for them: the log says how many were in flight when it was told to stop.
    const stopping = server
      .output()
      .split("\n")
      .find((line) => line.includes("stopping: finishing requests in flight"));
    expect(JSON.parse(stopping ?? "{}").inFlight).toBeGreaterThan(0);
    expect(server.output()).toContain('"msg":"stopped"');

    // The embedded database was closed cleanly: a new server opens it and finds its content.
    const again = await startSecondServer(port, { DATA_DIR: dataDir });
    try {
      expect((await get(`${again.url}/readyz`)).status).toBe(200);
      expect((await get(`${again.url}/blog?q=automation`)).status).toBe(200);
    } finally {
      expect(await again.stop()).toBe(0);
    }
  });
});

test.describe("configuration", () => {
  for (const [name, value, line] of [
    [
      "LEAD_WEBHOOK_SECRET",
      "s",
      "Configuration error: LEAD_WEBHOOK_SECRET must be at least 16 characters",
    ],
    [
      "SHUTDOWN_GRACE_MS",
      "soon",
      "Configuration error: SHUTDOWN_GRACE_MS must be a whole number of milliseconds",
    ],
  ] as const) {
    test(`${name}=${value} stops the start with exit code 1 and one line naming it`, async () => {
      test.setTimeout(60_000);
      const port = 3195;
      const server = spawnServer(port, { DATA_DIR: "memory://", [name]: value });
      const code = await Promise.race([
        server.exited,
        new Promise<string>((r) => setTimeout(() => r("still running"), 45_000)),
      ]);
      if (code === "still running") await server.stop();
      expect(code).toBe(1);
      const printed = server.output().trim().split("\n");
      expect(printed).toEqual([line]);
      // It never listened.
      expect((await get(`${server.url}/healthz`)).error).toBe("ECONNREFUSED");
    });
  }
});
