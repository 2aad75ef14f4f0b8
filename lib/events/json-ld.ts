// An event as schema.org reads it, for search results: its times with their offset, its state,
// the public page as the place (never the join link) and what is still on sale.
import "server-only";
import type { PublicEvent } from "@/lib/db/queries/events";
import { formatInZone } from "@/lib/utils/time";

const SCHEMA = "https://schema.org";

/** InStock, LimitedAvailability (a fifth of the seats or fewer left) or SoldOut. */
export function availability(capacity: number | null, taken: number): string {
  if (capacity === null) return `${SCHEMA}/InStock`;
  const left = Math.max(0, capacity - taken);
  if (left === 0) return `${SCHEMA}/SoldOut`;
  return left <= Math.ceil(capacity / 5) ? `${SCHEMA}/LimitedAvailability` : `${SCHEMA}/InStock`;
}

export function eventJsonLd(
  event: PublicEvent,
  {
    siteUrl,
    organizer,
    taken,
    now = new Date(),
    description = event.summary,
    performers = event.hosts,
  }: {
    siteUrl: string;
    organizer: string;
    /** Seats held (paid, free and comp tickets). */
    taken: number;
    now?: Date;
    description?: string;
    performers?: Array<{ name: string; role: string }>;
  },
) {
  const pageUrl = `${siteUrl}/events/${event.slug}`;
  const offset = (d: Date) => formatInZone(d, "yyyy-MM-dd'T'HH:mm:ssXXX", event.timeZone);
  const cancelled = event.status === "cancelled";
  const onSale = !cancelled && event.endsAt > now;
  return {
    "@context": SCHEMA,
    "@type": "Event",
    name: event.title,
    description,
    image: [`${siteUrl}/events/${event.slug}/social.png`],
    url: pageUrl,
    startDate: offset(event.startsAt),
    endDate: offset(event.endsAt),
    eventStatus: cancelled
      ? `${SCHEMA}/EventCancelled`
      : event.previousStartsAt
        ? `${SCHEMA}/EventRescheduled`
        : `${SCHEMA}/EventScheduled`,
    ...(event.previousStartsAt && !cancelled
      ? { previousStartDate: offset(event.previousStartsAt) }
      : {}),
    eventAttendanceMode: `${SCHEMA}/OnlineEventAttendanceMode`,
    location: { "@type": "VirtualLocation", url: pageUrl },
    organizer: { "@type": "Organization", name: organizer, url: siteUrl },
    ...(performers.length
      ? {
          performer: performers.map((p) => ({ "@type": "Person", name: p.name, jobTitle: p.role })),
        }
      : {}),
    ...(onSale && event.tickets.length
      ? {
          offers: event.tickets.map((t) => ({
            "@type": "Offer",
            name: t.name,
            price: (t.priceCents / 100).toFixed(2),
            priceCurrency: t.currency.toUpperCase(),
            url: pageUrl,
            availability: availability(event.capacity, taken),
            validThrough: offset(event.endsAt),
          })),
        }
      : {}),
  };
}
