// The background jobs' rows (lib/jobs/runner.ts): a run is claimed by moving next_run_at forward
// in one statement, so each due time runs once however many processes ask; a run under way holds
// the job until locked_until, which a crashed runner's hold outlives by no more than its lease.
import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "../client";
import { jobs } from "../schema";

export type JobRow = typeof jobs.$inferSelect;

/** Adds the jobs this process knows that the table lacks, due at once. */
export async function ensureJobs(names: string[]): Promise<void> {
  if (names.length === 0) return;
  const db = await getDb();
  await db
    .insert(jobs)
    .values(names.map((name) => ({ name, nextRunAt: new Date() })))
    .onConflictDoNothing();
}

/** When each of these jobs is next due. */
export async function jobsDue(names: string[]): Promise<Map<string, Date>> {
  const db = await getDb();
  const rows = await db
    .select({ name: jobs.name, nextRunAt: jobs.nextRunAt, lockedUntil: jobs.lockedUntil })
    .from(jobs)
    .where(inArray(jobs.name, names));
  return new Map(
    rows.map((r) => [
      r.name,
      r.lockedUntil && r.lockedUntil > r.nextRunAt ? r.lockedUntil : r.nextRunAt,
    ]),
  );
}

/** How a claimed run's next time is set: so long after the database's now, or a fixed time. */
export type NextRun = { afterMs: number } | { at: Date };

/** Takes the job's due run (held for `leaseMs`): true for one caller only. `run` names it, so
 * only its own finish lets the job go. */
export async function claimJob({
  name,
  next,
  leaseMs,
  run,
}: {
  name: string;
  next: NextRun;
  leaseMs: number;
  run: string;
}): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(jobs)
    .set({
      nextRunAt:
        "at" in next
          ? next.at
          : sql`now() + ${Math.round(next.afterMs)} * interval '1 millisecond'`,
      lockedUntil: sql`now() + ${Math.round(leaseMs)} * interval '1 millisecond'`,
      lastStartedAt: sql`now()`,
      lastRunBy: run,
    })
    .where(
      sql`${jobs.name} = ${name} and ${jobs.nextRunAt} <= now()
        and (${jobs.lockedUntil} is null or ${jobs.lockedUntil} < now())`,
    )
    .returning({ name: jobs.name });
  return rows.length > 0;
}

/** Records how a claimed run ended and lets the job go, unless a later run holds it now. */
export async function finishJob({
  name,
  run,
  error,
}: {
  name: string;
  run: string;
  error?: string;
}) {
  const db = await getDb();
  await db
    .update(jobs)
    .set(
      error === undefined
        ? {
            lockedUntil: null,
            lastFinishedAt: sql`now()`,
            lastError: null,
            runs: sql`${jobs.runs} + 1`,
          }
        : {
            lockedUntil: null,
            lastFailedAt: sql`now()`,
            lastError: error,
            runs: sql`${jobs.runs} + 1`,
            failures: sql`${jobs.failures} + 1`,
          },
    )
    .where(and(eq(jobs.name, name), eq(jobs.lastRunBy, run)));
}

/** Every job, for the owners' overview and /metrics. */
export async function listJobs(): Promise<JobRow[]> {
  const db = await getDb();
  return db.select().from(jobs).orderBy(asc(jobs.name));
}
