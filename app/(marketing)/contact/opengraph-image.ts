// The contact page's share card (Next's opengraph-image convention).
import { site } from "@/config/site";
import { contactSection } from "@/content/home";
import { CARD_SIZE, CARD_TYPE, cardResponse } from "@/lib/og/card";

export const alt = contactSection.heading;
export const size = CARD_SIZE;
export const contentType = CARD_TYPE;

export default function Image() {
  return cardResponse({
    section: "Contact",
    title: contactSection.heading,
    footer: site.responsePromise,
  });
}
