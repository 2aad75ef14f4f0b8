// Sends what the notification outbox holds: a signed webhook POST or an email (nodemailer). Claims
// use FOR UPDATE SKIP LOCKED so no two instances send one; failures retry with backoff for two
// days. Delivery is at least once: a receiver drops a repeated X-Webhook-Id.
import "server-only";
import { createHmac } from "node:crypto";
import { after } from "next/server";
import { site } from "@/config/site";
import { attendeeMailContext } from "@/lib/db/queries/attendee-mail";
import { issueForMail } from "@/lib/db/queries/newsletter-issues";
import { isCurrentConfirmation, subscriberForMail } from "@/lib/db/queries/newsletter-subscribers";
import {
  claimDueNotifications,
  conversationOf,
  markNotificationDelivered,
  markNotificationFailed,
  type OutboxRow,
} from "@/lib/db/queries/notifications";
import { env } from "@/lib/env";
import { attendeeMail } from "@/lib/events/attendee-mail";
import { metrics } from "@/lib/metrics";
import { confirmationMail, issueMail } from "@/lib/newsletter/mail";
import type { AttendeeMailKind } from "@/lib/rules/attendee-mail";
import { isStopping } from "@/lib/shutdown";
import { errorText } from "@/lib/utils/error-text";
import {
  type AttendeeMailPayload,
  type ConversationLine,
  isAttendeeMail,
  isMail,
  isNewsletterMail,
  isSecurityAlert,
  type NewsletterMailPayload,
  type NotificationPayload,
  type OutboxPayload,
} from "@/lib/validations/notification-payload";
import { canSendMail, sendMail } from "./mail";
import { configuredChannels } from "./queue";

const GIVE_UP_AFTER_MS = 48 * 60 * 60_000;
const REQUEST_TIMEOUT_MS = 8_000;
/** The longest a send may take, all its steps together (an SMTP exchange has several). */
const SEND_DEADLINE_MS = 20_000;
/** Waits between tries of a "delivered" mark that failed: about 8 s in all. */
const MARK_RETRY_MS = [250, 500, 1_000, 2_000, 4_000];
/** A claim outlasts a send and its mark, so no other worker picks the delivery up meanwhile. */
const CLAIM_MS = SEND_DEADLINE_MS + 8_000 + 30_000;

/** Waits 30 s, 1 min, 2 min … up to an hour between attempts. */
export const retryDelayMs = (attempts: number) =>
  Math.min(60 * 60_000, 30_000 * 2 ** Math.max(0, attempts - 1));

