// Sends what the notification outbox holds through its channel (channels.ts). Claims use FOR
// UPDATE SKIP LOCKED so no two instances send one; failures retry with backoff for two days.
// Delivery is at least once: a receiver drops a repeated X-Webhook-Id.
import "server-only";
import { after } from "next/server";
import {
  claimDueNotifications,
  markNotificationDelivered,
  markNotificationFailed,
  type OutboxRow,
} from "@/lib/db/queries/notifications";
import { metrics } from "@/lib/metrics";
import { isStopping } from "@/lib/shutdown";
import { errorText } from "@/lib/utils/error-text";
import { isAttendeeMail, type OutboxPayload } from "@/lib/validations/notification-payload";
import { sendEmail, sendWebhook, withConversation } from "./channels";
import { fanOut, PermanentDeliveryError, sendPush } from "./push";

const GIVE_UP_AFTER_MS = 48 * 60 * 60_000;
/** The longest a send may take, all its steps together (an SMTP exchange has several). */
const SEND_DEADLINE_MS = 20_000;
/** Waits between tries of a "delivered" mark that failed: about 8 s in all. */
const MARK_RETRY_MS = [250, 500, 1_000, 2_000, 4_000];
/** A claim outlasts a send and its mark, so no other worker picks the delivery up meanwhile. */
const CLAIM_MS = SEND_DEADLINE_MS + 8_000 + 30_000;

/** Waits 30 s, 1 min, 2 min … up to an hour between attempts. */
export const retryDelayMs = (attempts: number) =>
  Math.min(60 * 60_000, 30_000 * 2 ** Math.max(0, attempts - 1));

/** Gives up on a send that has not finished by then (each channel also has its own timeouts). */
async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

// Accepted deliveries whose "delivered" mark failed: marked before the next round, never resent.
const acceptedUnmarked = new Map<string, Date>();

/** Writes the "delivered" mark, a few times over a few seconds; false when it could not. */
async function markDelivered(id: string, at: Date): Promise<boolean> {
  for (let attempt = 0; ; attempt++) {
    try {
      await markNotificationDelivered({ id, at });
      acceptedUnmarked.delete(id);
      return true;
    } catch (err) {
      if (attempt >= MARK_RETRY_MS.length) {
        acceptedUnmarked.set(id, at);
        console.error(`[notify] delivered ${id}, but could not record it yet:`, errorText(err));
        return false;
      }
      await new Promise((r) => setTimeout(r, MARK_RETRY_MS[attempt]));
    }
  }
}

/** Records a failed send: tried again later with backoff, or given up. */
async function recordFailure(row: OutboxRow, err: unknown) {
  metrics().notifications.inc({ channel: row.channel, outcome: "failed" });
  const attempts = row.attempts + 1;
  // A mail scheduled ahead (a ticket holder's access mail) is given its 48 hours from when it was
  // due.
  const since = isAttendeeMail(row.payload) ? Date.parse(row.payload.due_at) : NaN;
  const dead =
    err instanceof PermanentDeliveryError ||
    Date.now() - (Number.isNaN(since) ? row.createdAt.getTime() : since) > GIVE_UP_AFTER_MS;
  await markNotificationFailed({
    id: row.id,
    attempts,
    error: errorText(err),
    nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
    dead,
  }).catch((markErr) =>
    // The claim runs out and the delivery is tried again: nothing is lost.
    console.error(`[notify] ${row.id} failed and could not be recorded:`, errorText(markErr)),
  );
}

function send(row: OutboxRow, payload: OutboxPayload) {
  if (row.channel === "webhook") return sendWebhook(row, payload);
  if (row.channel === "push" && payload.event === "push.send") return sendPush(row, payload);
  return sendEmail(payload);
}

/** Sends one delivery, then marks it: a mark that fails is retried as a mark, not a send. An
 * alert for the admins becomes one delivery per browser first, each sent at once. */
async function deliverOne(row: OutboxRow): Promise<void> {
  if (row.payload.event === "push.alert") {
    const copies = await fanOut(row, CLAIM_MS).catch(async (err) => {
      await recordFailure(row, err);
      return [];
    });
    await Promise.all(copies.map(deliverOne));
    return;
  }
  try {
    await withDeadline(
      withConversation(row).then((payload) => send(row, payload)),
      SEND_DEADLINE_MS,
    );
  } catch (err) {
    await recordFailure(row, err);
    return;
  }
  metrics().notifications.inc({ channel: row.channel, outcome: "delivered" });
  await markDelivered(row.id, new Date());
}

async function deliveryRound(limit: number) {
  for (const [id, at] of acceptedUnmarked) {
    if (!(await markDelivered(id, at))) throw new Error("the database is out of reach");
  }
  let tried = 0;
  // A stopping server claims nothing new: what it has not claimed, another instance sends.
  while (!isStopping()) {
    const rows = (await claimDueNotifications({ limit, claimMs: CLAIM_MS })).filter(
      (row) => !acceptedUnmarked.has(row.id),
    );
    if (rows.length === 0) return tried;
    await Promise.all(rows.map(deliverOne));
    tried += rows.length;
    if (rows.length < limit) return tried;
  }
  return tried;
}

/** Rounds under way in this process: a shutdown waits for them. */
const rounds = new Set<Promise<number>>();

/** Delivers every due notification (claimed by this worker alone). Answers how many it tried. */
export function deliverDueNotifications({ limit = 20 }: { limit?: number } = {}) {
  const round = deliveryRound(limit);
  rounds.add(round);
  void round.catch(() => {}).finally(() => rounds.delete(round));
  return round;
}

/** Waits for rounds under way, then records what was sent but not yet marked, so no other
 * instance sends it again. The job runner calls it as it stops. */
export async function finishDeliveries() {
  await Promise.allSettled([...rounds]);
  for (const [id, at] of acceptedUnmarked) await markDelivered(id, at);
}

/** Delivers due notifications after the response is sent (Next's `after`), so no request waits on
 * a webhook or SMTP server; outside a request nothing is scheduled. */
export function deliverAfterResponse() {
  if (isStopping()) return;
  try {
    after(() => deliverDueNotifications().catch((err) => console.error("[notify]", err)));
  } catch {
    // Not inside a request.
  }
}
