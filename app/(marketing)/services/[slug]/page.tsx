// /services/{slug}: every service page, from its entry in the catalogue (content/services).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CtaBand } from "@/components/marketing/cta-band";
import { PageHero } from "@/components/marketing/page-hero";
import { ServiceSections } from "@/components/services/service-sections";
import { ActionButton } from "@/components/ui/action-button";
import { JsonLd } from "@/components/ui/json-ld";
import { getServiceBySlug, serviceHref, services } from "@/content/services";
import { pageMetadata } from "@/lib/seo";
import { breadcrumbJsonLd } from "@/lib/structured-data";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return services.map((service) => ({ slug: service.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const service = getServiceBySlug((await params).slug);
  if (!service) return {};
  return pageMetadata({ ...service.meta, path: serviceHref(service.slug) });
}

export default async function ServicePage({ params }: Props) {
  const service = getServiceBySlug((await params).slug);
  if (!service) notFound();
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Services", path: "/services" },
          { name: service.title, path: serviceHref(service.slug) },
        ])}
      />
      <PageHero
        eyebrow={service.title}
        title={service.hero.title}
        intro={service.hero.intro}
        actions={[service.hero.primary, service.hero.secondary]}
      />
      <ServiceSections sections={service.sections} />
      <CtaBand title={service.cta.heading} text={service.cta.text}>
        <ActionButton action={service.cta.primary} variant="inverse" size="lg" />
        {service.cta.secondary && (
          <ActionButton action={service.cta.secondary} variant="outline-inverse" size="lg" />
        )}
      </CtaBand>
    </>
  );
}
