// The workshop in content/workshop/ as instants and a calendar entry: what the landing and
// thank-you pages (and their tests) derive from the content, in one place.
import { workshop } from "@/content/workshop";
import { scheduleLabels, zonedInstant } from "@/lib/utils/time";
import type { CalendarEvent } from "./calendar";
import { type EventPhase, phaseAt } from "./phase";

export type WorkshopTimes = { start: Date; end: Date };

export function workshopTimes(): WorkshopTimes {
  return {
    start: zonedInstant(workshop.start, workshop.timeZone),
    end: zonedInstant(workshop.end, workshop.timeZone),
  };
}

/** The workshop's phase at `now` (the moment a page is rendered, by default). */
export function workshopPhase(now = Date.now()): EventPhase {
  const { start, end } = workshopTimes();
  return phaseAt(now, start.getTime(), end.getTime());
}

export function workshopScheduleLabels(times: WorkshopTimes = workshopTimes()) {
  return scheduleLabels(times, workshop.timeZone, workshop.zoneLabel);
}

/** The calendar entry of the thank-you page; the UID is scoped to the site's host name. */
export function workshopCalendarEvent({
  siteUrl,
  organizer,
  description,
}: {
  siteUrl: string;
  organizer: string;
  description: string;
}): CalendarEvent {
  const { start, end } = workshopTimes();
  return {
    uid: `${workshop.uid}@${new URL(siteUrl).hostname}`,
    title: workshop.title,
    description,
    location: workshop.meetingUrl,
    url: `${siteUrl}${workshop.path}`,
    start,
    end,
    timeZone: workshop.timeZone,
    organizer,
  };
}

/** One line for the assistant on when the workshop is: live before and during, on demand after. */
export function workshopWhen(now = Date.now()): string {
  const labels = workshopScheduleLabels();
  return workshopPhase(now) === "past"
    ? `recorded on ${labels.date}, available on demand`
    : `${labels.date}, ${labels.time}, live online`;
}
