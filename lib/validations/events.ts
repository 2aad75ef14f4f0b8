// Request bodies of the admin's events (POST /api/admin/events, PATCH /api/admin/events/{id}).
// Times come as the wall clock of the event's own time zone ("2026-12-10T11:30"), as the form's
// date-time fields give them, or as an instant with an offset.
import { z } from "zod";
import { SEAT_MAILS } from "@/lib/rules/attendee-mail";
import { emailAddress, hasControlCharacters, safeText, wellFormed } from "@/lib/validations/common";
import { EVENT_STATUSES } from "@/lib/validations/event-status";
import { imageUrl, RESERVED_SLUGS, SLUG_PATTERN } from "@/lib/validations/studio";

export const EVENT_LIMITS = {
  title: 200,
  summary: 600,
  body: 100_000,
  tickets: 6,
  ticketItems: 12,
  hosts: 8,
  /** $100,000 in cents. */
  priceCents: 10_000_000,
  capacity: 100_000,
  /** Asked by a free ticket's registration form. */
  questions: 3,
} as const;

/** A Stripe client-reference-id allows letters, digits, `-` and `_`, at most 200. */
export const TICKET_REFERENCE = /^[A-Za-z0-9_-]{1,200}$/;
const TICKET_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
const BUY_BUTTON = /^buy_btn_[A-Za-z0-9]{1,100}$/;
const PAYMENT_LINK_ID = /^plink_[A-Za-z0-9]{1,100}$/;
const LOCAL_OR_INSTANT =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})?$/;

/** True when `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const httpsUrl = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .refine((v) => v === "" || URL.canParse(v), `${label} must be a web address`)
    .refine((v) => v === "" || /^https:\/\/[^\s]+$/i.test(v), `${label} must start with https://`)
    .transform((v) => v || null);

const eventSlug = z
  .string({ error: "slug must be text" })
  .trim()
  .toLowerCase()
  .max(120, "slug must be at most 120 characters")
  .regex(SLUG_PATTERN, "slug may use only lowercase letters, digits and single hyphens")
  .refine(
    (v) => !RESERVED_SLUGS.has(v) && !["thank-you-event", "list", "next"].includes(v),
    "slug: this address is reserved, choose another",
  );

const dateTime = (label: string) =>
  z
    .string({ error: `${label} must be a date and time` })
    .trim()
    .regex(LOCAL_OR_INSTANT, `${label} must be a date and time like 2026-12-10T11:30`);

export const eventTicketSchema = z.strictObject({
  id: z
    .string({ error: "ticket id must be text" })
    .regex(TICKET_ID, "ticket id may use only lowercase letters, digits and hyphens (at most 40)")
    .optional(),
  /** Answered by the API, accepted back and ignored: a ticket read can be sent as it is. */
  reference: z.string().max(300).optional(),
  name: safeText("ticket name", 80, { min: 1 }),
  price_cents: z
    .number({ error: "price_cents must be a number" })
    .int("price_cents must be a whole number of cents")
    .min(0, "price_cents cannot be negative")
    .max(EVENT_LIMITS.priceCents, "price_cents is too large"),
  currency: z
    .string({ error: "currency must be text" })
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{3}$/, "currency must be a three-letter code such as usd")
    .default("usd"),
  items: z
    .array(safeText("ticket item", 200, { min: 1 }), { error: "items must be a list of text" })
    .max(EVENT_LIMITS.ticketItems, `items: at most ${EVENT_LIMITS.ticketItems}`)
    .default([]),
  buy_button_id: z
    .string({ error: "buy_button_id must be text" })
    .trim()
    .refine((v) => v === "" || BUY_BUTTON.test(v), "buy_button_id must look like buy_btn_…")
    .transform((v) => v || null)
    .nullable()
    .default(null),
  payment_link: httpsUrl("payment_link").nullable().default(null),
  payment_link_id: z
    .string({ error: "payment_link_id must be text" })
    .trim()
    .refine((v) => v === "" || PAYMENT_LINK_ID.test(v), "payment_link_id must look like plink_…")
    .transform((v) => v || null)
    .nullable()
    .default(null),
});

