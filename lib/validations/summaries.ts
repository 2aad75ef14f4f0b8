// Query parameters of the chat-summary API (list and CSV export) and the leads list's URL state,
// plus the JSON shape of one summary as the API answers it. Shared by the handlers and the
// admin app, so the two cannot drift apart.
import { z } from "zod";
import { attributionSchema } from "@/lib/validations/attribution";
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

/** Where a lead came from. */
export const LEAD_SOURCES = ["chat", "contact_form", "booking", "waitlist", "workshop"] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];
/** How the admin names where a lead came from. */
export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  chat: "Chat",
  contact_form: "Contact form",
  booking: "Booked call",
  waitlist: "Event waitlist",
  workshop: "Ticket buyer",
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
] as const;

/** The inbox's follow-up lists: due on the agency's today, or on a day already past. */
export const FOLLOW_UP_DUE = ["today", "overdue"] as const;
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
        error: "source must be chat, contact_form, booking, waitlist or workshop",
      })
      .optional(),
  ),
  q: z.preprocess(blankToUndefined, safeText("q", 100).optional()),
  due: z.preprocess(
    blankToUndefined,
    z.enum(FOLLOW_UP_DUE, { error: "due must be today or overdue" }).optional(),
  ),
  utm_source: z.preprocess(blankToUndefined, safeText("utm_source", 100).optional()),
  utm_campaign: z.preprocess(blankToUndefined, safeText("utm_campaign", 100).optional()),
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

/** An email to a lead: waiting for its first try, sent, being retried, or given up on. */
export const LEAD_EMAIL_STATES = ["sending", "sent", "retrying", "failed"] as const;

/** GET /api/admin/leads/{id}: a lead and its conversation, oldest message first. */
export const leadDetailSchema = z.object({
  lead: chatSummarySchema,
  /** What the chat itself sent (spec: always Warm from the public chat). */
  chat_qualification: z.enum(QUALIFICATIONS),
  visit_count: z.number(),
  /** The server's proposal from the lead's signals, with its reasons. */
  proposal: z.object({ qualification: z.enum(QUALIFICATIONS), reasons: z.array(z.string()) }),
  transcript: z.array(
    z.object({
      sender: z.enum(["user", "bot"]),
      content: z.string(),
      sent_at: z.string(),
      /** Sent from a chat linked to the lead by its email alone: maybe not the lead's owner. */
      unverified: z.boolean(),
    }),
  ),
  notes: z.array(
    z.object({ id: z.string(), author: z.string(), body: z.string(), created_at: z.string() }),
  ),
  activity: z.array(
    z.object({
      at: z.string(),
      actor: z.string().nullable(),
      kind: z.enum(LEAD_ACTIVITY_KINDS),
      from: z.string().nullable(),
      to: z.string().nullable(),
    }),
  ),
  /** Calls booked through the calendar (Cal.com or Calendly), soonest first. */
  bookings: z.array(
    z.object({
      provider: z.enum(["cal", "calendly"]),
      start_at: z.string(),
      end_at: z.string(),
      status: z.enum(["booked", "rescheduled", "cancelled"]),
    }),
  ),
  /** Where the visitor came from: the first touch and the latest visit's (null: not recorded). */
  attribution: attributionSchema.nullable(),
  /** The owner's emails to the lead, oldest first, with how each delivery went. */
  emails: z.array(
    z.object({
      id: z.string(),
      author: z.string(),
      to: z.string(),
      subject: z.string(),
      body: z.string(),
      created_at: z.string(),
      status: z.enum(LEAD_EMAIL_STATES),
      error: z.string().nullable(),
    }),
  ),
});

/** PATCH /api/admin/leads/{id}: the owner's status and qualification. */
export const leadUpdateSchema = z
  .object({
    status: z
      .enum(LEAD_STATUSES, {
        error: "status must be New, Contacted, Meeting booked, Qualified, Won or Lost",
      })
      .optional(),
    qualification: z
      .enum(QUALIFICATIONS, { error: "qualification must be Hot, Warm or Cold" })
      .optional(),
    /** The owner answered the visitor's request for a person (a status change also does). */
    handoff_answered: z.literal(true, { error: "handoff_answered can only be true" }).optional(),
    /** A day in the agency's calendar (due at 9 a.m. there) or an exact time; null clears it. */
    follow_up_at: z
      .union(
        [
          z.string().refine(isCalendarDate),
          z.iso
            .datetime({ offset: true })
            .refine((v) => v >= "2000" && v < "2100")
            .transform((v) => new Date(v).toISOString()),
        ],
        { error: "follow_up_at must be a date like 2026-01-31, a time with its offset, or null" },
      )
      .nullable()
      .optional(),
  })
  .refine(
    (v) =>
      v.status !== undefined ||
      v.qualification !== undefined ||
      v.handoff_answered !== undefined ||
      v.follow_up_at !== undefined,
    { message: "Send a status, a qualification, handoff_answered or follow_up_at" },
  );

/** POST /api/admin/leads/{id}/emails: the owner's email to the lead. */
export const leadEmailSchema = z.object({
  subject: safeText("Subject", 200, { min: 1 }).refine(
    (v) => !/[\r\n]/.test(v),
    "Subject must be one line",
  ),
  body: safeText("Message", 20_000, { min: 1 }),
});

/** POST /api/admin/leads/{id}/notes. */
export const leadNoteSchema = z.object({ body: safeText("Note", 5000, { min: 1 }) });
export type LeadNoteInput = z.output<typeof leadNoteSchema>;
export type LeadEmailInput = z.output<typeof leadEmailSchema>;
/** An Idempotency-Key as clients write them: printable ASCII without spaces (a UUID, usually). */
export const idempotencyKey = z
  .string()
  .regex(
    /^[\x21-\x7E]{1,255}$/,
    "Idempotency-Key must be 1 to 255 printable characters without spaces",
  );
export type LeadUpdateInput = z.output<typeof leadUpdateSchema>;

/** The lead page's server actions name their lead. */
const leadId = z.uuid({ error: "No such lead" });
export const leadUpdateActionSchema = z.object({ leadId, change: leadUpdateSchema });
export const leadNoteActionSchema = leadNoteSchema.extend({ leadId });
export const leadEmailActionSchema = leadEmailSchema.extend({ leadId, key: idempotencyKey });
export const notificationRetrySchema = z.object({
  id: z.uuid({ error: "No such undelivered notification" }),
});
export type LeadDetailJson = z.output<typeof leadDetailSchema>;

/** GET /api/admin/notifications: deliveries that failed for good or are still being retried. */
export const notificationProblemsSchema = z.object({
  problems: z.array(
    z.object({
      id: z.string(),
      event: z.string(),
      channel: z.enum(["webhook", "email"]),
      lead_id: z.string().nullable(),
      lead_name: z.string().nullable(),
      attempts: z.number(),
      error: z.string().nullable(),
      next_attempt_at: z.string(),
      failed: z.boolean(),
      created_at: z.string(),
    }),
  ),
});
export type NotificationProblems = z.output<typeof notificationProblemsSchema>;
