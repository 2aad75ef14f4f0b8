// The events (/admin/events), rendered on the server: those not over yet, soonest first, then
// the past ones, latest first. Each title opens the editor.
import Link from "next/link";
import { buttonClasses, ExternalLink } from "@/components/ui/button";
import { ArrowUpRight, Plus } from "@/components/ui/icons";
import type { EventJson } from "@/lib/events/manage";
import { formatInZone } from "@/lib/utils/time";
import { EmptyPanel } from "../status-panels";
import { EventStatusBadge } from "./status-badge";

const at = (iso: string) => new Date(iso).getTime();

function price(cents: number, currency: string) {
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: currency.toUpperCase(),
    ...(cents % 100 === 0 ? { maximumFractionDigits: 0 } : {}),
  }).format(cents / 100);
}

/** "2 tickets, from $49": the lowest price, in its own currency. */
function ticketsText(tickets: EventJson["tickets"]) {
  if (tickets.length === 0) return "No tickets";
  const lowest = tickets.reduce((a, b) => (b.price_cents < a.price_cents ? b : a));
  const amount = price(lowest.price_cents, lowest.currency);
  if (tickets.length === 1) return `1 ticket, ${lowest.price_cents ? amount : "free"}`;
  return `${tickets.length} tickets, from ${amount}`;
}

function Row({ event, held }: { event: EventJson; held: number }) {
  // A draft or a scheduled event has no public page yet.
  const shown = event.status === "published" || event.status === "cancelled";
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-5">
      <div className="min-w-0">
        <h3 className="font-semibold">
          <Link
            href={`/admin/events/${event.id}`}
            className="break-words text-ink underline-offset-2 hover:text-brand-700 hover:underline"
          >
            {event.title || "Untitled"}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-ink">
          <time dateTime={event.starts_at}>
            {formatInZone(
              new Date(event.starts_at),
              "EEE, MMM d, yyyy 'at' h:mm a",
              event.time_zone,
            )}
          </time>
          <span className="text-muted"> · {event.time_zone}</span>
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-2 text-sm sm:justify-end">
        <EventStatusBadge status={event.status} />
        {held > 0 && (
          <Link
            href={`/admin/events/${event.id}#attendees-heading`}
            className="rounded-full bg-amber-100 px-2.5 py-0.5 font-semibold text-amber-950 hover:underline"
          >
            {held} payment{held === 1 ? "" : "s"} to review
          </Link>
        )}
        {event.status === "scheduled" && event.publish_at && (
          <span className="text-sky-900">
            Goes live{" "}
            <time dateTime={event.publish_at}>
              {formatInZone(new Date(event.publish_at), "MMM d, h:mm a", event.time_zone)}
            </time>
          </span>
        )}
        <span className="text-muted">{ticketsText(event.tickets)}</span>
        {shown && (
          <ExternalLink
            href={event.url}
            className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            View page
            <span className="sr-only">: {event.title}</span>
            <ArrowUpRight className="size-4" aria-hidden />
          </ExternalLink>
        )}
      </div>
    </li>
  );
}

function Group({
  id,
  title,
  events,
  held,
}: {
  id: string;
  title: string;
  events: EventJson[];
  held: Record<string, number>;
}) {
  return (
    <section aria-labelledby={id} className="mt-6">
      <div className="mb-3 flex items-center justify-between gap-4">
        <h2 id={id} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        <p className="text-sm text-muted">
          {events.length} {events.length === 1 ? "event" : "events"}
        </p>
      </div>
      <div className="overflow-hidden rounded-card border border-line bg-white shadow-card">
        {events.length === 0 ? (
          <p className="px-4 py-6 text-sm text-muted sm:px-5">Nothing coming up.</p>
        ) : (
          <ul aria-labelledby={id} className="divide-y divide-line">
            {events.map((event) => (
              <Row key={event.id} event={event} held={held[event.id] ?? 0} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function NewEventButton() {
  return (
    <Link href="/admin/events/new" className={buttonClasses({ size: "sm" })}>
      <Plus className="size-4" aria-hidden />
      New event
    </Link>
  );
}

export function EventList({
  events,
  held,
  now,
}: {
  events: EventJson[];
  /** Checkouts waiting for review, per event id. */
  held: Record<string, number>;
  now: Date;
}) {
  // Under way counts as upcoming, as on the public list.
  const upcoming = events
    .filter((e) => at(e.ends_at) > now.getTime())
    .sort((a, b) => at(a.starts_at) - at(b.starts_at));
  const past = events
    .filter((e) => at(e.ends_at) <= now.getTime())
    .sort((a, b) => at(b.starts_at) - at(a.starts_at));
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Events</h1>
          <p className="mt-1 text-sm text-muted">
            Workshops and other events, their times, hosts and tickets.
          </p>
        </div>
        {events.length > 0 && (
          <div className="flex flex-wrap gap-2">
            <NewEventButton />
          </div>
        )}
      </div>

      {events.length === 0 ? (
        <div className="mt-6 overflow-hidden rounded-card border border-line bg-white shadow-card">
          <EmptyPanel
            title="No events yet"
            hint="A new event stays a draft, off the site, until you publish it."
          >
            <NewEventButton />
          </EmptyPanel>
        </div>
      ) : (
        <>
          <Group id="events-upcoming" title="Upcoming" events={upcoming} held={held} />
          {past.length > 0 && <Group id="events-past" title="Past" events={past} held={held} />}
        </>
      )}
    </div>
  );
}
