// An event's status: the word carries the meaning, the colour repeats it (each pair AA on its
// tint).
import { cn } from "@/lib/utils/cn";
import type { EventStatus } from "@/lib/validations/event-status";

export const EVENT_STATUS_LABELS: Record<EventStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
  cancelled: "Cancelled",
};

const styles: Record<EventStatus, string> = {
  draft: "bg-slate-100 text-slate-800 ring-slate-300",
  scheduled: "bg-sky-50 text-sky-900 ring-sky-200",
  published: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  cancelled: "bg-red-50 text-red-800 ring-red-200",
};

export function EventStatusBadge({ status }: { status: EventStatus }) {
  return (
    <span
      className={cn(
        "inline-flex items-center whitespace-nowrap rounded-pill px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        styles[status],
      )}
    >
      {EVENT_STATUS_LABELS[status]}
    </span>
  );
}
