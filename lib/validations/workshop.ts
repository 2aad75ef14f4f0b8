// GET /api/workshop/checkout: the workshop's Stripe settings, read at run time. Typed by hand, not
// with zod: the ticket cards read it in the browser, and zod would add about 18 KB to the page.

const BUTTON_ID = /^buy_btn_\w+$/;
const PUBLISHABLE_KEY = /^pk_(live|test)_\w+$/;

export type CheckoutConfig = {
  /** Stripe's publishable key (pk_live_… or pk_test_…), or null: nothing is on sale. */
  publishableKey: string | null;
  /** Each ticket's buy-button id (buy_btn_…), or null: that ticket is not on sale. */
  buttons: { standard: string | null; vip: string | null };
};

const matchesOrNull = (value: unknown, pattern: RegExp): value is string | null =>
  value === null || (typeof value === "string" && pattern.test(value));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The checkout settings in `value`, or null when it is not a valid answer. */
export function readCheckoutConfig(value: unknown): CheckoutConfig | null {
  if (!isRecord(value) || !isRecord(value.buttons)) return null;
  const { publishableKey } = value;
  const { standard, vip } = value.buttons;
  if (!matchesOrNull(publishableKey, PUBLISHABLE_KEY)) return null;
  if (!matchesOrNull(standard, BUTTON_ID) || !matchesOrNull(vip, BUTTON_ID)) return null;
  return { publishableKey, buttons: { standard, vip } };
}
