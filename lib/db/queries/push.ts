import "server-only";
import { and, asc, desc, eq, notInArray, sql } from "drizzle-orm";
import type { PushAlert } from "@/lib/validations/notification-payload";
import { getDb } from "../client";
import { notificationOutbox, pushSubscriptions, users } from "../schema";
import { type NotifyTx, type OutboxResult, type OutboxRow, toOutboxRow } from "./notifications";

/** Browsers kept per admin: a new one past this replaces the oldest. */
const PER_ADMIN = 10;

export type PushSubscriptionInput = {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  browser: string | null;
};

/** Stores a browser's subscription for the admin who turned alerts on there (a browser another
 * admin had used becomes this one's). */
export async function savePushSubscription(input: PushSubscriptionInput) {
  const db = await getDb();
  const [row] = await db
    .insert(pushSubscriptions)
    .values(input)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: input.userId,
        p256dh: input.p256dh,
        auth: input.auth,
        browser: input.browser,
        createdAt: sql`now()`,
      },
    })
    .returning({ id: pushSubscriptions.id, createdAt: pushSubscriptions.createdAt });
  const keep = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, input.userId))
    .orderBy(desc(pushSubscriptions.createdAt))
    .limit(PER_ADMIN);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, input.userId), notInArray(pushSubscriptions.id, keep)));
  if (!row) throw new Error("the subscription was not stored");
  return row;
}

/** Removes one of this admin's browsers, by its endpoint or its id; false when none was theirs. */
export async function deletePushSubscription({
  userId,
  endpoint,
  id,
}: {
  userId: string;
  endpoint?: string;
  id?: string;
}) {
  const db = await getDb();
  const which = endpoint
    ? eq(pushSubscriptions.endpoint, endpoint)
    : eq(pushSubscriptions.id, id ?? "00000000-0000-0000-0000-000000000000");
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), which))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** A subscription the push service says is gone (404/410). */
export async function forgetPushSubscription({ id }: { id: string }) {
  const db = await getDb();
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** The admin's browsers with alerts on, oldest first, and whether alerts wait for business hours. */
export async function alertSettingsOf({ userId }: { userId: string }) {
  const db = await getDb();
  const [browsers, [user]] = await Promise.all([
    db
      .select({
        id: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        browser: pushSubscriptions.browser,
        createdAt: pushSubscriptions.createdAt,
        lastSentAt: pushSubscriptions.lastSentAt,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.createdAt)),
    db
      .select({ quietHours: users.alertsQuietHours })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1),
  ]);
  return { browsers, quietHours: user?.quietHours ?? true };
}

export async function setAlertsQuietHours({ userId, on }: { userId: string; on: boolean }) {
  const db = await getDb();
  await db.update(users).set({ alertsQuietHours: on }).where(eq(users.id, userId));
}

/** What sending to one browser needs. */
export async function pushSubscriptionForSend({ id }: { id: string }) {
  const db = await getDb();
  const [row] = await db
    .select({
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id, id))
    .limit(1);
  return row ?? null;
}

export async function markPushSent({ id }: { id: string }) {
  const db = await getDb();
  await db
    .update(pushSubscriptions)
    .set({ lastSentAt: sql`now()` })
    .where(eq(pushSubscriptions.id, id));
}

/** Queues an alert for every admin's browsers, in the transaction of what it tells of. */
export async function enqueuePushAlert(
  tx: NotifyTx,
  { leadId, event, alert }: { leadId: string | null; event: string; alert: PushAlert },
) {
  // Nobody has turned alerts on: nothing to queue.
  const payload = JSON.stringify({ event: "push.alert", alert });
  await tx.execute(sql`
    insert into ${notificationOutbox} (lead_id, event, channel, payload)
    select ${leadId}, ${event}, 'push', ${payload}::jsonb
    where exists (select 1 from ${pushSubscriptions})`);
}

/** Queues an alert for one browser (the admin's test). */
export async function enqueueBrowserAlert({
  subscriptionId,
  alert,
}: {
  subscriptionId: string;
  alert: PushAlert;
}) {
  const db = await getDb();
  const [row] = await db
    .insert(notificationOutbox)
    .values({
      leadId: null,
      event: "push.test",
      channel: "push",
      payload: { event: "push.send", alert, subscription_id: subscriptionId, alert_id: "" },
    })
    .returning({ id: notificationOutbox.id });
  return row;
}

/** One delivery per browser that should get the alert (claimed by this worker), and the alert
 * marked done, in one statement: a second worker finds it done. */
export async function fanOutPushAlert({
  id,
  outsideHours,
  ownLeadsOnly,
  claimMs,
}: {
  id: string;
  outsideHours: boolean;
  ownLeadsOnly: boolean;
  claimMs: number;
}): Promise<OutboxRow[]> {
  const db = await getDb();
  const result = (await db.execute(sql`
    with alert as (
      update ${notificationOutbox} set delivered_at = now(), locked_until = null, last_error = null
      where id = ${id} and delivered_at is null
      returning id, lead_id, event, payload
    ), browsers as (
      select s.id from push_subscriptions s
      join users u on u.id = s.user_id
      left join chat_summaries l on l.id = (select lead_id from alert)
      where (not u.alerts_quiet_hours or not ${outsideHours})
        and (u.role = 'owner' or not ${ownLeadsOnly} or l.assignee_id = u.id)
    )
    insert into ${notificationOutbox} (lead_id, event, channel, payload, locked_until)
    select a.lead_id, a.event, 'push',
      jsonb_build_object('event', 'push.send', 'alert', a.payload->'alert',
        'subscription_id', b.id, 'alert_id', a.id),
      now() + ${Math.round(claimMs)} * interval '1 millisecond'
    from alert a, browsers b
    returning id, lead_id, channel, payload, attempts, created_at`)) as unknown as OutboxResult;
  return result.rows.map(toOutboxRow);
}
