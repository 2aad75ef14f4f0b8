// When a ticket holder's mails fall due, from the event's times (pure): shared by the queries
// that queue them and lib/events/attendee-mail.ts, which writes them.
export const ATTENDEE_MAILS = ["confirmation", "access", "recording"] as const;
export type AttendeeMailKind = (typeof ATTENDEE_MAILS)[number];

/** How long before the start the access mail goes. */
export const ACCESS_MAIL_LEAD_MS = 24 * 60 * 60_000;

/** When each mail is due, from the event's times; null: it does not go (yet). */
export function attendeeMailDue(
  kind: AttendeeMailKind,
  event: { startsAt: Date; endsAt: Date; recordingUrl: string | null },
  now: Date,
): Date | null {
  const later = (at: number) => new Date(Math.max(now.getTime(), at));
  if (kind === "confirmation") return now;
  if (kind === "access") {
    return now.getTime() < event.endsAt.getTime()
      ? later(event.startsAt.getTime() - ACCESS_MAIL_LEAD_MS)
      : null;
  }
  return event.recordingUrl ? later(event.endsAt.getTime()) : null;
}
