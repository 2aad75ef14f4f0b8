// `npm run worker`: the background jobs (lib/jobs) in a process of their own, beside web
// instances started with JOBS=off. Same database and .env as the server; INTERNAL_URL names a
// web instance for publishing. Stops on SIGTERM after the runs under way.
import "./load-env.mjs";
import { getDb, isEmbedded } from "../lib/db/client";
import { JOB_DEFINITIONS } from "../lib/jobs/definitions";
import { startJobRunner } from "../lib/jobs/runner";
import { onShutdown, ownSignals, runShutdownSteps, SHUTDOWN_ORDER } from "../lib/shutdown";

// The embedded database belongs to the one web process that opened its folder.
if (isEmbedded()) {
  console.error(
    "npm run worker needs DATABASE_URL (PostgreSQL): the embedded database belongs to the web process, which runs the jobs itself",
  );
  process.exit(1);
}
// This process closes the database itself, after the jobs under way.
ownSignals();
await getDb();
const runner = startJobRunner(JOB_DEFINITIONS);
onShutdown("jobs", SHUTDOWN_ORDER.workers, () => runner.stop());
console.log(`[jobs] worker running: ${JOB_DEFINITIONS.map((j) => j.name).join(", ")}`);
// The runner's timer does not hold the process open: this does, until a signal.
const alive = setInterval(() => {}, 60_000);

async function stop() {
  clearInterval(alive);
  await runShutdownSteps();
  process.exit(0);
}
process.once("SIGTERM", () => void stop());
process.once("SIGINT", () => void stop());
