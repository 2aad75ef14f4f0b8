// Runs the background jobs (./definitions.ts): each due run is claimed in the database, so however
// many processes run this, each due time runs once. Started with the app or `npm run worker`.
import "server-only";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { Cron } from "croner";
import { claimJob, ensureJobs, finishJob, jobsDue, type NextRun } from "@/lib/db/queries/jobs";
import { errorText } from "@/lib/utils/error-text";

export type JobSchedule = { everyMs: number } | { cron: string; timeZone: string };

export type JobDefinition = {
  name: string;
  /** What it does, in the owner's words (the overview lists it). */
  label: string;
  schedule: JobSchedule;
  /** How long a run may hold the job before another process may take it. */
  leaseMs: number;
  /** Off when what it needs is not configured (no mail, no retention period). */
  enabled?: () => boolean;
  /** What turns it on, for the owner when it is off. */
  needs?: string;
  /** `signal` aborts when the runner stops: a run that waits (an IMAP IDLE) ends early. */
  run: (signal: AbortSignal) => Promise<unknown>;
  /** Called once when the runner stops, after its last run ended. */
  stop?: () => Promise<unknown>;
};

/** When a job is next due after `from`, by this process's clock. */
export function nextRun(schedule: JobSchedule, from: Date): Date {
  if ("everyMs" in schedule) return new Date(from.getTime() + schedule.everyMs);
  const next = new Cron(schedule.cron, { timezone: schedule.timeZone }).nextRun(from);
  if (!next) throw new Error(`the schedule ${schedule.cron} has no next run`);
  return next;
}

/** What a claim stores as the next run: intervals count from the database's clock. */
const nextOf = (schedule: JobSchedule, from: Date): NextRun =>
  "everyMs" in schedule ? { afterMs: schedule.everyMs } : { at: nextRun(schedule, from) };

const TICK_MS = 1_000;

export type JobRunner = {
  /** Runs whatever is due now and waits for it (the tests' clock). */
  tick: () => Promise<void>;
  stop: () => Promise<void>;
};

/** Starts ticking; `stop()` ends it after the runs under way. */
export function startJobRunner(
  definitions: JobDefinition[],
  { by = `${hostname()}:${process.pid}`, tickMs = TICK_MS }: { by?: string; tickMs?: number } = {},
): JobRunner {
  const active = definitions.filter((d) => d.enabled?.() ?? true);
  const names = active.map((d) => d.name);
  /** When each job is due as far as this process knows (another may have moved it on). */
  let due: Map<string, Date> | null = null;
  const running = new Map<string, Promise<void>>();
  let stopped = false;
  const stopping = new AbortController();

  async function runOne(job: JobDefinition, run: string) {
    try {
      await job.run(stopping.signal);
      await finishJob({ name: job.name, run });
    } catch (err) {
      console.error(`[jobs] ${job.name} failed: ${errorText(err)}`);
      await finishJob({ name: job.name, run, error: errorText(err) }).catch(() => {});
    }
  }

  /** Claims and starts what is due; `wait`: until those runs end (the tests' clock). */
  async function tick(wait = false) {
    if (stopped || active.length === 0) return;
    if (!due) {
      await ensureJobs(names);
      due = await jobsDue(names);
    }
    const now = new Date();
    const ready = active.filter(
      (job) => !running.has(job.name) && (due?.get(job.name) ?? now) <= now,
    );
    if (ready.length === 0) return;
    const started: Array<Promise<void>> = [];
    for (const job of ready) {
      if (stopped) break;
      const run = `${by} ${randomUUID().slice(0, 8)}`;
      const won = await claimJob({
        name: job.name,
        next: nextOf(job.schedule, now),
        leaseMs: job.leaseMs,
        run,
      });
      if (!won) continue;
      due.set(job.name, nextRun(job.schedule, now));
      const done = runOne(job, run).finally(() => running.delete(job.name));
      running.set(job.name, done);
      started.push(done);
    }
    // Those another process took (or holds): learn when they are due now.
    if (started.length < ready.length) {
      for (const [name, at] of await jobsDue(names)) if (!running.has(name)) due.set(name, at);
    }
    if (wait) await Promise.all(started);
  }

  let ticking: Promise<void> | null = null;
  let unreachable = false;
  const timer = setInterval(() => {
    if (ticking) return;
    ticking = tick()
      .then(() => {
        if (unreachable) console.warn("[jobs] the database answers again");
        unreachable = false;
      })
      .catch((err) => {
        // The database away: ask again on a later tick, and say so once.
        due = null;
        if (!unreachable) console.warn(`[jobs] could not look at the jobs: ${errorText(err)}`);
        unreachable = true;
      })
      .finally(() => {
        ticking = null;
      });
  }, tickMs);
  timer.unref();

  return {
    tick: () => tick(true),
    async stop() {
      stopped = true;
      stopping.abort();
      clearInterval(timer);
      await ticking;
      // A tick under way may have started runs after stop() was called: wait for them all.
      while (running.size > 0) await Promise.allSettled([...running.values()]);
      for (const job of active) await job.stop?.().catch(() => {});
    },
  };
}
