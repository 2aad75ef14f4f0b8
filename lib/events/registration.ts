// A visitor registers for a free seat, or joins the waitlist of a full event (free or paid): the
// same answer whatever happened, so nobody can learn who is registered. Limited per address and
// per email.
import "server-only";
import { site } from "@/config/site";
import { ApiError } from "@/lib/api/errors";
import { expireTagsNow } from "@/lib/content/cache";
import { CONTENT_TAGS } from "@/lib/content/cache-tags";
import { seatsTaken } from "@/lib/db/queries/attendee-list";
import { register } from "@/lib/db/queries/attendee-seats";
import { getPublicEventBySlug } from "@/lib/db/queries/events";
import { deliverAfterResponse } from "@/lib/notify/deliver";
import { canSendMail } from "@/lib/notify/mail";
import { enforce, enforcePerAddress } from "@/lib/rate-limit";
import { localDate } from "@/lib/utils/local-date";
import type { RegistrationInput } from "@/lib/validations/registration";

const PER_ADDRESS = { name: "event-register", max: 10, windowMs: 10 * 60_000 };
const PER_EMAIL = { name: "event-register-email", max: 3, windowMs: 60 * 60_000 };

export const REGISTERED_MESSAGE = "Thanks! Check your inbox: we've emailed you what happens next.";

/** Which ticket a registration is for: the free one named (or the only free one), else the
 * waitlist of a sold-out event's first ticket. */
async function ticketFor(
  event: NonNullable<Awaited<ReturnType<typeof getPublicEventBySlug>>>,
  ticketId: string | undefined,
) {
  const named = ticketId ? event.tickets.find((t) => t.id === ticketId) : undefined;
  if (ticketId && !named) throw new ApiError("bad_request", 400, "ticket_id: no such ticket");
  const free = named?.priceCents === 0 ? named : event.tickets.find((t) => t.priceCents === 0);
  if (free && (!named || named === free)) return free;
  const full = event.capacity !== null && (await seatsTaken(event.id)) >= event.capacity;
  const ticket = named ?? event.tickets[0];
  if (!full || !ticket) {
    throw new ApiError("conflict", 409, "This ticket is on sale: buy it on the event's page.");
  }
  return ticket;
}

export async function registerForEvent(slug: string, input: RegistrationInput, req: Request) {
  await enforcePerAddress(PER_ADDRESS, req);
  const event = await getPublicEventBySlug(slug);
  if (!event) throw new ApiError("not_found", 404, "Event not found");
  if (event.status === "cancelled") {
    throw new ApiError("conflict", 409, "This event was cancelled.");
  }
  if (event.endsAt.getTime() <= Date.now()) {
    throw new ApiError("conflict", 409, "This event has taken place.");
  }
  const ticket = await ticketFor(event, input.ticket_id);
  if (input.answers.length > event.questions.length) {
    throw new ApiError("bad_request", 400, `answers: this event asks ${event.questions.length}`);
  }
  await enforce(PER_EMAIL, input.email);
  const outcome = await register({
    eventId: event.id,
    ticket,
    name: input.name,
    email: input.email,
    answers: event.questions.map((question, i) => ({ question, answer: input.answers[i] ?? "" })),
    interactionDate: localDate(new Date(), site.timeZone),
    mail: canSendMail(),
  });
  if (outcome === "closed") throw new ApiError("conflict", 409, "This event was cancelled.");
  if (outcome !== "known") deliverAfterResponse();
  // The page shows the seats left (sold out, and the offers' availability to search engines).
  if (outcome === "registered" && event.capacity !== null) {
    expireTagsNow([CONTENT_TAGS.event(event.slug), CONTENT_TAGS.eventLists]);
  }
  return { event, outcome };
}
