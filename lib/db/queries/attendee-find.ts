// One ticket or ticket holder looked up: by reference, by Checkout Session, or whether any exist.
import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { getDb } from "../client";
import { eventAttendees, events } from "../schema";

/** The event a ticket reference names, with the ticket; null when either is unknown. */
export async function ticketByReference(eventId: string, ticketId: string) {
  const db = await getDb();
  const [event] = await db
    .select({ id: events.id, title: events.title, tickets: events.tickets })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  const ticket = event?.tickets.find((t) => t.id === ticketId);
  return event && ticket ? { event, ticket } : null;
}

/** Whether an event has any ticket holder (it cannot be deleted then). */
export async function hasAttendees(eventId: string): Promise<boolean> {
  const db = await getDb();
  const result = (await db.execute(
    sql`select exists (select 1 from ${eventAttendees} where event_id = ${eventId}) as held`,
  )) as unknown as { rows: Array<{ held: boolean }> };
  return Boolean(result.rows[0]?.held);
}

/** The ticket holder a Checkout Session made, with its event: the thank-you page's buyer. */
export async function attendeeBySession(sessionId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ attendee: eventAttendees, event: events })
    .from(eventAttendees)
    .innerJoin(events, eq(events.id, eventAttendees.eventId))
    .where(eq(eventAttendees.stripeSessionId, sessionId))
    .limit(1);
  return row ?? null;
}

/** A lead's places at events, by start: the lead page's Events card. `marked`: the owner has
 * marked someone at that event as there (so an unmarked seat holder did not come). */
export async function listLeadEvents({ leadId }: { leadId: string }) {
  const db = await getDb();
  return db
    .select({
      eventId: events.id,
      title: events.title,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      eventStatus: events.status,
      ticketName: eventAttendees.ticketName,
      status: eventAttendees.status,
      attendedAt: eventAttendees.attendedAt,
      marked: sql<boolean>`exists (select 1 from ${eventAttendees} m
        where m.event_id = ${events.id} and m.attended_at is not null)`.mapWith(Boolean),
    })
    .from(eventAttendees)
    .innerJoin(events, eq(events.id, eventAttendees.eventId))
    .where(eq(eventAttendees.leadId, leadId))
    .orderBy(asc(events.startsAt));
}

/** The seat a referral code names (lib/events/referral.ts), with its holder and event. */
export async function attendeeByReferralCode(code: string) {
  const hex = code.replace(/^ref-/, "");
  if (!/^[0-9a-f]{10}$/.test(hex)) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      name: eventAttendees.name,
      email: eventAttendees.email,
      leadId: eventAttendees.leadId,
      eventTitle: events.title,
    })
    .from(eventAttendees)
    .innerJoin(events, eq(events.id, eventAttendees.eventId))
    .where(sql`replace(${eventAttendees.id}::text, '-', '') like ${`${hex}%`}`)
    .limit(1);
  return row ?? null;
}
