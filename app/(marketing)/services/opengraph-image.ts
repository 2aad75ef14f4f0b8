// The services page's share card (Next's opengraph-image convention).
import { servicesOverview } from "@/content/services";
import { CARD_SIZE, CARD_TYPE, cardResponse } from "@/lib/og/card";

export const alt = servicesOverview.heading;
export const size = CARD_SIZE;
export const contentType = CARD_TYPE;

export default function Image() {
  return cardResponse({ section: "Services", title: servicesOverview.heading });
}
