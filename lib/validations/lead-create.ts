// POST /api/admin/leads and the admin's "New lead" form: a lead the owner met outside the site
// (a referral, a call, an event), reachable by email or phone.
import { z } from "zod";
import {
  isCalendarDate,
  optionalEmailAddress,
  optionalPhone,
  safeText,
} from "@/lib/validations/common";
import { LEAD_STATUSES } from "@/lib/validations/lead-status";
import { MANUAL_LEAD_SOURCES } from "@/lib/validations/summaries";

/** $100 million: a typo past this is not a deal. */
export const MAX_DEAL_VALUE_CENTS = 10_000_000_000;

/** What the deal is worth, in US cents; null clears it. */
export const dealValueCents = z
  .number({ error: "deal_value_cents must be a whole number of cents" })
  .int("deal_value_cents must be a whole number of cents")
  .min(0, "deal_value_cents cannot be negative")
  .max(MAX_DEAL_VALUE_CENTS, "deal_value_cents must be at most 10000000000 ($100 million)")
  .nullable()
  .optional();

/** The day the owner expects the deal to close; null clears it. */
export const expectedCloseOn = z
  .string({ error: "expected_close_on must be a date like 2026-01-31" })
  .refine(
    (v) => isCalendarDate(v) && v >= "2000-01-01" && v < "2100-01-01",
    "expected_close_on must be a real date written YYYY-MM-DD, like 2026-01-31",
  )
  .nullable()
  .optional();

/** A lead's own fields, as the form, the API and each imported row give them. */
export const leadFields = z.object({
  name: safeText("name", 200, { min: 1 }),
  email: optionalEmailAddress("email").optional(),
  phone: optionalPhone("phone").optional(),
  company_name: safeText("company_name", 200).optional(),
  note: safeText("note", 5000).optional(),
  deal_value_cents: dealValueCents,
  expected_close_on: expectedCloseOn,
});

/** A lead nobody can reach is not a lead. */
export const reachable = (v: { email?: string; phone?: string }) => Boolean(v.email || v.phone);

export const leadCreateSchema = leadFields
  .extend({
    source: z.enum(MANUAL_LEAD_SOURCES, {
      error: `source must be one of ${MANUAL_LEAD_SOURCES.join(", ")}`,
    }),
    status: z
      .enum(LEAD_STATUSES, {
        error: "status must be New, Contacted, Meeting booked, Qualified, Won or Lost",
      })
      .optional(),
  })
  .refine(reachable, {
    message: "email or phone is required: give a way to reach them",
    path: ["email"],
  });
export type LeadCreateInput = z.output<typeof leadCreateSchema>;
