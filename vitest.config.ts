import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;
const alias = {
  "@": root,
  // Outside Next there is no react-server condition: let server modules load in tests.
  "server-only": path.join(root, "tests/helpers/server-only-stub.ts"),
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
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          // One database per file on PGlite; on PostgreSQL files share one database, so run them in turn.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: {
            DATA_DIR: "memory://",
            NODE_ENV: "test",
            // The chat tests start the fake Gemini server (tests/fakes) on this port.
            GEMINI_API_KEY: "test-key",
            GEMINI_BASE_URL: "http://127.0.0.1:9911/v1beta",
            LLM_TIMEOUT_MS: "1500",
            LLM_MAX_RETRIES: "0",
            // Lead notifications go to local receivers (tests/integration/notifications.test.ts).
            LEAD_WEBHOOK_URL: "http://127.0.0.1:9931/hook",
            LEAD_WEBHOOK_SECRET: "whsec_test_secret_1234567890",
            SMTP_URL: "smtp://127.0.0.1:9932",
            NOTIFY_EMAIL: "owner@example.com",
            // Bookings signed as the calendars sign them (tests/integration/bookings.test.ts).
            CAL_WEBHOOK_SECRET: "cal_test_secret_1234567890",
            STRIPE_WEBHOOK_SECRET: "whsec_test_secret_1234567890",
            CALENDLY_WEBHOOK_SIGNING_KEY: "calendly_test_key_1234567890",
          },
        },
      },
    ],
  },
});
