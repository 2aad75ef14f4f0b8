// Stripe's success URL (spec §2): the event's date, time, place and calendar buttons for everyone;
// the join link only for the buyer of a recorded `?session_id=`. Which event: the buyer's, else
// `?event=`, else the soonest upcoming, else the spec's workshop.

import Link from "next/link";
import type { ReactNode } from "react";
import { CalendarButtons } from "@/components/events/calendar-buttons";
import { EventPhaseProvider, ForPhase, PhaseText } from "@/components/events/event-phase";
import { SharePopupButtons } from "@/components/events/share-popup-buttons";
import { ExternalButton, ExternalLink } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { CalendarDays, CircleCheck, Clock, Gift, Mail, MapPin, Video } from "@/components/ui/icons";
import { Container, SectionHeading } from "@/components/ui/section";
import { site } from "@/config/site";
import {
  nextSteps,
  nextStepsAfter,
  shareTextFor,
  thankYou,
  thankYouLinks,
  workshop,
} from "@/content/workshop";
import { attendeeBySession } from "@/lib/db/queries/attendee-find";
import { getPublicEventBySlug, nextUpcomingEvent, type PublicEvent } from "@/lib/db/queries/events";
import type { CalendarEvent } from "@/lib/events/calendar";
import { phaseAt } from "@/lib/events/phase";
import { eventCalendarEntry, eventSchedule } from "@/lib/events/public";
import { referralCode, referralUrl } from "@/lib/events/referral";
import { pageMetadata } from "@/lib/seo";
import { slugParam } from "@/lib/validations/blog";

export const metadata = pageMetadata({
  title: thankYou.metaTitle,
  description: thankYou.metaDescription,
  path: workshop.thankYouPath,
  // A page for buyers, reached from checkout: keep it out of search results.
  robots: { index: false, follow: true },
});

