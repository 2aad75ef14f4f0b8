// The admin's view of ticket holders: each event's list with its mails' state, and the counts.
import "server-only";
import { and, asc, count, eq, inArray, isNotNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AttendeeMailKind } from "@/lib/rules/attendee-mail";
import { getDb } from "../client";
import { type EventAttendee, eventAttendees, notificationOutbox, SEAT_STATUSES } from "../schema";

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

/** Seats taken (paid, free and guests): what an event's capacity is counted against. */
export async function seatsTaken(eventId: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(eventAttendees)
    .where(and(eq(eventAttendees.eventId, eventId), inArray(eventAttendees.status, SEAT_STATUSES)));
  return Number(row?.n ?? 0);
}

/** Whether the owner has marked anyone at the event as there (so the others were not). */
export async function someoneAttended(eventId: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: eventAttendees.id })
    .from(eventAttendees)
    .where(and(eq(eventAttendees.eventId, eventId), isNotNull(eventAttendees.attendedAt)))
    .limit(1);
  return row !== undefined;
}

export type MailState = { due_at: string; sent_at: string | null; error: string | null } | null;
export type AttendeeRow = EventAttendee & {
  mail: Record<AttendeeMailKind, MailState>;
};

const confirmation = alias(notificationOutbox, "confirmation");
const access = alias(notificationOutbox, "access");
const reminder = alias(notificationOutbox, "reminder");
const recording = alias(notificationOutbox, "recording");
const offer = alias(notificationOutbox, "offer");

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

type MailAlias =
  | typeof confirmation
  | typeof access
  | typeof reminder
  | typeof recording
  | typeof offer;
const mailColumns = (t: MailAlias) => ({
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
      reminder: mailColumns(reminder),
      recording: mailColumns(recording),
      offer: mailColumns(offer),
    })
    .from(eventAttendees)
    .leftJoin(confirmation, eq(confirmation.id, eventAttendees.confirmationMailId))
    .leftJoin(access, eq(access.id, eventAttendees.accessMailId))
    .leftJoin(reminder, eq(reminder.id, eventAttendees.reminderMailId))
    .leftJoin(recording, eq(recording.id, eventAttendees.recordingMailId))
    .leftJoin(offer, eq(offer.id, eventAttendees.offerMailId))
    .where(eq(eventAttendees.eventId, eventId))
    .orderBy(asc(eventAttendees.createdAt));
  return rows.map((r) => ({
    ...r.attendee,
    mail: {
      confirmation: stateOf(r.confirmation),
      access: stateOf(r.access),
      reminder: stateOf(r.reminder),
      recording: stateOf(r.recording),
      offer: stateOf(r.offer),
    },
  }));
}
