// GET /events/{slug}/social.png — an event's share card: its title and when it takes place, on
// the brand's colours (lib/og/card.tsx).
import { ApiError, handle, routeSlug } from "@/lib/api/errors";
import { tagPage } from "@/lib/content/cache";
import { CONTENT_TAGS } from "@/lib/content/cache-tags";
import { getPublicEventBySlug } from "@/lib/db/queries/events";
import { eventSchedule } from "@/lib/events/public";
import { cardResponse, SHARE_CARD_CACHE } from "@/lib/og/card";

const notFound = () => new ApiError("not_found", 404, "Event not found");

export const GET = handle(async (req, { params }: { params: Promise<{ slug: string }> }) => {
  const slug = await routeSlug(params, notFound);
  await tagPage(CONTENT_TAGS.event(slug));
  const event = await getPublicEventBySlug(slug);
  if (!event) throw notFound();
  const { date, time } = eventSchedule(event);
  return cardResponse(
    { section: "Events", title: event.title, footer: `${date} · ${time}` },
    SHARE_CARD_CACHE,
    { req },
  );
});
