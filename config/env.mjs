// Every environment variable the server reads, with its rules: plain JavaScript, so that
// scripts/server.mjs checks them before Next starts, and lib/env.ts types them for the app.
// An empty string counts as unset.
import { createHash } from "node:crypto";
import { z } from "zod";
import { parseTrustedProxies } from "../scripts/client-address.mjs";
import { BUSINESS_HOURS_RULE, parseBusinessHours } from "./business-hours.mjs";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-policy.mjs";

/**
 * @template {z.ZodType} T
 * @param {T} schema
 */
const optional = (schema) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    schema.optional(),
  );

// The Fetch standard's "bad ports": Node's fetch refuses to connect to them ("fetch failed").
const BAD_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102,
  103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465,
  512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993,
  995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668,
  6669, 6679, 6697, 10080,
]);

/** An http(s) address the server fetches: refused at start on a port fetch refuses. @param {string} name */
const fetchableUrl = (name) =>
  optional(
    z.url({ protocol: /^https?$/ }).refine((v) => !BAD_PORTS.has(Number(new URL(v).port)), {
      error: (issue) =>
        `${name} uses port ${new URL(String(issue.input)).port}, which fetch refuses to connect to: use another port`,
    }),
  );

export const serverSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  // Read by scripts/server.mjs: the interface to listen on (all by default).
  HOSTNAME: optional(z.string().max(255)),
  // Background jobs in this process (lib/jobs): on by default, but under `next dev`; "off" on web
  // instances when `npm run worker` runs them apart.
  JOBS: optional(z.enum(["on", "off"], { error: "JOBS must be on or off" })),
  // Where the job runner reaches the web app (to publish what is due): this host's PORT.
  INTERNAL_URL: fetchableUrl("INTERNAL_URL"),
  // Read by next.config.ts and the scripts (config/build-dir.mjs): the build's folder.
  NEXT_DIST_DIR: optional(z.string().max(200)),
  DATA_DIR: optional(z.string()).transform((v) => v ?? ".data"),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/ })),
  SITE_URL: optional(z.url({ protocol: /^https?$/ })),
  // Read by scripts/server.mjs, which fixes each request's client address; validated here too.
  TRUST_PROXY_HOPS: z.coerce
    .number({ error: "TRUST_PROXY_HOPS must be a whole number from 0 to 10" })
    .int("TRUST_PROXY_HOPS must be a whole number from 0 to 10")
    .min(0, "TRUST_PROXY_HOPS must be a whole number from 0 to 10")
    .max(10, "TRUST_PROXY_HOPS must be a whole number from 0 to 10")
    .default(0),
  // Read by scripts/server.mjs: the proxies' networks, instead of a hop count.
  TRUST_PROXY_CIDRS: optional(
    z.string().superRefine((value, ctx) => {
      try {
        parseTrustedProxies(value);
      } catch (err) {
        ctx.addIssue({ code: "custom", message: /** @type {Error} */ (err).message });
      }
    }),
  ),
  // Read by scripts/server.mjs: "info" logs every request, "warn" only problems.
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  // GET /metrics answers only with this bearer token (unset: no metrics endpoint).
  METRICS_TOKEN: optional(z.string().min(16, "METRICS_TOKEN must be at least 16 characters")),
  // Read by scripts/server.mjs: how long a stopping server lets requests in flight finish.
  SHUTDOWN_GRACE_MS: z.coerce
    .number({ error: "SHUTDOWN_GRACE_MS must be a whole number of milliseconds" })
    .int("SHUTDOWN_GRACE_MS must be a whole number of milliseconds")
    .min(0, "SHUTDOWN_GRACE_MS must be 0 or more")
    .max(600_000, "SHUTDOWN_GRACE_MS must be at most 600000 (10 minutes)")
    .default(10_000),
  SESSION_SECRET: optional(z.string().min(32, "SESSION_SECRET must be at least 32 characters")),
  GEMINI_API_KEY: optional(z.string()),
  GEMINI_BASE_URL: fetchableUrl("GEMINI_BASE_URL"),
  LLM_MODEL: optional(z.string()).transform((v) => v ?? "gemini-2.5-pro"),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(20_000),
  LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(1),
  LLM_DAILY_TOKEN_BUDGET: z.coerce.number().int().min(0).default(2_000_000),
  LLM_MAX_CONCURRENT: z.coerce.number().int().min(1).max(100).default(4),
  LLM_ADDRESS_DAILY_TOKENS: z.coerce.number().int().min(0).default(150_000),
  ADMIN_EMAIL: optional(z.email()),
  ADMIN_PASSWORD: optional(
    z
      .string()
      .min(PASSWORD_MIN_LENGTH, `ADMIN_PASSWORD must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(PASSWORD_MAX_LENGTH, `ADMIN_PASSWORD must be at most ${PASSWORD_MAX_LENGTH} characters`),
  ),
  ADMIN_IDLE_MINUTES: z.coerce.number().int().min(1).max(720).default(30),
  // How long a password or code check lets an admin invite, remove, export or delete.
  ADMIN_STEP_UP_MINUTES: z.coerce
    .number({ error: "ADMIN_STEP_UP_MINUTES must be a whole number of minutes from 1 to 60" })
    .int("ADMIN_STEP_UP_MINUTES must be a whole number of minutes from 1 to 60")
    .min(1, "ADMIN_STEP_UP_MINUTES must be a whole number of minutes from 1 to 60")
    .max(60, "ADMIN_STEP_UP_MINUTES must be a whole number of minutes from 1 to 60")
    .default(5),
  BOOKING_URL: optional(z.url({ protocol: /^https?$/ })),
  COMPANY_NAME: optional(z.string().max(80)),
  ASSISTANT_NAME: optional(z.string().max(40)),
  CONSULTANT_NAME: optional(z.string().max(80)),
  SUPPORT_EMAIL: optional(z.email()),
  HELLO_EMAIL: optional(z.email()),
  EMAIL_DOMAIN: optional(
    z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, "must be a domain like example.com"),
  ),
  DEMO_VIDEO_ID: optional(z.string().regex(/^[\w-]{6,20}$/, "must be a YouTube video id")),
  LINKEDIN_URL: optional(z.url({ protocol: /^https$/ })),
  X_URL: optional(z.url({ protocol: /^https$/ })),
  YOUTUBE_URL: optional(z.url({ protocol: /^https$/ })),
  LEAD_WEBHOOK_URL: fetchableUrl("LEAD_WEBHOOK_URL"),
  LEAD_WEBHOOK_SECRET: optional(
    z.string().min(16, "LEAD_WEBHOOK_SECRET must be at least 16 characters"),
  ),
  // When a person answers (the agency's time zone), and how fast: what the chat tells a visitor
  // who asks for one.
  BUSINESS_HOURS: optional(z.string()).transform((v, ctx) => {
    const hours = parseBusinessHours(v ?? "Mon-Fri 09:00-17:00");
    if (hours) return hours;
    ctx.addIssue({ code: "custom", message: BUSINESS_HOURS_RULE });
    return z.NEVER;
  }),
  HANDOFF_REPLY_MINUTES: z.coerce
    .number({ error: "HANDOFF_REPLY_MINUTES must be a whole number of minutes from 5 to 1440" })
    .int("HANDOFF_REPLY_MINUTES must be a whole number of minutes from 5 to 1440")
    .min(5, "HANDOFF_REPLY_MINUTES must be a whole number of minutes from 5 to 1440")
    .max(1440, "HANDOFF_REPLY_MINUTES must be a whole number of minutes from 5 to 1440")
    .default(60),
  // Bookings coming back from the calendar: each endpoint answers 404 until its secret is set.
  CAL_WEBHOOK_SECRET: optional(
    z.string().min(16, "CAL_WEBHOOK_SECRET must be at least 16 characters"),
  ),
  CALENDLY_WEBHOOK_SIGNING_KEY: optional(
    z.string().min(16, "CALENDLY_WEBHOOK_SIGNING_KEY must be at least 16 characters"),
  ),
  // Phone alerts (Web Push): the VAPID key pair, generated once and kept in the database when unset.
  VAPID_PUBLIC_KEY: optional(
    z.string().regex(/^[\w-]{87}$/, "VAPID_PUBLIC_KEY must be a P-256 public key, URL-safe base64"),
  ),
  VAPID_PRIVATE_KEY: optional(
    z
      .string()
      .regex(/^[\w-]{43}$/, "VAPID_PRIVATE_KEY must be a P-256 private key, URL-safe base64"),
  ),
  // Push services beyond the browsers' own that may receive alerts (self-hosted or a test's).
  PUSH_SERVICE_ORIGINS: optional(
    z.string().superRefine((value, ctx) => {
      for (const origin of value
        .split(",")
        .map((o) => o.trim())
        .filter(Boolean)) {
        const url = URL.canParse(origin) ? new URL(origin) : null;
        if (!url || !/^https?:$/.test(url.protocol) || url.origin !== origin.replace(/\/$/, "")) {
          ctx.addIssue({
            code: "custom",
            message: `PUSH_SERVICE_ORIGINS must list origins like https://push.example.com, separated by commas ("${origin}" is not one)`,
          });
        }
      }
    }),
  ).transform((v) =>
    (v ?? "")
      .split(",")
      .map((o) => o.trim().replace(/\/$/, ""))
      .filter(Boolean),
  ),
  // Replies from leads: the mailbox to watch (imaps://user:app-password@host/INBOX), a mail
  // forwarder's token for POST /api/webhooks/inbound-email, and a per-lead reply address.
  IMAP_URL: optional(
    z
      .url({
        protocol: /^imaps?$/,
        error: "IMAP_URL must look like imaps://user:password@imap.example.com/INBOX",
      })
      .refine((v) => Boolean(new URL(v).username && new URL(v).password), {
        error:
          "IMAP_URL must carry the mailbox's user and password (imaps://user:password@host/INBOX)",
      }),
  ),
  INBOUND_EMAIL_TOKEN: optional(
    z.string().min(24, "INBOUND_EMAIL_TOKEN must be at least 24 characters"),
  ),
  INBOUND_REPLY_ADDRESS: optional(
    z.email("INBOUND_REPLY_ADDRESS must be an email address like replies@example.com"),
  ),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })),
  NOTIFY_EMAIL: optional(z.email()),
  NOTIFY_FROM: optional(z.email()),
  LEAD_RETENTION_DAYS: optional(
    z.coerce
      .number()
      .int("LEAD_RETENTION_DAYS must be a whole number of days")
      .min(1, "LEAD_RETENTION_DAYS must be at least 1")
      .max(3650, "LEAD_RETENTION_DAYS must be at most 3650"),
  ),
  STRIPE_PUBLISHABLE_KEY: optional(z.string().regex(/^pk_(live|test)_/, "must start with pk_")),
  STRIPE_BUY_BUTTON_STANDARD: optional(z.string().regex(/^buy_btn_/, "must start with buy_btn_")),
  STRIPE_BUY_BUTTON_VIP: optional(z.string().regex(/^buy_btn_/, "must start with buy_btn_")),
  // Purchases coming back from Stripe: /api/webhooks/stripe answers 404 until this is set.
  STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_\w{8,}$/, "must start with whsec_")),
});

