// Ticket holders: one per Stripe Checkout Session (or a guest the owner added), linked to the
// lead with their email (or a new lead, source "workshop"), with their mail queued in the same
// transaction.
import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { ticketSoldAlert } from "@/lib/rules/push-alert";
import { getDb, isEmbedded } from "../client";
import {
  type AttendeeStatus,
  chatSummaries,
  type EventAttendee,
  eventAttendees,
  events,
  leadActivity,
  stripeRefunds,
} from "../schema";
import { queueNewAttendeeMails } from "./attendee-mail";
import { lockEmail, type Tx } from "./lead-write";
import type { NotifyTx } from "./notifications";
import { enqueuePushAlert } from "./push";

/** What a ticket's mails and lead say of its event. */
const ticketEvent = {
  title: events.title,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  recordingUrl: events.recordingUrl,
};

export type Purchase = {
  eventId: string;
  ticketId: string;
  ticketName: string;
  name: string | null;
  email: string;
  amountCents: number;
  currency: string;
  /** Null for a guest the owner added. */
  sessionId: string | null;
  paymentIntentId: string | null;
  interactionDate: string;
  /** Whether to queue the ticket holder's mail (false without SMTP). */
  mail: boolean;
  /** A guest: refused (TicketHeld) when this email already holds a paid ticket to the event. */
  unlessHeld?: boolean;
  /** Why the payment does not match the ticket: held for review, with no seat, lead or mail. */
  review?: string | null;
};

/** The email already holds a ticket to the event (a guest added twice). */
export class TicketHeld extends Error {}