const eventFields = {
  title: safeText("title", EVENT_LIMITS.title, { min: 1 }),
  slug: eventSlug,
  summary: safeText("summary", EVENT_LIMITS.summary),
  body_markdown: z
    .string({ error: "body_markdown must be text" })
    .max(EVENT_LIMITS.body, `body_markdown must be at most ${EVENT_LIMITS.body} characters`)
    .refine(
      (v) => !hasControlCharacters(v),
      "body_markdown contains characters that are not allowed",
    )
    .overwrite(wellFormed),
  starts_at: dateTime("starts_at"),
  ends_at: dateTime("ends_at"),
  time_zone: z
    .string({ error: "time_zone must be text" })
    .trim()
    .refine(isTimeZone, "time_zone must be an IANA time zone such as America/Chicago"),
  meeting_url: httpsUrl("meeting_url").nullable(),
  recording_url: httpsUrl("recording_url").nullable(),
  materials_url: httpsUrl("materials_url").nullable(),
  capacity: z
    .number({ error: "capacity must be a number" })
    .int("capacity must be a whole number")
    .min(1, "capacity must be at least 1")
    .max(EVENT_LIMITS.capacity, "capacity is too large")
    .nullable(),
  questions: z
    .array(safeText("question", 200, { min: 1 }), { error: "questions must be a list" })
    .max(EVENT_LIMITS.questions, `questions: at most ${EVENT_LIMITS.questions}`),
  hosts: z
    .array(
      z.strictObject({
        name: safeText("host name", 80, { min: 1 }),
        role: safeText("host role", 80),
        /** What they cover in the session, under their name on the page. */
        bio: safeText("host bio", 300).optional(),
        photo: imageUrl("host photo").nullable().optional(),
      }),
      { error: "hosts must be a list" },
    )
    .max(EVENT_LIMITS.hosts, `hosts: at most ${EVENT_LIMITS.hosts}`),
  tickets: z
    .array(eventTicketSchema, { error: "tickets must be a list" })
    .max(EVENT_LIMITS.tickets, `tickets: at most ${EVENT_LIMITS.tickets}`)
    .refine((list) => {
      const ids = list.map((t) => t.id).filter(Boolean);
      return new Set(ids).size === ids.length;
    }, "tickets: two tickets have the same id"),
  status: z.enum(EVENT_STATUSES, {
    error: "status must be draft, scheduled, published or cancelled",
  }),
  /** When a scheduled event's page goes live: with a time zone, so it means one instant. */
  publish_at: z.iso
    .datetime({ offset: true, error: "publish_at must be a date and time with its time zone" })
    .nullable(),
};

/** POST /api/admin/events: a title, a start and an end; everything else has a default. */
export const eventCreateSchema = z.strictObject({
  ...eventFields,
  slug: eventFields.slug.optional(),
  summary: eventFields.summary.default(""),
  body_markdown: eventFields.body_markdown.default(""),
  time_zone: eventFields.time_zone.optional(),
  meeting_url: eventFields.meeting_url.default(null),
  recording_url: eventFields.recording_url.default(null),
  materials_url: eventFields.materials_url.default(null),
  capacity: eventFields.capacity.default(null),
  questions: eventFields.questions.default([]),
  hosts: eventFields.hosts.default([]),
  tickets: eventFields.tickets.default([]),
  status: eventFields.status.default("draft"),
  publish_at: eventFields.publish_at.optional(),
});

// PATCH: at least one field; `if_unmodified_since` guards against overwriting (409); `tickets`
// replaces the list.
export const eventPatchSchema = z
  .strictObject({
    ...eventFields,
    if_unmodified_since: z.iso.datetime({ error: "if_unmodified_since must be a date and time" }),
  })
  .partial()
  .refine(
    ({ if_unmodified_since: _, ...fields }) => Object.keys(fields).length > 0,
    "Send at least one field to change",
  );

export type EventCreate = z.output<typeof eventCreateSchema>;
export type EventPatch = z.output<typeof eventPatchSchema>;
export type EventTicketInput = z.output<typeof eventTicketSchema>;

/** POST …/attendees/{attendeeId}/review: the owner's decision on a checkout held for review. */
export const paymentReviewSchema = z.strictObject({
  decision: z.enum(["accept", "decline"], { error: "decision must be accept or decline" }),
});
export type PaymentReviewInput = z.output<typeof paymentReviewSchema>;

/** POST /api/admin/events/{id}/attendees: a guest (a comp ticket). */
export const guestSchema = z.strictObject({
  email: emailAddress("email"),
  name: safeText("name", 200)
    .optional()
    .transform((v) => v || null),
  ticket_id: z.string({ error: "ticket_id must be text" }).max(40),
});
export type GuestInput = z.output<typeof guestSchema>;

/** POST …/attendees/{attendeeId}/mail: which mail to send again. */
export const attendeeMailSchema = z.strictObject({
  kind: z.enum(SEAT_MAILS, {
    error: "kind must be confirmation, access, reminder or recording",
  }),
});
export type AttendeeMailInput = z.output<typeof attendeeMailSchema>;

/** The admin's server actions name the event (and the ticket holder) in their input. */
const ofEvent = { eventId: z.uuid({ error: "No such event" }) };
const ofAttendee = { ...ofEvent, attendeeId: z.uuid({ error: "No such ticket holder" }) };
export const guestActionSchema = guestSchema.extend(ofEvent);
export const eventIdSchema = z.object(ofEvent);
export const eventPatchActionSchema = z.object({ ...ofEvent, patch: eventPatchSchema });
export const attendeeMailActionSchema = attendeeMailSchema.extend(ofAttendee);
export const paymentReviewActionSchema = paymentReviewSchema.extend(ofAttendee);
