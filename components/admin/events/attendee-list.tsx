// An event's ticket holders (Stripe, free registrations, guests, the waitlist) with counts, revenue and mail states; checkouts
// that paid less than their ticket wait on top for the owner's decision.
import Link from "next/link";
import { Download } from "@/components/ui/icons";
import type { AttendeeRow, MailState } from "@/lib/db/queries/attendee-list";
import type { AttendeeStatus, EventTicketJson } from "@/lib/db/schema";
import { formatPrice } from "@/lib/events/public";
import { AttendedBox, MarkAllAttended, RemoveAttendee } from "./attendance";
import { AddGuest, ResendMail, ReviewPayment } from "./attendee-actions";

const STATUS_LABEL: Record<AttendeeStatus, string> = {
  paid: "Paid",
  refunded: "Refunded",
  review: "Needs review",
  declined: "Declined",
  registered: "Registered",
  waitlisted: "Waitlisted",
  cancelled: "Cancelled",
};

const KINDS = [
  ["confirmation", "Confirmation"],
  ["access", "Access mail"],
  ["reminder", "Reminder"],
  ["recording", "Recording"],
] as const;

const hasSeat = (a: AttendeeRow) => a.status === "paid" || a.status === "registered";

/** The person's state in words: attended once marked, and an open offer for someone waiting. */
function stateOf(a: AttendeeRow): string {
  if (hasSeat(a) && a.attendedAt) return "Attended";
  if (a.status === "waitlisted" && a.offeredAt) return "Waitlisted · seat offered";
  return STATUS_LABEL[a.status];
}

