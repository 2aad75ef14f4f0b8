// What the admin calls each kind of delivery in the outbox (read in the browser too).

/** How the admin names what a delivery was for. */
export const DELIVERY_LABELS: Record<string, string> = {
  "lead.created": "new lead",
  "lead.updated": "hot lead",
  "contact.created": "contact-form message",
  "lead.handoff_requested": "request for a person",
  "lead.booked": "booked call",
  "lead.booking_cancelled": "cancelled call",
  "lead.replied": "reply from a lead",
  "lead.reply": "your email to the lead",
  "owner.digest": "morning digest",
  "security.alert": "security alert",
  "attendee.sold": "ticket sold",
  "push.test": "test alert",
};

/** How the admin names each way a delivery leaves. */
export const CHANNEL_LABELS: Record<string, string> = {
  webhook: "Webhook",
  email: "Email",
  push: "Phone alert",
};
