import "server-only";
import { and, desc, eq, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type {
  NotificationPayload,
  OutboxChannel,
  OutboxPayload,
  PushPayload,
  SecurityAlertPayload,
} from "@/lib/validations/notification-payload";
import { type Database, getDb, getMarksDb } from "../client";
import { chatSummaries, leadMessages, notificationOutbox } from "../schema";
import { listColumns } from "./summaries";

export type NotifyTx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The lead as a notification shows it, and which notifications it already had. */
export const leadNotificationColumns = {
  ...listColumns,
  visitCount: chatSummaries.visitCount,
  notifiedContactAt: chatSummaries.notifiedContactAt,
  notifiedHotAt: chatSummaries.notifiedHotAt,
  handoffNotifiedAt: chatSummaries.handoffNotifiedAt,
};

const selectNotificationState = (tx: NotifyTx) =>
  tx.select(leadNotificationColumns).from(chatSummaries);
export type LeadNotificationState = Awaited<ReturnType<typeof selectNotificationState>>[number];

/** What a lead save writes for notifications, with the lead itself (lib/notify/queue.ts). */
export type LeadNotificationPlan = {
  markContact: boolean;
  markHot: boolean;
  /** The lead's request for a person is announced now. */
  markHandoff: boolean;
  outbox: Array<{
    event: string;
    channel: OutboxChannel;
    payload: NotificationPayload | PushPayload;
  }>;
};

export async function leadNotificationState(
  tx: NotifyTx,
  leadId: string,
): Promise<LeadNotificationState | null> {
  const [row] = await selectNotificationState(tx).where(eq(chatSummaries.id, leadId)).limit(1);
  return row ?? null;
}

export async function markLeadNotified(
  tx: NotifyTx,
  leadId: string,
  { contact, hot, handoff }: { contact?: boolean; hot?: boolean; handoff?: boolean },
) {
  const now = new Date();
  await tx
    .update(chatSummaries)
    .set({
      ...(contact ? { notifiedContactAt: now } : {}),
      ...(hot ? { notifiedHotAt: now } : {}),
      ...(handoff ? { handoffNotifiedAt: now } : {}),
    })
    .where(eq(chatSummaries.id, leadId));
}

export async function enqueueNotifications(
  tx: NotifyTx,
  rows: Array<{
    leadId: string;
    event: string;
    channel: OutboxChannel;
    payload: NotificationPayload | PushPayload;
  }>,
) {
  if (rows.length) await tx.insert(notificationOutbox).values(rows);
}

export type OutboxRow = {
  id: string;
  leadId: string | null;
  channel: OutboxChannel;
  payload: OutboxPayload;
  attempts: number;
  createdAt: Date;
};

/** Claims up to `limit` due deliveries, skipping rows locked elsewhere; a claim holds `claimMs`
 * (a send and its mark), so two instances never send the same one. */
export async function claimDueNotifications({
  limit,
  claimMs,
}: {
  limit: number;
  claimMs: number;
}): Promise<OutboxRow[]> {
  const db = await getDb();
  const result = (await db.execute(sql`
    update ${notificationOutbox}
    set locked_until = now() + ${Math.round(claimMs)} * interval '1 millisecond'
    where id in (
      select id from ${notificationOutbox}
      where delivered_at is null and failed_at is null and next_attempt_at <= now()
        and (locked_until is null or locked_until < now())
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    returning id, lead_id, channel, payload, attempts, created_at`)) as unknown as OutboxResult;
  return result.rows.map(toOutboxRow);
}

/** What `returning id, lead_id, channel, payload, attempts, created_at` gives on both drivers. */
export type OutboxResult = {
  rows: Array<{
    id: string;
    lead_id: string | null;
    channel: OutboxChannel;
    payload: OutboxPayload;
    attempts: number;
    created_at: Date | string;
  }>;
};

export const toOutboxRow = (r: OutboxResult["rows"][number]): OutboxRow => ({
  id: r.id,
  leadId: r.lead_id,
  channel: r.channel,
  payload: r.payload,
  attempts: Number(r.attempts),
  createdAt: new Date(r.created_at),
});

/** Records a delivery the receiver accepted; `at` is when it accepted it. */
export async function markNotificationDelivered({ id, at }: { id: string; at: Date }) {
  const db = await getMarksDb();
  await db
    .update(notificationOutbox)
    .set({ deliveredAt: at, lockedUntil: null, lastError: null })
    .where(and(eq(notificationOutbox.id, id), isNull(notificationOutbox.deliveredAt)));
}

export async function markNotificationFailed({
  id,
  attempts,
  error,
  nextAttemptAt,
  dead,
}: {
  id: string;
  attempts: number;
  error: string;
  nextAttemptAt: Date;
  dead: boolean;
}) {
  const db = await getDb();
  await db
    .update(notificationOutbox)
    .set({
      attempts,
      lastError: error,
      nextAttemptAt,
      lockedUntil: null,
      failedAt: dead ? new Date() : null,
    })
    .where(eq(notificationOutbox.id, id));
}

/** Deliveries that failed for good, or are still failing, newest first. */
export async function listNotificationProblems({ limit = 50 }: { limit?: number } = {}) {
  const db = await getDb();
  return db
    .select({
      id: notificationOutbox.id,
      event: notificationOutbox.event,
      channel: notificationOutbox.channel,
      leadId: notificationOutbox.leadId,
      leadName: chatSummaries.contactName,
      attempts: notificationOutbox.attempts,
      lastError: notificationOutbox.lastError,
      nextAttemptAt: notificationOutbox.nextAttemptAt,
      failedAt: notificationOutbox.failedAt,
      createdAt: notificationOutbox.createdAt,
    })
    .from(notificationOutbox)
    .leftJoin(chatSummaries, eq(chatSummaries.id, notificationOutbox.leadId))
    .where(
      and(
        isNull(notificationOutbox.deliveredAt),
        or(isNotNull(notificationOutbox.failedAt), sql`${notificationOutbox.attempts} > 0`),
      ),
    )
    .orderBy(desc(notificationOutbox.createdAt))
    .limit(limit);
}

/** Tries a failed delivery again at once; false when there is no such undelivered row. */
export async function retryNotification({ id }: { id: string }) {
  const db = await getDb();
  const rows = await db
    .update(notificationOutbox)
    .set({ failedAt: null, nextAttemptAt: new Date(), lockedUntil: null })
    .where(and(eq(notificationOutbox.id, id), isNull(notificationOutbox.deliveredAt)))
    .returning({ id: notificationOutbox.id });
  return rows.length > 0;
}

/** How many deliveries wait (due or not) and how many were given up on, for /metrics. */
export async function notificationOutboxDepth(): Promise<{ pending: number; failed: number }> {
  const db = await getDb();
  const result = (await db.execute(sql`
    select count(*) filter (where failed_at is null)::int as pending,
           count(*) filter (where failed_at is not null)::int as failed
    from ${notificationOutbox} where delivered_at is null`)) as unknown as {
    rows: Array<{ pending: number; failed: number }>;
  };
  const row = result.rows[0];
  return { pending: Number(row?.pending ?? 0), failed: Number(row?.failed ?? 0) };
}

/** Queues an alert to the owners (email only; no lead). */
export async function enqueueSecurityAlert(payload: SecurityAlertPayload) {
  const db = await getDb();
  await db
    .insert(notificationOutbox)
    .values({ leadId: null, event: payload.event, channel: "email", payload });
}

/** The lead's latest messages stored when the notification was written (every retry the same). */
export async function conversationOf({
  notificationId,
  leadId,
  limit = 20,
}: {
  notificationId: string;
  leadId: string;
  limit?: number;
}) {
  const db = await getDb();
  // Compared in the database: a JavaScript Date would drop the microseconds of "written at".
  const writtenAt = sql`(select created_at from ${notificationOutbox} where id = ${notificationId})`;
  const rows = await db
    .select({
      sender: leadMessages.sender,
      content: leadMessages.content,
      sentAt: leadMessages.sentAt,
    })
    .from(leadMessages)
    .where(
      and(
        eq(leadMessages.leadId, leadId),
        eq(leadMessages.unverified, false),
        lte(leadMessages.createdAt, writtenAt),
      ),
    )
    .orderBy(desc(leadMessages.sentAt), desc(leadMessages.createdAt))
    .limit(limit);
  return rows.reverse();
}
