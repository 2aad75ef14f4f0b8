// The environment, typed and validated once (the rules: config/env.mjs, which scripts/server.mjs
// also checks before it starts Next). Nothing else reads process.env.
import "server-only";
import type { z } from "zod";
import { parseEnv, type serverSchema } from "@/config/env.mjs";

export { ConfigError, ENV_NAMES } from "@/config/env.mjs";

export type Env = z.infer<typeof serverSchema>;

export const env: Env = parseEnv(process.env);

/** Canonical origin used in metadata, the sitemap and share links. */
export const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
