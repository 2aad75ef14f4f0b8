// The email that tells the owners about a lead: what happened, who, how to reach them, the link.
import "server-only";
import { callTime } from "@/lib/rules/call-time";
import type { ConversationLine, NotificationPayload } from "@/lib/validations/notification-payload";

const callTimeOf = (p: NotificationPayload) => (p.booking ? callTime(p.booking.start_at) : "");

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
    "lead.booked": `Call ${payload.booking?.status === "rescheduled" ? "moved" : "booked"}: ${who}, ${callTimeOf(payload)}`,
    "lead.booking_cancelled": `Call cancelled: ${who}, ${callTimeOf(payload)}`,
    "lead.replied": `${who} replied by email: ${payload.reply?.subject || "(no subject)"}`,
  }[payload.event];
  const r = payload.reply;
  const h = payload.handoff;
  const lines = [
    subject,
    "",
    ...(r
      ? [
          r.text,
          "",
          ...(r.verified
            ? []
            : [
                `This email says it is from ${l.contact_email ?? "the lead"}, but its sender could not be verified.`,
                "",
              ]),
        ]
      : []),
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
