import Link from "next/link";
import { NotFoundContent } from "@/components/layout/not-found-content";
import { NotFoundPage } from "@/components/layout/not-found-status";
import { PageHero } from "@/components/marketing/page-hero";
import { CalendarDays } from "@/components/ui/icons";
import { tagPage } from "@/lib/content/cache";
import { CONTENT_TAGS } from "@/lib/content/cache-tags";
import { listPublicEvents, type PublicEvent } from "@/lib/db/queries/events";
import { eventSchedule, priceFrom } from "@/lib/events/public";
import { noSlugsAtBuild, pageMetadata, withParentCard } from "@/lib/seo";

// /events is rewritten here (next.config.ts): rendered on its first request, then cached and
// refreshed every 5 minutes (an event moves from upcoming to past) or when the admin publishes.
export const revalidate = 300;
export const dynamicParams = true;
export const generateStaticParams = noSlugsAtBuild;

export const generateMetadata = withParentCard(
  pageMetadata({
    title: "Events and Workshops",
    description:
      "Live online workshops on putting AI to work in a small business: upcoming dates, tickets and recordings.",
    path: "/events",
  }),
);

function EventCard({ event, past }: { event: PublicEvent; past: boolean }) {
  const schedule = eventSchedule(event);
  const price = priceFrom(event.tickets);
  return (
    <article className="rounded-2xl border border-line bg-white p-6 shadow-sm">
      <p className="flex items-center gap-2 text-sm font-semibold text-brand-700">
        <CalendarDays className="size-4" aria-hidden />
        <time dateTime={event.startsAt.toISOString()}>{schedule.date}</time>
      </p>
      <h3 className="mt-2 text-xl font-bold text-ink">
        <Link href={`/events/${event.slug}`} className="hover:underline">
          {event.title}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-muted">
        {past ? "Took place" : schedule.time}
        {!past && price ? ` · ${price}` : ""}
        {past && event.recordingUrl ? " · Recording available" : ""}
      </p>
      {event.summary && <p className="mt-3 leading-7 text-muted">{event.summary}</p>}
    </article>
  );
}

export default async function EventsPage({ params }: { params: Promise<{ page: string }> }) {
  if ((await params).page !== "1") {
    return (
      <NotFoundPage>
        <NotFoundContent />
      </NotFoundPage>
    );
  }
  await tagPage(CONTENT_TAGS.eventLists);
  const { upcoming, past } = await listPublicEvents();
  return (
    <>
      <PageHero
        eyebrow="Events"
        title="Workshops and Live Sessions"
        intro="One focused hour at a time: live online workshops on putting AI to work in a small business, with recordings and templates."
      />
      <div className="wrap space-y-12 py-12 sm:py-16">
        <section aria-labelledby="upcoming-heading">
          <h2 id="upcoming-heading" className="text-2xl font-bold text-ink">
            Upcoming
          </h2>
          {upcoming.length === 0 ? (
            <p className="mt-4 text-muted">
              No upcoming events right now. The next one is being planned: see a past event to join
              its waitlist, or{" "}
              <Link href="/contact" className="font-semibold text-brand-700 underline">
                write to us
              </Link>
              .
            </p>
          ) : (
            <ul className="mt-6 grid gap-6 md:grid-cols-2">
              {upcoming.map((e) => (
                <li key={e.id}>
                  <EventCard event={e} past={false} />
                </li>
              ))}
            </ul>
          )}
        </section>
        {past.length > 0 && (
          <section aria-labelledby="past-heading">
            <h2 id="past-heading" className="text-2xl font-bold text-ink">
              Past events
            </h2>
            <ul className="mt-6 grid gap-6 md:grid-cols-2">
              {past.map((e) => (
                <li key={e.id}>
                  <EventCard event={e} past />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  );
}
