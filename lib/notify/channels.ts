// How one delivery leaves: a signed webhook POST, or an email (nodemailer) written when it is sent
// from the records as they are then.
import "server-only";
import { createHmac } from "node:crypto";
import { site } from "@/config/site";
import { attendeeMailContext } from "@/lib/db/queries/attendee-mail";
import { issueForMail } from "@/lib/db/queries/newsletter-issues";
import { isCurrentConfirmation, subscriberForMail } from "@/lib/db/queries/newsletter-subscribers";
import { conversationOf, type OutboxRow } from "@/lib/db/queries/notifications";
import { assigneeEmailOf } from "@/lib/db/queries/users";
import { env } from "@/lib/env";
import { attendeeMail } from "@/lib/events/attendee-mail";
import { confirmationMail, issueMail } from "@/lib/newsletter/mail";
import { type AttendeeMailKind, attendeeMailGoes } from "@/lib/rules/attendee-mail";
import {
  type AttendeeMailPayload,
  type ConversationLine,
  isAttendeeMail,
  isMail,
  isNewsletterMail,
  isPush,
  isSecurityAlert,
  type NewsletterMailPayload,
  type OutboxPayload,
} from "@/lib/validations/notification-payload";
import { sendMail } from "./mail";
import { emailOf } from "./owner-email";

const REQUEST_TIMEOUT_MS = 8_000;

/** The `X-Signature-256` of a webhook body: `sha256=<hex HMAC-SHA256 of the raw body>`. */
export const webhookSignature = (body: string, secret: string) =>
  `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

/** A request for a person goes out with the conversation that led to it. */
export async function withConversation(row: OutboxRow): Promise<OutboxPayload> {
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

export async function sendWebhook(row: OutboxRow, payload: OutboxPayload) {
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
  "attendee.reminder": "reminder",
  "attendee.recording": "recording",
  "attendee.offer": "offer",
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

export async function sendEmail(payload: OutboxPayload) {
  if (isNewsletterMail(payload)) return sendNewsletterMail(payload);
  if (isAttendeeMail(payload)) {
    const found = await attendeeMailContext(payload.attendee_id);
    const kind = MAIL_KIND[payload.event];
    // A ticket refunded, given back or deleted since: nothing to send, nor to try again. Nor
    // for a cancelled event: its page says so, and the owner writes to the buyers.
    if (!found || !attendeeMailGoes(kind, found.attendee.status)) return;
    if (found.event.status === "cancelled") return;
    const mail = await attendeeMail(kind, found);
    await sendMail({ to: mail.to, subject: mail.subject, text: mail.text, ics: mail.ics });
    return;
  }
  if (isMail(payload)) {
    const { to, subject, text, reply_to, message_id } = payload.mail;
    await sendMail({ to: to.join(", "), subject, text, replyTo: reply_to, messageId: message_id });
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
  if (isPush(payload)) throw new Error("a phone alert is not an email");
  if (!env.SMTP_URL || !env.NOTIFY_EMAIL) throw new Error("SMTP_URL and NOTIFY_EMAIL are not set");
  // The admin who works the lead hears of it too (whoever it is assigned to when it is sent).
  const assignee = await assigneeEmailOf(payload.lead.id);
  await sendMail({
    to: [...new Set([env.NOTIFY_EMAIL, assignee ?? env.NOTIFY_EMAIL])].join(", "),
    ...emailOf(payload),
    urgent: payload.event === "lead.handoff_requested",
  });
}
