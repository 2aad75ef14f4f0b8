// What a delivery from the calendar does once read: the booking recorded with its lead, and the
// owner told in the same transaction (lead.booked, lead.booking_cancelled) when it changed.
import "server-only";
import { site } from "@/config/site";
import { recordBooking } from "@/lib/db/queries/bookings";
import { deliverAfterResponse } from "@/lib/notify/deliver";
import { notifyAfterBooking } from "@/lib/notify/queue";
import type { BookingChange } from "@/lib/validations/bookings";

/** The answer a provider gets: 200 for anything understood, changed or not (a retry stops). */
export async function applyBookingChange(change: BookingChange | null): Promise<Response> {
  if (!change) return Response.json({ received: true, ignored: true });
  let notified = false;
  const recorded = await recordBooking(change, {
    timeZone: site.timeZone,
    afterChange: async (tx, r) => {
      notified = await notifyAfterBooking(tx, r.leadId, {
        provider: change.provider,
        start_at: r.startAt.toISOString(),
        end_at: r.endAt.toISOString(),
        status: r.status,
      });
    },
  });
  if (notified) deliverAfterResponse();
  return Response.json({ received: true, changed: recorded.changed });
}
