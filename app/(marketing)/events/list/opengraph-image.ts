// The events list's share card (Next's opengraph-image convention; the title is the heading of
// list/[page]/page.tsx).
import { CARD_SIZE, CARD_TYPE, cardResponse } from "@/lib/og/card";

const title = "Workshops and Live Sessions";

export const alt = title;
export const size = CARD_SIZE;
export const contentType = CARD_TYPE;

export default function Image() {
  return cardResponse({ section: "Events", title });
}
