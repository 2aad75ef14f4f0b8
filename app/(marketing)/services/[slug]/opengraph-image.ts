// Each service page's share card, drawn at build from the catalogue (Next's opengraph-image
// convention).
import { getServiceBySlug, services } from "@/content/services";
import { CARD_SIZE, CARD_TYPE, cardResponse } from "@/lib/og/card";

export const size = CARD_SIZE;
export const contentType = CARD_TYPE;
export const dynamicParams = false;

export function generateStaticParams() {
  return services.map((service) => ({ slug: service.slug }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const service = getServiceBySlug((await params).slug);
  if (!service) return new Response("Not found", { status: 404 });
  return cardResponse({
    section: "Services",
    title: service.meta.title,
    footer: service.navSubtitle,
  });
}
