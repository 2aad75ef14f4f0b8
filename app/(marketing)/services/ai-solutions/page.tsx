import { CalendarDays } from "lucide-react";
import type { Metadata } from "next";
import { CtaBand } from "@/components/marketing/cta-band";
import { PageHero } from "@/components/marketing/page-hero";
import { CheckList } from "@/components/services/check-list";
import { IconCardGrid } from "@/components/services/icon-card-grid";
import { ProcessSteps } from "@/components/services/process-steps";
import { getService, serviceMetadata } from "@/components/services/service-meta";
import { UseCaseGrid } from "@/components/services/use-case-grid";
import { ButtonLink, ExternalButton } from "@/components/ui/button";
import { Section, SectionHeading } from "@/components/ui/section";
import { site } from "@/config/site";
import { aiSolutionsDetail as detail, servicesOverview } from "@/content/services";

export const metadata: Metadata = serviceMetadata("ai-solutions");

export default function AiSolutionsPage() {
  const service = getService("ai-solutions");
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

      <Section labelledBy="capabilities-heading">
        <SectionHeading
          id="capabilities-heading"
          eyebrow="Capabilities"
          title="What Our AI Solutions Can Do"
          intro="Practical systems trained on your business, each with a clear job and a person in charge."
        />
        <IconCardGrid cards={detail.capabilities} />
      </Section>

      <Section labelledBy="benefits-heading" className="bg-surface">
        <SectionHeading
          id="benefits-heading"
          eyebrow="Benefits"
          title="Why Businesses Put AI to Work"
        />
        <CheckList items={detail.benefits} className="mx-auto max-w-5xl" />
      </Section>

      <Section labelledBy="use-cases-heading">
        <SectionHeading
          id="use-cases-heading"
          eyebrow="Use cases"
          title="Where AI Makes the Biggest Difference"
        />
        <UseCaseGrid items={detail.useCases} />
      </Section>

      <ProcessSteps
        id="process-heading"
        title="From First Call to a Working Assistant"
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
