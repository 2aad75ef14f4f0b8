// A booking as the site keeps it, whichever calendar sent it: what lib/bookings/providers.ts
// reads a delivery into and the bookings query records.
export type BookingProvider = "cal" | "calendly";

/** One booking made, moved or cancelled, in the site's terms. */
export type BookingChange = {
  provider: BookingProvider;
  /** The provider's id of the booking (for a reschedule, the new one's). */
  id: string;
  /** The booking a reschedule replaces, when the provider names it. */
  previousId: string | null;
  kind: "booked" | "rescheduled" | "cancelled";
  startAt: Date;
  endAt: Date;
  /** The attendee, lower-cased: how the booking finds its lead. */
  email: string;
  name: string | null;
};
