// When the database was last seen unavailable, for scripts/server.mjs: a failing page then answers
// 503 with Retry-After instead of 500. The key is the contract between the server and the app.
import { isDatabaseUnavailable } from "./errors";

const OUTAGE_KEY = Symbol.for("site.databaseOutageAt");

/** Called for every error Next reports while rendering or handling a request. */
export function noteRequestError(err: unknown): void {
  if (isDatabaseUnavailable(err)) {
    (globalThis as Record<symbol, unknown>)[OUTAGE_KEY] = Date.now();
  }
}
