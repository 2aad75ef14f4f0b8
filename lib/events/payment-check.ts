// Whether a completed Stripe checkout paid for the ticket it names. The reference comes from the
// buyer's browser, so it proves nothing: what was paid, and through which link, must match.
import type { EventTicketJson } from "@/lib/db/schema";
import { formatPrice } from "./public";

export type PaidCheckout = {
  /** Stripe's payment_status: "paid", "unpaid" or "no_payment_required". */
  paymentStatus: string;
  amountTotal: number | null;
  currency: string | null;
  /** The Payment Link the checkout came through (plink_…), when it came through one. */
  paymentLink: string | null;
};

export type PaymentVerdict = { ok: true } | { ok: false; reason: string };

/** Accepted, or the reason (in the owner's words) it waits for their review. */
export function checkPayment(
  checkout: PaidCheckout,
  ticket: Pick<EventTicketJson, "priceCents" | "currency" | "paymentLinkId">,
): PaymentVerdict {
  if (ticket.priceCents === 0) return { ok: true };
  const price = formatPrice(ticket.priceCents, ticket.currency);
  if (checkout.paymentStatus !== "paid") {
    return { ok: false, reason: `No payment was taken, but the ticket costs ${price}.` };
  }
  // The owner's own link: its price and any promotion code on it are theirs to set.
  if (ticket.paymentLinkId) {
    return checkout.paymentLink === ticket.paymentLinkId
      ? { ok: true }
      : {
          ok: false,
          reason: checkout.paymentLink
            ? `Paid through another payment link (${checkout.paymentLink}), not this ticket's.`
            : "Paid outside this ticket's payment link.",
        };
  }
  const currency = (checkout.currency ?? "").toLowerCase();
  if (currency !== ticket.currency.toLowerCase()) {
    return {
      ok: false,
      reason: `Paid in ${currency.toUpperCase() || "an unknown currency"}; the ticket costs ${price}.`,
    };
  }
  const paid = checkout.amountTotal ?? 0;
  if (paid < ticket.priceCents) {
    return {
      ok: false,
      reason: `Paid ${formatPrice(paid, currency)}; the ticket costs ${price}.`,
    };
  }
  return { ok: true };
}
