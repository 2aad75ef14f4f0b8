// The workshop's place in its series: the three pillars (this session's emphasised), the build
// card that ties them together, and the two things built live with the button to the tickets.

import { Icon } from "@/components/ui/icon";
import { ArrowRight, Check, Star } from "@/components/ui/icons";
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
import { cn } from "@/lib/utils/cn";
import { PhaseText } from "./event-phase";
import { ScrollToButton } from "./scroll-to-button";

export function WorkshopPillars() {
  return (
    <HeadedSection headingId="pillars-heading" copy={pillarsSection}>
      <ul className="mt-12 grid items-stretch gap-6 md:grid-cols-3">
        {pillars.map((pillar) => (
          <li
            key={pillar.stage}
            className={cn(
              "relative flex flex-col rounded-card bg-white p-6 sm:p-8",
              pillar.emphasised
                ? "border-2 border-brand-500 shadow-lift md:-my-3 md:py-11"
                : "border border-line shadow-card",
            )}
          >
            {pillar.emphasised && (
              <p className="absolute -top-3.5 left-6 inline-flex items-center gap-1 rounded-pill bg-brand-600 px-3 py-1 text-xs font-bold uppercase tracking-wider text-white">
                <Star className="size-3" aria-hidden />
                {pillarsSection.emphasisLabel}
              </p>
            )}
            <span
              className={cn(
                "inline-flex size-11 items-center justify-center rounded-xl",
                pillar.emphasised ? "bg-brand-600 text-white" : "bg-brand-50 text-brand-600",
              )}
            >
              <Icon name={pillar.icon} className="size-6" />
            </span>
            <p className="mt-5 text-sm font-semibold uppercase tracking-wider text-brand-600">
              {pillar.stage}
            </p>
            <h3 className="mt-1 text-xl font-semibold text-ink">{pillar.title}</h3>
            <p className="mt-3 leading-7 text-muted">{pillar.description}</p>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col gap-5 rounded-card border border-brand-100 bg-brand-50 p-6 sm:flex-row sm:items-center sm:p-8">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-900 text-white">
          <Icon name={buildCard.icon} className="size-6" />
        </span>
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">
            {buildCard.stage}
          </p>
          <h3 className="mt-1 text-xl font-semibold text-ink">{buildCard.title}</h3>
          <p className="mt-2 leading-7 text-muted">{buildCard.description}</p>
        </div>
      </div>
    </HeadedSection>
  );
}

export function WorkshopBuildLive() {
  return (
    <HeadedSection headingId="build-live-heading" copy={buildLiveSection} className="bg-surface">
      <ul className="mt-12 grid gap-6 md:grid-cols-2">
        {buildLive.map((card) => (
          <li
            key={card.title}
            className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
          >
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-accent-500/10 text-accent-700">
              <Icon name={card.icon} className="size-6" />
            </span>
            <h3 className="mt-5 text-xl font-semibold text-ink">{card.title}</h3>
            <p className="mt-2 leading-7 text-muted">{card.description}</p>
            <ul className="mt-5 space-y-2">
              {card.outcomes.map((outcome) => (
                <li key={outcome} className="flex gap-3 text-sm leading-6 text-ink">
                  <Check className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
                  {outcome}
                </li>
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
          <ArrowRight className="size-5 shrink-0" aria-hidden />
        </ScrollToButton>
      </div>
    </HeadedSection>
  );
}