/** The `X-Signature-256` of a webhook body: `sha256=<hex HMAC-SHA256 of the raw body>`. */
export const webhookSignature = (body: string, secret: string) =>
  `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

/** A request for a person goes out with the conversation that led to it. */
async function withConversation(row: OutboxRow): Promise<OutboxPayload> {
  const p = row.payload;
  if (
    isSecurityAlert(p) ||
    isMail(p) ||
    isAttendeeMail(p) ||
    p.event !== "lead.handoff_requested" ||
    !p.handoff ||
    !row.leadId
  ) {
    return p;
  }
  const lines = await conversationOf({ notificationId: row.id, leadId: row.leadId });
  const conversation: ConversationLine[] = lines.map((m) => ({
    sender: m.sender === "user" ? "visitor" : "assistant",
    text: m.content,
    sent_at: m.sentAt.toISOString(),
  }));
  return { ...p, handoff: { ...p.handoff, conversation } };
}

async function sendWebhook(row: OutboxRow, payload: OutboxPayload) {
  const url = env.LEAD_WEBHOOK_URL;
  if (!url) throw new Error("LEAD_WEBHOOK_URL is not set");
  // The delivery's id (the same on every retry) and time travel inside the signed body: a
  // receiver that remembers the ids it handled, and refuses old ones, is not fooled by a
  // captured request sent again.
  const body = JSON.stringify({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    ...payload,
  });
  const res = await fetch(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "User-Agent": `${site.company} lead notifications`,
      "X-Webhook-Id": row.id,
      ...(env.LEAD_WEBHOOK_SECRET
        ? { "X-Signature-256": webhookSignature(body, env.LEAD_WEBHOOK_SECRET) }
        : {}),
    },
    body,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`webhook answered ${res.status}`);
}

const MAIL_KIND: Record<AttendeeMailPayload["event"], AttendeeMailKind> = {
  "attendee.confirmation": "confirmation",
  "attendee.access": "access",
  "attendee.recording": "recording",
};

/** A newsletter mail to its subscriber as they are now: nothing once they have left. */
async function sendNewsletterMail(payload: NewsletterMailPayload) {
  const subscriber = await subscriberForMail(payload.subscriber_id);
  if (!subscriber) return;
  if (payload.event === "newsletter.confirm") {
    // Confirmed since, unsubscribed, or sent a newer link: this one is no longer theirs to use.
    if (subscriber.status !== "pending" || !isCurrentConfirmation(subscriber, payload.token))
      return;
    await sendMail(confirmationMail({ email: subscriber.email, token: payload.token }));
    return;
  }
  if (subscriber.status !== "confirmed") return;
  const post = await issueForMail(payload.send_id);
  if (post?.status !== "published") return;
  await sendMail(
    issueMail({ email: subscriber.email, unsubscribeToken: subscriber.unsubscribeToken, post }),
  );
}

async function sendEmail(payload: OutboxPayload) {
  if (isNewsletterMail(payload)) return sendNewsletterMail(payload);
  if (isAttendeeMail(payload)) {
    const found = await attendeeMailContext(payload.attendee_id);
    // A ticket refunded or deleted since: nothing to send, and nothing to try again.
    // Nor for a cancelled event: its page says so, and the owner writes to the buyers.
    if (found?.attendee.status !== "paid" || found.event.status === "cancelled") return;
    const mail = attendeeMail(MAIL_KIND[payload.event], found);
    await sendMail({ to: mail.to, subject: mail.subject, text: mail.text, ics: mail.ics });
    return;
  }
  if (isMail(payload)) {
    const { to, subject, text, reply_to } = payload.mail;
    await sendMail({ to: to.join(", "), subject, text, replyTo: reply_to });
    return;
  }
  if (isSecurityAlert(payload)) {
    const { alert } = payload;
    await sendMail({
      to: alert.to.join(", "),
      subject: `${site.company} admin: ${alert.what}`,
      text: [
        alert.what,
        "",
        `When: ${alert.at}`,
        ...(alert.address
          ? [`From: ${alert.address}${alert.browser ? `, ${alert.browser}` : ""}`]
          : []),
        "",
        "If this was not you or someone you trust, sign in and look at the Security page:",
        `${site.url}/admin/security`,
      ].join("\n"),
    });
    return;
  }
  if (!env.SMTP_URL || !env.NOTIFY_EMAIL) throw new Error("SMTP_URL and NOTIFY_EMAIL are not set");
  await sendMail({
    to: env.NOTIFY_EMAIL,
    ...emailOf(payload),
    urgent: payload.event === "lead.handoff_requested",
  });
}

const callClock = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: site.timeZone,
});
const callTime = (p: NotificationPayload) =>
  p.booking ? `${callClock.format(new Date(p.booking.start_at))} ${site.timeZoneLabel}` : "";

const SENDER: Record<ConversationLine["sender"], string> = {
  visitor: "Visitor",
  assistant: "Assistant",
};

/** The email of a notification: what happened, who, how to reach them, and the link. */
export function emailOf(payload: NotificationPayload): { subject: string; text: string } {
  const l = payload.lead;
  const who = l.contact_name || l.contact_email || l.contact_phone || "A visitor";
  const subject = {
    "contact.created": `New contact-form message from ${who}`,
    "lead.created": `New lead: ${who}`,
    "lead.updated": `Hot lead: ${who}`,
    "lead.handoff_requested": `Urgent: ${who} asked to talk to a person`,
    "lead.booked": `Call ${payload.booking?.status === "rescheduled" ? "moved" : "booked"}: ${who}, ${callTime(payload)}`,
    "lead.booking_cancelled": `Call cancelled: ${who}, ${callTime(payload)}`,
  }[payload.event];
  const h = payload.handoff;
  const lines = [
    subject,
    "",
    ...(h
      ? [
          `They wrote: "${h.message}"`,
          `Reply to them at ${l.contact_email ?? l.contact_phone ?? "the details below"}.`,
          "",
        ]
      : []),
    `Name: ${l.contact_name ?? "—"}`,
    `Email: ${l.contact_email ?? "—"}`,
    `Phone: ${l.contact_phone ?? "—"}`,
    `Company: ${l.company_name ?? "—"}`,
    `Services: ${l.services_discussed.join(", ") || "—"}`,
    `Pain points: ${l.key_pain_points.join(", ") || "—"}`,
    "",
    l.chat_summary,
    ...(h?.conversation?.length
      ? ["", "The conversation:", ...h.conversation.map((m) => `${SENDER[m.sender]}: ${m.text}`)]
      : []),
    "",
    `Open the lead: ${l.url}`,
  ];
  return { subject, text: lines.join("\n") };
}

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

/** Sends one delivery, then marks it: a mark that fails is retried as a mark, not a send. */
async function deliverOne(row: OutboxRow) {
  try {
    const send = withConversation(row).then((payload) =>
      row.channel === "webhook" ? sendWebhook(row, payload) : sendEmail(payload),
    );
    await withDeadline(send, SEND_DEADLINE_MS);
  } catch (err) {
    metrics().notifications.inc({ channel: row.channel, outcome: "failed" });
    const attempts = row.attempts + 1;
    // A mail scheduled ahead (a ticket holder's access mail) is given its 48 hours from when it was
    // due.
    const since = isAttendeeMail(row.payload) ? Date.parse(row.payload.due_at) : NaN;
    const dead =
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

/** Whether there is anything to deliver to: a lead channel, or mail (the owners' alerts). */
export const deliveriesConfigured = () => configuredChannels().length > 0 || canSendMail();

/** Delivers due notifications after the response is sent (Next's `after`), so no request waits on
 * a webhook or SMTP server; outside a request nothing is scheduled. */
export function deliverAfterResponse() {
  if (isStopping() || !deliveriesConfigured()) return;
  try {
    after(() => deliverDueNotifications().catch((err) => console.error("[notify]", err)));
  } catch {
    // Not inside a request.
  }
}
