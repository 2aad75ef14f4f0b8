// The app's internal routes answer only their own callers (404 to anyone else): the server's
// start-up check with a token made per process (scripts/server.mjs), and the job runner, in this
// process or in `npm run worker`, with a token every process of the site reads from the database.
import "server-only";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { ApiError } from "@/lib/api/errors";
import { getOrCreateSecret } from "@/lib/db/queries/secrets";

const CONTROL_TOKEN = Symbol.for("site.controlToken");
const digest = (s: string) => createHash("sha256").update(s).digest();
const notFound = () => new ApiError("not_found", 404, "Not found.");
const matches = (given: string, token: string) => timingSafeEqual(digest(given), digest(token));

export function requireControlToken(req: Request): void {
  const token = (globalThis as Record<symbol, unknown>)[CONTROL_TOKEN];
  const given = req.headers.get("x-site-control") ?? "";
  if (typeof token !== "string" || !matches(given, token)) throw notFound();
}

const g = globalThis as typeof globalThis & { __siteJobsToken?: Promise<string> };

/** The job runner's token, shared by every process on this database (read once per process). */
export function jobsToken(): Promise<string> {
  g.__siteJobsToken ??= getOrCreateSecret({
    name: "internal-jobs-token",
    generate: () => randomBytes(32).toString("base64url"),
  }).catch((err) => {
    g.__siteJobsToken = undefined;
    throw err;
  });
  return g.__siteJobsToken;
}

/** 404 unless the request carries the jobs' token; a database away is a 404 too, not a clue. */
export async function requireJobsToken(req: Request): Promise<void> {
  const given = req.headers.get("x-site-jobs") ?? "";
  if (!given) throw notFound();
  const token = await jobsToken().catch(() => null);
  if (!token || !matches(given, token)) throw notFound();
}
