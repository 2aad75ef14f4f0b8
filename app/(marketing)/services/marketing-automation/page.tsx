import { CalendarDays } from "lucide-react";
import type { Metadata } from "next";
import { CtaBand } from "@/components/marketing/cta-band";
import { PageHero } from "@/components/marketing/page-hero";
import { CheckList } from "@/components/services/check-list";
import { FiguresBand } from "@/components/services/figures-band";
import { IconCardGrid } from "@/components/services/icon-card-grid";
import { ProcessSteps } from "@/components/services/process-steps";
import { getService, serviceMetadata } from "@/components/services/service-meta";
import { UseCaseGrid } from "@/components/services/use-case-grid";
import { ButtonLink, ExternalButton } from "@/components/ui/button";
import { Section, SectionHeading } from "@/components/ui/section";
import { site } from "@/config/site";
import { marketingAutomationDetail as detail, servicesOverview } from "@/content/services";

export const metadata: Metadata = serviceMetadata("marketing-automation");

export default function MarketingAutomationPage() {
  const service = getService("marketing-automation");
  return (
    <>
      <PageHero eyebrow={service.title} title={service.heroTitle} intro={service.heroIntro}>
        <ExternalButton href={site.bookingUrl} size="lg">
          <CalendarDays className="size-5" aria-hidden />
          {servicesOverview.ctaLabel}
        </ExternalButton>
        <ButtonLink href="/pricing" variant="secondary" size="lg">
          View Pricing
        </ButtonLink>
      </PageHero>

      <FiguresBand
        id="roi-heading"
        eyebrow="Return on investment"
        title="Automation That Pays for Itself"
        intro="What our clients typically see once their lead capture and follow-up run on their own."
        figures={detail.roiFigures}
      />

      <Section labelledBy="capabilities-heading">
        <SectionHeading
          id="capabilities-heading"
          eyebrow="Capabilities"
          title="A Complete Lead Engine, Built for You"
          intro="Every piece from the first form fill to the signed deal, connected and automated."
        />
        <IconCardGrid cards={detail.capabilities} />
      </Section>

      <Section labelledBy="benefits-heading" className="bg-surface">
        <SectionHeading
          id="benefits-heading"
          eyebrow="Benefits"
          title="Why Automated Follow-Up Wins"
        />
        <CheckList items={detail.benefits} className="mx-auto max-w-5xl" />
      </Section>

      <Section labelledBy="use-cases-heading">
        <SectionHeading
          id="use-cases-heading"
          eyebrow="Use cases"
          title="Journeys We Automate Every Day"
        />
        <UseCaseGrid items={detail.useCases} />
      </Section>

      <ProcessSteps
        id="process-heading"
        title="How We Launch Your Marketing System"
        steps={detail.process}
        className="bg-surface"
      />

      <CtaBand
        title={detail.cta.heading}
        text={detail.cta.text}
        label={servicesOverview.ctaLabel}
      />
    </>
  );
}
