// Query parameters of the chat-summary API (list and CSV export) and the leads list's URL state,
// plus the JSON shape of one summary as the API answers it. Shared by the handlers and the
// admin app, so the two cannot drift apart.
import { z } from "zod";
import {
  isCalendarDate,
  safeText,
  stripControlCharacters,
  wholeNumber,
} from "@/lib/validations/common";
import {
  LEAD_QUALIFICATIONS as QUALIFICATIONS,
  type LeadQualification as Qualification,
} from "@/lib/validations/lead-qualification";
import { LEAD_STATUSES, type LeadStatus } from "@/lib/validations/lead-status";

export { LEAD_STATUSES, type LeadStatus, QUALIFICATIONS, type Qualification };

/** Where a lead the owner adds by hand came from. */
export const MANUAL_LEAD_SOURCES = ["referral", "call", "event", "social", "other"] as const;
/** Where a lead came from: the site's own paths, then the owner's. */
export const LEAD_SOURCES = [
  "chat",
  "contact_form",
  "booking",
  "waitlist",
  "workshop",
  ...MANUAL_LEAD_SOURCES,
  "import",
] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];
/** How the admin names where a lead came from. */
export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  chat: "Chat",
  contact_form: "Contact form",
  booking: "Booked call",
  waitlist: "Event waitlist",
  workshop: "Ticket buyer",
  referral: "Referral",
  call: "Phone call",
  event: "Event",
  social: "Social media",
  other: "Other",
  import: "Imported",
};

/** What a lead's history records. */
export const LEAD_ACTIVITY_KINDS = [
  "created",
  "status",
  "qualification",
  "note",
  "handoff",
  "booking",
  "email",
  "follow_up",
  "deal_value",
  "expected_close",
  "assignee",
  "replied",
] as const;

/** The inbox's follow-up lists: due on the agency's today, or on a day already past. */
export const FOLLOW_UP_DUE = ["today", "overdue", "replied"] as const;
export type FollowUpDue = (typeof FOLLOW_UP_DUE)[number];

/** The leads list's page size (spec §9's dashboard) and the most one request may ask for. */
export const SUMMARY_PAGE_SIZE = 20;
export const SUMMARY_MAX_LIMIT = 100;

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

const dateParam = (name: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine(isCalendarDate, `${name} must be a date written YYYY-MM-DD, like 2026-01-31`)
      .optional(),
  );

/** ?assignee=: "me", "unassigned" or an admin's id. */
const assigneeFilter = z
  .string()
  .refine(
    (v) => v === "me" || v === "unassigned" || z.uuid().safeParse(v).success,
    "assignee must be me, unassigned or an admin's id",
  );

const filterShape = {
  qualification: z.preprocess(
    blankToUndefined,
    z.enum(QUALIFICATIONS, { error: "qualification must be Hot, Warm or Cold" }).optional(),
  ),
  status: z.preprocess(
    blankToUndefined,
    z
      .enum(LEAD_STATUSES, {
        error: "status must be New, Contacted, Meeting booked, Qualified, Won or Lost",
      })
      .optional(),
  ),
  source: z.preprocess(
    blankToUndefined,
    z
      .enum(LEAD_SOURCES, {
        error: `source must be one of ${LEAD_SOURCES.join(", ")}`,
      })
      .optional(),
  ),
  q: z.preprocess(blankToUndefined, safeText("q", 100).optional()),
  due: z.preprocess(
    blankToUndefined,
    z.enum(FOLLOW_UP_DUE, { error: "due must be today, overdue or replied" }).optional(),
  ),
  utm_source: z.preprocess(blankToUndefined, safeText("utm_source", 100).optional()),
  utm_campaign: z.preprocess(blankToUndefined, safeText("utm_campaign", 100).optional()),
  assignee: z.preprocess(blankToUndefined, assigneeFilter.optional()),
  date_from: dateParam("date_from"),
  date_to: dateParam("date_to"),
};

const datesInOrder = (q: { date_from?: string; date_to?: string }) =>
  !q.date_from || !q.date_to || q.date_from <= q.date_to;
const datesInOrderIssue = {
  message: "date_from must be on or before date_to",
  path: ["date_from"],
};

/** GET /api/chat/summaries/export: the filters only (the whole filtered set is exported). */
export const summaryFilterQuery = z.object(filterShape).refine(datesInOrder, datesInOrderIssue);

/** GET /api/chat/summaries: the filters plus a page. */
export const summaryListQuery = z
  .object({
    ...filterShape,
    page: wholeNumber("page", { max: 100_000 }).default(1),
    limit: wholeNumber("limit", { max: SUMMARY_MAX_LIMIT }).default(SUMMARY_PAGE_SIZE),
  })
  .refine(datesInOrder, datesInOrderIssue);

