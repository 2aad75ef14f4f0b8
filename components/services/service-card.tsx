import { ButtonLink } from "@/components/ui/button";
import { CheckItems } from "@/components/ui/check-items";
import { Icon } from "@/components/ui/icon";
import { ArrowRight } from "@/components/ui/icons";
import { serviceHref } from "@/content/navigation";
import type { Service } from "@/content/services";
import "./services.css";

/** One card of the services overview: icon, title, description, features and a Learn More link. */
export function ServiceCard({ service }: { service: Service }) {
  const headingId = `service-${service.slug}-heading`;
  return (
    <article aria-labelledby={headingId} className="svc group">
      <Icon name={service.icon} />
      <h3 id={headingId}>{service.title}</h3>
      <p>{service.cardDescription}</p>
      <CheckItems items={service.features} className="sm mt-6 flex-1" />
      <ButtonLink href={serviceHref(service.slug)} variant="secondary" className="mt-8 self-start">
        Learn More<span className="sr-only"> about {service.title}</span>
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
      </ButtonLink>
    </article>
  );
}
