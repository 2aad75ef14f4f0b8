// The pricing page's share card (Next's opengraph-image convention).
import { pricingPage } from "@/content/pricing";
import { CARD_SIZE, CARD_TYPE, cardResponse } from "@/lib/og/card";

export const alt = pricingPage.title;
export const size = CARD_SIZE;
export const contentType = CARD_TYPE;

export default function Image() {
  return cardResponse({ section: "Pricing", title: pricingPage.title });
}
