// GET /api/workshop/checkout — the workshop's Stripe buy-button settings (public values), read at run time
import { loadWorkshopEvent, workshopCheckout } from "@/lib/events/workshop-checkout";

export const dynamic = "force-dynamic";

export async function GET() {
  const body = await workshopCheckout(await loadWorkshopEvent());
  return Response.json(body, { headers: { "Cache-Control": "public, max-age=60" } });
}
