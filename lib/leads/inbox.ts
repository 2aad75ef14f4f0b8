// What the leads inbox reads, on the page (app/admin/page.tsx) and through the API alike: a page
// of leads, a range of days for the numbers, and the notifications that could not be delivered.
import "server-only";
import { site } from "@/config/site";
import { listNotificationProblems } from "@/lib/db/queries/notifications";
import type { OverviewBucket } from "@/lib/db/queries/overview";
import { listSummaries } from "@/lib/db/queries/summaries";
import type { PublicUser } from "@/lib/db/queries/users";
import { scopedAssignee } from "@/lib/leads/scope";
import { summaryToWire } from "@/lib/leads/wire";
import { localDate } from "@/lib/utils/local-date";
import type { NotificationProblems } from "@/lib/validations/notification-problems";
import { addDays, daysBetween, OVERVIEW_MAX_DAILY_DAYS } from "@/lib/validations/overview";
import type { SummaryFilters, SummaryListJson } from "@/lib/validations/summaries";

/** Whose leads a filter asks for, with "me" as the viewer's id. */
export const assigneeOf = (assignee: string | undefined, viewerId: string) =>
  assignee === "me" ? viewerId : assignee;

export async function leadList(
  q: SummaryFilters & { page: number; limit: number },
  viewer: Pick<PublicUser, "id" | "role">,
): Promise<SummaryListJson> {
  const only = await scopedAssignee(viewer);
  const { summaries, total } = await listSummaries({
    qualification: q.qualification,
    status: q.status,
    source: q.source,
    search: q.q,
    due: q.due,
    utmSource: q.utm_source,
    utmCampaign: q.utm_campaign,
    // An editor limited to their own leads sees those whatever the filter asks.
    assignee: only ?? assigneeOf(q.assignee, viewer.id),
    from: q.date_from,
    to: q.date_to,
    page: q.page,
    limit: q.limit,
  });
  return {
    summaries: summaries.map(summaryToWire),
    pagination: { page: q.page, limit: q.limit, total, pages: Math.ceil(total / q.limit) },
  };
}

/** A range of the agency's calendar: the `days` up to today unless `from`/`to` say otherwise; by
 * week when too long for days. */
export function calendarRange({
  from,
  to,
  days = 30,
}: {
  from?: string;
  to?: string;
  days?: number;
}) {
  const end = to ?? (from ? addDays(from, days - 1) : localDate(new Date(), site.timeZone));
  const start = from ?? addDays(end, -(days - 1));
  const bucket: OverviewBucket = daysBetween(start, end) > OVERVIEW_MAX_DAILY_DAYS ? "week" : "day";
  return { from: start, to: end, bucket };
}

export async function notificationProblems(): Promise<NotificationProblems> {
  const rows = await listNotificationProblems();
  return {
    problems: rows.map((r) => ({
      id: r.id,
      event: r.event,
      channel: r.channel,
      lead_id: r.leadId,
      lead_name: r.leadName,
      attempts: r.attempts,
      error: r.lastError,
      next_attempt_at: r.nextAttemptAt.toISOString(),
      failed: r.failedAt !== null,
      created_at: r.createdAt.toISOString(),
    })),
  };
}
