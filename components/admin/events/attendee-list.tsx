// Who holds a ticket to this event (from Stripe's webhook), with paid and refunded counts and
// the revenue of paid tickets; each buyer links to their lead.
import Link from "next/link";
import type { EventAttendee } from "@/lib/db/schema";
import { formatPrice } from "@/lib/events/public";

export function AttendeeList({
  attendees,
  capacity,
  timeZone,
}: {
  attendees: EventAttendee[];
  capacity: number | null;
  timeZone: string;
}) {
  const paid = attendees.filter((a) => a.status === "paid");
  const revenue = new Map<string, number>();
  for (const a of paid) revenue.set(a.currency, (revenue.get(a.currency) ?? 0) + a.amountCents);
  const revenueText =
    [...revenue].map(([currency, cents]) => formatPrice(cents, currency)).join(" + ") || "$0.00";
  const when = new Intl.DateTimeFormat("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone,
  });
  const stamp = (d: Date) => when.format(d);
  return (
    <section
      aria-labelledby="attendees-heading"
      className="mx-auto w-full max-w-7xl px-4 pb-12 sm:px-6 lg:px-8"
    >
      <div className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
        <h2 id="attendees-heading" className="text-lg font-semibold text-ink">
          Attendees
        </h2>
        <p className="mt-1 text-sm text-muted">
          {paid.length} paid{capacity ? ` of ${capacity} seats` : ""} ·{" "}
          {attendees.length - paid.length} refunded · revenue {revenueText}
        </p>
        {attendees.length === 0 ? (
          <p className="mt-4 text-sm text-muted">
            Nobody yet. Purchases appear here as soon as Stripe reports them (see the README for the
            webhook).
          </p>
        ) : (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead className="text-xs uppercase text-muted">
                <tr>
                  <th className="py-2 pr-4 font-semibold">Buyer</th>
                  <th className="py-2 pr-4 font-semibold">Ticket</th>
                  <th className="py-2 pr-4 font-semibold">Amount</th>
                  <th className="py-2 pr-4 font-semibold">Bought</th>
                  <th className="py-2 font-semibold">Status</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {attendees.map((a) => (
                  <tr key={a.id}>
                    <td className="py-2 pr-4">
                      {a.leadId ? (
                        <Link
                          href={`/admin/leads/${a.leadId}`}
                          className="font-medium text-brand-700 hover:underline"
                        >
                          {a.name || a.email}
                        </Link>
                      ) : (
                        <span className="font-medium text-ink">{a.name || a.email}</span>
                      )}
                      <span className="block text-xs text-muted">{a.email}</span>
                    </td>
                    <td className="py-2 pr-4">{a.ticketName}</td>
                    <td className="py-2 pr-4">{formatPrice(a.amountCents, a.currency)}</td>
                    <td className="py-2 pr-4">{stamp(a.createdAt)}</td>
                    <td className="py-2">{a.status === "paid" ? "Paid" : "Refunded"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
