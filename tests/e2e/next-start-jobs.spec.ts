// The site under plain `next start` (the framework's own server, as most hosts run it): a bad
// variable stops it at start, and the background jobs start with it, so a scheduled post goes live
// within the minute after its time, and the owner sees the jobs' last runs on the overview.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { e2eAdmin, e2eMetricsToken } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { AdminPage } from "./pages/admin";

const port = 3184;
const origin = `http://127.0.0.1:${port}`;
const dataDir = ".data-e2e-next-start";

let server: ChildProcess | undefined;
let output = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(dataDir, { recursive: true, force: true });
  server = spawn("node_modules/.bin/next", ["start", "-p", String(port), "-H", "127.0.0.1"], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      SITE_URL: origin,
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      METRICS_TOKEN: e2eMetricsToken,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (c: Buffer) => {
    output += c.toString();
  });
  server.stderr?.on("data", (c: Buffer) => {
    output += c.toString();
  });
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${origin}/`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`next start did not answer:\n${output}`);
});

test.afterAll(async () => {
  server?.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 500));
  server?.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

test("a bad variable stops next start with one line naming it", async () => {
  const started = spawn(
    "node_modules/.bin/next",
    ["start", "-p", String(port + 1), "-H", "127.0.0.1"],
    {
      env: { ...process.env, DATA_DIR: `${dataDir}-bad`, LEAD_WEBHOOK_SECRET: "short" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let errors = "";
  started.stderr?.on("data", (c: Buffer) => {
    errors += c.toString();
  });
  const code = await new Promise<number | null>((resolve) => started.once("exit", resolve));
  expect(code).toBe(1);
  expect(errors).toContain(
    "Configuration error: LEAD_WEBHOOK_SECRET must be at least 16 characters",
  );
  // Nothing was opened: the check ran before the database.
  expect(existsSync(`${dataDir}-bad`)).toBe(false);
});

test("a post scheduled 20 seconds ahead goes live within the minute under next start", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const login = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(e2eAdmin),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const at = new Date(Date.now() + 20_000);
  const title = `Scheduled under next start ${Date.now().toString(36)}`;
  const created = await fetch(`${origin}/api/blog/posts`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({
      title,
      content_markdown: "It went live on its own.",
      tags: ["Scheduling"],
      status: "scheduled",
      publish_at: at.toISOString(),
    }),
  });
  expect(created.status).toBe(201);
  const { post } = (await created.json()) as { post: { slug: string } };
  expect((await fetch(`${origin}/blog/${post.slug}`)).status).toBe(404);

  let liveAt = 0;
  while (Date.now() < at.getTime() + 60_000) {
    if ((await fetch(`${origin}/blog/${post.slug}`)).status === 200) {
      liveAt = Date.now();
      break;
    }
    await new Promise((r) => setTimeout(r, 1_000));
  }
  expect(liveAt, `the post did not go live:\n${output.slice(-2000)}`).toBeGreaterThan(0);
  expect(liveAt).toBeGreaterThanOrEqual(at.getTime());
  // On the blog's list too: the publish refreshed its pages.
  expect(await (await fetch(`${origin}/blog`)).text()).toContain(title);

  // The owner sees the jobs at work; /metrics has them.
  const admin = new AdminPage(page);
  await page.goto(`${origin}/admin`);
  await admin.login(e2eAdmin.email, e2eAdmin.password);
  await expect(admin.dashboard).toBeVisible();
  await page.goto(`${origin}/admin/overview`);
  const jobs = page.getByRole("region", { name: "Background work" });
  const publishing = jobs.getByRole("listitem").filter({ hasText: "Scheduled posts" });
  await expect(publishing).toContainText("Running");
  await expect(publishing).not.toContainText("Last done —");
  const metrics = await (
    await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${e2eMetricsToken}` } })
  ).text();
  expect(metrics).toMatch(/site_job_timestamp_seconds\{job="publish-due",event="finished"\} [1-9]/);
});
