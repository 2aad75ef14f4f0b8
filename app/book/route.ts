// GET /book — to the booking calendar (BOOKING_URL, read at run time): every "book a call"
// button on the static pages points here, so changing the calendar needs only a restart.
import { site } from "@/config/site";

export const dynamic = "force-dynamic";

export function GET() {
  return new Response(null, {
    status: 307,
    headers: { Location: site.bookingUrl, "Cache-Control": "no-store" },
  });
}
