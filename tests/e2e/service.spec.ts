// The site as an operator runs it: a restart that drops no request, a bad variable that stops
// the start with one line naming it, the health checks a load balancer asks, and backups.
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { PGlite } from "@electric-sql/pglite";
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

const isJson = (line: string) => {
  try {
    return typeof JSON.parse(line) === "object";
  } catch {
    return false;
  }
};

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

test.describe("a blog search", () => {
  test("is one request: the server counts each search once", async ({ request }) => {
    const blogRequests = async () => {
      const text = await (
        await request.get("/metrics", { headers: { authorization: `Bearer ${e2eMetricsToken}` } })
      ).text();
      const line =
        /^site_http_request_duration_seconds_count\{method="GET",section="\/blog",status="2xx"\} (\d+)/m;
      return Number(line.exec(text)?.[1] ?? 0);
    };
    const before = await blogRequests();
    const stamp = Date.now();
    for (let i = 0; i < 3; i++) {
      const res = await request.get(`/blog?q=workflow+${stamp}+${i}`);
      expect(res.status()).toBe(200);
      expect(await res.text()).toContain("</html>");
    }
    // The playwright config serves on HOSTNAME=127.0.0.1, where Next once sent each search back
    // to this server over HTTP (two requests counted per search).
    expect((await blogRequests()) - before).toBe(3);
  });

  test("has an allowance per address: past it, a page says when to try again; others still search", async ({
    request,
  }) => {
    const from = (address: string, q: string) =>
      request.get(`/blog?q=${encodeURIComponent(q)}`, {
        headers: { "x-forwarded-for": address },
      });
    const stamp = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await from("198.51.100.31", `crm ${stamp} ${i}`)).status());
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    const refused = await from("198.51.100.31", `crm ${stamp} again`);
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
    expect(await refused.text()).toContain("Too many searches");
    // The blog itself, and another visitor's search, are not held back.
    expect(
      (await request.get("/blog", { headers: { "x-forwarded-for": "198.51.100.31" } })).status(),
    ).toBe(200);
    expect((await from("198.51.100.32", `crm ${stamp}`)).status()).toBe(200);
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
    // Everything it printed, Next's and the app's lines included, is one JSON object per line.
    const lines = server
      .output()
      .split("\n")
      .filter((line) => line.trim());
    expect(lines.length).toBeGreaterThan(20);
    expect(lines.filter((line) => !isJson(line))).toEqual([]);

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

test.describe("backups", () => {
  const folder = ".data-e2e-backup";
  test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

  test("npm run db:backup copies the running site's database; a restore gives back its leads and posts", async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const email = `backup.${Date.now()}@example.com`;
    const saved = await request.post("/api/contact", {
      data: { name: "Backup Check", email, message: "Keep me" },
    });
    expect(saved.status()).toBe(201);
    const dataDir = process.env.E2E_DATA_DIR ?? ".data-e2e";
    const file = `${folder}/site.tar.gz`;
    const run = (args: string[], env: Record<string, string>) =>
      execFileSync(process.execPath, ["scripts/backup.mjs", ...args], {
        env: { ...process.env, ...env },
        encoding: "utf8",
      });
    // Taken while the site serves: the running server makes the copy.
    expect(run(["backup", file], { DATA_DIR: dataDir })).toContain(
      "Backed up the embedded database (copied by the running server)",
    );
    expect(run(["restore", file], { DATA_DIR: `${folder}/restored` })).toContain(
      "Restored the backup of",
    );
    const db = new PGlite(`${folder}/restored`);
    try {
      const leads = await db.query("select name from contact_messages where email = $1", [email]);
      expect(leads.rows).toEqual([{ name: "Backup Check" }]);
      const posts = await db.query<{ n: number }>(
        "select count(*)::int as n from posts where status = 'published'",
      );
      expect(posts.rows[0]?.n).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  });
});

test.describe("one build, any site", () => {
  test("a server started with another SITE_URL and brand names them everywhere: canonical, JSON-LD, sitemap, robots, feed, calendar", async () => {
    test.setTimeout(120_000);
    // This build was made for the test server's own address and the default brand (scripts/test.mjs).
    const address = "https://www.example.test";
    const server = await startSecondServer(3199, {
      DATA_DIR: "memory://",
      SITE_URL: address,
      COMPANY_NAME: "Pecan Street Digital",
    });
    try {
      const text = async (path: string) => (await fetch(`${server.url}${path}`)).text();
      const home = await text("/");
      expect(home).toContain(`<link rel="canonical" href="${address}"`);
      expect(home).not.toContain("127.0.0.1");
      expect(home).toMatch(/<title>Pecan Street Digital \| /);
      expect(await text("/sitemap.xml")).toContain(`<loc>${address}/blog</loc>`);
      expect(await text("/robots.txt")).toContain(`Sitemap: ${address}/sitemap.xml`);
      expect(await text("/blog/rss.xml")).toContain(`<link>${address}/blog</link>`);
      const workshop = await text("/events/ai-automation-workshop-austin");
      expect(workshop).toContain(
        `<link rel="canonical" href="${address}/events/ai-automation-workshop-austin"`,
      );
      // JSON-LD: the organiser's address.
      expect(workshop).toContain(`"url":"${address}"`);
      // Events come from the database, at the site's own address.
      expect(await text("/sitemap.xml")).toContain(
        `<loc>${address}/events/ai-automation-workshop-austin</loc>`,
      );
    } finally {
      await server.stop();
    }
  });
});
