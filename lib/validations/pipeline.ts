// The pipeline in dollars: how likely a deal at each status is to close (owners change it), and
// what the overview shows of it (GET /api/admin/overview's `pipeline`).
import { z } from "zod";
import { LEAD_STATUSES, type LeadStatus } from "./lead-status";

/** Percent chance a deal at each status closes, until an owner says otherwise. */
export const DEFAULT_STAGE_PROBABILITIES: Record<LeadStatus, number> = {
  New: 10,
  Contacted: 20,
  "Meeting booked": 40,
  Qualified: 60,
  Won: 100,
  Lost: 0,
};

const percent = (status: string) =>
  z
    .number({ error: `${status} must be a whole percentage from 0 to 100` })
    .int(`${status} must be a whole percentage from 0 to 100`)
    .min(0, `${status} must be a whole percentage from 0 to 100`)
    .max(100, `${status} must be a whole percentage from 0 to 100`);

export const stageProbabilitiesSchema = z.object(
  Object.fromEntries(LEAD_STATUSES.map((s) => [s, percent(s)])) as Record<
    LeadStatus,
    ReturnType<typeof percent>
  >,
);
export type StageProbabilities = z.output<typeof stageProbabilitiesSchema>;

const money = z.object({ deals: z.number(), value_cents: z.number(), weighted_cents: z.number() });

export const pipelineSchema = z.object({
  probabilities: stageProbabilitiesSchema,
  /** Every open deal now (not Won or Lost) with a value. */
  open: money.extend({ without_value: z.number() }),
  /** Open deals expected to close this month (with those already past their date) and next. */
  forecast: z.array(money.extend({ month: z.string(), overdue: z.number() })),
  /** Deals marked Won in the period, and tickets sold in it (US dollars). */
  won: z.object({
    deals: z.number(),
    deal_cents: z.number(),
    tickets: z.number(),
    ticket_cents: z.number(),
  }),
  /** Of the leads closed in the period, the share Won (null when none closed). */
  win_rate: z.object({ won: z.number(), lost: z.number(), rate: z.number().nullable() }),
});
export type Pipeline = z.output<typeof pipelineSchema>;

/** Who new chat leads go to: nobody, one admin, or in turn those who opted in. */
export const assignmentRuleSchema = z.discriminatedUnion(
  "mode",
  [
    z.object({ mode: z.literal("none") }),
    z.object({
      mode: z.literal("admin"),
      admin_id: z.uuid({ error: "admin_id must be an admin's id" }),
    }),
    z.object({ mode: z.literal("round_robin") }),
  ],
  { error: "mode must be none, admin or round_robin" },
);
export type AssignmentRule = z.output<typeof assignmentRuleSchema>;

/** An admin's own choice to take new chat leads in turn. */
export const takesNewLeadsSchema = z.object({
  takes_new_leads: z.boolean({ error: "takes_new_leads must be true or false" }),
});

/** Owners limit editors to the leads assigned to them, or not. */
export const editorScopeSchema = z.object({
  editors_own_leads_only: z.boolean({ error: "editors_own_leads_only must be true or false" }),
});
