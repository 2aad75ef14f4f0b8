// The JSON of one lead as GET /api/admin/leads/{id} answers it: what the lead page renders.
import { z } from "zod";
import { attributionSchema } from "@/lib/validations/attribution";
import { LEAD_QUALIFICATIONS as QUALIFICATIONS } from "@/lib/validations/lead-qualification";
import { chatSummarySchema, LEAD_ACTIVITY_KINDS } from "@/lib/validations/summaries";

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
      /** `agent`: a person of the team answering in the open chat, named in `author`; `email`:
       * the lead's answer by email (its new text), named in `author`. */
      sender: z.enum(["user", "bot", "agent", "email"]),
      author: z.string().nullable(),
      ai_drafted: z.boolean(),
      content: z.string(),
      sent_at: z.string(),
      /** Sent from a chat linked to the lead by its email alone: maybe not the lead's owner. */
      unverified: z.boolean(),
    }),
  ),
  /** A person answering in the lead's open chat (their name; null: the assistant), and whether
   * the lead has a chat to answer in at all. */
  live: z.object({ agent: z.string().nullable(), can_reply: z.boolean() }),
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
  /** The lead's places at events, by start. `status` is the ticket holder's (paid, registered,
   * waitlisted, cancelled, refunded, review, declined); `attendance` once the owner marked the
   * event: attended, or no_show for a seat holder left unmarked after it ended. */
  events: z.array(
    z.object({
      event_id: z.string(),
      title: z.string(),
      starts_at: z.string(),
      ends_at: z.string(),
      event_cancelled: z.boolean(),
      ticket: z.string(),
      status: z.string(),
      attendance: z.enum(["attended", "no_show"]).nullable(),
    }),
  ),
  /** Where the visitor came from: the first touch and the latest visit's (null: not recorded). */
  attribution: attributionSchema.nullable(),
  /** The buyer whose share link brought them (lib/events/referral.ts); null: none. */
  referred_by: z
    .object({
      name: z.string().nullable(),
      email: z.string(),
      lead_id: z.string().nullable(),
      event: z.string(),
    })
    .nullable(),
  /** The owner's emails to the lead, oldest first, with how each delivery went. */
  emails: z.array(
    z.object({
      id: z.string(),
      author: z.string(),
      to: z.string(),
      subject: z.string(),
      body: z.string(),
      /** Started from "Draft a reply": the model's words, edited or not. */
      ai_drafted: z.boolean(),
      created_at: z.string(),
      status: z.enum(LEAD_EMAIL_STATES),
      error: z.string().nullable(),
    }),
  ),
  /** The lead's answers by email, oldest first: the new text only, attachments by name. */
  replies: z.array(
    z.object({
      id: z.string(),
      from: z.string(),
      from_name: z.string().nullable(),
      subject: z.string(),
      body: z.string(),
      truncated: z.boolean(),
      attachments: z.array(z.object({ name: z.string(), size: z.number(), type: z.string() })),
      auto_reply: z.boolean(),
      /** False: matched by the sender's address alone, which no DKIM or SPF check confirmed. */
      verified: z.boolean(),
      sent_at: z.string(),
    }),
  ),
});
export type LeadDetailJson = z.output<typeof leadDetailSchema>;
