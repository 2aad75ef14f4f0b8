// What the app finishes before its process exits. The HTTP server (scripts/server.mjs) owns the
// signals: on SIGTERM it stops taking requests, lets the running ones finish, then runs these
// hooks in order (the workers stop, then the database closes) and exits. The server and the app
// share one process; the symbols are the contract between them, as in lib/db/outage.ts.
import "server-only";

type Hook = { name: string; order: number; run: () => unknown };

const HOOKS = Symbol.for("site.shutdownHooks");
const SERVER_OWNS_SIGNALS = Symbol.for("site.serverOwnsSignals");
const STOPPING = Symbol.for("site.stopping");
const g = globalThis as typeof globalThis & { [HOOKS]?: Map<string, Hook> };

/** Steps of a shutdown, run from the lowest order up: stop the workers (0) before the database (100). */
export const SHUTDOWN_ORDER = { workers: 0, database: 100 } as const;

/** Registers (or replaces, by name) a step the process takes before it exits. */
export function onShutdown(name: string, order: number, run: () => unknown): void {
  g[HOOKS] ??= new Map();
  g[HOOKS].set(name, { name, order, run });
}

/** True under scripts/server.mjs, which drains requests before it runs the hooks. */
export const serverOwnsSignals = () =>
  (globalThis as Record<symbol, unknown>)[SERVER_OWNS_SIGNALS] === true;

/** True once the server has been told to stop: /readyz then turns traffic away. */
export const isStopping = () => (globalThis as Record<symbol, unknown>)[STOPPING] === true;
