// Lead notifications, written to the outbox in the lead's own transaction (none lost, none for a
// rolled-back save): lead.created, lead.updated (turned Hot), lead.handoff_requested and
// contact.created, one row per configured channel; ./deliver.ts sends them.
import "server-only";
import {
  enqueueNotifications,
  type LeadNotificationPlan,
  type LeadNotificationState,
  leadNotificationState,
  markLeadNotified,
  type NotifyTx,
} from "@/lib/db/queries/notifications";
import { enqueuePushAlert } from "@/lib/db/queries/push";
import { env } from "@/lib/env";
import { proposeQualification } from "@/lib/leads/proposal";
import { summaryToWire } from "@/lib/leads/wire";
import { leadPushAlert } from "@/lib/rules/push-alert";
import {
  type NotificationEvent,
  type NotificationPayload,
  notificationPayload,
  type ReplyNotice,
} from "@/lib/validations/notification-payload";

export type Channel = "webhook" | "email";

export function configuredChannels(): Channel[] {
  return [
    ...(env.LEAD_WEBHOOK_URL ? (["webhook"] as const) : []),
    ...(env.SMTP_URL && env.NOTIFY_EMAIL ? (["email"] as const) : []),
  ];
}

/** What saving a chat lead calls for: a first email or phone announces it (lead.created), turning
 * Hot announces it again (lead.updated); null when nothing is new. */
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
      return [
        ...channels.map((channel) => ({ event, channel, payload })),
        ...pushRows(event, payload, hot),
      ];
    }),
  };
}

/** The phone alert a notification calls for (written only when some admin turned alerts on). */
function pushRows(event: NotificationEvent, payload: NotificationPayload, hot: boolean) {
  const alert = leadPushAlert(payload, hot);
  return alert
    ? [{ event, channel: "push" as const, payload: { event: "push.alert" as const, alert } }]
    : [];
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

/** After the lead answered by email (inside the transaction that stored the answer). */
export async function notifyAfterReply(tx: NotifyTx, leadId: string, reply: ReplyNotice) {
  const lead = await leadNotificationState(tx, leadId);
  if (!lead) return false;
  return send(tx, leadId, "lead.replied", lead, { reply });
}

/** After a contact-form message became a lead (inside its transaction). */
export async function notifyAfterContact(tx: NotifyTx, leadId: string) {
  const lead = await leadNotificationState(tx, leadId);
  if (!lead) return;
  const callRequest = Boolean(lead.handoffRequestedAt && !lead.handoffNotifiedAt);
  await markLeadNotified(tx, leadId, { contact: true, handoff: callRequest });
  await send(tx, leadId, "contact.created", lead);
  // "Request a call" is a request for a person: urgent, like the chat's.
  if (callRequest) await send(tx, leadId, "lead.handoff_requested", lead);
}

async function send(
  tx: NotifyTx,
  leadId: string,
  event: NotificationEvent,
  lead: LeadNotificationState,
  extra: Pick<NotificationPayload, "booking" | "reply"> = {},
): Promise<boolean> {
  const channels = configuredChannels();
  const payload = { ...notificationPayload(event, summaryToWire(lead)), ...extra };
  const alert = leadPushAlert(payload);
  if (alert) await enqueuePushAlert(tx, { leadId, event, alert });
  if (channels.length === 0) return alert !== null;
  await enqueueNotifications(
    tx,
    channels.map((channel) => ({ leadId, event, channel, payload })),
  );
  return true;
}
