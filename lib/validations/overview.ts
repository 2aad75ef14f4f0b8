// GET /api/admin/overview?from=&to=&bucket=: the owner's numbers for a date range (default: the
// last 30 days by day). Shared by the route and the overview page.
import { z } from "zod";
import { LEAD_QUALIFICATIONS } from "@/lib/validations/lead-qualification";
import { LEAD_STATUSES } from "@/lib/validations/lead-status";
import { isCalendarDate } from "./common";
import { pipelineSchema } from "./pipeline";
import { LEAD_SOURCES } from "./summaries";

/** The longest range one request may ask for, and the longest shown day by day. */
export const OVERVIEW_MAX_DAYS = 366;
export const OVERVIEW_MAX_DAILY_DAYS = 92;

const day = (name: string) =>
  z
    .string()
    .trim()
    .refine(isCalendarDate, `${name} must be a date written YYYY-MM-DD, like 2026-01-31`)
    .optional();

const DAY_MS = 86_400_000;
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export const overviewQuerySchema = z
  .object({
    from: day("from"),
    to: day("to"),
    bucket: z.enum(["day", "week"], { error: "bucket must be day or week" }).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: "from must not be after to",
    path: ["from"],
  })
  .refine((q) => !q.from || !q.to || daysBetween(q.from, q.to) <= OVERVIEW_MAX_DAYS, {
    message: `The range may span at most ${OVERVIEW_MAX_DAYS} days`,
  })
  .refine(
    (q) =>
      q.bucket !== "day" ||
      !q.from ||
      !q.to ||
      daysBetween(q.from, q.to) <= OVERVIEW_MAX_DAILY_DAYS,
    { message: `Show ranges over ${OVERVIEW_MAX_DAILY_DAYS} days by week` },
  );

const counts = <T extends readonly [string, ...string[]]>(keys: T) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.number()])) as Record<T[number], z.ZodNumber>);

const ranked = z.array(z.object({ name: z.string(), count: z.number() }));

const origin = z.object({
  name: z.string(),
  /** The name is a utm_ value (the inbox filters by it), not a referring site or a page. */
  utm: z.boolean(),
  leads: z.number(),
  booked: z.number(),
});

export const overviewSchema = z.object({
  range: z.object({ from: z.string(), to: z.string(), bucket: z.enum(["day", "week"]) }),
  series: z.array(
    z.object({
      start: z.string(),
      total: z.number(),
      qualification: counts(LEAD_QUALIFICATIONS),
      source: counts(LEAD_SOURCES),
    }),
  ),
  funnel: z.object({
    chatsStarted: z.number(),
    withContact: z.number(),
    scheduleCall: z.number(),
    /** Of those with contact details, the chats that booked a call: it came back from the
     * calendar (not cancelled), or the owner moved the lead to Meeting booked or past it. */
    booked: z.number(),
    won: z.number(),
  }),
  leads: z.number(),
  /** Leads of the period marked Won, from any source (the funnel's `won` counts chats only). */
  won: z.number(),
  awaitingFirstContact: z.number(),
  /** Leads of the period by status, every source: the inbox's status filters for the range. */
  statuses: counts(LEAD_STATUSES),
  topServices: ranked,
  topPainPoints: ranked,
  firstContact: z.object({ medianMinutes: z.number().nullable(), contacted: z.number() }),
  /** Leads and booked calls by where the visitor first came from: sources cover every lead
   * ("Unknown" without a record, "Other" past the first 7); campaigns and pages those with one. */
  origins: z.object({
    sources: z.array(origin),
    campaigns: z.array(origin),
    landingPages: z.array(origin),
  }),
  /** The pipeline in dollars: open deals, the forecast, what was won and the win rate. */
  pipeline: pipelineSchema,
});
export type OverviewOrigin = z.output<typeof origin>;
export type OverviewResponse = z.output<typeof overviewSchema>;

/** The periods the overview offers (?range=). */
export const OVERVIEW_RANGES = [
  { days: 7, label: "7 days" },
  { days: 30, label: "30 days" },
  { days: 90, label: "90 days" },
  { days: 365, label: "12 months" },
] as const;

/** The period a `?range=` asks for (30 days unless it names one of the others). */
export const overviewRange = (value: string | null | undefined) =>
  OVERVIEW_RANGES.find((r) => String(r.days) === value) ?? OVERVIEW_RANGES[1];