/** A payment's purchase and its refund, however Stripe orders them, one at a time. */
export async function lockPayment(tx: Tx, paymentIntentId: string) {
  if (isEmbedded()) return;
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`stripe-payment:${paymentIntentId}`}))`,
  );
}

type LeadOf = Pick<Purchase, "email" | "name" | "interactionDate" | "sessionId" | "ticketName">;

/** The lead with this email (newest), or a new one made for the ticket (a free seat's lead has
 * source "event"). */
export async function leadForTicket(
  tx: NotifyTx,
  p: LeadOf,
  eventTitle: string,
  free = false,
): Promise<string> {
  const [known] = await tx
    .select({ id: chatSummaries.id })
    .from(chatSummaries)
    .where(eq(chatSummaries.contactEmail, p.email))
    .orderBy(desc(chatSummaries.createdAt))
    .limit(1);
  if (known) {
    // A purchase is activity: the retention of inactive leads must not take the ticket's mail.
    await tx
      .update(chatSummaries)
      .set({ updatedAt: new Date() })
      .where(eq(chatSummaries.id, known.id));
    return known.id;
  }
  const [made] = await tx
    .insert(chatSummaries)
    .values({
      source: free ? "event" : "workshop",
      interactionDate: p.interactionDate,
      contactName: p.name,
      contactEmail: p.email,
      servicesDiscussed: ["Workshops"],
      chatSummary: free
        ? `Registered for "${eventTitle}" (${p.ticketName}).`
        : p.sessionId
          ? `Bought a ${p.ticketName} for "${eventTitle}".`
          : `Added as a guest (${p.ticketName}) to "${eventTitle}".`,
      nextStep: "Welcome them after the event",
    })
    .returning({ id: chatSummaries.id });
  if (!made) throw new Error("insert returned no row");
  await tx.insert(leadActivity).values({
    leadId: made.id,
    actor: free ? "Registration" : p.sessionId ? "Stripe" : "Admin",
    kind: "created",
    toValue: free ? "event" : "workshop",
  });
  return made.id;
}

/** Records a ticket once per Checkout Session, on any instance. Refunded or held for review, it
 * takes no seat and gets no lead or mail. Answers the new row, or null. */
export async function recordPurchase(p: Purchase): Promise<EventAttendee | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [event] = await tx
      .select(ticketEvent)
      .from(events)
      .where(eq(events.id, p.eventId))
      // Held until the ticket is in: a delete of the event waits, then sees it (409).
      .for("share");
    if (!event) return null;
    // One email at a time: two saves of the same buyer or guest see each other.
    await lockEmail(tx, p.email);
    if (p.unlessHeld) {
      const [held] = await tx
        .select({ id: eventAttendees.id })
        .from(eventAttendees)
        .where(
          and(
            eq(eventAttendees.eventId, p.eventId),
            eq(eventAttendees.email, p.email),
            eq(eventAttendees.status, "paid"),
          ),
        )
        .limit(1);
      if (held) throw new TicketHeld();
    }
    let refunded = false;
    if (p.paymentIntentId) {
      await lockPayment(tx, p.paymentIntentId);
      const [refund] = await tx
        .select({ at: stripeRefunds.refundedAt })
        .from(stripeRefunds)
        .where(eq(stripeRefunds.paymentIntentId, p.paymentIntentId));
      refunded = refund !== undefined;
    }
    const status: AttendeeStatus = refunded ? "refunded" : p.review ? "review" : "paid";
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
        guest: p.sessionId === null,
        status,
        reviewReason: p.review ?? null,
        refundedAt: refunded ? new Date() : null,
      })
      .onConflictDoNothing({ target: eventAttendees.stripeSessionId })
      .returning();
    if (!row) return null;
    if (status !== "paid") return row;
    // Someone waiting for a seat who bought one is no longer waiting.
    await tx
      .delete(eventAttendees)
      .where(
        and(
          eq(eventAttendees.eventId, p.eventId),
          eq(eventAttendees.email, p.email),
          eq(eventAttendees.status, "waitlisted"),
        ),
      );
    const leadId = await leadForTicket(tx, p, event.title);
    await tx.update(eventAttendees).set({ leadId }).where(eq(eventAttendees.id, row.id));
    const attendee = { ...row, leadId };
    if (p.mail) await queueNewAttendeeMails(tx, attendee, event);
    if (p.sessionId) {
      const alert = ticketSoldAlert({
        leadId,
        name: p.name || p.email,
        ticketName: p.ticketName,
        eventTitle: event.title,
      });
      await enqueuePushAlert(tx, { leadId, event: "attendee.sold", alert });
    }
    return attendee;
  });
}

/** The owner's decision on a held checkout: accepted, a paid ticket with lead and mail; declined,
 * listed without a seat. Null when none is held (decided already, or refunded meanwhile). */
export async function decideReview({
  eventId,
  attendeeId,
  accept,
  interactionDate,
  mail,
}: {
  eventId: string;
  attendeeId: string;
  accept: boolean;
  interactionDate: string;
  mail: boolean;
}): Promise<EventAttendee | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [held] = await tx
      .select({ email: eventAttendees.email, paymentIntentId: eventAttendees.paymentIntentId })
      .from(eventAttendees)
      .where(and(eq(eventAttendees.id, attendeeId), eq(eventAttendees.eventId, eventId)));
    if (!held) return null;
    // The locks a purchase takes, in its order: a refund or a duplicate delivery waits.
    await lockEmail(tx, held.email);
    if (held.paymentIntentId) await lockPayment(tx, held.paymentIntentId);
    const [row] = await tx
      .update(eventAttendees)
      .set({ status: accept ? "paid" : "declined" })
      .where(and(eq(eventAttendees.id, attendeeId), eq(eventAttendees.status, "review")))
      .returning();
    if (!row || !accept) return row ?? null;
    const [event] = await tx.select(ticketEvent).from(events).where(eq(events.id, eventId));
    // The attendee's event cannot go (restrict): its absence is a broken database.
    if (!event) throw new Error(`event ${eventId} of attendee ${attendeeId} is missing`);
    const leadId = await leadForTicket(
      tx,
      { ...row, interactionDate, sessionId: row.stripeSessionId },
      event.title,
    );
    await tx.update(eventAttendees).set({ leadId }).where(eq(eventAttendees.id, row.id));
    const attendee = { ...row, leadId };
    if (mail) await queueNewAttendeeMails(tx, attendee, event);
    return attendee;
  });
}
