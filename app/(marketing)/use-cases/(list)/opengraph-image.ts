// The use-case list's share card (Next's opengraph-image convention; the title is the list's
// heading, layout.tsx beside it).
import { CARD_SIZE, CARD_TYPE, cardResponse } from "@/lib/og/card";

const title = "AI Automation at Work in Real Businesses";

export const alt = title;
export const size = CARD_SIZE;
export const contentType = CARD_TYPE;

export default function Image() {
  return cardResponse({ section: "Use cases", title });
}
