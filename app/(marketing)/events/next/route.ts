// GET /events/next — the soonest upcoming event's page (307), or the list when none is planned:
// the address static pages (the home page's FAQ button once the spec's workshop is over, the
// footer) link to, so they follow the owner's events without being rebuilt.
import { nextUpcomingEvent } from "@/lib/db/queries/events";

export async function GET(req: Request) {
  const next = await nextUpcomingEvent();
  const target = new URL(next ? `/events/${next.slug}` : "/events", req.url);
  return new Response(null, {
    status: 307,
    headers: {
      Location: target.pathname,
      // A minute in a shared cache at most: a new event is followed within it.
      "Cache-Control": "public, max-age=0, s-maxage=60",
    },
  });
}
