// A process that runs one test job with the site's job runner, as a web instance or
// `npm run worker` runs theirs: every second it records a run in job_test_runs. Stops on SIGTERM.
// Usage: tsx --conditions=react-server tests/helpers/job-process.ts
import { sql } from "drizzle-orm";
import { getDb } from "../../lib/db/client";
import { startJobRunner } from "../../lib/jobs/runner";
import { ownSignals, runShutdownSteps } from "../../lib/shutdown";

// This process stops its runner, then closes the database (lib/db/client.ts registers it).
ownSignals();

const db = await getDb();
const runner = startJobRunner(
  [
    {
      name: "test-heartbeat",
      label: "A test's heartbeat",
      schedule: { everyMs: 1_000 },
      leaseMs: 10_000,
      run: async () => {
        await db.execute(sql`insert into job_test_runs (by) values (${String(process.pid)})`);
      },
    },
  ],
  { tickMs: 100 },
);
console.log("ready");
const alive = setInterval(() => {}, 60_000);
process.once("SIGTERM", async () => {
  clearInterval(alive);
  await runner.stop();
  await runShutdownSteps();
  process.exit(0);
});
