// Deliveries from the calendar, as Cal.com and Calendly sign and send them: the signature checked
// on the raw body before anything is parsed, then what the site keeps of a booking.
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { ApiError, firstIssue, readBodyLimited } from "@/lib/api/errors";
import type { BookingChange } from "@/lib/validations/bookings";

const MAX_BYTES = 256 * 1024;
/** Calendly signs the time it sent a delivery: an older one is refused as a replay. */
export const CALENDLY_TOLERANCE_S = 5 * 60;

const badSignature = () =>
  new ApiError("unauthorized", 401, "The webhook signature is missing or does not match.");

const sameHex = (given: string, expected: string) =>
  given.length === expected.length &&
  timingSafeEqual(Buffer.from(given, "utf8"), Buffer.from(expected, "utf8"));

const hmacHex = (key: string, data: string) =>
  createHmac("sha256", key).update(data, "utf8").digest("hex");

/** The raw body, once its signature has been checked, and then its JSON. */
async function signedJson(req: Request, verify: (raw: string) => void): Promise<unknown> {
  if (!/^application\/json\s*(;|$)/i.test(req.headers.get("content-type") ?? "")) {
    throw new ApiError("unsupported_media_type", 415, "Send the delivery as JSON.");
  }
  const raw = new TextDecoder().decode(await readBodyLimited(req, MAX_BYTES));
  verify(raw);
  try {
    return JSON.parse(raw);
  } catch {
    throw new ApiError("invalid_json", 400, "The request body is not valid JSON.");
  }
}

function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value, { reportInput: true });
  if (!parsed.success) throw new ApiError("bad_request", 400, firstIssue(parsed.error));
  return parsed.data;
}

const when = z.iso.datetime({ offset: true }).transform((v) => new Date(v));
const email = z.email().transform((v) => v.toLowerCase());

// ---- Cal.com: X-Cal-Signature-256 is the hex HMAC-SHA256 of the body, no prefix, no time --------

const CAL_KINDS = {
  BOOKING_CREATED: "booked",
  BOOKING_RESCHEDULED: "rescheduled",
  BOOKING_CANCELLED: "cancelled",
} as const;

const calDelivery = z.object({
  triggerEvent: z.string(),
  payload: z.unknown(),
});
const calBooking = z.object({
  uid: z.string().min(1).max(200),
  rescheduleUid: z.string().min(1).max(200).nullish(),
  startTime: when,
  endTime: when,
  attendees: z
    .array(z.object({ email, name: z.string().max(200).nullish() }))
    .min(1, "payload.attendees is empty"),
});

/** A Cal.com delivery: the change it makes, or null for an event the site does not follow (PING). */
export async function readCalDelivery(req: Request, secret: string): Promise<BookingChange | null> {
  const body = await signedJson(req, (raw) => {
    const given = req.headers.get("x-cal-signature-256") ?? "";
    if (!sameHex(given.toLowerCase(), hmacHex(secret, raw))) throw badSignature();
  });
  const delivery = parse(calDelivery, body);
  const kind = CAL_KINDS[delivery.triggerEvent as keyof typeof CAL_KINDS];
  if (!kind) return null;
  const b = parse(calBooking, delivery.payload);
  const attendee = b.attendees[0] as (typeof b.attendees)[number];
  return {
    provider: "cal",
    id: b.uid,
    previousId: kind === "rescheduled" ? (b.rescheduleUid ?? null) : null,
    kind,
    startAt: b.startTime,
    endAt: b.endTime,
    email: attendee.email,
    name: attendee.name?.trim() || null,
  };
}

// ---- Calendly: Calendly-Webhook-Signature: t=<unix s>,v1=<hex HMAC-SHA256 of "<t>.<body>"> ----

const calendlyDelivery = z.object({ event: z.string(), payload: z.unknown() });
const calendlyInvitee = z.object({
  uri: z.string().min(1).max(300),
  email,
  name: z.string().max(200).nullish(),
  rescheduled: z.boolean().nullish(),
  old_invitee: z.string().max(300).nullish(),
  scheduled_event: z.object({ start_time: when, end_time: when }),
});

/** A Calendly delivery: the change it makes, or null for one the site does not follow. */
export async function readCalendlyDelivery(
  req: Request,
  signingKey: string,
  now = Date.now(),
): Promise<BookingChange | null> {
  const body = await signedJson(req, (raw) => {
    const parts = new Map(
      (req.headers.get("calendly-webhook-signature") ?? "")
        .split(",")
        .map((p) => p.split("=", 2).map((s) => s.trim()) as [string, string]),
    );
    const t = parts.get("t") ?? "";
    const v1 = parts.get("v1") ?? "";
    if (!/^\d{1,12}$/.test(t) || !sameHex(v1.toLowerCase(), hmacHex(signingKey, `${t}.${raw}`))) {
      throw badSignature();
    }
    if (Math.abs(now / 1000 - Number(t)) > CALENDLY_TOLERANCE_S) {
      throw new ApiError("unauthorized", 401, "The webhook signature is too old (a replay?).");
    }
  });
  const delivery = parse(calendlyDelivery, body);
  if (delivery.event !== "invitee.created" && delivery.event !== "invitee.canceled") return null;
  const invitee = parse(calendlyInvitee, delivery.payload);
  // A reschedule cancels the old invitee and creates a new one naming it: the new one moves it.
  if (delivery.event === "invitee.canceled" && invitee.rescheduled) return null;
  const base = {
    provider: "calendly" as const,
    id: invitee.uri,
    startAt: invitee.scheduled_event.start_time,
    endAt: invitee.scheduled_event.end_time,
    email: invitee.email,
    name: invitee.name?.trim() || null,
  };
  if (delivery.event === "invitee.canceled")
    return { ...base, previousId: null, kind: "cancelled" };
  return invitee.old_invitee
    ? { ...base, previousId: invitee.old_invitee, kind: "rescheduled" }
    : { ...base, previousId: null, kind: "booked" };
}
