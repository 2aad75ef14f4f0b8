// What the admin does to an event's ticket holders, one implementation for the JSON API (Bearer
// clients) and the admin's server actions: add a guest, send a mail again, decide on a payment
// held for review. Each is audited, and its mail goes once the answer is sent.
import "server-only";
import { site } from "@/config/site";
import { ApiError } from "@/lib/api/errors";
import { audit } from "@/lib/auth/audit";
import type { RequestMeta } from "@/lib/auth/request-meta";
import { expireTags } from "@/lib/content/cache";
import { CONTENT_TAGS } from "@/lib/content/cache-tags";
import { resendAttendeeMail } from "@/lib/db/queries/attendee-mail";
import { decideReview, recordPurchase, TicketHeld } from "@/lib/db/queries/attendee-purchase";
import { giveSeatBack, markAllAttended, markAttended } from "@/lib/db/queries/attendee-seats";
import { getEventById } from "@/lib/db/queries/events";
import { deliverAfterResponse } from "@/lib/notify/deliver";
import { canSendMail } from "@/lib/notify/mail";
import { localDate } from "@/lib/utils/local-date";
import type { AttendeeMailInput, GuestInput, PaymentReviewInput } from "@/lib/validations/events";

type Admin = { id: string; email: string };

async function eventOf(id: string) {
  const event = await getEventById(id);
  if (!event) throw new ApiError("not_found", 404, "Event not found");
  return event;
}

/** A guest (a comp ticket, the same mail as a buyer); 409 when the email already holds one. */
export async function addGuest(eventId: string, input: GuestInput, user: Admin, meta: RequestMeta) {
  const event = await eventOf(eventId);
  const ticket = event.tickets.find((t) => t.id === input.ticket_id);
  if (!ticket) throw new ApiError("bad_request", 400, "ticket_id: this event has no such ticket");
  const attendee = await recordPurchase({
    eventId: event.id,
    ticketId: ticket.id,
    ticketName: ticket.name,
    name: input.name,
    email: input.email,
    amountCents: 0,
    currency: ticket.currency,
    sessionId: null,
    paymentIntentId: null,
    interactionDate: localDate(new Date(), site.timeZone),
    mail: canSendMail(),
    unlessHeld: true,
  }).catch((err) => {
    if (err instanceof TicketHeld) {
      throw new ApiError("conflict", 409, `${input.email} already holds a ticket to this event.`);
    }
    throw err;
  });
  if (!attendee) throw new ApiError("not_found", 404, "Event not found");
  await audit(meta, {
    action: "content_updated",
    user,
    // Not the email: the audit log is kept a year and outside privacy requests.
    details: { kind: "event_guest", slug: event.slug, attendee: attendee.id },
  });
  deliverAfterResponse();
  return { id: attendee.id, email: attendee.email };
}

/** One of a paid ticket holder's mails again, now; 503 without mail, 404 without such a holder. */
export async function resendMail(eventId: string, attendeeId: string, { kind }: AttendeeMailInput) {
  if (!canSendMail()) {
    throw new ApiError("service_unavailable", 503, "Email is not set up (SMTP_URL).");
  }
  const id = await resendAttendeeMail(eventId, attendeeId, kind);
  if (!id) throw new ApiError("not_found", 404, "No such ticket holder with a paid ticket");
  deliverAfterResponse();
  return { queued: id };
}

/** Accepts (a seat, a lead, the mail) or declines a checkout held for review. */
export async function reviewPayment(
  eventId: string,
  attendeeId: string,
  { decision }: PaymentReviewInput,
  user: Admin,
  meta: RequestMeta,
) {
  const attendee = await decideReview({
    eventId,
    attendeeId,
    accept: decision === "accept",
    interactionDate: localDate(new Date(), site.timeZone),
    mail: canSendMail(),
  });
  if (!attendee) throw new ApiError("not_found", 404, "No checkout of this event waits for review");
  const event = await getEventById(eventId);
  await audit(meta, {
    action: "content_updated",
    user,
    details: { kind: "event_payment_review", decision, slug: event?.slug, attendee: attendee.id },
  });
  if (decision === "accept") {
    deliverAfterResponse();
    if (event?.capacity) expireTags([CONTENT_TAGS.event(event.slug), CONTENT_TAGS.eventLists]);
  }
  return { id: attendee.id, status: attendee.status };
}

/** Marks whether a seat holder was there (the after-event mail follows it). */
export async function setAttendance(eventId: string, attendeeId: string, attended: boolean) {
  const row = await markAttended(eventId, attendeeId, attended);
  if (!row) throw new ApiError("not_found", 404, "No such ticket holder with a seat");
  return { id: row.id, attended: row.attendedAt !== null };
}

/** Every seat holder marked as there. */
export async function markEveryoneAttended(eventId: string) {
  await eventOf(eventId);
  return { marked: await markAllAttended(eventId) };
}

/** The owner takes someone off the list: their seat (or place in line) goes to the next person
 * waiting. A paid ticket is refunded in Stripe, which marks it by itself. */
export async function removeAttendee(
  eventId: string,
  attendeeId: string,
  user: Admin,
  meta: RequestMeta,
) {
  const event = await eventOf(eventId);
  const done = await giveSeatBack(attendeeId, { mail: canSendMail(), byOwner: true });
  if (!done.cancelled || done.eventId !== eventId) {
    throw new ApiError("not_found", 404, "No such ticket holder with a seat or a place in line");
  }
  await audit(meta, {
    action: "content_updated",
    user,
    details: { kind: "event_attendee_removed", slug: event.slug, attendee: attendeeId },
  });
  if (done.moved.length > 0) deliverAfterResponse();
  expireTags([CONTENT_TAGS.event(event.slug), CONTENT_TAGS.eventLists]);
  return { id: attendeeId, status: "cancelled" as const, moved: done.moved.length };
}