export function AttendeeList({
  eventId,
  attendees,
  capacity,
  tickets,
  timeZone,
  mailReady,
}: {
  eventId: string;
  attendees: AttendeeRow[];
  capacity: number | null;
  tickets: EventTicketJson[];
  timeZone: string;
  /** SMTP is set: mails go out, and can be sent again. */
  mailReady: boolean;
}) {
  const paid = attendees.filter((a) => a.status === "paid");
  const seats = attendees.filter(hasSeat);
  const free = seats.length - paid.length;
  const waiting = attendees.filter((a) => a.status === "waitlisted").length;
  const held = attendees.filter((a) => a.status === "review");
  const refunded = attendees.filter((a) => a.status === "refunded").length;
  const revenue = new Map<string, number>();
  for (const a of paid) revenue.set(a.currency, (revenue.get(a.currency) ?? 0) + a.amountCents);
  const revenueText =
    [...revenue].map(([currency, cents]) => formatPrice(cents, currency)).join(" + ") || "$0.00";
  const when = new Intl.DateTimeFormat("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone,
  });
  const mailText = (m: MailState) => {
    if (!m) return "—";
    if (m.sent_at) return `Sent ${when.format(new Date(m.sent_at))}`;
    if (m.error) return `Not delivered yet: ${m.error}`;
    return Date.parse(m.due_at) > Date.now() ? `Due ${when.format(new Date(m.due_at))}` : "Sending";
  };
  return (
    <section
      aria-labelledby="attendees-heading"
      className="mx-auto w-full max-w-7xl px-4 pb-12 sm:px-6 lg:px-8"
    >
      <div className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="attendees-heading" className="text-lg font-semibold text-ink">
              Attendees
            </h2>
            <p className="mt-1 text-sm text-muted">
              {seats.length}
              {capacity ? ` of ${capacity}` : ""} seats taken · {paid.length} paid
              {free > 0 ? ` · ${free} free` : ""}
              {waiting > 0 ? ` · ${waiting} waiting` : ""} · {refunded} refunded · revenue{" "}
              {revenueText}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {seats.some((a) => !a.attendedAt) && <MarkAllAttended eventId={eventId} />}
            {attendees.length > 0 && (
              <a
                href={`/api/admin/events/${eventId}/attendees?format=csv`}
                className="inline-flex items-center gap-1.5 rounded-full border border-line px-3 py-1.5 text-sm font-semibold text-ink hover:bg-surface"
              >
                <Download className="size-4" aria-hidden />
                Export CSV
              </a>
            )}
            <AddGuest
              eventId={eventId}
              tickets={tickets.map((t) => ({ id: t.id, name: t.name }))}
            />
          </div>
        </div>
        {!mailReady && (
          <p role="note" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            Email is not set up (SMTP_URL), so ticket holders get no confirmation, access or
            recording mail from the site.
          </p>
        )}
        {held.length > 0 && (
          <section
            aria-labelledby="review-heading"
            className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4"
          >
            <h3 id="review-heading" className="font-semibold text-amber-950">
              Needs review ({held.length})
            </h3>
            <p className="mt-1 text-sm text-amber-900">
              These payments do not match their ticket. They have no seat, no join link and no mail
              until you accept them. If you decline one, refund it in Stripe.
            </p>
            <ul className="mt-3 divide-y divide-amber-200">
              {held.map((a) => (
                <li key={a.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
                  <div className="min-w-0 text-sm">
                    <p className="font-medium text-ink">
                      {a.name || a.email} · {a.ticketName} ·{" "}
                      {formatPrice(a.amountCents, a.currency)}
                    </p>
                    <p className="text-amber-900">{a.reviewReason}</p>
                    <p className="mt-0.5 break-all text-xs text-muted">
                      {a.email} · {when.format(a.createdAt)} · Stripe session{" "}
                      <span className="font-mono">{a.stripeSessionId}</span>
                    </p>
                  </div>
                  <ReviewPayment
                    eventId={eventId}
                    attendeeId={a.id}
                    who={a.name || a.email}
                    mailReady={mailReady}
                  />
                </li>
              ))}
            </ul>
          </section>
        )}
        {attendees.length === 0 ? (
          <p className="mt-4 text-sm text-muted">
            Nobody yet. Purchases appear here as soon as Stripe reports them, and registrations and
            guests you add too.
          </p>
        ) : (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full min-w-[56rem] text-left text-sm">
              <thead className="text-xs uppercase text-muted">
                <tr>
                  <th className="py-2 pr-4 font-semibold">Who</th>
                  <th className="py-2 pr-4 font-semibold">There</th>
                  <th className="py-2 pr-4 font-semibold">Status</th>
                  <th className="py-2 pr-4 font-semibold">Ticket</th>
                  <th className="py-2 pr-4 font-semibold">Amount</th>
                  <th className="py-2 pr-4 font-semibold">Since</th>
                  {KINDS.map(([, label]) => (
                    <th key={label} className="py-2 pr-4 font-semibold">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {attendees.map((a) => {
                  const who = a.name || a.email;
                  return (
                    <tr key={a.id} className="align-top">
                      <td className="py-2 pr-4">
                        {a.leadId ? (
                          <Link
                            href={`/admin/leads/${a.leadId}`}
                            className="font-medium text-brand-700 hover:underline"
                          >
                            {who}
                          </Link>
                        ) : (
                          <span className="font-medium text-ink">{who}</span>
                        )}
                        <span className="block text-xs text-muted">{a.email}</span>
                      </td>
                      <td className="py-2 pr-4">
                        {hasSeat(a) && (
                          <AttendedBox
                            eventId={eventId}
                            attendeeId={a.id}
                            attended={a.attendedAt !== null}
                            who={who}
                          />
                        )}
                      </td>
                      <td className="py-2 pr-4">
                        {stateOf(a)}
                        {(hasSeat(a) || a.status === "waitlisted") && (
                          <span className="block">
                            <RemoveAttendee eventId={eventId} attendeeId={a.id} who={who} />
                          </span>
                        )}
                      </td>
                      <td className="py-2 pr-4">{a.ticketName}</td>
                      <td className="py-2 pr-4">
                        {a.guest
                          ? "Guest"
                          : a.stripeSessionId
                            ? formatPrice(a.amountCents, a.currency)
                            : "Free"}
                      </td>
                      <td className="py-2 pr-4">{when.format(a.createdAt)}</td>
                      {KINDS.map(([kind]) => (
                        <td key={kind} className="py-2 pr-4 text-xs text-muted">
                          {mailText(a.mail[kind])}
                          {mailReady && hasSeat(a) && a.mail[kind]?.sent_at && (
                            <ResendMail eventId={eventId} attendeeId={a.id} kind={kind} who={who} />
                          )}
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
