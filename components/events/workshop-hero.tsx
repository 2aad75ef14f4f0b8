// The workshop's hero: the phase's framing, the title, the countdown (zeros once the start has
// passed), the badges and the two buttons that scroll to the tickets.

import { SplitHero } from "@/components/marketing/split-hero";
import { ExternalLink } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { ArrowDown } from "@/components/ui/icons";
import { site } from "@/config/site";
import {
  phaseCopy,
  pricingSection,
  scrollCtas,
  workshop,
  workshopBadges,
} from "@/content/workshop";
import { isCountdownOver } from "@/lib/events/countdown";
import { fillPhaseCopy } from "@/lib/events/phase";
import { type WorkshopTimes, workshopScheduleLabels } from "@/lib/events/workshop";
import { EventCountdown } from "./event-countdown";
import { PhaseText } from "./event-phase";
import { ScrollToButton } from "./scroll-to-button";
import "./workshop.css";

export function WorkshopHero({ times }: { times: WorkshopTimes }) {
  const { start } = times;
  const schedule = workshopScheduleLabels(times);
  // A start that has passed at render time stays passed, so the browser's first render (zeros)
  // matches. Before the start both render placeholders.
  const startedAtRender = isCountdownOver(start, Date.now());
  return (
    <SplitHero
      id="workshop-heading"
      eyebrow={<PhaseText text={fillPhaseCopy(phaseCopy.eyebrow, { date: schedule.date })} />}
      title={workshop.headline}
      intro={<PhaseText text={phaseCopy.intro} />}
      aside={
        <EventCountdown
          target={start.toISOString()}
          startedAtRender={startedAtRender}
          heading={workshop.countdownHeading}
          endedHeading={<PhaseText text={phaseCopy.countdownEnded} />}
          schedule={
            <p>
              <span className="font-semibold text-ink">{schedule.date}</span>
              <br />
              {schedule.time} · {workshop.platformLabel}
            </p>
          }
          endedNote={
            <p>
              {workshop.endedNote}{" "}
              <ExternalLink
                href={site.bookingPath}
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                {workshop.endedCta}
              </ExternalLink>
              .
            </p>
          }
        />
      }
    >
      <ul aria-label="Included" className="wbadges">
        {workshopBadges.map((badge) => (
          <li key={badge.icon}>
            <Icon name={badge.icon} />
            <PhaseText text={badge.label} />
          </li>
        ))}
      </ul>
      <div className="acts">
        <ScrollToButton targetId={pricingSection.id} size="lg">
          <PhaseText text={scrollCtas.reserve} />
          <ArrowDown className="size-5" aria-hidden />
        </ScrollToButton>
        <ScrollToButton targetId={pricingSection.id} variant="secondary" size="lg">
          <PhaseText text={scrollCtas.viewPricing} />
        </ScrollToButton>
      </div>
    </SplitHero>
  );
}
