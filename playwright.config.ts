import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
/** The fake Gemini server (tests/fakes/gemini-server.ts) the site talks to in browser tests. */
export const fakeGeminiPort = Number(process.env.E2E_GEMINI_PORT ?? 9912);
/** The fake webhook receiver (tests/fakes/webhook-receiver.ts) lead notifications go to. */
export const fakeWebhookPort = Number(process.env.E2E_WEBHOOK_PORT ?? 9913);
/** The fake Web Push service (tests/fakes/push-service.ts) a spec starts for phone alerts. */
export const fakePushPort = Number(process.env.E2E_PUSH_PORT ?? 9914);
export const e2eWebhookSecret = "e2e-webhook-secret-0123456789";
export const e2eMetricsToken = "e2e-metrics-token-0123456789";
export const e2eStripeSecret = "whsec_e2e0123456789";
export const e2eAdmin = { email: "admin@e2e.test", password: "correct-horse-battery-staple" };

export default defineConfig({
  testDir: "tests/e2e",
  // Specs import content/ (which reads the brand from a server-only module): map it to a stub.
  tsconfig: "./tests/e2e/tsconfig.json",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      // npm test sets it (Debian's headless shell); the full browser otherwise.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      command: `node node_modules/tsx/dist/cli.mjs tests/fakes/gemini-server.ts ${fakeGeminiPort}`,
      url: `http://127.0.0.1:${fakeGeminiPort}/__stats`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node node_modules/tsx/dist/cli.mjs tests/fakes/webhook-receiver.ts ${fakeWebhookPort}`,
      url: `http://127.0.0.1:${fakeWebhookPort}/__received`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: "node scripts/start.mjs",
      url: `${baseURL}/`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "pipe",
      stderr: "pipe",
      env: {
        PORT: String(port),
        // A loopback address, as behind a proxy on the same host (the search test relies on it).
        HOSTNAME: "127.0.0.1",
        DATA_DIR: process.env.E2E_DATA_DIR ?? ".data-e2e",
        // CI also runs the lead fault tests against the machine's PostgreSQL.
        ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
        SITE_URL: baseURL,
        NEXT_TELEMETRY_DISABLED: "1",
        // The server's own problems, not a line per request, in the test output.
        LOG_LEVEL: "warn",
        GEMINI_API_KEY: "e2e-key",
        GEMINI_BASE_URL: `http://127.0.0.1:${fakeGeminiPort}/v1beta`,
        LLM_TIMEOUT_MS: "1500",
        LLM_MAX_RETRIES: "0",
        // Lead notifications go to a local receiver (tests/e2e/notifications.spec.ts refuses some).
        LEAD_WEBHOOK_URL: `http://127.0.0.1:${fakeWebhookPort}/hooks/leads`,
        LEAD_WEBHOOK_SECRET: e2eWebhookSecret,
        // Phone alerts may go to the local push service (tests/e2e/admin-security.spec.ts).
        PUSH_SERVICE_ORIGINS: `http://127.0.0.1:${fakePushPort}`,
        // As behind one load balancer: the tests play distinct visitors (tests/e2e/fixtures.ts).
        TRUST_PROXY_HOPS: "1",
        ADMIN_EMAIL: e2eAdmin.email,
        ADMIN_PASSWORD: e2eAdmin.password,
        // The privacy policy and the admin's Privacy page state it (tests/e2e/overview-privacy).
        LEAD_RETENTION_DAYS: "400",
        // tests/e2e/service.spec.ts scrapes GET /metrics with it.
        METRICS_TOKEN: e2eMetricsToken,
        // tests/e2e/events.spec.ts signs checkout deliveries with it.
        STRIPE_WEBHOOK_SECRET: e2eStripeSecret,
      },
    },
  ],
});
