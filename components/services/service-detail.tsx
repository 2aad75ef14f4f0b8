import { CalendarDays } from "lucide-react";
import type { ReactNode } from "react";
import { CtaBand } from "@/components/marketing/cta-band";
import { IconCardGrid } from "@/components/marketing/icon-card-grid";
import { PageHero } from "@/components/marketing/page-hero";
import { CheckList } from "@/components/services/check-list";
import { ProcessSteps } from "@/components/services/process-steps";
import { getService } from "@/components/services/service-meta";
import { UseCaseGrid } from "@/components/services/use-case-grid";
import { ButtonLink, ExternalButton } from "@/components/ui/button";
import { Section, SectionHeading } from "@/components/ui/section";
import { site } from "@/config/site";
import {
  type IconCard,
  type ProcessStep,
  type ServiceCta,
  type ServiceSlug,
  servicesOverview,
  type TitledText,
} from "@/content/services";

type Headings = {
  capabilities: { title: string; intro: string };
  benefits: string;
  useCases: string;
  process: string;
};

/**
 * The shared layout of the AI-solutions and marketing-automation pages: hero, capabilities,
 * benefits, use cases, process and a closing call to action. `figures` sits after the hero.
 */
export function ServiceDetail({
  slug,
  detail,
  headings,
  figures,
}: {
  slug: ServiceSlug;
  detail: {
    capabilities: readonly IconCard[];
    benefits: readonly TitledText[];
    useCases: readonly TitledText[];
    process: readonly ProcessStep[];
    cta: ServiceCta;
  };
  headings: Headings;
  figures?: ReactNode;
}) {
  const service = getService(slug);
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

      {figures}

      <Section labelledBy="capabilities-heading">
        <SectionHeading
          id="capabilities-heading"
          eyebrow="Capabilities"
          title={headings.capabilities.title}
          intro={headings.capabilities.intro}
        />
        <IconCardGrid cards={detail.capabilities} />
      </Section>

      <Section labelledBy="benefits-heading" className="bg-surface">
        <SectionHeading id="benefits-heading" eyebrow="Benefits" title={headings.benefits} />
        <CheckList items={detail.benefits} className="mx-auto max-w-5xl" />
      </Section>

      <Section labelledBy="use-cases-heading">
        <SectionHeading id="use-cases-heading" eyebrow="Use cases" title={headings.useCases} />
        <UseCaseGrid items={detail.useCases} />
      </Section>

      <ProcessSteps
        id="process-heading"
        title={headings.process}
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
