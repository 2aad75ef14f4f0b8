// What a lead notification says: the event and the lead as the dashboard lists it, with the
// link to its page in the admin. The same JSON is the webhook's body (Slack, Zapier or a CRM
// can read it) and the source of the email.
import { site } from "@/config/site";
import type { ChatSummaryJson } from "@/lib/validations/summaries";

/** How an outbox row leaves: the owner's webhook, an email, or a phone alert. */
export const OUTBOX_CHANNELS = ["webhook", "email", "push"] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export const NOTIFICATION_EVENTS = [
  "lead.created",
  "lead.updated",
  "contact.created",
  "lead.handoff_requested",
  "lead.booked",
  "lead.booking_cancelled",
  "lead.replied",
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** One message of the conversation a request for a person arrives with. */
export type ConversationLine = { sender: "visitor" | "assistant"; text: string; sent_at: string };

export type NotificationPayload = {
  event: NotificationEvent;
  lead: ChatSummaryJson & { url: string };
  /** lead.handoff_requested: the visitor's words; the conversation is added when it is sent. */
  handoff?: { requested_at: string; message: string; conversation?: ConversationLine[] };
  /** lead.booked (a new or moved call) and lead.booking_cancelled: the call. */
  booking?: {
    provider: "cal" | "calendly";
    start_at: string;
    end_at: string;
    status: "booked" | "rescheduled" | "cancelled";
  };
  reply?: ReplyNotice;
};

/** lead.replied: the lead's answer by email (its new text; verified false: matched by the
 * sender's address alone, without a passing DKIM or SPF check). */
export type ReplyNotice = {
  from: string;
  subject: string;
  text: string;
  verified: boolean;
  sent_at: string;
};

export function notificationPayload(
  event: NotificationEvent,
  lead: ChatSummaryJson,
): NotificationPayload {
  const payload: NotificationPayload = {
    event,
    lead: { ...lead, url: `${site.url}/admin/leads/${lead.id}` },
  };
  if (event === "lead.handoff_requested" && lead.handoff) {
    payload.handoff = {
      requested_at: lead.handoff.requested_at,
      message: lead.handoff.message,
    };
  }
  return payload;
}

/** An alert about the admin accounts, emailed to the owners through the same outbox. */
export const SECURITY_ALERT = "security.alert";

export type SecurityAlertPayload = {
  event: typeof SECURITY_ALERT;
  alert: {
    /** One sentence: what happened, to whom. */
    what: string;
    at: string;
    address: string | null;
    browser: string | null;
    /** The owners' emails when it was written. */
    to: string[];
  };
};

/** Mail the site writes itself, sent as is: the owner's reply to a lead and the morning digest. */
export const MAIL_EVENTS = ["lead.reply", "owner.digest"] as const;
export type MailPayload = {
  event: (typeof MAIL_EVENTS)[number];
  /** message_id: the lead's reply names it (an email to a lead). */
  mail: { to: string[]; subject: string; text: string; reply_to?: string; message_id?: string };
};

/** A ticket holder's mail, written when sent; `due_at`: when it was due (retries count from it). */
export const ATTENDEE_MAIL_EVENTS = [
  "attendee.confirmation",
  "attendee.access",
  "attendee.reminder",
  "attendee.recording",
  "attendee.offer",
] as const;
export type AttendeeMailPayload = {
  event: (typeof ATTENDEE_MAIL_EVENTS)[number];
  attendee_id: string;
  due_at: string;
};

/** The newsletter's mail, written when sent (lib/newsletter/mail.ts). */
export type NewsletterMailPayload =
  | { event: "newsletter.confirm"; subscriber_id: string; token: string }
  | { event: "newsletter.issue"; subscriber_id: string; send_id: string };

/** A phone alert (Web Push) as the admin's service worker shows it. */
export type PushAlert = {
  title: string;
  /** One line, naming the visitor. */
  body: string;
  /** The lead's page in the admin. */
  url: string;
  urgency: "normal" | "high";
};

/** An alert for every admin who turned alerts on ("push.alert"), and each browser's copy of it
 * ("push.send", written when the alert is sent out). */
export type PushPayload =
  | { event: "push.alert"; alert: PushAlert }
  | { event: "push.send"; alert: PushAlert; subscription_id: string; alert_id: string };

/** What an outbox row carries. */
export type OutboxPayload =
  | PushPayload
  | NotificationPayload
  | SecurityAlertPayload
  | MailPayload
  | AttendeeMailPayload
  | NewsletterMailPayload;

export const isMail = (p: OutboxPayload): p is MailPayload =>
  (MAIL_EVENTS as readonly string[]).includes(p.event);

export const isSecurityAlert = (p: OutboxPayload): p is SecurityAlertPayload =>
  p.event === SECURITY_ALERT;

export const isNewsletterMail = (p: OutboxPayload): p is NewsletterMailPayload =>
  p.event === "newsletter.confirm" || p.event === "newsletter.issue";

export const isPush = (p: OutboxPayload): p is PushPayload =>
  p.event === "push.alert" || p.event === "push.send";

export const isAttendeeMail = (p: OutboxPayload): p is AttendeeMailPayload =>
  (ATTENDEE_MAIL_EVENTS as readonly string[]).includes(p.event);
