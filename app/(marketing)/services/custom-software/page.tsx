import { ArrowRight, CalendarDays } from "lucide-react";
import type { Metadata } from "next";
import { CtaBand } from "@/components/marketing/cta-band";
import { IconCardGrid } from "@/components/marketing/icon-card-grid";
import { PageHero } from "@/components/marketing/page-hero";
import { ProcessSteps } from "@/components/services/process-steps";
import { getService, serviceMetadata } from "@/components/services/service-meta";
import { ButtonLink, ExternalButton } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Section, SectionHeading } from "@/components/ui/section";
import { site } from "@/config/site";
import {
  customSoftwareDetail as detail,
  type IconName,
  type TechStackGroupName,
} from "@/content/services";

export const metadata: Metadata = serviceMetadata("custom-software");

const groupIcons: Record<TechStackGroupName, IconName> = {
  Frontend: "MonitorSmartphone",
  Backend: "Server",
  Infrastructure: "Cloud",
};

// "View Portfolio" shows finished client work, which lives on the use-case pages.
const portfolioHref = "/use-cases";

export default function CustomSoftwarePage() {
  const service = getService("custom-software");
  return (
    <>
      <PageHero eyebrow={service.title} title={service.heroTitle} intro={service.heroIntro}>
        <ExternalButton href={site.bookingUrl} size="lg">
          <CalendarDays className="size-5" aria-hidden />
          {detail.buttons.primary}
        </ExternalButton>
        <ButtonLink href={portfolioHref} variant="secondary" size="lg">
          {detail.buttons.secondary}
          <ArrowRight className="size-5" aria-hidden />
        </ButtonLink>
      </PageHero>

      <Section labelledBy="what-we-build-heading">
        <SectionHeading
          id="what-we-build-heading"
          eyebrow="What we build"
          title="Applications Shaped Around Your Process"
          intro="Focused tools that replace spreadsheets, workarounds and subscriptions you only half use."
        />
        <IconCardGrid cards={detail.whatWeBuild} />
      </Section>

      <Section labelledBy="tech-stack-heading" className="bg-surface">
        <SectionHeading
          id="tech-stack-heading"
          eyebrow="Technology"
          title="A Modern Stack You Own Outright"
          intro="Proven, widely used technologies, so any good developer can maintain what we build."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {detail.techStack.map((group) => (
            <li
              key={group.group}
              className="rounded-card border border-line bg-white p-6 shadow-card"
            >
              <div className="flex items-center gap-3">
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                  <Icon name={groupIcons[group.group]} className="size-6" />
                </span>
                <h3 className="text-lg font-semibold text-ink">{group.group}</h3>
              </div>
              <ul className="mt-5 flex flex-wrap gap-2">
                {group.technologies.map((tech) => (
                  <li
                    key={tech}
                    className="rounded-pill border border-brand-100 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
                  >
                    {tech}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>

      <ProcessSteps
        id="process-heading"
        title="Six Phases, No Surprises"
        intro="You see working software every week or two, from the first workshop to long after launch."
        steps={detail.process}
      />

      <CtaBand title={detail.cta.heading} text={detail.cta.text}>
        <ExternalButton href={site.bookingUrl} variant="inverse" size="lg">
          <CalendarDays className="size-5" aria-hidden />
          {detail.buttons.primary}
        </ExternalButton>
        <ButtonLink href={portfolioHref} variant="outline-inverse" size="lg">
          {detail.buttons.secondary}
          <ArrowRight className="size-5" aria-hidden />
        </ButtonLink>
      </CtaBand>
    </>
  );
}
