// The ticket holders' mail in the notification outbox: each row is due when its mail is
// (next_attempt_at), so the outbox's worker sends it then, once across instances, with its
// retries; the attendee keeps the row's id, whose state is the mail's.
import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { type AttendeeMailKind, attendeeMailDue, SEAT_MAILS } from "@/lib/rules/attendee-mail";
import type { AttendeeMailPayload } from "@/lib/validations/notification-payload";
import { getDb } from "../client";
import {
  type Event,
  type EventAttendee,
  eventAttendees,
  events,
  notificationOutbox,
  SEAT_STATUSES,
} from "../schema";
import type { NotifyTx } from "./notifications";

const COLUMN = {
  confirmation: "confirmationMailId",
  access: "accessMailId",
  reminder: "reminderMailId",
  recording: "recordingMailId",
  offer: "offerMailId",
} as const satisfies Record<AttendeeMailKind, keyof EventAttendee>;

/** Queues one mail for `at`; the attendee now points at it (a resend replaces the pointer). */
export async function queueAttendeeMail(
  tx: NotifyTx,
  attendee: Pick<EventAttendee, "id" | "leadId">,
  kind: AttendeeMailKind,
  at: Date,
): Promise<string> {
  const payload: AttendeeMailPayload = {
    event: `attendee.${kind}`,
    attendee_id: attendee.id,
    due_at: at.toISOString(),
  };
  const [row] = await tx
    .insert(notificationOutbox)
    .values({
      leadId: attendee.leadId,
      event: payload.event,
      channel: "email",
      payload,
      nextAttemptAt: at,
    })
    .returning({ id: notificationOutbox.id });
  if (!row) throw new Error("insert returned no row");
  await tx
    .update(eventAttendees)
    .set({ [COLUMN[kind]]: row.id })
    .where(eq(eventAttendees.id, attendee.id));
  return row.id;
}

/** A new ticket holder's mail: the confirmation now, the others when they are due. */
export async function queueNewAttendeeMails(
  tx: NotifyTx,
  attendee: Pick<EventAttendee, "id" | "leadId">,
  event: Pick<Event, "startsAt" | "endsAt" | "recordingUrl">,
  now = new Date(),
  kinds: readonly AttendeeMailKind[] = SEAT_MAILS,
) {
  for (const kind of kinds) {
    const at = attendeeMailDue(kind, event, now);
    if (at) await queueAttendeeMail(tx, attendee, kind, at);
  }
}

/** After an event changed: unsent mails follow its new times, and a first recording link is
 * queued for every seat holder. */
export async function followEventChange(before: Event, after: Event, now = new Date()) {
  const db = await getDb();
  const moved =
    before.startsAt.getTime() !== after.startsAt.getTime() ||
    before.endsAt.getTime() !== after.endsAt.getTime();
  const recordingAdded = !before.recordingUrl && after.recordingUrl;
  if (!moved && !recordingAdded) return;
  await db.transaction(async (tx) => {
    const holders = await tx
      .select()
      .from(eventAttendees)
      .where(
        and(eq(eventAttendees.eventId, after.id), inArray(eventAttendees.status, SEAT_STATUSES)),
      );
    for (const a of holders) {
      for (const kind of ["access", "reminder", "recording"] as const) {
        const id = a[COLUMN[kind]];
        const at = attendeeMailDue(kind, after, now);
        if (!at) continue;
        if (!id) {
          // Holders from before reminders existed get one once the event moves.
          if (kind === "recording" || (kind === "reminder" && moved)) {
            await queueAttendeeMail(tx, a, kind, at);
          }
          continue;
        }
        if (!moved) continue;
        const [pending] = await tx
          .update(notificationOutbox)
          .set({
            nextAttemptAt: at,
            payload: sql`jsonb_set(${notificationOutbox.payload}, '{due_at}', to_jsonb(${at.toISOString()}::text))`,
          })
          .where(
            and(
              eq(notificationOutbox.id, id),
              isNull(notificationOutbox.deliveredAt),
              isNull(notificationOutbox.failedAt),
            ),
          )
          .returning({ id: notificationOutbox.id });
        // Already sent for the old date: the access mail and reminder go again before the new one.
        if (!pending && kind !== "recording") await queueAttendeeMail(tx, a, kind, at);
      }
    }
  });
}

/** One unsent mail of a ticket holder goes (a resend replaces it). */
export async function dropPendingMail(tx: NotifyTx, attendeeId: string, kind: AttendeeMailKind) {
  const column = eventAttendees[COLUMN[kind]];
  await tx.execute(sql`
    delete from ${notificationOutbox}
    where delivered_at is null
      and id = (select ${column} from ${eventAttendees} where ${eventAttendees.id} = ${attendeeId})`);
}

/** A refunded or given-back ticket gets no more mail: its unsent rows go. */
export async function dropPendingMails(tx: NotifyTx, attendeeIds: string[]) {
  if (attendeeIds.length === 0) return;
  await tx.execute(sql`
    delete from ${notificationOutbox}
    where delivered_at is null
      and id in (
        select unnest(array[confirmation_mail_id, access_mail_id, reminder_mail_id,
          recording_mail_id, offer_mail_id])
        from ${eventAttendees}
        where ${inArray(eventAttendees.id, attendeeIds)}
      )`);
}

/** What a mail is written from when it is sent: the ticket holder and the event now. */
export async function attendeeMailContext(attendeeId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ attendee: eventAttendees, event: events })
    .from(eventAttendees)
    .innerJoin(events, eq(events.id, eventAttendees.eventId))
    .where(eq(eventAttendees.id, attendeeId))
    .limit(1);
  return row ?? null;
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
          inArray(eventAttendees.status, SEAT_STATUSES),
        ),
      );
    if (!a) return null;
    await dropPendingMail(tx, a.id, kind);
    return queueAttendeeMail(tx, a, kind, new Date());
  });
}
