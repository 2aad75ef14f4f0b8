// The workshop's place in its series: the three pillars (this session's emphasised), the build
// card that ties them together, and the two things built live with the button to the tickets.

import { Icon } from "@/components/ui/icon";
import { ArrowRight, Star } from "@/components/ui/icons";
import { HeadedSection } from "@/components/ui/section";
import {
  buildCard,
  buildLive,
  buildLiveSection,
  pillars,
  pillarsSection,
  pricingSection,
  scrollCtas,
} from "@/content/workshop";
import { PhaseText } from "./event-phase";
import { ScrollToButton } from "./scroll-to-button";
import "./workshop.css";

export function WorkshopPillars() {
  return (
    <HeadedSection headingId="pillars-heading" copy={pillarsSection}>
      <ul className="pillars">
        {pillars.map((pillar) => (
          <li key={pillar.stage} {...(pillar.emphasised ? { className: "em" } : {})}>
            {pillar.emphasised && (
              <p className="flag">
                <Star />
                {pillarsSection.emphasisLabel}
              </p>
            )}
            <span className="chip">
              <Icon name={pillar.icon} />
            </span>
            <p className="stg">{pillar.stage}</p>
            <h3>{pillar.title}</h3>
            <p>{pillar.description}</p>
          </li>
        ))}
      </ul>
      <div className="build">
        <span>
          <Icon name={buildCard.icon} />
        </span>
        <div>
          <p className="stg">{buildCard.stage}</p>
          <h3>{buildCard.title}</h3>
          <p>{buildCard.description}</p>
        </div>
      </div>
    </HeadedSection>
  );
}

export function WorkshopBuildLive() {
  return (
    <HeadedSection headingId="build-live-heading" copy={buildLiveSection} className="alt">
      <ul className="blive">
        {buildLive.map((card) => (
          <li key={card.title} className="card">
            <span className="chip">
              <Icon name={card.icon} />
            </span>
            <h3>{card.title}</h3>
            <p>{card.description}</p>
            <ul className="chk sm tall">
              {card.outcomes.map((outcome, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static content; a key is written into the RSC payload
                <li key={i}>{outcome}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <div className="mt-12 flex justify-center">
        <ScrollToButton
          targetId={pricingSection.id}
          size="lg"
          className="h-auto! min-h-12 py-3 text-center"
        >
          <PhaseText text={scrollCtas.secureSpot} />
          <ArrowRight className="size-5 shrink-0" />
        </ScrollToButton>
      </div>
    </HeadedSection>
  );
}
