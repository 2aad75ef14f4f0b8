// Where the owner is with a lead: their own pipeline, beside the chat's qualification.
// "Meeting booked" is set by a booking from the calendar (Cal.com or Calendly) as well.
export const LEAD_STATUSES = [
  "New",
  "Contacted",
  "Meeting booked",
  "Qualified",
  "Won",
  "Lost",
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Where a lead's work ends: no follow-up is due on it any more. */
export const CLOSED_STATUSES: LeadStatus[] = ["Won", "Lost"];
