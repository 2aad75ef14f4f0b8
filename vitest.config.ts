import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;
const alias = {
  "@": root,
  // Outside Next there is no react-server condition: let server modules load in tests.
  "server-only": path.join(root, "tests/helpers/server-only-stub.ts"),
};

/** Files that change the process for the next file (its environment, module mocks, the stop
 * flag, the database itself) run in a fresh one each. */
const ISOLATED = [
  "tests/integration/backup.test.ts",
  "tests/integration/cache-breaker.test.ts",
  "tests/integration/database-down.test.ts",
  "tests/integration/health.test.ts",
  "tests/integration/inbound-email.test.ts",
  "tests/integration/jobs.test.ts",
  "tests/integration/metrics.test.ts",
  "tests/integration/pglite-thread.test.ts",
  "tests/integration/rate-limit-redis.test.ts",
  "tests/integration/redis-outage.test.ts",
  "tests/integration/service-catalogue.test.ts",
  "tests/integration/webhooks-unconfigured.test.ts",
];

/** Files whose behaviour does not depend on the database driver (no concurrency, locks, pooled
 * connections or Redis): `npm test` runs them on PGlite only (DRIVER_TESTS_ONLY=1 leaves them
 * out of its PostgreSQL run). */
const DRIVER_INDEPENDENT = [
  "admin-actions",
  "admin-mail",
  "admin-roles",
  "admin-security",
  "attribution",
  "auth-api",
  "blog-api",
  "body-limits",
  "borrowed-voice",
  "inbound-email",
  "input-corpus",
  "metrics",
  "overview",
  "public-security",
  "search",
  "service-catalogue",
  "share-card-cache",
  "use-cases-api",
  "webhooks-unconfigured",
].map((name) => `tests/integration/${name}.test.ts`);
const skipped = process.env.DRIVER_TESTS_ONLY === "1" ? DRIVER_INDEPENDENT : [];
// The fakes' ports, as tests/helpers/ports.ts moves them (a second pass runs beside the first).
const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
const at = (port: number) => `127.0.0.1:${port + offset}`;

const integration = {
  include: ["tests/integration/**/*.test.ts"],
  environment: "node",
  // One database per process on PGlite; on PostgreSQL files share one database, so run them in turn.
  fileParallelism: false,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  env: {
    DATA_DIR: "memory://",
    NODE_ENV: "test" as const,
    // The chat tests start the fake Gemini server (tests/fakes) on this port.
    GEMINI_API_KEY: "test-key",
    GEMINI_BASE_URL: `http://${at(9911)}/v1beta`,
    LLM_TIMEOUT_MS: "1500",
    LLM_MAX_RETRIES: "0",
    // Lead notifications go to local receivers (tests/integration/notifications.test.ts).
    LEAD_WEBHOOK_URL: `http://${at(9931)}/hook`,
    LEAD_WEBHOOK_SECRET: "whsec_test_secret_1234567890",
    SMTP_URL: `smtp://${at(9932)}`,
    NOTIFY_EMAIL: "owner@example.com",
    // Phone alerts go to a local push service (tests/integration/push-alerts.test.ts).
    PUSH_SERVICE_ORIGINS: `http://${at(9941)}`,
    // Bookings signed as the calendars sign them (tests/integration/bookings.test.ts).
    CAL_WEBHOOK_SECRET: "cal_test_secret_1234567890",
    STRIPE_WEBHOOK_SECRET: "whsec_test_secret_1234567890",
    CALENDLY_WEBHOOK_SIGNING_KEY: "calendly_test_key_1234567890",
  },
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" },
      },
      {
        resolve: { alias },
        test: {
          ...integration,
          name: "integration",
          exclude: [...ISOLATED, ...skipped],
          // The files share one process and so one migrated database (resetDatabase empties it
          // before each test): starting PGlite and migrating it costs about 3 s a file.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          ...integration,
          name: "integration-isolated",
          include: ISOLATED,
          exclude: skipped,
        },
      },
    ],
  },
});
