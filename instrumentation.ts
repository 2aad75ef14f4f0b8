// Runs once when a server starts: check the configuration, apply migrations, seed demo content and
// create the configured admin before the first request is served. Skipped while `next build` runs.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  // Under plain `next start` nothing checked the variables before this (scripts/server.mjs does):
  // a bad one ends the start with one line and exit code 1, never a server answering 500.
  const { ConfigError, parseEnv } = await import("./config/env.mjs");
  try {
    parseEnv(process.env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(`Configuration error: ${err.message}`);
    process.exit(1);
  }
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
