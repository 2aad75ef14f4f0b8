// Ticket holders: one per Stripe Checkout Session (or a guest the owner added), linked to the
// lead with their email (or a new lead, source "workshop"), with their mail queued in the same
// transaction; the admin's list with each mail's state.
import "server-only";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AttendeeMailKind } from "@/lib/rules/attendee-mail";
import { getDb, isEmbedded } from "../client";
import {
  type AttendeeStatus,
  chatSummaries,
  type EventAttendee,
  eventAttendees,
  events,
  leadActivity,
  notificationOutbox,
  stripeRefunds,
} from "../schema";
import {
  dropPendingMail,
  dropPendingMails,
  queueAttendeeMail,
  queueNewAttendeeMails,
} from "./attendee-mail";
import { lockEmail, type Tx } from "./lead-write";
import type { NotifyTx } from "./notifications";

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
async function lockPayment(tx: Tx, paymentIntentId: string) {
  if (isEmbedded()) return;
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`stripe-payment:${paymentIntentId}`}))`,
  );
}

type LeadOf = Pick<Purchase, "email" | "name" | "interactionDate" | "sessionId" | "ticketName">;

/** The lead with this email (newest), or a new one made for the ticket. */
async function leadForTicket(tx: NotifyTx, p: LeadOf, eventTitle: string): Promise<string> {
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
      source: "workshop",
      interactionDate: p.interactionDate,
      contactName: p.name,
      contactEmail: p.email,
      servicesDiscussed: ["Workshops"],
      chatSummary: p.sessionId
        ? `Bought a ${p.ticketName} for "${eventTitle}".`
        : `Added as a guest (${p.ticketName}) to "${eventTitle}".`,
      nextStep: "Welcome them after the event",
    })
    .returning({ id: chatSummaries.id });
  if (!made) throw new Error("insert returned no row");
  await tx.insert(leadActivity).values({
    leadId: made.id,
    actor: p.sessionId ? "Stripe" : "Admin",
    kind: "created",
    toValue: "workshop",
  });
  return made.id;
}

/** Records a ticket once per Checkout Session, on any instance. Refunded or held for review, it
 * takes no seat and gets no lead or mail. Answers the new row, or null. */
export async function recordPurchase(p: Purchase): Promise<EventAttendee | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [event] = await tx
      .select({
        title: events.title,
        startsAt: events.startsAt,
        endsAt: events.endsAt,
        recordingUrl: events.recordingUrl,
      })
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
    const leadId = await leadForTicket(tx, p, event.title);
    await tx.update(eventAttendees).set({ leadId }).where(eq(eventAttendees.id, row.id));
    const attendee = { ...row, leadId };
    if (p.mail) await queueNewAttendeeMails(tx, attendee, event);
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
    const [event] = await tx
      .select({
        title: events.title,
        startsAt: events.startsAt,
        endsAt: events.endsAt,
        recordingUrl: events.recordingUrl,
      })
      .from(events)
      .where(eq(events.id, eventId));
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

/** Marks a refunded payment's tickets refunded (once) and drops their unsent mail; the refund is
 * remembered, so a purchase delivered after it is recorded refunded. */
export async function markRefunded(paymentIntentId: string): Promise<number> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockPayment(tx, paymentIntentId);
    await tx.insert(stripeRefunds).values({ paymentIntentId }).onConflictDoNothing();
    const rows = await tx
      .update(eventAttendees)
      .set({ status: "refunded", refundedAt: new Date() })
      .where(
        and(
          eq(eventAttendees.paymentIntentId, paymentIntentId),
          inArray(eventAttendees.status, ["paid", "review", "declined"]),
        ),
      )
      .returning({ id: eventAttendees.id });
    await dropPendingMails(
      tx,
      rows.map((r) => r.id),
    );
    return rows.length;
  });
}

/** Checkouts waiting for the owner's review, per event id (events with none left out). */
export async function heldForReview(): Promise<Map<string, number>> {
  const db = await getDb();
  const rows = await db
    .select({ eventId: eventAttendees.eventId, n: count() })
    .from(eventAttendees)
    .where(eq(eventAttendees.status, "review"))
    .groupBy(eventAttendees.eventId);
  return new Map(rows.map((r) => [r.eventId, Number(r.n)]));
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

export type MailState = { due_at: string; sent_at: string | null; error: string | null } | null;
export type AttendeeRow = EventAttendee & {
  mail: Record<AttendeeMailKind, MailState>;
};

const confirmation = alias(notificationOutbox, "confirmation");
const access = alias(notificationOutbox, "access");
const recording = alias(notificationOutbox, "recording");

const stateOf = (
  row: { nextAttemptAt: Date | null; deliveredAt: Date | null; lastError: string | null } | null,
): MailState =>
  row?.nextAttemptAt
    ? {
        due_at: row.nextAttemptAt.toISOString(),
        sent_at: row.deliveredAt?.toISOString() ?? null,
        error: row.deliveredAt ? null : row.lastError,
      }
    : null;

const mailColumns = (t: typeof confirmation | typeof access | typeof recording) => ({
  nextAttemptAt: t.nextAttemptAt,
  deliveredAt: t.deliveredAt,
  lastError: t.lastError,
});

/** An event's ticket holders, oldest first, with when each of their mails is due or went. */
export async function listAttendees(eventId: string): Promise<AttendeeRow[]> {
  const db = await getDb();
  const rows = await db
    .select({
      attendee: eventAttendees,
      confirmation: mailColumns(confirmation),
      access: mailColumns(access),
      recording: mailColumns(recording),
    })
    .from(eventAttendees)
    .leftJoin(confirmation, eq(confirmation.id, eventAttendees.confirmationMailId))
    .leftJoin(access, eq(access.id, eventAttendees.accessMailId))
    .leftJoin(recording, eq(recording.id, eventAttendees.recordingMailId))
    .where(eq(eventAttendees.eventId, eventId))
    .orderBy(asc(eventAttendees.createdAt));
  return rows.map((r) => ({
    ...r.attendee,
    mail: {
      confirmation: stateOf(r.confirmation),
      access: stateOf(r.access),
      recording: stateOf(r.recording),
    },
  }));
}

/** Sends one of a ticket holder's mails again, now. Null when there is no such attendee. */
export async function resendAttendeeMail(
  eventId: string,
  attendeeId: string,
  kind: AttendeeMailKind,
): Promise<string | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [a] = await tx
      .select({ id: eventAttendees.id, leadId: eventAttendees.leadId })
      .from(eventAttendees)
      .where(
        and(
          eq(eventAttendees.id, attendeeId),
          eq(eventAttendees.eventId, eventId),
          eq(eventAttendees.status, "paid"),
        ),
      );
    if (!a) return null;
    await dropPendingMail(tx, a.id, kind);
    return queueAttendeeMail(tx, a, kind, new Date());
  });
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
