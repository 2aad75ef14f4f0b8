// When a ticket holder's mails fall due, from the event's times (pure): shared by the queries
// that queue them and lib/events/attendee-mail.ts, which writes them.
export const ATTENDEE_MAILS = ["confirmation", "access", "reminder", "recording", "offer"] as const;
export type AttendeeMailKind = (typeof ATTENDEE_MAILS)[number];
/** The mails a new seat holder is queued; "offer" goes only to a waitlisted person given a seat. */
export const SEAT_MAILS = ["confirmation", "access", "reminder", "recording"] as const;

/** How long before the start the access mail goes. */
export const ACCESS_MAIL_LEAD_MS = 24 * 60 * 60_000;
/** How long before the start the reminder goes. */
export const REMINDER_LEAD_MS = 60 * 60_000;

/** When each mail is due, from the event's times; null: it does not go (yet). */
export function attendeeMailDue(
  kind: AttendeeMailKind,
  event: { startsAt: Date; endsAt: Date; recordingUrl: string | null },
  now: Date,
): Date | null {
  const later = (at: number) => new Date(Math.max(now.getTime(), at));
  if (kind === "confirmation" || kind === "offer") return now;
  if (kind === "access") {
    return now.getTime() < event.endsAt.getTime()
      ? later(event.startsAt.getTime() - ACCESS_MAIL_LEAD_MS)
      : null;
  }
  if (kind === "reminder") {
    // Who registers within the last hour has just had the confirmation: no reminder on top.
    const at = event.startsAt.getTime() - REMINDER_LEAD_MS;
    return now.getTime() < at ? new Date(at) : null;
  }
  return event.recordingUrl ? later(event.endsAt.getTime()) : null;
}

/** Whether a mail still goes to someone in this state when it falls due: a seat holder's mails,
 * the waitlist's confirmation, and an offer to whoever is still waiting for it. */
export function attendeeMailGoes(kind: AttendeeMailKind, status: string): boolean {
  if (status === "paid" || status === "registered") return true;
  return status === "waitlisted" && (kind === "confirmation" || kind === "offer");
}
