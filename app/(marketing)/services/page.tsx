import { CtaBand } from "@/components/marketing/cta-band";
import { PageHero } from "@/components/marketing/page-hero";
import { ServiceCard } from "@/components/services/service-card";
import { CardGrid } from "@/components/ui/card-grid";
import { Section } from "@/components/ui/section";
import { services, servicesHero, servicesOverview } from "@/content/services";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({
  title: "Services",
  description: servicesOverview.metaDescription,
  path: "/services",
});

export default function ServicesPage() {
  return (
    <>
      <PageHero {...servicesHero} />

      <Section labelledBy="services-list-heading">
        <h2 id="services-list-heading" className="sr-only">
          Our services
        </h2>
        <CardGrid items={services} keyOf={(s) => s.slug} cols={2}>
          {(service) => <ServiceCard service={service} />}
        </CardGrid>
      </Section>

      <CtaBand
        title={servicesOverview.ctaHeading}
        text={servicesOverview.ctaText}
        label={servicesOverview.ctaLabel}
      />
    </>
  );
}
