// Whether a completed Stripe checkout paid for the ticket it names. The reference comes from the
// buyer's browser, so it proves nothing: what was paid, and through which link, must match.
import type { EventTicketJson } from "@/lib/db/schema";
import { formatPrice } from "./public";

/** The fields of a Checkout Session the check reads (Stripe's names). */
export type PaidCheckout = {
  payment_status: string;
  currency: string | null;
  amount_subtotal: number | null;
  amount_total: number | null;
  total_details?: { amount_discount?: number | null } | null;
  /** Adaptive Pricing: the buyer paid in their own currency; these are in the price's. */
  currency_conversion?: { source_currency: string; amount_subtotal: number } | null;
  /** The Payment Link the checkout came through (plink_…), if any. */
  payment_link?: string | { id: string } | null;
};

export type PaymentVerdict = { ok: true } | { ok: false; reason: string };

/** What the goods cost, after discounts and before tax and shipping (which could make a cheaper
 * ticket add up to the price). */
export function paidForGoods(c: PaidCheckout): { cents: number; currency: string } {
  const subtotal = c.amount_subtotal ?? c.amount_total ?? 0;
  const discount = c.total_details?.amount_discount ?? 0;
  const converted = c.currency_conversion;
  if (converted && subtotal > 0) {
    const share = converted.amount_subtotal / subtotal;
    return {
      cents: converted.amount_subtotal - Math.round(discount * share),
      currency: converted.source_currency.toLowerCase(),
    };
  }
  return { cents: subtotal - discount, currency: (c.currency ?? "").toLowerCase() };
}

/** Accepted, or the reason (in the owner's words) it waits for their review. */
export function checkPayment(
  checkout: PaidCheckout,
  ticket: Pick<EventTicketJson, "priceCents" | "currency" | "paymentLinkId">,
): PaymentVerdict {
  if (ticket.priceCents === 0) return { ok: true };
  const price = formatPrice(ticket.priceCents, ticket.currency);
  // The owner's own link: its price, and any promotion code on it (even a 100% one), are theirs.
  if (ticket.paymentLinkId) {
    const link =
      typeof checkout.payment_link === "string" ? checkout.payment_link : checkout.payment_link?.id;
    if (link === ticket.paymentLinkId) return { ok: true };
    return {
      ok: false,
      reason: link
        ? `Paid through another payment link (${link}), not this ticket's.`
        : "Paid outside this ticket's payment link.",
    };
  }
  if (checkout.payment_status !== "paid") {
    return { ok: false, reason: `No payment was taken, but the ticket costs ${price}.` };
  }
  const paid = paidForGoods(checkout);
  if (paid.currency !== ticket.currency.toLowerCase()) {
    return {
      ok: false,
      reason: `Paid in ${paid.currency.toUpperCase() || "an unknown currency"}; the ticket costs ${price}.`,
    };
  }
  if (paid.cents < ticket.priceCents) {
    return {
      ok: false,
      reason: `Paid ${formatPrice(paid.cents, paid.currency)}; the ticket costs ${price}.`,
    };
  }
  return { ok: true };
}
