// The home page's share card, and every marketing page's that has none of its own: Next's
// opengraph-image convention writes og:image and twitter:image, absolute under metadataBase.
import { hero } from "@/content/home";
import { CARD_SIZE, CARD_TYPE, cardResponse } from "@/lib/og/card";

export const alt = hero.headline;
export const size = CARD_SIZE;
export const contentType = CARD_TYPE;

export default function Image() {
  return cardResponse({ title: hero.headline });
}
