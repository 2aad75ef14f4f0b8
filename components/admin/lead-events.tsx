// The lead page's Events card: each event the lead registered for, bought, or waits for, with
// whether they came once the owner has marked the event.
import Link from "next/link";
import { CalendarDays } from "@/components/ui/icons";
import type { LeadDetailJson } from "@/lib/validations/lead-detail";
import { card, when } from "./lead-format";

const PLACES: Record<string, string> = {
  paid: "Bought a ticket",
  registered: "Registered",
  waitlisted: "On the waitlist",
  cancelled: "Gave the seat back",
  refunded: "Refunded",
  review: "Payment waiting for review",
  declined: "Payment declined",
};

function placeOf(e: LeadDetailJson["events"][number]) {
  const place = PLACES[e.status] ?? e.status;
  if (e.attendance === "attended") return `${place} · Attended`;
  if (e.attendance === "no_show") return `${place} · Did not come`;
  return e.event_cancelled ? `${place} · Event cancelled` : place;
}

export function LeadEvents({ events }: { events: LeadDetailJson["events"] }) {
  if (events.length === 0) return null;
  return (
    <section aria-labelledby="lead-events" className={card}>
      <h2 id="lead-events" className="font-semibold text-ink">
        Events
      </h2>
      <ul aria-label="Events" className="mt-3 space-y-2 text-sm">
        {events.map((e) => (
          <li key={`${e.event_id}-${e.ticket}-${e.status}`} className="flex items-start gap-2">
            <CalendarDays className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
            <span className="min-w-0">
              <Link
                href={`/admin/events/${e.event_id}`}
                className="font-medium text-brand-700 hover:underline"
              >
                {e.title}
              </Link>
              <span className="block text-xs text-muted">
                {when(e.starts_at)} · {e.ticket}
              </span>
              <span className="block text-ink">{placeOf(e)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
