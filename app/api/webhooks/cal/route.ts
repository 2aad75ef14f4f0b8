// POST /api/webhooks/cal — Cal.com's booking webhook (BOOKING_CREATED, BOOKING_RESCHEDULED, BOOKING_CANCELLED), signed with CAL_WEBHOOK_SECRET; 404 until that is set
import { ApiError, handle } from "@/lib/api/errors";
import { readCalDelivery } from "@/lib/bookings/providers";
import { applyBookingChange } from "@/lib/bookings/record";
import { env } from "@/lib/env";

export const POST = handle(async (req) => {
  const secret = env.CAL_WEBHOOK_SECRET;
  if (!secret) throw new ApiError("not_found", 404, "Not found");
  return applyBookingChange(await readCalDelivery(req, secret));
});
