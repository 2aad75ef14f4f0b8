// What a phone alert says for each moment worth a buzz (pure): a title, one line naming the
// visitor, and the lead's page. Shared by the lead saves, bookings and ticket sales that queue them.
import { site } from "@/config/site";
import type { NotificationPayload, PushAlert } from "@/lib/validations/notification-payload";
import { callTime } from "./call-time";

const BODY_MAX = 140;

const oneLine = (text: string) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > BODY_MAX ? `${flat.slice(0, BODY_MAX - 1)}…` : flat;
};

const leadUrl = (leadId: string) => `${site.url}/admin/leads/${leadId}`;

/** The alert a lead notification calls for, or null: a new lead only buzzes when it is Hot, and a
 * cancelled call or a contact-form message waits for the inbox. */
export function leadPushAlert(payload: NotificationPayload, hot = false): PushAlert | null {
  const l = payload.lead;
  const who = l.contact_name || l.contact_email || l.contact_phone || "A visitor";
  const company = l.company_name ? ` (${l.company_name})` : "";
  const url = leadUrl(l.id);
  switch (payload.event) {
    case "lead.handoff_requested":
      return {
        title: "Wants to talk to a person",
        body: oneLine(`${who}${company}: “${payload.handoff?.message ?? ""}”`),
        url,
        urgency: "high",
      };
    case "lead.created":
    case "lead.updated":
      if (!hot && payload.event === "lead.created") return null;
      return {
        title: "New Hot lead",
        body: oneLine(
          `${who}${company}${l.services_discussed.length ? ` · ${l.services_discussed.join(", ")}` : ""}`,
        ),
        url,
        urgency: "normal",
      };
    case "lead.booked": {
      const b = payload.booking;
      if (!b) return null;
      return {
        title: b.status === "rescheduled" ? "Call moved" : "Call booked",
        body: oneLine(`${who}${company} · ${callTime(b.start_at)}`),
        url,
        urgency: "normal",
      };
    }
    case "lead.replied": {
      const r = payload.reply;
      if (!r) return null;
      return {
        title: "Replied by email",
        body: oneLine(`${who}${company}: “${r.text}”`),
        url,
        urgency: "high",
      };
    }
    default:
      return null;
  }
}

/** A ticket bought through the event page. */
export function ticketSoldAlert(p: {
  leadId: string;
  name: string;
  ticketName: string;
  eventTitle: string;
}): PushAlert {
  return {
    title: "Ticket sold",
    body: oneLine(`${p.name} · ${p.ticketName} · ${p.eventTitle}`),
    url: leadUrl(p.leadId),
    urgency: "normal",
  };
}

/** What "Send a test alert" shows on the admin's own browser. */
export const testAlert = (): PushAlert => ({
  title: `${site.company}: alerts are on`,
  body: "This browser will buzz when a visitor asks for a person, a Hot lead arrives, a call is booked or a ticket sells.",
  url: `${site.url}/admin`,
  urgency: "normal",
});
