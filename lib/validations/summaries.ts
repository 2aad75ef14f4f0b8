// Query parameters of the chat-summary API (list and CSV export) and the dashboard's URL state,
// plus the JSON shape of one summary as the API answers it. Shared by the handlers and the
// admin app, so the two cannot drift apart.
import { z } from "zod";
import type { LeadQualification } from "@/lib/db/schema";

export const QUALIFICATIONS = [
  "Hot",
  "Warm",
  "Cold",
] as const satisfies readonly LeadQualification[];
export type Qualification = (typeof QUALIFICATIONS)[number];

/** Dashboard page size (spec §9) and the most one request may ask for. */
export const SUMMARY_PAGE_SIZE = 20;
export const SUMMARY_MAX_LIMIT = 100;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one), from 1900 on. */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value) || value < "1900-01-01") return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

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

const wholeNumber = (name: string, { min, max }: { min: number; max: number }) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, `${name} must be at least ${min}`)
        .max(max, `${name} must be at most ${max}`),
    );

const filterShape = {
  qualification: z.preprocess(
    blankToUndefined,
    z.enum(QUALIFICATIONS, { error: "qualification must be Hot, Warm or Cold" }).optional(),
  ),
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
    page: wholeNumber("page", { min: 1, max: 100_000 }).default(1),
    limit: wholeNumber("limit", { min: 1, max: SUMMARY_MAX_LIMIT }).default(SUMMARY_PAGE_SIZE),
  })
  .refine(datesInOrder, datesInOrderIssue);

export type SummaryFilters = {
  qualification?: Qualification;
  date_from?: string;
  date_to?: string;
};

/** GET /api/admin/contact-messages: a page of the stored contact-form messages. */
export const adminPageQuery = z.object({
  page: wholeNumber("page", { min: 1, max: 100_000 }).default(1),
  limit: wholeNumber("limit", { min: 1, max: SUMMARY_MAX_LIMIT }).default(SUMMARY_PAGE_SIZE),
});

/**
 * The dashboard's URL (?qualification=&date_from=&date_to=&page=): a shared or hand-edited
 * link with a bad value falls back to the default instead of failing.
 */
export const dashboardState = z.object({
  qualification: z.enum(QUALIFICATIONS).optional().catch(undefined),
  date_from: z.string().refine(isCalendarDate).optional().catch(undefined),
  date_to: z.string().refine(isCalendarDate).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});

export type DashboardState = z.output<typeof dashboardState>;

/** Filters (and page) → query string, leaving out what is unset and page 1. */
export function summaryQueryString(state: SummaryFilters & { page?: number; limit?: number }) {
  const params = new URLSearchParams();
  if (state.qualification) params.set("qualification", state.qualification);
  if (state.date_from) params.set("date_from", state.date_from);
  if (state.date_to) params.set("date_to", state.date_to);
  if (state.page && state.page > 1) params.set("page", String(state.page));
  if (state.limit) params.set("limit", String(state.limit));
  return params.toString();
}

/** One chat summary as GET /api/chat/summaries lists it (spec §3). */
export type ChatSummaryJson = {
  id: string;
  interaction_date: string;
  created_at: string;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  company_name: string | null;
  lead_qualification: Qualification;
  services_discussed: string[];
  key_pain_points: string[];
  chat_summary: string;
  call_to_action_offered: boolean;
  next_step: string;
};

export type Pagination = { page: number; limit: number; total: number; pages: number };

export type SummaryListJson = { summaries: ChatSummaryJson[]; pagination: Pagination };

/** One contact-form message as GET /api/admin/contact-messages lists it. */
export type ContactMessageJson = {
  id: string;
  name: string;
  email: string;
  company: string | null;
  service: string | null;
  message: string | null;
  created_at: string;
};
