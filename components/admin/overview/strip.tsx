// The overview in one line at the top of the leads: what the owner should know before the list.
import Link from "next/link";
import type { Overview } from "@/lib/db/queries/overview";
import { cn } from "@/lib/utils/cn";
import { formatWait } from "./format";

export function OverviewStrip({ data }: { data: Overview }) {
  const median = data.firstContact.medianMinutes;
  const waiting = data.awaitingFirstContact;
  return (
    <section
      aria-label="Last 30 days"
      className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 rounded-card border border-line bg-white px-4 py-3 text-sm shadow-card"
    >
      <span className="font-semibold text-ink">Last 30 days</span>
      <span className="text-muted">
        <strong className="text-ink">{data.leads}</strong> {data.leads === 1 ? "lead" : "leads"}
      </span>
      <span className={cn(waiting > 0 ? "text-amber-900" : "text-muted")}>
        <strong className={waiting > 0 ? "" : "text-ink"}>{waiting}</strong> waiting for a first
        contact
      </span>
      {median !== null && (
        <span className="text-muted">
          First contact after <strong className="text-ink">{formatWait(median)}</strong> (median)
        </span>
      )}
      <Link
        href="/admin/overview"
        className="font-semibold text-brand-700 underline underline-offset-2 sm:ml-auto"
      >
        See the overview
      </Link>
    </section>
  );
}
