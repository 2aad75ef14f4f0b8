// POST /api/webhooks/calendly — Calendly's invitee.created and invitee.canceled, signed with CALENDLY_WEBHOOK_SIGNING_KEY (5 minutes' tolerance); 404 until that is set
import { ApiError, handle } from "@/lib/api/errors";
import { readCalendlyDelivery } from "@/lib/bookings/providers";
import { applyBookingChange } from "@/lib/bookings/record";
import { env } from "@/lib/env";

export const POST = handle(async (req) => {
  const key = env.CALENDLY_WEBHOOK_SIGNING_KEY;
  if (!key) throw new ApiError("not_found", 404, "Not found");
  return applyBookingChange(await readCalendlyDelivery(req, key));
});
