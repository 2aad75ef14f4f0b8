import { ButtonLink } from "@/components/ui/button";
import { CheckItems } from "@/components/ui/check-items";
import { Icon } from "@/components/ui/icon";
import { ArrowRight } from "@/components/ui/icons";
import { serviceHref } from "@/content/navigation";
import type { Service } from "@/content/services";

/** One card of the services overview: icon, title, description, features and a Learn More link. */
export function ServiceCard({ service }: { service: Service }) {
  const headingId = `service-${service.slug}-heading`;
  return (
    <article
      aria-labelledby={headingId}
      className="group flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card transition-shadow hover:shadow-lift sm:p-8"
    >
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
        <Icon name={service.icon} className="size-6" />
      </span>
      <h3 id={headingId} className="mt-5 text-xl font-semibold text-ink">
        {service.title}
      </h3>
      <p className="mt-3 leading-7 text-muted">{service.cardDescription}</p>
      <CheckItems
        items={service.features}
        className="mt-6 flex-1"
        itemClassName="text-sm text-ink"
      />
      <ButtonLink href={serviceHref(service.slug)} variant="secondary" className="mt-8 self-start">
        Learn More<span className="sr-only"> about {service.title}</span>
        <ArrowRight
          className="size-4 transition-transform group-hover:translate-x-0.5"
          aria-hidden
        />
      </ButtonLink>
    </article>
  );
}
