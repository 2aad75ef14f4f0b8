// When the owner means to follow a lead up, in the agency's calendar: due today, overdue (in red,
// with words, not only colour), or a later day. Nothing for a closed lead.
import { Clock } from "@/components/ui/icons";
import { site } from "@/config/site";
import { agencyToday } from "@/lib/rules/follow-up";
import { cn } from "@/lib/utils/cn";
import { CLOSED_STATUSES } from "@/lib/validations/lead-status";
import type { ChatSummaryJson } from "@/lib/validations/summaries";

const day = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  timeZone: site.timeZone,
});

/** "due today", "overdue since Mon, Nov 23" or "due Tue, Dec 1", as of now. */
export function followUpLabel(iso: string, now = new Date()) {
  const at = new Date(iso);
  const { start, end } = agencyToday(now);
  if (at < start) return { text: `overdue since ${day.format(at)}`, overdue: true };
  if (at < end) return { text: "due today", overdue: false };
  return { text: `due ${day.format(at)}`, overdue: false };
}

export function FollowUpBadge({ summary }: { summary: ChatSummaryJson }) {
  if (!summary.follow_up_at || CLOSED_STATUSES.includes(summary.status)) return null;
  const { text, overdue } = followUpLabel(summary.follow_up_at);
  return (
    <p
      className={cn(
        "flex items-center gap-1 text-xs font-medium",
        overdue ? "text-red-800" : "text-ink",
      )}
    >
      <Clock className="size-3.5 shrink-0" aria-hidden />
      Follow-up {text}
    </p>
  );
}
