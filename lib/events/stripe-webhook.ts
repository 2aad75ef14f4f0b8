// A Stripe delivery: a paid Checkout Session becomes an attendee (linked to a lead), one that paid
// less or through another link waits for review, a refund marks its attendee. The signature is
// checked first, by Stripe's package, on the raw body read within a limit.
import "server-only";
import Stripe from "stripe";
import { site } from "@/config/site";
import { ApiError, readBodyLimited } from "@/lib/api/errors";
import { expireTags } from "@/lib/content/cache";
import { CONTENT_TAGS } from "@/lib/content/cache-tags";
import { ticketByReference } from "@/lib/db/queries/attendee-find";
import { recordPurchase } from "@/lib/db/queries/attendee-purchase";
import { markRefunded } from "@/lib/db/queries/attendee-refund";
import { fillFreedSeats } from "@/lib/db/queries/attendee-seats";
import { getEventById } from "@/lib/db/queries/events";
import { deliverAfterResponse } from "@/lib/notify/deliver";
import { canSendMail } from "@/lib/notify/mail";
import { addressKey, clientIp, reserve, tooManyRequests } from "@/lib/rate-limit";
import type { Limit } from "@/lib/rate-limit-stores";
import { localDate } from "@/lib/utils/local-date";
import { TICKET_REFERENCE } from "@/lib/validations/events";
import { checkPayment } from "./payment-check";

const MAX_BYTES = 512 * 1024;
const REFERENCE = /^([0-9a-f-]{36})_([a-z0-9][a-z0-9-]{0,39})$/;
/** Stripe's own tolerance, both ways: a signature from the future is as suspect as a stale one. */
const TOLERANCE_S = 300;
/** Deliveries that fail the signature, per address: Stripe's own never do. */
const BAD_DELIVERIES: Limit = { name: "stripe-bad-signature", max: 10, windowMs: 60_000 };

const badSignature = () =>
  new ApiError("bad_request", 400, "The Stripe-Signature does not match this body");

/** The verified event, or 400 for a forged, altered, stale or future-dated delivery (429 after ten
 * a minute from one address). A verified delivery is never refused, whatever its address. */
export async function readStripeDelivery(req: Request, secret: string): Promise<Stripe.Event> {
  const address = addressKey(clientIp(req));
  const refuse = async (error: ApiError) => {
    const counted = await reserve(BAD_DELIVERIES, address);
    return counted.ok ? error : tooManyRequests(counted.retryAfterMs);
  };
  const signature = req.headers.get("stripe-signature");
  if (!signature) {
    throw await refuse(new ApiError("bad_request", 400, "Missing Stripe-Signature header"));
  }
  const signedAt = Number(/(?:^|,)\s*t=(\d+)/.exec(signature)?.[1]);
  if (!(signedAt <= Date.now() / 1000 + TOLERANCE_S)) throw await refuse(badSignature());
  const raw = (await readBodyLimited(req, MAX_BYTES)).toString("utf8");
  try {
    return Stripe.webhooks.constructEvent(raw, signature, secret, TOLERANCE_S);
  } catch {
    throw await refuse(badSignature());
  }
}

type Outcome = {
  received: true;
  ignored?: string;
  recorded?: boolean;
  /** Held for the owner: what was paid does not match the ticket. */
  review?: string;
  refunded?: number;
};

export async function applyStripeEvent(event: Stripe.Event): Promise<Outcome> {
  // A delayed payment method (a bank debit) completes unpaid and succeeds later.
  if (
    event.type === "checkout.session.completed" ||
    event.type === "checkout.session.async_payment_succeeded"
  ) {
    return purchase(event.data.object);
  }
  if (event.type === "charge.refunded") {
    const charge = event.data.object;
    // Stripe reports a partial refund the same way: the ticket stands until all of it is back.
    if (!charge.refunded) return { received: true, ignored: "partial refund" };
    const intent =
      typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
    if (!intent) return { received: true, ignored: "no payment" };
    const freed = await markRefunded(intent);
    // The seat given back goes to the first person waiting, and the page counts it free again.
    if ((await fillFreedSeats(freed, canSendMail())).length > 0) deliverAfterResponse();
    for (const id of new Set(freed)) {
      const event = await getEventById(id);
      if (event?.capacity) expireTags([CONTENT_TAGS.event(event.slug), CONTENT_TAGS.eventLists]);
    }
    return { received: true, refunded: freed.length };
  }
  return { received: true, ignored: event.type };
}

async function purchase(session: Stripe.Checkout.Session): Promise<Outcome> {
  if (session.payment_status !== "paid" && session.payment_status !== "no_payment_required") {
    return { received: true, ignored: "not paid" };
  }
  const reference = session.client_reference_id ?? "";
  const match = TICKET_REFERENCE.test(reference) ? REFERENCE.exec(reference) : null;
  const found = match ? await ticketByReference(match[1] ?? "", match[2] ?? "") : null;
  // Not one of ours (another product on the same account), or a ticket or event removed while
  // a checkout was open: retrying would not change that, so the operator is told instead.
  if (!found) {
    if (match) {
      console.error(
        `[stripe] paid checkout ${session.id} names ticket ${reference}, which no longer exists: record it by hand`,
      );
    }
    return { received: true, ignored: "unknown ticket" };
  }
  const email = session.customer_details?.email?.trim().toLowerCase();
  if (!email) return { received: true, ignored: "no email" };
  const intent = session.payment_intent;
  const verdict = checkPayment(session, found.ticket);
  const attendee = await recordPurchase({
    eventId: found.event.id,
    ticketId: found.ticket.id,
    ticketName: found.ticket.name,
    name: session.customer_details?.name?.trim().slice(0, 200) || null,
    email,
    amountCents: session.amount_total ?? 0,
    currency: session.currency ?? found.ticket.currency,
    sessionId: session.id,
    paymentIntentId: typeof intent === "string" ? intent : (intent?.id ?? null),
    interactionDate: localDate(new Date(), site.timeZone),
    mail: canSendMail(),
    review: verdict.ok ? null : verdict.reason,
  });
  if (!verdict.ok) {
    if (attendee)
      console.warn(`[stripe] checkout ${session.id} held for review: ${verdict.reason}`);
    return { received: true, recorded: attendee !== null, review: verdict.reason };
  }
  const recorded = attendee !== null;
  if (recorded) {
    deliverAfterResponse();
    // Seats left change what the page offers once the capacity is reached.
    const event = await getEventById(found.event.id);
    if (event?.capacity) expireTags([CONTENT_TAGS.event(event.slug), CONTENT_TAGS.eventLists]);
  }
  return { received: true, recorded };
}
