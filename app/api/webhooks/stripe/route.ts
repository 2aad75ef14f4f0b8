// POST /api/webhooks/stripe — Stripe's checkout.session.completed and charge.refunded, verified
// with STRIPE_WEBHOOK_SECRET by the stripe package (400 on a bad signature); 404 until it is set
import { ApiError, handle } from "@/lib/api/errors";
import { env } from "@/lib/env";
import { applyStripeEvent, readStripeDelivery } from "@/lib/events/stripe-webhook";

export const POST = handle(async (req) => {
  const secret = env.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new ApiError("not_found", 404, "Not found");
  return Response.json(await applyStripeEvent(await readStripeDelivery(req, secret)));
});
