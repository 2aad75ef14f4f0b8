// Ticket holders: one per Stripe Checkout Session, linked to the lead with their email (or a new
// lead, source "workshop"); the admin's list with counts and revenue.
import "server-only";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { getDb } from "../client";
import { chatSummaries, type EventAttendee, eventAttendees, events, leadActivity } from "../schema";
import { lockEmail } from "./leads";

export type Purchase = {
  eventId: string;
  ticketId: string;
  ticketName: string;
  name: string | null;
  email: string;
  amountCents: number;
  currency: string;
  sessionId: string;
  paymentIntentId: string | null;
  eventTitle: string;
  interactionDate: string;
};

/**
 * Records a paid Checkout Session once: a retried or duplicate delivery, on any instance, finds
 * the session's row and changes nothing. Answers whether this call recorded it.
 */
export async function recordPurchase(
  p: Purchase,
): Promise<{ recorded: boolean; leadId: string | null }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(eventAttendees)
      .values({
        eventId: p.eventId,
        ticketId: p.ticketId,
        ticketName: p.ticketName,
        name: p.name,
        email: p.email,
        amountCents: p.amountCents,
        currency: p.currency,
        stripeSessionId: p.sessionId,
        paymentIntentId: p.paymentIntentId,
      })
      .onConflictDoNothing({ target: eventAttendees.stripeSessionId })
      .returning({ id: eventAttendees.id });
    if (!row) return { recorded: false, leadId: null };

    await lockEmail(tx, p.email);
    const [known] = await tx
      .select({ id: chatSummaries.id })
      .from(chatSummaries)
      .where(eq(chatSummaries.contactEmail, p.email))
      .orderBy(desc(chatSummaries.createdAt))
      .limit(1);
    let leadId = known?.id;
    if (!leadId) {
      const [made] = await tx
        .insert(chatSummaries)
        .values({
          source: "workshop",
          interactionDate: p.interactionDate,
          contactName: p.name,
          contactEmail: p.email,
          servicesDiscussed: ["Workshops"],
          chatSummary: `Bought a ${p.ticketName} for "${p.eventTitle}".`,
          nextStep: "Welcome them after the event",
        })
        .returning({ id: chatSummaries.id });
      if (!made) throw new Error("insert returned no row");
      leadId = made.id;
      await tx
        .insert(leadActivity)
        .values({ leadId, actor: "Stripe", kind: "created", toValue: "workshop" });
    }
    await tx.update(eventAttendees).set({ leadId }).where(eq(eventAttendees.id, row.id));
    return { recorded: true, leadId };
  });
}

/** A refunded payment's ticket is marked refunded (once); answers how many changed. */
export async function markRefunded(paymentIntentId: string): Promise<number> {
  const db = await getDb();
  const rows = await db
    .update(eventAttendees)
    .set({ status: "refunded", refundedAt: new Date() })
    .where(
      and(eq(eventAttendees.paymentIntentId, paymentIntentId), eq(eventAttendees.status, "paid")),
    )
    .returning({ id: eventAttendees.id });
  return rows.length;
}

/** Paid tickets of an event: what its capacity is counted against. */
export async function paidTickets(eventId: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(eventAttendees)
    .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.status, "paid")));
  return Number(row?.n ?? 0);
}

export async function listAttendees(eventId: string): Promise<EventAttendee[]> {
  const db = await getDb();
  return db
    .select()
    .from(eventAttendees)
    .where(eq(eventAttendees.eventId, eventId))
    .orderBy(asc(eventAttendees.createdAt));
}

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