const checkedSchema = serverSchema.superRefine((v, ctx) => {
  if (Boolean(v.VAPID_PUBLIC_KEY) !== Boolean(v.VAPID_PRIVATE_KEY)) {
    ctx.addIssue({
      code: "custom",
      path: [v.VAPID_PUBLIC_KEY ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY"],
      message: `${v.VAPID_PUBLIC_KEY ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY"} must be set with ${v.VAPID_PUBLIC_KEY ? "VAPID_PUBLIC_KEY" : "VAPID_PRIVATE_KEY"} (npx web-push generate-vapid-keys makes a pair)`,
    });
  }
  if (v.TRUST_PROXY_HOPS > 0 && v.TRUST_PROXY_CIDRS) {
    ctx.addIssue({
      code: "custom",
      path: ["TRUST_PROXY_CIDRS"],
      message: "TRUST_PROXY_CIDRS and TRUST_PROXY_HOPS cannot both be set: choose one",
    });
  }
});

/** Every variable the server reads (documented one by one in .env.example). */
export const ENV_NAMES = Object.keys(serverSchema.shape);

/** A variable the server cannot run with; its message names the variable and the rule. */
export class ConfigError extends Error {
  name = "ConfigError";
}

/**
 * The environment, checked: throws one ConfigError naming every bad variable.
 * @param {Record<string, string | undefined>} source
 * @returns {z.infer<typeof serverSchema>}
 */
export function parseEnv(source) {
  const parsed = checkedSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => {
      const name = i.path.join(".");
      return i.message.startsWith(name) ? i.message : `${name} is not valid: ${i.message}`;
    });
    throw new ConfigError(problems.join("; "));
  }
  return parsed.data;
}

/** What the build's static pages are made with (app/api/internal/refresh-pages compares them). */
export const PAGE_VARIABLES = [
  "SITE_URL",
  "COMPANY_NAME",
  "ASSISTANT_NAME",
  "CONSULTANT_NAME",
  "EMAIL_DOMAIN",
  "SUPPORT_EMAIL",
  "HELLO_EMAIL",
  "LINKEDIN_URL",
  "X_URL",
  "YOUTUBE_URL",
  "DEMO_VIDEO_ID",
  // Whether the chat's "Schedule Call" opens a calendar or the call request.
  "BOOKING_URL",
  // The chat's knowledge (app/api/chat/knowledge) is made like a page.
  "BUSINESS_HOURS",
  "HANDOFF_REPLY_MINUTES",
];

/**
 * A digest of PAGE_VARIABLES' values (and PORT, which the default address names).
 * @param {Record<string, string | undefined>} source
 */
export function pagesFingerprint(source) {
  const values = PAGE_VARIABLES.map((name) => source[name]?.trim() ?? "");
  if (!values[0]) values.push(source.PORT?.trim() || "3000");
  return createHash("sha256").update(JSON.stringify(values)).digest("hex").slice(0, 16);
}
