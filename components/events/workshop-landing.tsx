// The spec's workshop (§2), the seeded event at its fixed address: the template's words from
// content/workshop; times, prices, buy buttons, the description and the hosts from the event;
// once over, it points to the next event.
import { ForPhase } from "@/components/events/event-phase";
import { NextEvent } from "@/components/events/next-event";
import { WorkshopDetails, WorkshopHosts } from "@/components/events/workshop-details";
import { WorkshopHero } from "@/components/events/workshop-hero";
import { WorkshopPhase } from "@/components/events/workshop-phase";
import { WorkshopDescription, WorkshopPillars } from "@/components/events/workshop-series";
import { WorkshopClosingOffer, WorkshopTickets } from "@/components/events/workshop-tickets";
import { ComparisonCards } from "@/components/marketing/comparison-cards";
import { IconCardGrid } from "@/components/marketing/icon-card-grid";
import { StatsBand } from "@/components/marketing/stats-band";
import { HeadedSection } from "@/components/ui/section";
import {
  claims,
  claimsSection,
  comparisonSection,
  whatYouGet,
  whatYouGetSection,
  workshop,
} from "@/content/workshop";
import type { PublicEvent } from "@/lib/db/queries/events";
import { workshopReferences } from "@/lib/events/workshop-checkout";
import type { CheckoutConfig } from "@/lib/validations/workshop";

/** The seeded workshop's page metadata (the spec's title and description). */
export const workshopMetadata = {
  title: { absolute: workshop.title },
  description: workshop.metaDescription,
  path: workshop.path,
};

export function WorkshopLanding({
  event,
  next,
  checkout,
}: {
  /** The seeded event behind this page: its buy buttons send its tickets' references. */
  event: PublicEvent;
  next: PublicEvent | null;
  /** What the page is built with; the ticket cards ask the server for the current settings. */
  checkout: CheckoutConfig;
}) {
  // The owner's times and prices for the seeded event.
  const times = { start: event.startsAt, end: event.endsAt };
  const prices = Object.fromEntries(event.tickets.map((t) => [t.id, t.priceCents / 100]));
  return (
    <WorkshopPhase times={times}>
      <WorkshopHero times={times} />
      <ForPhase phases={["past"]}>
        <section aria-label="Next event" className="wrap py-10">
          <NextEvent next={next} from={workshop.path.replace("/events/", "")} />
        </section>
      </ForPhase>
      <WorkshopPillars />
      <WorkshopDescription html={event.body} />
      <StatsBand
        id={claimsSection.id}
        eyebrow={claimsSection.eyebrow}
        title={claimsSection.heading}
        intro={claimsSection.intro}
        stats={claims}
      />
      <WorkshopHosts hosts={event.hosts} />
      <WorkshopTickets checkout={checkout} references={workshopReferences(event)} prices={prices} />
      <HeadedSection headingId="comparison-heading" copy={comparisonSection}>
        <ComparisonCards before={comparisonSection.old} after={comparisonSection.new} />
      </HeadedSection>
      <WorkshopDetails times={times} />
      <HeadedSection headingId="what-you-get-heading" copy={whatYouGetSection}>
        <IconCardGrid cards={whatYouGet} />
      </HeadedSection>
      <WorkshopClosingOffer />
    </WorkshopPhase>
  );
}
