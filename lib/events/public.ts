// What the public event pages show of an event: labels in the event's own zone, prices in its
// currency, its calendar entry (the page's address as the place: the meeting link is private).
import "server-only";
import { site } from "@/config/site";
import type { PublicEvent } from "@/lib/db/queries/events";
import type { EventTicketJson } from "@/lib/db/schema";
import { scheduleLabels } from "@/lib/utils/time";
import type { CalendarEvent } from "./calendar";

/** "CST", "EDT", "GMT+1": the zone's short name at that instant, in American English. */
export function zoneAbbreviation(at: Date, timeZone: string): string {
  const part = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? timeZone;
}

/** Labels in the event's zone: the site's own zone by the site's name for it ("CT"). */
export function eventSchedule(e: Pick<PublicEvent, "startsAt" | "endsAt" | "timeZone">) {
  return scheduleLabels(
    { start: e.startsAt, end: e.endsAt },
    e.timeZone,
    e.timeZone === site.timeZone ? site.timeZoneLabel : zoneAbbreviation(e.startsAt, e.timeZone),
  );
}

export function formatPrice(cents: number, currency: string): string {
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: currency.toUpperCase(),
  }).format(cents / 100);
}

/** "From $44.95", "Free", or null without tickets. */
export function priceFrom(tickets: EventTicketJson[]): string | null {
  if (tickets.length === 0) return null;
  const lowest = tickets.reduce((a, b) => (b.priceCents < a.priceCents ? b : a));
  if (lowest.priceCents === 0) return "Free";
  const price = formatPrice(lowest.priceCents, lowest.currency);
  return tickets.length > 1 ? `From ${price}` : price;
}

export function eventCalendarEntry(
  e: PublicEvent,
  { siteUrl, organizer }: { siteUrl: string; organizer: string },
): CalendarEvent {
  const url = `${siteUrl}/events/${e.slug}`;
  return {
    uid: `event-${e.id}@${new URL(siteUrl).hostname}`,
    title: e.title,
    description: e.summary,
    location: url,
    url,
    start: e.startsAt,
    end: e.endsAt,
    timeZone: e.timeZone,
    organizer,
  };
}
