// An event the owner made in the admin, on the workshop page's template: the hero with its
// countdown, the description, the tickets, the details with calendar links, and once it is over
// its recording or the next event.
import Link from "next/link";
import { SplitHero } from "@/components/marketing/split-hero";
import { ButtonLink } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { ArrowDown, ArrowRight } from "@/components/ui/icons";
import { SectionHeading } from "@/components/ui/section";
import { site } from "@/config/site";
import type { PublicEvent } from "@/lib/db/queries/events";
import { isCountdownOver } from "@/lib/events/countdown";
import { phaseAt } from "@/lib/events/phase";
import { eventCalendarEntry, eventSchedule, formatPrice } from "@/lib/events/public";
import { CalendarButtons } from "./calendar-buttons";
import { EventCountdown } from "./event-countdown";
import { EventPhaseProvider, ForPhase, PhaseText } from "./event-phase";
import { EventTicketAction } from "./event-ticket-action";
import { NextEvent } from "./next-event";
import { RegisterForm } from "./register-form";
import { ScrollToButton } from "./scroll-to-button";
import "@/components/ui/prose.css";
import "./workshop.css";

const TICKETS_ID = "tickets";

export function EventPage({
  event,
  next,
  soldOut,
  publishableKey,
}: {
  event: PublicEvent;
  /** The soonest upcoming event, offered once this one is over. */
  next: PublicEvent | null;
  /** Every seat is taken: the waitlist is offered instead of a ticket. */
  soldOut: boolean;
  publishableKey: string | null;
}) {
  const schedule = eventSchedule(event);
  const cancelled = event.status === "cancelled";
  const calendar = eventCalendarEntry(event, { siteUrl: site.url, organizer: site.company });
  // A recording is sold after the event only through a priced ticket: a free event's recording
  // went to its registrants, and a visitor afterwards is shown what comes next.
  const recording =
    event.recordingUrl !== null && event.tickets.some((ticket) => ticket.priceCents > 0);
  return (
    <EventPhaseProvider
      start={event.startsAt.toISOString()}
      end={event.endsAt.toISOString()}
      initial={phaseAt(Date.now(), event.startsAt.getTime(), event.endsAt.getTime())}
    >
      <SplitHero
        id="event-heading"
        eyebrow={
          cancelled ? (
            "Cancelled"
          ) : (
            <PhaseText
              text={{
                upcoming: "Live online event",
                live: "Happening now · live online",
                past: `Took place on ${schedule.date}`,
              }}
            />
          )
        }
        title={event.title}
        intro={event.summary}
        aside={
          <EventCountdown
            target={event.startsAt.toISOString()}
            startedAtRender={isCountdownOver(event.startsAt, Date.now())}
            heading="Starts in"
            endedHeading={
              <PhaseText
                text={{
                  upcoming: "This event has taken place",
                  live: "The event is live now",
                  past: "This event has taken place",
                }}
              />
            }
            schedule={
              <p>
                <span className="font-semibold text-ink">{schedule.date}</span>
                <br />
                {schedule.time} · Live online
              </p>
            }
            endedNote={null}
          />
        }
      >
        {!cancelled && event.tickets.length > 0 && (
          <div className="acts">
            <ScrollToButton targetId={TICKETS_ID} size="lg">
              <PhaseText
                text={{
                  upcoming: "Reserve My Seat",
                  live: "Join Now",
                  past: recording ? "Get the Recording" : "See what's next",
                }}
              />
              <ArrowDown className="size-5" aria-hidden />
            </ScrollToButton>
          </div>
        )}
      </SplitHero>

      {cancelled && (
        <section className="wrap py-10" aria-label="Cancelled">
          <p role="note" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-ink">
            This event was cancelled. If you bought a ticket, we will contact you about your refund.{" "}
            <Link href="/events" className="font-semibold text-brand-700 underline">
              See upcoming events
            </Link>
          </p>
        </section>
      )}

      {event.body && (
        <section aria-label="About this event" className="wrap py-12 sm:py-16">
          <div
            className="prose-article mx-auto max-w-3xl"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from Markdown and sanitised when saved (lib/events/manage.ts)
            dangerouslySetInnerHTML={{ __html: event.body }}
          />
        </section>
      )}

      {!cancelled && (
        <section
          id={TICKETS_ID}
          tabIndex={-1}
          aria-labelledby="tickets-heading"
          className="sec alt outline-none"
        >
          <ForPhase phases={recording ? ["upcoming", "live", "past"] : ["upcoming", "live"]}>
            <SectionHeading
              id="tickets-heading"
              eyebrow="Tickets"
              title={
                <PhaseText
                  text={{
                    upcoming: "Choose your ticket",
                    live: "Join the rest of the session",
                    past: "Watch the recording",
                  }}
                />
              }
            />
            {event.tickets.length === 0 ? (
              <p className="text-center text-muted">
                Tickets are not on sale yet.{" "}
                <a href={site.bookingPath} className="font-semibold text-brand-700 underline">
                  Book a call
                </a>{" "}
                to hear first.
              </p>
            ) : (
              <ul className="tickets">
                {event.tickets.map((ticket) => (
                  <li key={ticket.id}>
                    <article
                      aria-labelledby={`ticket-${ticket.id}-heading`}
                      data-ticket={ticket.id}
                      className="ticket"
                    >
                      <h3 id={`ticket-${ticket.id}-heading`}>{ticket.name}</h3>
                      <p className="price">
                        {ticket.priceCents === 0 ? (
                          <b>Free</b>
                        ) : (
                          <>
                            <b>{formatPrice(ticket.priceCents, ticket.currency)}</b> per person
                          </>
                        )}
                      </p>
                      {ticket.items.length > 0 && (
                        <ul className="chk sm tall">
                          {ticket.items.map((item) => (
                            <li key={item}>{item}</li>
                          ))}
                        </ul>
                      )}
                      <div className="mt-8">
                        <EventTicketAction
                          event={event}
                          ticket={ticket}
                          soldOut={soldOut}
                          publishableKey={publishableKey}
                        />
                      </div>
                    </article>
                  </li>
                ))}
              </ul>
            )}
            {soldOut && event.tickets[0] && (
              <ForPhase phases={["upcoming", "live"]}>
                <div className="mx-auto mt-8 max-w-md">
                  <RegisterForm
                    slug={event.slug}
                    ticketId={event.tickets[0].id}
                    questions={event.questions}
                    waitlist
                  />
                </div>
              </ForPhase>
            )}
          </ForPhase>
          {!recording && (
            <ForPhase phases={["past"]}>
              <NextEvent next={next} from={event.slug} />
            </ForPhase>
          )}
        </section>
      )}

      <section aria-labelledby="details-heading" className="band">
        <SectionHeading id="details-heading" tone="dark" eyebrow="Details" title="When and where" />
        <dl className="wdet">
          <div>
            <dt>
              <Icon name="CalendarDays" />
              Date
            </dt>
            <dd>{schedule.date}</dd>
          </div>
          <div>
            <dt>
              <Icon name="Clock" />
              Time
            </dt>
            <dd>{schedule.time}</dd>
          </div>
          <div>
            <dt>
              <Icon name="Hourglass" />
              Length
            </dt>
            <dd>{schedule.duration}</dd>
          </div>
          <div>
            <dt>
              <Icon name="MonitorPlay" />
              Where
            </dt>
            <dd>Online: the join link is emailed to you with your ticket</dd>
          </div>
          {event.hosts.length > 0 && (
            <div>
              <dt>
                <Icon name="Users" />
                Hosts
              </dt>
              <dd>
                {event.hosts.map((h) => (h.role ? `${h.name}, ${h.role}` : h.name)).join(" · ")}
              </dd>
            </div>
          )}
          {event.capacity !== null && (
            <div>
              <dt>
                <Icon name="Users" />
                Seats
              </dt>
              <dd>{event.capacity}</dd>
            </div>
          )}
        </dl>
        {!cancelled && (
          <ForPhase phases={["upcoming", "live"]}>
            <CalendarButtons
              event={calendar}
              fileName={`${event.slug}.ics`}
              labels={{
                google: "Google Calendar",
                outlook: "Outlook",
                other: "Other calendar (.ics)",
              }}
              className="wrap mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center"
            />
          </ForPhase>
        )}
      </section>

      <section className="wrap py-12 text-center">
        <ButtonLink href="/events" variant="secondary">
          All events
          <ArrowRight className="size-4" aria-hidden />
        </ButtonLink>
      </section>
    </EventPhaseProvider>
  );
}
