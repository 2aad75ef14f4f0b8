// GET /api/workshop/checkout — the workshop's Stripe buy-button settings (public values), read at run time
import { env } from "@/lib/env";
import type { CheckoutConfig } from "@/lib/validations/workshop";

export const dynamic = "force-dynamic";

export function GET() {
  const body: CheckoutConfig = {
    publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
    buttons: {
      standard: env.STRIPE_BUY_BUTTON_STANDARD ?? null,
      vip: env.STRIPE_BUY_BUTTON_VIP ?? null,
    },
  };
  return Response.json(body, { headers: { "Cache-Control": "public, max-age=60" } });
}
