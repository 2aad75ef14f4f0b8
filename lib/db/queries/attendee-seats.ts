// Free seats and the waitlist: a registration takes a seat while there is one and waits in line
// otherwise; a seat given back (the mail's link, a refund, the owner removing someone) goes to
// the first person waiting. The event's row is locked for each, so two never take one seat.
import "server-only";
import { and, asc, count, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { AttendeeAnswerJson, AttendeeStatus, EventTicketJson } from "@/lib/db/schema";
import { getDb } from "../client";
import { eventAttendees, events, leadNotes, SEAT_STATUSES } from "../schema";
import { dropPendingMails, queueAttendeeMail, queueNewAttendeeMails } from "./attendee-mail";
import { leadForTicket } from "./attendee-purchase";
import { lockEmail } from "./lead-write";
import type { NotifyTx } from "./notifications";

export type Registration = {
  eventId: string;
  ticket: Pick<EventTicketJson, "id" | "name" | "currency">;
  name: string;
  email: string;
  answers: AttendeeAnswerJson[];
  interactionDate: string;
  /** Whether to queue mail (false without SMTP). */
  mail: boolean;
};

/** What a registration did; the visitor is told the same either way. */
export type RegistrationOutcome = "registered" | "waitlisted" | "known" | "closed";

async function lockEvent(tx: NotifyTx, eventId: string) {
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for("update");
  return event ?? null;
}

async function taken(tx: NotifyTx, eventId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(eventAttendees)
    .where(and(eq(eventAttendees.eventId, eventId), inArray(eventAttendees.status, SEAT_STATUSES)));
  return Number(row?.n ?? 0);
}

/** A free seat, or a place on the waitlist when the seats are taken (or the ticket is paid and
 * sold out); nothing new for an email already in. Each new one is a lead with the answers. */
export async function register(r: Registration): Promise<RegistrationOutcome> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, r.eventId);
    if (!event || event.status === "cancelled") return "closed";
    await lockEmail(tx, r.email);
    const [known] = await tx
      .select({ id: eventAttendees.id })
      .from(eventAttendees)
      .where(
        and(
          eq(eventAttendees.eventId, r.eventId),
          eq(eventAttendees.email, r.email),
          inArray(eventAttendees.status, [...SEAT_STATUSES, "waitlisted"]),
        ),
      )
      .limit(1);
    if (known) return "known";
    const free = event.tickets.find((t) => t.id === r.ticket.id)?.priceCents === 0;
    const full = event.capacity !== null && (await taken(tx, r.eventId)) >= event.capacity;
    const status: AttendeeStatus = free && !full ? "registered" : "waitlisted";
    const [row] = await tx
      .insert(eventAttendees)
      .values({
        eventId: r.eventId,
        ticketId: r.ticket.id,
        ticketName: r.ticket.name,
        name: r.name,
        email: r.email,
        currency: r.ticket.currency,
        status,
        answers: r.answers,
      })
      .returning();
    if (!row) throw new Error("insert returned no row");
    const leadId = await leadForTicket(
      tx,
      { ...r, ticketName: r.ticket.name, sessionId: null },
      event.title,
      true,
    );
    await tx.update(eventAttendees).set({ leadId }).where(eq(eventAttendees.id, row.id));
    const answered = r.answers.filter((a) => a.answer);
    await tx.insert(leadNotes).values({
      leadId,
      authorName: "Registration form",
      body: [
        status === "registered"
          ? `Registered for "${event.title}".`
          : `Joined the waitlist of "${event.title}".`,
        ...answered.map((a) => `${a.question}\n${a.answer}`),
      ].join("\n\n"),
    });
    if (r.mail) {
      const attendee = { ...row, leadId };
      if (status === "registered") await queueNewAttendeeMails(tx, attendee, event);
      else await queueAttendeeMail(tx, attendee, "confirmation", new Date());
    }
    return status;
  });
}

/** Gives free seats to the first people waiting, and mails paid tickets' waiting people the
 * buy link, one per seat open (an offer stands until they buy or a later seat goes to them). */
