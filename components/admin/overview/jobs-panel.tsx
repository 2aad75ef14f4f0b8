// The site's background work, for owners: when each job last ran and runs next, and what went
// wrong last, so a stalled worker or a failing mailbox is seen here before a lead is missed.
import { site } from "@/config/site";
import type { JobStatus } from "@/lib/jobs/status";
import { cn } from "@/lib/utils/cn";

const when = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  second: "2-digit",
  timeZone: site.timeZone,
});
const at = (d: Date | null) => (d ? when.format(d) : "—");

function state(job: JobStatus): { text: string; tone: "ok" | "warn" | "off" } {
  if (!job.enabled) return { text: "Off", tone: "off" };
  if (job.overdue) return { text: "Overdue: no process runs the jobs", tone: "warn" };
  if (job.failing) return { text: "Last run failed", tone: "warn" };
  if (job.runs === 0) return { text: "Not run yet", tone: "off" };
  return { text: "Running", tone: "ok" };
}

export function JobsPanel({ jobs }: { jobs: JobStatus[] }) {
  return (
    <section
      aria-labelledby="jobs-heading"
      className="rounded-card border border-line bg-white p-4 shadow-card sm:p-5"
    >
      <h2 id="jobs-heading" className="text-base font-semibold text-ink">
        Background work
      </h2>
      <p className="mt-1 text-sm text-muted">
        What the site does on its own, and when each last ran ({site.timeZoneLabel}).
      </p>
      <ul className="mt-4 divide-y divide-line">
        {jobs.map((job) => {
          const s = state(job);
          return (
            <li key={job.name} className="grid gap-1 py-3 text-sm sm:grid-cols-[1fr_auto] sm:gap-4">
              <div className="min-w-0">
                <p className="font-medium text-ink">{job.label}</p>
                <p className="text-muted">
                  {job.enabled
                    ? `Last done ${at(job.lastFinishedAt)} · next ${at(job.nextRunAt)}`
                    : `Off until ${job.needs ?? "it is set up"}.`}
                </p>
                {job.lastError && (
                  <p className="mt-1 break-words text-red-800">
                    Failed {at(job.lastFailedAt)}: {job.lastError}
                  </p>
                )}
              </div>
              <p
                className={cn(
                  "self-start justify-self-start rounded-full px-2.5 py-0.5 text-xs font-semibold sm:justify-self-end",
                  s.tone === "ok" && "bg-emerald-50 text-emerald-900",
                  s.tone === "warn" && "bg-amber-100 text-amber-950",
                  s.tone === "off" && "bg-surface text-muted",
                )}
              >
                {s.text}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
