// GET /api/workshop/checkout: the workshop's Stripe settings, read at run time so that a restart
// puts tickets on sale (the landing page itself is static). zod/mini: the ticket cards parse
// the answer in the browser and stay small.
import * as z from "zod/mini";

const buttonId = z.nullable(z.string().check(z.regex(/^buy_btn_\w+$/)));

export const checkoutConfigSchema = z.object({
  publishableKey: z.nullable(z.string().check(z.regex(/^pk_(live|test)_\w+$/))),
  buttons: z.object({ standard: buttonId, vip: buttonId }),
});

export type CheckoutConfig = z.output<typeof checkoutConfigSchema>;
