// When a lead deserves the owner's attention, a notification is written to the outbox in the same
// transaction as the lead (so none is lost, and none is sent for a save that rolled back): when a
// chat lead first has an email or a phone number (lead.created), when its proposed qualification
// first becomes Hot (lead.updated), when its visitor asks for a person (lead.handoff_requested)
// and when a contact-form message arrives (contact.created).
// One outbox row per configured channel; the worker (./deliver.ts) sends them after the answer.
import "server-only";
import {
  enqueueNotifications,
  type LeadNotificationPlan,
  type LeadNotificationState,
  leadNotificationState,
  markLeadNotified,
  type NotifyTx,
} from "@/lib/db/queries/notifications";
import { env } from "@/lib/env";
import { proposeQualification } from "@/lib/leads/proposal";
import { summaryToWire } from "@/lib/leads/wire";
import { type NotificationEvent, type NotificationPayload, notificationPayload } from "./payload";

export type Channel = "webhook" | "email";

export function configuredChannels(): Channel[] {
  return [
    ...(env.LEAD_WEBHOOK_URL ? (["webhook"] as const) : []),
    ...(env.SMTP_URL && env.NOTIFY_EMAIL ? (["email"] as const) : []),
  ];
}

/**
 * What saving a chat lead as `lead` (its state after the save) calls for: a first email or
 * phone number announces it (lead.created), its proposal first turning Hot announces it again
 * (lead.updated). Null when nothing is new. Pure but for the configured channels; the save
 * writes the plan in its own statement, so a notification is never lost nor sent for a save
 * that did not happen.
 */
export function planLeadNotifications(lead: LeadNotificationState): LeadNotificationPlan | null {
  const hasContact = Boolean(lead.contactEmail || lead.contactPhone);
  const hot =
    proposeQualification({
      email: lead.contactEmail,
      phone: lead.contactPhone,
      servicesDiscussed: lead.servicesDiscussed,
      keyPainPoints: lead.keyPainPoints,
      callToActionOffered: lead.callToActionOffered,
      visitCount: lead.visitCount,
    }).qualification === "Hot";
  const firstContact = hasContact && !lead.notifiedContactAt;
  const firstHot = hot && !lead.notifiedHotAt;
  const handoff =
    hasContact && lead.handoffRequestedAt && !lead.handoffAnsweredAt && !lead.handoffNotifiedAt;
  if (!firstContact && !firstHot && !handoff) return null;
  const wire = summaryToWire(lead);
  const channels = configuredChannels();
  const events: NotificationEvent[] = [];
  // A lead that arrives already Hot is announced once, as new.
  if (firstContact || firstHot) events.push(firstContact ? "lead.created" : "lead.updated");
  // Asking for a person is its own, urgent notification, even for a lead announced a moment ago.
  if (handoff) events.push("lead.handoff_requested");
  return {
    markContact: firstContact,
    markHot: firstHot,
    markHandoff: Boolean(handoff),
    outbox: events.flatMap((event) => {
      const payload = notificationPayload(event, wire);
      return channels.map((channel) => ({ event, channel, payload }));
    }),
  };
}

/** After a delivery from the calendar booked, moved or cancelled a call (inside its transaction). */
export async function notifyAfterBooking(
  tx: NotifyTx,
  leadId: string,
  booking: NonNullable<NotificationPayload["booking"]>,
) {
  const lead = await leadNotificationState(tx, leadId);
  if (!lead) return false;
  const event = booking.status === "cancelled" ? "lead.booking_cancelled" : "lead.booked";
  return send(tx, leadId, event, lead, { booking });
}

/** After a contact-form message became a lead (inside its transaction). */
export async function notifyAfterContact(tx: NotifyTx, leadId: string) {
  const lead = await leadNotificationState(tx, leadId);
  if (!lead) return;
  await markLeadNotified(tx, leadId, { contact: true });
  await send(tx, leadId, "contact.created", lead);
}

async function send(
  tx: NotifyTx,
  leadId: string,
  event: NotificationEvent,
  lead: LeadNotificationState,
  extra: Pick<NotificationPayload, "booking"> = {},
): Promise<boolean> {
  const channels = configuredChannels();
  if (channels.length === 0) return false;
  const payload = { ...notificationPayload(event, summaryToWire(lead)), ...extra };
  await enqueueNotifications(
    tx,
    channels.map((channel) => ({ leadId, event, channel, payload })),
  );
  return true;
}