/** A section spaced tighter than the site's default (this page is a short checklist). */
function Band({
  labelledBy,
  className,
  children,
}: {
  labelledBy: string;
  /** Replaces the default vertical padding. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={labelledBy} className={className ?? "py-8 sm:py-10"}>
      <Container>{children}</Container>
    </section>
  );
}

function StepList({ steps }: { steps: typeof nextSteps }) {
  return (
    <ol className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-card border border-line bg-white p-6 shadow-card">
          <div className="flex items-center gap-3">
            <span className="inline-flex size-9 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
              {index + 1}
            </span>
            <Icon name={step.icon} className="size-5 text-brand-600" />
          </div>
          <h3 className="mt-4 text-lg font-semibold text-ink">{step.title}</h3>
          <p className="mt-2 leading-7 text-muted">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}

const CHECKOUT_SESSION = /^cs_(test|live)_[A-Za-z0-9]{8,200}$/;
const WORKSHOP_SLUG = workshop.path.slice("/events/".length);

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
type Params = Awaited<Props["searchParams"]>;

const first = (value: Params[string]) => (Array.isArray(value) ? value[0] : value);

/** The paid ticket's event of the Checkout Session named in the address, with its meeting link. */
async function boughtTicket(params: Params) {
  const sessionId = first(params.session_id);
  if (!sessionId || !CHECKOUT_SESSION.test(sessionId)) return null;
  const found = await attendeeBySession(sessionId);
  return found?.attendee.status === "paid" ? found : null;
}

/** The event the page is about when no recorded purchase names one. */
async function publicEventFor(params: Params): Promise<PublicEvent | null> {
  const named = slugParam.safeParse(first(params.event));
  const event = named.success ? await getPublicEventBySlug(named.data) : null;
  return event ?? (await nextUpcomingEvent()) ?? (await getPublicEventBySlug(WORKSHOP_SLUG));
}

export default async function ThankYouEventPage({ searchParams }: Props) {
  const params = await searchParams;
  const bought = await boughtTicket(params);
  const event: PublicEvent | null = bought?.event ?? (await publicEventFor(params));
  const meetingUrl = bought?.event.meetingUrl ?? null;
  const eventUrl = event ? `${site.url}/events/${event.slug}` : `${site.url}/events`;
  // The buyer's share link names their seat, so whoever comes through it shows as referred by
  // them in the inbox (the referral reward).
  const shareUrl = event
    ? referralUrl(eventUrl, event.slug, bought ? referralCode(bought.attendee.id) : null)
    : eventUrl;
  // Without an event the page frames itself as before one: a confirmation only.
  const times = event
    ? { start: event.startsAt.getTime(), end: event.endsAt.getTime() }
    : { start: Date.now() + 365 * 86_400_000, end: Date.now() + 366 * 86_400_000 };
  const schedule = event ? eventSchedule(event) : null;
  const calendar: CalendarEvent | null = event
    ? {
        ...eventCalendarEntry(event, { siteUrl: site.url, organizer: site.company }),
        description: event.summary || thankYou.calendarDescription,
        // The buyer's own calendar may hold the join link; anyone else's gets the page.
        location: meetingUrl ?? eventUrl,
      }
    : null;

  return (
    <EventPhaseProvider
      start={new Date(times.start).toISOString()}
      end={new Date(times.end).toISOString()}
      initial={phaseAt(Date.now(), times.start, times.end)}
    >
      <div className="glow-page border-b border-line">
        <Container className="py-16 sm:py-20">
          <div className="mx-auto max-w-3xl text-center">
            <span className="inline-flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
              <CircleCheck className="size-8" aria-hidden />
            </span>
            <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-brand-600">
              <PhaseText text={thankYou.eyebrow} />
            </p>
            <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance text-ink sm:text-5xl">
              <PhaseText text={thankYou.heading} />
            </h1>
            <p className="mt-5 text-lg leading-8 text-pretty text-muted">
              <PhaseText text={thankYou.intro} />
            </p>
          </div>
        </Container>
      </div>

      {event && schedule && calendar ? (
        <Band labelledBy="event-heading" className="pb-8 pt-12 sm:pb-10 sm:pt-16">
          <div className="mx-auto max-w-3xl rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
            <h2
              id="event-heading"
              className="text-sm font-semibold uppercase tracking-wider text-brand-600"
            >
              <PhaseText text={thankYou.detailsHeading} />
            </h2>
            <p className="mt-2 text-2xl font-bold tracking-tight text-ink">{event.title}</p>
            <dl className="mt-6 grid gap-4 sm:grid-cols-3">
              <div>
                <dt className="flex items-center gap-2 text-sm font-semibold text-muted">
                  <CalendarDays className="size-5 shrink-0 text-brand-600" aria-hidden />
                  <PhaseText text={thankYou.dateLabel} />
                </dt>
                <dd className="mt-0.5 pl-7 text-ink">{schedule.date}</dd>
              </div>
              <div>
                <dt className="flex items-center gap-2 text-sm font-semibold text-muted">
                  <Clock className="size-5 shrink-0 text-brand-600" aria-hidden />
                  {thankYou.timeLabel}
                </dt>
                <dd className="mt-0.5 pl-7 text-ink">{schedule.time}</dd>
              </div>
              <div className="min-w-0">
                <dt className="flex items-center gap-2 text-sm font-semibold text-muted">
                  <MapPin className="size-5 shrink-0 text-brand-600" aria-hidden />
                  {thankYou.locationLabel}
                </dt>
                <dd className="mt-0.5 pl-7 text-ink">
                  {thankYou.locationValue}:{" "}
                  {meetingUrl ? (
                    <ExternalLink
                      href={meetingUrl}
                      className="inline-flex items-center gap-1 font-semibold break-all text-brand-700 underline underline-offset-2 hover:text-brand-900"
                    >
                      <Video className="size-4 shrink-0" aria-hidden />
                      {thankYou.meetingLinkLabel}
                    </ExternalLink>
                  ) : (
                    <PhaseText text={thankYou.meetingLinkLater} />
                  )}
                </dd>
              </div>
            </dl>

            <ForPhase phases={["upcoming", "live"]}>
              <div className="mt-8 border-t border-line pt-6">
                <h3 className="font-semibold text-ink">{thankYou.calendarHeading}</h3>
                <CalendarButtons
                  event={calendar}
                  fileName={
                    event.slug === WORKSHOP_SLUG ? thankYou.icsFileName : `${event.slug}.ics`
                  }
                  labels={thankYou.calendarLabels}
                  className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap"
                />
              </div>
            </ForPhase>
          </div>
        </Band>
      ) : (
        <Band labelledBy="event-heading" className="pb-8 pt-12 sm:pb-10 sm:pt-16">
          <div className="mx-auto max-w-3xl rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
            <h2 id="event-heading" className="text-xl font-bold tracking-tight text-ink">
              {thankYou.generalHeading}
            </h2>
            <p className="mt-3 leading-7 text-muted">{thankYou.generalText}</p>
          </div>
        </Band>
      )}

      <Band labelledBy="next-steps-heading">
        <SectionHeading id="next-steps-heading" title={thankYou.nextStepsHeading} />
        <ForPhase phases={["upcoming", "live"]}>
          <StepList steps={nextSteps} />
        </ForPhase>
        <ForPhase phases={["past"]}>
          <StepList steps={nextStepsAfter} />
        </ForPhase>
      </Band>

      <Band labelledBy="share-heading">
        <div className="mx-auto max-w-3xl rounded-card border border-brand-100 bg-brand-50 p-6 sm:p-8">
          <h2 id="share-heading" className="text-2xl font-bold tracking-tight text-ink">
            {thankYou.shareHeading}
          </h2>
          <p className="mt-3 flex gap-3 leading-7 text-ink">
            <Gift className="mt-1 size-5 shrink-0 text-accent-600" aria-hidden />
            {thankYou.referralNote}
          </p>
          <div className="mt-6">
            <SharePopupButtons
              text={event ? shareTextFor(event.title) : thankYou.shareText}
              url={shareUrl}
            />
          </div>
        </div>
      </Band>

      <Band labelledBy="call-heading">
        <div className="mx-auto max-w-3xl rounded-3xl bg-brand-900 px-6 py-12 text-center shadow-lift sm:px-12">
          <h2 id="call-heading" className="text-3xl font-bold tracking-tight text-white">
            {thankYou.callHeading}
          </h2>
          <p className="mt-3 text-lg leading-8 text-brand-100">{thankYou.callText}</p>
          <ExternalButton href={site.bookingPath} variant="inverse" size="lg" className="mt-8">
            <CalendarDays className="size-5" aria-hidden />
            {thankYou.callLabel}
          </ExternalButton>
        </div>
      </Band>

      <nav aria-label={thankYou.linksLabel} className="pb-16 pt-4 sm:pb-24">
        <Container>
          <ul className="flex flex-wrap items-center justify-center gap-x-6 gap-y-3 text-sm">
            {thankYouLinks(event ? `/events/${event.slug}` : "/events").map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="inline-flex items-center font-medium text-muted underline-offset-2 hover:text-brand-700 hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <a
                href={`mailto:${site.supportEmail}`}
                className="inline-flex items-center gap-1.5 font-medium text-muted underline-offset-2 hover:text-brand-700 hover:underline"
              >
                <Mail className="size-4" aria-hidden />
                {thankYou.supportLabel}: {site.supportEmail}
              </a>
            </li>
          </ul>
        </Container>
      </nav>
    </EventPhaseProvider>
  );
}
