import { ArrowLeftRight, ArrowRight, CalendarDays } from "lucide-react";
import type { Metadata } from "next";
import { Fragment } from "react";
import { CtaBand } from "@/components/marketing/cta-band";
import { IconCardGrid } from "@/components/marketing/icon-card-grid";
import { PageHero } from "@/components/marketing/page-hero";
import { CheckList } from "@/components/services/check-list";
import { FiguresBand } from "@/components/services/figures-band";
import { ProcessSteps } from "@/components/services/process-steps";
import { getService, serviceMetadata } from "@/components/services/service-meta";
import { ButtonLink, ExternalButton } from "@/components/ui/button";
import { Section, SectionHeading } from "@/components/ui/section";
import { site } from "@/config/site";
import { systemsIntegrationDetail as detail } from "@/content/services";

export const metadata: Metadata = serviceMetadata("systems-integration");

/** "HubSpot ↔ QuickBooks": an arrow icon between the names, read aloud as "HubSpot with QuickBooks". */
function IntegrationPair({ pair }: { pair: string }) {
  const names = pair.split("↔").map((part) => part.trim());
  if (names.length < 2) return <>{pair}</>;
  return (
    <>
      <span className="sr-only">{names.join(" with ")}</span>
      <span aria-hidden className="inline-flex flex-wrap items-center gap-x-2">
        {names.map((name, i) => (
          <Fragment key={name}>
            {i > 0 && <ArrowLeftRight className="size-4 shrink-0 text-brand-500" />}
            <span>{name}</span>
          </Fragment>
        ))}
      </span>
    </>
  );
}

export default function SystemsIntegrationPage() {
  const service = getService("systems-integration");
  return (
    <>
      <PageHero eyebrow={service.title} title={service.heroTitle} intro={service.heroIntro}>
        <ExternalButton href={site.bookingUrl} size="lg">
          <CalendarDays className="size-5" aria-hidden />
          {detail.buttons.startProject}
        </ExternalButton>
        <ButtonLink href="/contact" variant="secondary" size="lg">
          {detail.buttons.customIntegration}
          <ArrowRight className="size-5" aria-hidden />
        </ButtonLink>
      </PageHero>

      <Section labelledBy="integration-services-heading">
        <SectionHeading
          id="integration-services-heading"
          eyebrow="What we do"
          title="Integration Services"
          intro="From a single sync to a fully connected back office, built on official APIs and monitored around the clock."
        />
        <IconCardGrid cards={detail.services} columns={4} />
      </Section>

      <FiguresBand
        id="impact-heading"
        eyebrow="Impact"
        title="What Connected Systems Deliver"
        intro="Typical results once data stops being copied between apps by hand."
        figures={detail.impactFigures}
      />

      <Section labelledBy="benefits-heading">
        <SectionHeading id="benefits-heading" eyebrow="Benefits" title="Why Integrate" />
        <CheckList items={detail.benefits} className="mx-auto max-w-4xl" />
      </Section>

      <Section labelledBy="categories-heading" className="bg-surface">
        <SectionHeading
          id="categories-heading"
          eyebrow="Integration categories"
          title="Connections We Build Most Often"
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {detail.integrationCategories.map((category) => (
            <li
              key={category.name}
              className="rounded-card border border-line bg-white p-6 shadow-card"
            >
              <h3 className="text-lg font-semibold text-ink">{category.name}</h3>
              <ul className="mt-4 space-y-3 text-sm font-medium text-ink">
                {category.examples.map((pair) => (
                  <li key={pair} className="rounded-lg bg-surface px-3 py-2">
                    <IntegrationPair pair={pair} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="platforms-heading">
        <SectionHeading
          id="platforms-heading"
          eyebrow="Platforms"
          title="Tools We Connect"
          intro="A few of the platforms we integrate with regularly. If it has an API, we can usually connect it."
        />
        <ul className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {detail.platforms.map((platform) => (
            <li
              key={platform.name}
              className="flex flex-col rounded-card border border-line bg-white p-5 shadow-card"
            >
              <span className="font-semibold text-ink">{platform.name}</span>
              <span className="sr-only">, </span>
              <span className="mt-1 text-sm text-muted">{platform.category}</span>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col items-start justify-between gap-6 rounded-card border border-brand-100 bg-brand-50 p-6 sm:flex-row sm:items-center sm:p-8">
          <p className="text-lg font-medium text-ink">
            Using a tool that isn&apos;t listed? Tell us what you need connected.
          </p>
          <ButtonLink href="/contact" className="shrink-0">
            {detail.buttons.customIntegration}
            <ArrowRight className="size-4" aria-hidden />
          </ButtonLink>
        </div>
      </Section>

      <ProcessSteps
        id="process-heading"
        title="Five Steps to Connected Systems"
        steps={detail.process}
        className="bg-surface"
      />

      <CtaBand
        title={detail.cta.heading}
        text={detail.cta.text}
        label={detail.buttons.assessment}
      />
    </>
  );
}
