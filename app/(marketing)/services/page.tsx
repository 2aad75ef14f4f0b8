import { CalendarDays } from "lucide-react";
import type { Metadata } from "next";
import { CtaBand } from "@/components/marketing/cta-band";
import { PageHero } from "@/components/marketing/page-hero";
import { ServiceCard } from "@/components/services/service-card";
import { ButtonLink, ExternalButton } from "@/components/ui/button";
import { Section } from "@/components/ui/section";
import { site } from "@/config/site";
import { services, servicesOverview } from "@/content/services";

export const metadata: Metadata = {
  title: "Services",
  description:
    "AI solutions, marketing automation, custom software and systems integration for small businesses, designed, built and supported by our Austin team.",
  alternates: { canonical: "/services" },
};

export default function ServicesPage() {
  return (
    <>
      <PageHero eyebrow="Services" title={servicesOverview.heading} intro={servicesOverview.intro}>
        <ExternalButton href={site.bookingUrl} size="lg">
          <CalendarDays className="size-5" aria-hidden />
          {servicesOverview.ctaLabel}
        </ExternalButton>
        <ButtonLink href="/pricing" variant="secondary" size="lg">
          View Pricing
        </ButtonLink>
      </PageHero>

      <Section labelledBy="services-list-heading">
        <h2 id="services-list-heading" className="sr-only">
          Our services
        </h2>
        <ul className="grid gap-6 md:grid-cols-2">
          {services.map((service) => (
            <li key={service.slug}>
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        title={servicesOverview.ctaHeading}
        text={servicesOverview.ctaText}
        label={servicesOverview.ctaLabel}
      />
    </>
  );
}
