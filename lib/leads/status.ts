// Where the owner is with a lead: their own pipeline, beside the chat's qualification.
export const LEAD_STATUSES = ["New", "Contacted", "Qualified", "Won", "Lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
