// Runs once when a server starts: check the configuration, apply migrations, seed demo content and
// create the configured admin before the first request is served. Skipped while `next build` runs.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { checkConfigOrExit } = await import("./lib/config-check");
  checkConfigOrExit();
  const { bootstrap } = await import("./lib/bootstrap");
  await bootstrap();
}

// Every error Next reports for a request: a database outage is remembered so that the page's
// failure is answered 503, not 500 (scripts/server.mjs).
export async function onRequestError(err: unknown) {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { noteRequestError } = await import("./lib/db/outage");
  noteRequestError(err);
}