export type SummaryFilters = {
  qualification?: Qualification;
  status?: LeadStatus;
  source?: LeadSource;
  q?: string;
  due?: FollowUpDue;
  /** The visitor's utm_source or utm_campaign, first touch or latest. */
  utm_source?: string;
  utm_campaign?: string;
  /** Whose leads: the viewer's ("me"), nobody's yet, or an admin's (by id). */
  assignee?: string;
  date_from?: string;
  date_to?: string;
};

/** GET /api/admin/contact-messages: a page of the stored contact-form messages. */
export const adminPageQuery = z.object({
  page: wholeNumber("page", { max: 100_000 }).default(1),
  limit: wholeNumber("limit", { max: SUMMARY_MAX_LIMIT }).default(SUMMARY_PAGE_SIZE),
});

/** A word from the address: what no database would store (a NUL) is left out. */
const addressText = z
  .string()
  .transform(stripControlCharacters)
  .pipe(z.string().trim().min(1).max(100));

/** The leads list's URL state: a bad value in a shared or edited link falls back to the default. */
export const leadListState = z.object({
  qualification: z.enum(QUALIFICATIONS).optional().catch(undefined),
  status: z.enum(LEAD_STATUSES).optional().catch(undefined),
  source: z.enum(LEAD_SOURCES).optional().catch(undefined),
  q: addressText.optional().catch(undefined),
  due: z.enum(FOLLOW_UP_DUE).optional().catch(undefined),
  utm_source: addressText.optional().catch(undefined),
  utm_campaign: addressText.optional().catch(undefined),
  assignee: assigneeFilter.optional().catch(undefined),
  date_from: z.string().refine(isCalendarDate).optional().catch(undefined),
  date_to: z.string().refine(isCalendarDate).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});

export type LeadListState = z.output<typeof leadListState>;

/** Filters (and page) → query string, leaving out what is unset and page 1. */
export function summaryQueryString(state: SummaryFilters & { page?: number; limit?: number }) {
  const params = new URLSearchParams();
  if (state.qualification) params.set("qualification", state.qualification);
  if (state.status) params.set("status", state.status);
  if (state.source) params.set("source", state.source);
  if (state.q) params.set("q", state.q);
  if (state.due) params.set("due", state.due);
  if (state.utm_source) params.set("utm_source", state.utm_source);
  if (state.utm_campaign) params.set("utm_campaign", state.utm_campaign);
  if (state.assignee) params.set("assignee", state.assignee);
  if (state.date_from) params.set("date_from", state.date_from);
  if (state.date_to) params.set("date_to", state.date_to);
  if (state.page && state.page > 1) params.set("page", String(state.page));
  if (state.limit) params.set("limit", String(state.limit));
  return params.toString();
}

/** One chat summary as GET /api/chat/summaries lists it (spec §3). */
export const chatSummarySchema = z.object({
  id: z.string(),
  interaction_date: z.string(),
  created_at: z.string(),
  contact_name: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  company_name: z.string().nullable(),
  lead_qualification: z.enum(QUALIFICATIONS),
  services_discussed: z.array(z.string()),
  key_pain_points: z.array(z.string()),
  chat_summary: z.string(),
  call_to_action_offered: z.boolean(),
  next_step: z.string(),
  /** The inbox's additions: the owner's pipeline, where the lead came from, and the owner's
   * qualification (lead_qualification above is the owner's when set, else the chat's). */
  status: z.enum(LEAD_STATUSES),
  source: z.enum(LEAD_SOURCES),
  owner_qualification: z.enum(QUALIFICATIONS).nullable(),
  /** The visitor asked the chat for a person (null: never); answered_at null: still waiting. */
  handoff: z
    .object({
      requested_at: z.string(),
      message: z.string(),
      answered_at: z.string().nullable(),
    })
    .nullable(),
  /** When the owner means to follow the lead up (null: not set). */
  follow_up_at: z.string().nullable(),
  /** What the deal is worth in US cents, and the day the owner expects it to close (null: unset). */
  deal_value_cents: z.number().nullable(),
  expected_close_on: z.string().nullable(),
  /** The admin who works the lead (null: nobody yet). */
  assignee_id: z.string().nullable(),
});
export type ChatSummaryJson = z.output<typeof chatSummarySchema>;

export const paginationSchema = z.object({
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  pages: z.number(),
});
export type Pagination = z.output<typeof paginationSchema>;

export const summaryListSchema = z.object({
  summaries: z.array(chatSummarySchema),
  pagination: paginationSchema,
});
export type SummaryListJson = z.output<typeof summaryListSchema>;

/** One contact-form message as GET /api/admin/contact-messages lists it. */
export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  service: z.string().nullable(),
  message: z.string().nullable(),
  created_at: z.string(),
});
export type ContactMessageJson = z.output<typeof contactMessageSchema>;

export const contactMessageListSchema = z.object({
  messages: z.array(contactMessageSchema),
  pagination: paginationSchema,
});
