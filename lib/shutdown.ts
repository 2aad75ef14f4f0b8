// Steps the app takes before its process exits, run in order by scripts/server.mjs once the
// requests in flight are answered. The symbols are the contract between the two.
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

/** Tells /readyz to turn traffic away: the process has been told to stop. */
export function markStopping(): void {
  (globalThis as Record<symbol, unknown>)[STOPPING] = true;
}

/** Runs the steps in order, for a process that owns its signals but has no server (the worker). */
export async function runShutdownSteps(): Promise<void> {
  const hooks = [...(g[HOOKS]?.values() ?? [])].sort((a, b) => a.order - b.order);
  for (const hook of hooks) {
    try {
      await hook.run();
    } catch (err) {
      console.error(`[shutdown] ${hook.name} failed:`, err);
    }
  }
}

/** Says this process drains and closes itself on a signal (scripts/server.mjs, the worker). */
export function ownSignals(): void {
  (globalThis as Record<symbol, unknown>)[SERVER_OWNS_SIGNALS] = true;
}
