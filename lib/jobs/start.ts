// Starts the job runner in this process, once, unless JOBS=off (or under `next dev`, unless
// JOBS=on); it stops with the process, after the runs under way.
import "server-only";
import { env } from "@/lib/env";
import { onShutdown, SHUTDOWN_ORDER } from "@/lib/shutdown";
import { JOB_DEFINITIONS } from "./definitions";
import { type JobRunner, startJobRunner } from "./runner";

const g = globalThis as typeof globalThis & { __siteJobs?: JobRunner };

export const jobsWanted = () => (env.JOBS ? env.JOBS === "on" : env.NODE_ENV !== "development");

export function startJobs(): JobRunner | null {
  if (!jobsWanted()) return null;
  if (g.__siteJobs) return g.__siteJobs;
  const runner = startJobRunner(JOB_DEFINITIONS);
  g.__siteJobs = runner;
  onShutdown("jobs", SHUTDOWN_ORDER.workers, () => runner.stop());
  return runner;
}
