// Every environment variable the server reads, typed and validated once.
// Nothing else reads process.env. An empty string counts as unset.
import "server-only";
import { z } from "zod";

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    schema.optional(),
  );

const serverSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: optional(z.string()).transform((v) => v ?? ".data"),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/ })),
  SITE_URL: optional(z.url({ protocol: /^https?$/ })),
  GEMINI_API_KEY: optional(z.string()),
  GEMINI_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
  LLM_MODEL: optional(z.string()).transform((v) => v ?? "gemini-2.5-pro"),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(20_000),
  LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(1),
  ADMIN_EMAIL: optional(z.email()),
  ADMIN_PASSWORD: optional(z.string().min(12, "ADMIN_PASSWORD must be at least 12 characters")),
  BOOKING_URL: optional(z.url({ protocol: /^https?$/ })),
  COMPANY_NAME: optional(z.string().max(80)),
  ASSISTANT_NAME: optional(z.string().max(40)),
  CONSULTANT_NAME: optional(z.string().max(80)),
  SUPPORT_EMAIL: optional(z.email()),
  HELLO_EMAIL: optional(z.email()),
  STRIPE_PUBLISHABLE_KEY: optional(z.string().regex(/^pk_(live|test)_/, "must start with pk_")),
  STRIPE_BUY_BUTTON_STANDARD: optional(z.string().regex(/^buy_btn_/, "must start with buy_btn_")),
  STRIPE_BUY_BUTTON_VIP: optional(z.string().regex(/^buy_btn_/, "must start with buy_btn_")),
});

export type Env = z.infer<typeof serverSchema>;

function parseEnv(source: NodeJS.ProcessEnv): Env {
  const parsed = serverSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

export const env: Env = parseEnv(process.env);

/** Canonical origin used in metadata, the sitemap and share links. */
export const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
