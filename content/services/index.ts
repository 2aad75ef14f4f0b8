// The service catalogue. Adding a service is one new file in this folder and one line below:
// its page, the navigation and footer, the contact form's choices and their validation, the
// admin's labels, the assistant's topics, answers and prompt, and the sitemap all follow.

import { site } from "@/config/site";
import type { PageHeroContent } from "../types";
import { aiSolutions } from "./ai-solutions";
import { customSoftware } from "./custom-software";
import { marketingAutomation } from "./marketing-automation";
import { systemsIntegration } from "./systems-integration";
import type { Service } from "./types";

export type { Service, ServiceAction, ServiceSection } from "./types";

export const services: Service[] = [
  aiSolutions,
  marketingAutomation,
  customSoftware,
  systemsIntegration,
];

export const servicesOverview = {
  eyebrow: "Services",
  heading: "Services Built Around How Your Business Actually Runs",
  intro:
    "Whether you need an AI assistant that answers leads at midnight, a marketing engine that nurtures prospects on autopilot, or software built for one specific job, we design, build and support it end to end.",
  ctaHeading: "Not sure where to start?",
  ctaText:
    "Book a free consultation. We'll look at your current tools and workflows and show you the two or three automations that would pay off fastest.",
  ctaLabel: "Schedule a Consultation",
  metaDescription: `AI solutions, marketing automation, custom software and systems integration for small businesses, designed, built and supported by our ${site.address.city} team.`,
} as const;

export const serviceHref = (slug: string) => `/services/${slug}`;

export function getServiceBySlug(slug: string, list: Service[] = services): Service | undefined {
  return list.find((service) => service.slug === slug);
}

/** The contact form's "service" choices: every service, then a general consultation. */
export function contactServiceOptions(list: Service[] = services) {
  return [
    ...list.map((s) => ({ value: s.slug, label: s.title })),
    { value: "consultation", label: "General Consultation" },
  ];
}

export const servicesHero: PageHeroContent = {
  eyebrow: servicesOverview.eyebrow,
  title: servicesOverview.heading,
  intro: servicesOverview.intro,
  actions: [
    { label: servicesOverview.ctaLabel, to: "booking" },
    { label: "View Pricing", href: "/pricing" },
  ],
};
