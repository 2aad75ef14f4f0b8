// POST /api/events/waitlist {email, name?, event} — a visitor of a past event asks to hear about
// the next one: 202 whether or not the address was on the list already (no oracle).
import { z } from "zod";
import { site } from "@/config/site";
import { ApiError, handle, readJson } from "@/lib/api/errors";
import { assertSameOrigin } from "@/lib/api/origin";
import { getPublicEventBySlug } from "@/lib/db/queries/events";
import { joinWaitlist } from "@/lib/db/queries/waitlist";
import { enforcePerAddress } from "@/lib/rate-limit";
import { localDate } from "@/lib/utils/local-date";
import { emailAddress, safeText } from "@/lib/validations/common";
import { SLUG_PATTERN } from "@/lib/validations/studio";

const WAITLIST_LIMIT = { name: "waitlist", max: 5, windowMs: 10 * 60_000 };

const waitlistSchema = z.strictObject({
  email: emailAddress("email"),
  name: safeText("name", 100)
    .optional()
    .transform((v) => v || null),
  event: z
    .string({ error: "event must be text" })
    .max(120)
    .regex(SLUG_PATTERN, "event is not an event's address"),
});

export const POST = handle(async (req) => {
  assertSameOrigin(req);
  await enforcePerAddress(WAITLIST_LIMIT, req);
  const input = await readJson(req, waitlistSchema, 2048);
  const event = await getPublicEventBySlug(input.event);
  if (!event) throw new ApiError("not_found", 404, "Event not found");
  await joinWaitlist({
    email: input.email,
    name: input.name,
    eventTitle: event.title,
    interactionDate: localDate(new Date(), site.timeZone),
  });
  return Response.json(
    { ok: true, message: "Thanks! We'll email you when the next event is announced." },
    { status: 202, headers: { "Cache-Control": "no-store" } },
  );
});
