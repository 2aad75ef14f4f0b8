// What a Stripe checkout must have paid for a ticket: the goods' price (not tax or shipping),
// after discounts, in the ticket's currency (converted back when the buyer paid in theirs); or
// the ticket's own payment link, whatever code the owner gave on it.
import { describe, expect, it } from "vitest";
import { checkPayment, type PaidCheckout } from "@/lib/events/payment-check";

const vip = { priceCents: 99_900, currency: "usd", paymentLinkId: null };
const paid = (over: Partial<PaidCheckout> = {}): PaidCheckout => ({
  payment_status: "paid",
  currency: "usd",
  amount_subtotal: 99_900,
  amount_total: 99_900,
  ...over,
});

describe("a checkout for a $999 ticket", () => {
  it("counts when it paid the price, or more", () => {
    expect(checkPayment(paid(), vip)).toEqual({ ok: true });
    expect(checkPayment(paid({ amount_subtotal: 120_000, amount_total: 120_000 }), vip).ok).toBe(
      true,
    );
  });

  it("is held when tax brings a cheaper ticket's total up to the price", () => {
    const verdict = checkPayment(paid({ amount_subtotal: 90_000, amount_total: 99_900 }), vip);
    expect(verdict).toEqual({ ok: false, reason: "Paid $900.00; the ticket costs $999.00." });
  });

  it("is held when a discount took it under the price, unless it came through the ticket's link", () => {
    const discounted = paid({ amount_total: 49_950, total_details: { amount_discount: 49_950 } });
    expect(checkPayment(discounted, vip).ok).toBe(false);
    const owners = { ...vip, paymentLinkId: "plink_vip" };
    expect(checkPayment({ ...discounted, payment_link: "plink_vip" }, owners).ok).toBe(true);
    // A 100% code on the owner's own link takes no payment, and is still the owner's choice.
    const free = paid({
      payment_status: "no_payment_required",
      amount_total: 0,
      payment_link: "plink_vip",
    });
    expect(checkPayment(free, owners).ok).toBe(true);
    expect(checkPayment({ ...free, payment_link: "plink_other" }, owners)).toEqual({
      ok: false,
      reason: "Paid through another payment link (plink_other), not this ticket's.",
    });
  });

  it("counts a buyer who paid in their own currency for the price in the ticket's", () => {
    const euros = paid({
      currency: "eur",
      amount_subtotal: 92_000,
      amount_total: 92_000,
      currency_conversion: { source_currency: "usd", amount_subtotal: 99_900 },
    });
    expect(checkPayment(euros, vip).ok).toBe(true);
    const short = {
      ...euros,
      currency_conversion: { source_currency: "usd", amount_subtotal: 100 },
    };
    expect(checkPayment(short, vip)).toEqual({
      ok: false,
      reason: "Paid $1.00; the ticket costs $999.00.",
    });
  });

  it("is held in another currency, or with no payment taken", () => {
    expect(checkPayment(paid({ currency: "eur" }), vip)).toEqual({
      ok: false,
      reason: "Paid in EUR; the ticket costs $999.00.",
    });
    expect(checkPayment(paid({ payment_status: "no_payment_required" }), vip).ok).toBe(false);
  });

  it("a free ticket needs no payment", () => {
    expect(
      checkPayment(paid({ payment_status: "no_payment_required", amount_total: 0 }), {
        ...vip,
        priceCents: 0,
      }),
    ).toEqual({ ok: true });
  });
});
