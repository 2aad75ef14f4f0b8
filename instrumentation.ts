// Runs once when a server starts: apply migrations (and later: seed demo content, create the
// configured admin) before the first request is served. Skipped while `next build` runs.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { bootstrap } = await import("./lib/bootstrap");
  await bootstrap();
}
