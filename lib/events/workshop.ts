// The workshop in content/workshop/ as instants, calendar entry and schema.org Event: what the
// landing and thank-you pages (and their tests) derive from the content, in one place.
import { type TicketId, tickets, workshop } from "@/content/workshop";
import { formatInZone, scheduleLabels, zonedInstant } from "@/lib/utils/time";
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

/** schema.org Event for the landing page; offers are listed as in stock only when on sale. */
export function workshopJsonLd({
  siteUrl,
  organizer,
  description,
  onSale,
  performers,
  times = workshopTimes(),
  prices = {},
}: {
  siteUrl: string;
  organizer: string;
  description: string;
  onSale: Record<TicketId, boolean>;
  performers: Array<{ name: string; role: string }>;
  /** The seeded event's times and prices (in dollars), as the owner set them. */
  times?: WorkshopTimes;
  prices?: Partial<Record<TicketId, number>>;
}) {
  const { start, end } = times;
  const pageUrl = `${siteUrl}${workshop.path}`;
  const offset = (d: Date) => formatInZone(d, "yyyy-MM-dd'T'HH:mm:ssXXX", workshop.timeZone);
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: workshop.title,
    description,
    startDate: offset(start),
    endDate: offset(end),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    location: { "@type": "VirtualLocation", url: pageUrl },
    url: pageUrl,
    organizer: { "@type": "Organization", name: organizer, url: siteUrl },
    performer: performers.map((p) => ({ "@type": "Person", name: p.name, jobTitle: p.role })),
    offers: tickets.map((t) => ({
      "@type": "Offer",
      name: t.name,
      price: (prices[t.id] ?? t.price).toFixed(2),
      priceCurrency: "USD",
      url: pageUrl,
      ...(onSale[t.id] ? { availability: "https://schema.org/InStock" } : {}),
    })),
  };
}

/** One line for the assistant on when the workshop is: live before and during, on demand after. */
export function workshopWhen(now = Date.now()): string {
  const labels = workshopScheduleLabels();
  return workshopPhase(now) === "past"
    ? `recorded on ${labels.date}, available on demand`
    : `${labels.date}, ${labels.time}, live online`;
}
