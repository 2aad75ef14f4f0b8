import type { Metadata } from "next";
import { EventPage } from "@/components/events/event-page";
import { WorkshopLanding, workshopMetadata } from "@/components/events/workshop-landing";
import { NotFoundContent } from "@/components/layout/not-found-content";
import { NotFoundPage } from "@/components/layout/not-found-status";
import { JsonLd } from "@/components/ui/json-ld";
import { site } from "@/config/site";
import { workshop } from "@/content/workshop";
import { tagPage } from "@/lib/content/cache";
import { CONTENT_TAGS } from "@/lib/content/cache-tags";
import { eventSocialImage } from "@/lib/content/social";
import { seatsTaken } from "@/lib/db/queries/attendee-list";
import { getPublicEventBySlug, nextUpcomingEvent } from "@/lib/db/queries/events";
import { env } from "@/lib/env";
import { eventJsonLd } from "@/lib/events/json-ld";
import { workshopCheckout } from "@/lib/events/workshop-checkout";
import { loaderBySlug, noSlugsAtBuild, pageMetadata, shareImage } from "@/lib/seo";
import { breadcrumbJsonLd } from "@/lib/structured-data";

// Rendered on first request, then cached and refreshed at most every 5 minutes, or at once when
// the admin changes an event (its tag, and the lists' tag for "next event").
export const revalidate = 300;
export const dynamicParams = true;
export const generateStaticParams = noSlugsAtBuild;

type Params = Promise<{ slug: string }>;

const WORKSHOP_SLUG = workshop.path.replace("/events/", "");

const loadEvent = loaderBySlug(async (slug) => {
  await tagPage(CONTENT_TAGS.event(slug), CONTENT_TAGS.eventLists);
  return getPublicEventBySlug(slug);
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  const event = await loadEvent(slug);
  if (!event) return { title: "Event Not Found" };
  const image = shareImage(eventSocialImage(event), event.title);
  const twitter: Metadata["twitter"] = { card: "summary_large_image", images: [image] };
  const page =
    slug === WORKSHOP_SLUG
      ? workshopMetadata
      : { title: event.title, description: event.summary, path: `/events/${event.slug}` };
  return pageMetadata({ ...page, openGraph: { images: [image] }, twitter });
}

export default async function EventRoute({ params }: { params: Params }) {
  const { slug } = await params;
  const event = await loadEvent(slug);
  if (!event) {
    return (
      <NotFoundPage>
        <NotFoundContent />
      </NotFoundPage>
    );
  }
  const [next, taken] = await Promise.all([
    nextUpcomingEvent(new Date(), event.id),
    seatsTaken(event.id),
  ]);
  const workshopPage = slug === WORKSHOP_SLUG;
  const jsonLd = eventJsonLd(event, {
    siteUrl: site.url,
    organizer: site.company,
    taken,
    description: workshopPage ? workshop.metaDescription : event.summary,
  });
  return (
    <>
      <JsonLd data={jsonLd} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Events", path: "/events" },
          { name: event.title, path: `/events/${event.slug}` },
        ])}
      />
      {workshopPage ? (
        <WorkshopLanding event={event} next={next} checkout={await workshopCheckout(event)} />
      ) : (
        <EventPage
          event={event}
          next={next}
          soldOut={event.capacity !== null && taken >= event.capacity}
          publishableKey={env.STRIPE_PUBLISHABLE_KEY ?? null}
        />
      )}
    </>
  );
}
