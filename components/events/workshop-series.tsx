// The workshop's place in its series: the three pillars (this session's emphasised), the build
// card that ties them together, and its description with the button to the tickets.

import { Icon } from "@/components/ui/icon";
import { ArrowRight, Star } from "@/components/ui/icons";
import { HeadedSection, Section } from "@/components/ui/section";
import { buildCard, pillars, pillarsSection, pricingSection, scrollCtas } from "@/content/workshop";
import { PhaseText } from "./event-phase";
import { ScrollToButton } from "./scroll-to-button";
import "@/components/ui/prose.css";
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

/** The workshop's description, the event's own (seeded with what is built live), and the button to
 * the tickets; an empty one leaves the section out. */
export function WorkshopDescription({ html }: { html: string }) {
  if (!html) return null;
  return (
    <Section className="alt">
      <div
        className="prose-article mx-auto max-w-3xl"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from Markdown and sanitised when saved (lib/events/manage.ts)
        dangerouslySetInnerHTML={{ __html: html }}
      />
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
    </Section>
  );
}
