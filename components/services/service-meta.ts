// Looks up a service's card and SEO copy by slug, so each detail page builds its metadata and
// hero from content/services.ts instead of repeating strings.
import type { Metadata } from "next";
import { serviceHref } from "@/content/navigation";
import { type Service, type ServiceSlug, services } from "@/content/services";

export function getService(slug: ServiceSlug): Service {
  const service = services.find((s) => s.slug === slug);
  if (!service) throw new Error(`Unknown service slug: ${slug}`);
  return service;
}

export function serviceMetadata(slug: ServiceSlug): Metadata {
  const service = getService(slug);
  return {
    title: service.metaTitle,
    description: service.metaDescription,
    alternates: { canonical: serviceHref(slug) },
  };
}
