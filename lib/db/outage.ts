// Remembers when the database was last seen unavailable, for the HTTP server in
// scripts/server.mjs: a page that fails while the database is down is answered 503 with
// Retry-After (try again soon) instead of 500 (a bug), so crawlers and monitors read it right.
// The server and the app share one process; the key is the contract between them.
import { isDatabaseUnavailable } from "./errors";

const OUTAGE_KEY = Symbol.for("site.databaseOutageAt");

/** Called for every error Next reports while rendering or handling a request. */
export function noteRequestError(err: unknown): void {
  if (isDatabaseUnavailable(err)) {
    (globalThis as Record<symbol, unknown>)[OUTAGE_KEY] = Date.now();
  }
}
