// How each background job is doing, for the owners' overview and /metrics: its last run, next
// run and last failure, and whether it is overdue (no process is running the jobs).
import "server-only";
import { listJobs } from "@/lib/db/queries/jobs";
import { JOB_DEFINITIONS } from "./definitions";

/** A job this late has no runner: every web instance has JOBS=off and no worker runs. */
const OVERDUE_MS = 2 * 60_000;

export type JobStatus = {
  name: string;
  label: string;
  enabled: boolean;
  needs: string | null;
  nextRunAt: Date | null;
  lastFinishedAt: Date | null;
  lastFailedAt: Date | null;
  lastError: string | null;
  failing: boolean;
  overdue: boolean;
  runs: number;
  failures: number;
};

export async function jobStatuses(now = new Date()): Promise<JobStatus[]> {
  const rows = new Map((await listJobs()).map((r) => [r.name, r]));
  return JOB_DEFINITIONS.map((job) => {
    const row = rows.get(job.name);
    const enabled = job.enabled?.() ?? true;
    const failedLast =
      row?.lastFailedAt != null &&
      (row.lastFinishedAt == null || row.lastFailedAt > row.lastFinishedAt);
    return {
      name: job.name,
      label: job.label,
      enabled,
      needs: job.needs ?? null,
      nextRunAt: row?.nextRunAt ?? null,
      lastFinishedAt: row?.lastFinishedAt ?? null,
      lastFailedAt: row?.lastFailedAt ?? null,
      lastError: failedLast ? (row?.lastError ?? null) : null,
      failing: failedLast,
      // No row: no process has ever run the jobs on this database.
      overdue:
        enabled &&
        (row === undefined ||
          (now.getTime() - row.nextRunAt.getTime() > OVERDUE_MS &&
            (row.lockedUntil == null || row.lockedUntil < now))),
      runs: row?.runs ?? 0,
      failures: row?.failures ?? 0,
    };
  });
}