async function moveWaitlist(tx: NotifyTx, eventId: string, mail: boolean): Promise<string[]> {
  const event = await lockEvent(tx, eventId);
  if (!event || event.status === "cancelled" || event.endsAt.getTime() <= Date.now()) return [];
  // Offers not yet bought keep their seat here, so a seat is offered to one person at a time.
  const [offers] = await tx
    .select({ n: count() })
    .from(eventAttendees)
    .where(
      and(
        eq(eventAttendees.eventId, eventId),
        eq(eventAttendees.status, "waitlisted"),
        isNotNull(eventAttendees.offeredAt),
      ),
    );
  const held = (await taken(tx, eventId)) + Number(offers?.n ?? 0);
  const open = event.capacity === null ? 500 : event.capacity - held;
  if (open <= 0) return [];
  const waiting = await tx
    .select()
    .from(eventAttendees)
    .where(
      and(
        eq(eventAttendees.eventId, eventId),
        eq(eventAttendees.status, "waitlisted"),
        isNull(eventAttendees.offeredAt),
      ),
    )
    .orderBy(asc(eventAttendees.createdAt))
    .limit(Math.min(open, 500));
  const moved: string[] = [];
  for (const w of waiting) {
    const free = event.tickets.find((t) => t.id === w.ticketId)?.priceCents === 0;
    const [row] = await tx
      .update(eventAttendees)
      .set({ offeredAt: new Date(), ...(free ? { status: "registered" as const } : {}) })
      .where(eq(eventAttendees.id, w.id))
      .returning();
    if (!row) continue;
    moved.push(row.id);
    if (!mail) continue;
    await queueAttendeeMail(tx, row, "offer", new Date());
    // The confirmation is the offer itself ("You're in").
    if (free)
      await queueNewAttendeeMails(tx, row, event, new Date(), ["access", "reminder", "recording"]);
  }
  return moved;
}

/** The seat (or place in line) behind a mail's "Can't make it?" link goes back. Answers whether
 * it did, and who was given the seat. */
export async function giveSeatBack(
  attendeeId: string,
  opts: { mail: boolean; byOwner?: boolean },
): Promise<{ cancelled: boolean; eventId: string | null; moved: string[] }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [a] = await tx
      .select({ eventId: eventAttendees.eventId })
      .from(eventAttendees)
      .where(eq(eventAttendees.id, attendeeId));
    if (!a) return { cancelled: false, eventId: null, moved: [] };
    // The event first, as every seat change takes it: two give-backs wait for each other.
    await lockEvent(tx, a.eventId);
    const gone = await tx
      .update(eventAttendees)
      .set({ status: "cancelled", cancelledAt: new Date() })
      .where(
        and(
          eq(eventAttendees.id, attendeeId),
          inArray(
            eventAttendees.status,
            opts.byOwner ? [...SEAT_STATUSES, "waitlisted"] : ["registered", "waitlisted"],
          ),
        ),
      )
      .returning({ id: eventAttendees.id });
    if (gone.length === 0) return { cancelled: false, eventId: a.eventId, moved: [] };
    await dropPendingMails(tx, [attendeeId]);
    return {
      cancelled: true,
      eventId: a.eventId,
      moved: await moveWaitlist(tx, a.eventId, opts.mail),
    };
  });
}

/** After seats came free outside this file (a refund): the waitlist moves. */
export async function fillFreedSeats(eventIds: string[], mail: boolean): Promise<string[]> {
  const db = await getDb();
  const moved: string[] = [];
  for (const id of new Set(eventIds)) {
    moved.push(...(await db.transaction((tx) => moveWaitlist(tx, id, mail))));
  }
  return moved;
}

/** The owner marks who came (or takes the mark back). Null without such a seat holder. */
export async function markAttended(eventId: string, attendeeId: string, attended: boolean) {
  const db = await getDb();
  const [row] = await db
    .update(eventAttendees)
    .set({ attendedAt: attended ? new Date() : null })
    .where(
      and(
        eq(eventAttendees.id, attendeeId),
        eq(eventAttendees.eventId, eventId),
        inArray(eventAttendees.status, SEAT_STATUSES),
      ),
    )
    .returning({ id: eventAttendees.id, attendedAt: eventAttendees.attendedAt });
  return row ?? null;
}

/** Every seat holder of the event marked as there. Answers how many. */
export async function markAllAttended(eventId: string): Promise<number> {
  const db = await getDb();
  const rows = await db
    .update(eventAttendees)
    .set({ attendedAt: new Date() })
    .where(
      and(
        eq(eventAttendees.eventId, eventId),
        inArray(eventAttendees.status, SEAT_STATUSES),
        isNull(eventAttendees.attendedAt),
      ),
    )
    .returning({ id: eventAttendees.id });
  return rows.length;
}
