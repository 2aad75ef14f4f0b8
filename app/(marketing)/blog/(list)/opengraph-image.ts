// The share card of the blog's list pages, each page, tag and search alike (Next's
// opengraph-image convention; the title is the list's heading, layout.tsx beside it).
import { CARD_SIZE, CARD_TYPE, cardResponse } from "@/lib/og/card";

const title = "Insights on AI Automation for Small Business";

export const alt = title;
export const size = CARD_SIZE;
export const contentType = CARD_TYPE;

export default function Image() {
  return cardResponse({ section: "Blog", title });
}
