// When a lead deserves the owner's attention, a notification is written to the outbox in the same
// transaction as the lead (so none is lost, and none is sent for a save that rolled back): when a
// chat lead first has an email or a phone number (lead.created), when its proposed qualification
// first becomes Hot (lead.updated), and when a contact-form message arrives (contact.created).
// One outbox row per configured channel; the worker (./deliver.ts) sends them after the answer.
import "server-only";
import {
  enqueueNotifications,
  leadNotificationState,
  markLeadNotified,
  type NotifyTx,
} from "@/lib/db/queries/notifications";
import { env } from "@/lib/env";
import { proposeQualification } from "@/lib/leads/proposal";
import { summaryToWire } from "@/lib/leads/wire";
import { type NotificationEvent, notificationPayload } from "./payload";

export type Channel = "webhook" | "email";

export function configuredChannels(): Channel[] {
  return [
    ...(env.LEAD_WEBHOOK_URL ? (["webhook"] as const) : []),
    ...(env.SMTP_URL && env.NOTIFY_EMAIL ? (["email"] as const) : []),
  ];
}

/** After a chat lead was saved (inside its transaction). */
export async function notifyAfterLeadSave(tx: NotifyTx, leadId: string) {
  const lead = await leadNotificationState(tx, leadId);
  if (!lead) return;
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
  if (!firstContact && !firstHot) return;
  // A lead that arrives already Hot is announced once, as new.
  const event: NotificationEvent = firstContact ? "lead.created" : "lead.updated";
  await markLeadNotified(tx, leadId, {
    contact: firstContact || undefined,
    hot: firstHot || undefined,
  });
  await send(tx, leadId, event, lead);
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
  lead: NonNullable<Awaited<ReturnType<typeof leadNotificationState>>>,
) {
  const channels = configuredChannels();
  if (channels.length === 0) return;
  const payload = notificationPayload(event, summaryToWire(lead));
  await enqueueNotifications(
    tx,
    channels.map((channel) => ({ leadId, event, channel, payload })),
  );
}
