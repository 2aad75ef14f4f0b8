// The owner's changes to a lead (status, qualification, follow-up, notes, emails), shared by the
// JSON API and the lead page's server actions.
import { z } from "zod";
import { isCalendarDate, safeText } from "@/lib/validations/common";
import { dealValueCents, expectedCloseOn } from "@/lib/validations/lead-create";
import { LEAD_QUALIFICATIONS as QUALIFICATIONS } from "@/lib/validations/lead-qualification";
import { LEAD_STATUSES } from "@/lib/validations/lead-status";

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
    /** What the deal is worth (US cents) and when it should close; null clears either. */
    deal_value_cents: dealValueCents,
    expected_close_on: expectedCloseOn,
    /** The admin who works the lead (an admin's id), or null for nobody. */
    assignee_id: z
      .uuid({ error: "assignee_id must be an admin's id, or null" })
      .nullable()
      .optional(),
    /** The status the client last saw (a board's card): if the lead has moved since, a 409. */
    if_status: z
      .enum(LEAD_STATUSES, {
        error: "if_status must be New, Contacted, Meeting booked, Qualified, Won or Lost",
      })
      .optional(),
  })
  .refine(
    (v) =>
      v.status !== undefined ||
      v.qualification !== undefined ||
      v.handoff_answered !== undefined ||
      v.follow_up_at !== undefined ||
      v.deal_value_cents !== undefined ||
      v.expected_close_on !== undefined ||
      v.assignee_id !== undefined,
    {
      message:
        "Send a status, a qualification, handoff_answered, follow_up_at, deal_value_cents, expected_close_on or assignee_id",
    },
  );

/** POST /api/admin/leads/{id}/emails: the owner's email to the lead. */
export const leadEmailSchema = z.object({
  subject: safeText("Subject", 200, { min: 1 }).refine(
    (v) => !/[\r\n]/.test(v),
    "Subject must be one line",
  ),
  body: safeText("Message", 20_000, { min: 1 }),
  /** Started from "Draft a reply": labelled so on the lead's page. */
  ai_drafted: z.boolean({ error: "ai_drafted must be true or false" }).optional(),
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
