// The about page's share card (Next's opengraph-image convention).
import { aboutHero } from "@/content/about";
import { CARD_SIZE, CARD_TYPE, cardResponse } from "@/lib/og/card";

export const alt = aboutHero.title;
export const size = CARD_SIZE;
export const contentType = CARD_TYPE;

export default function Image() {
  return cardResponse({ section: "About us", title: aboutHero.title });
}
