// The brand: one place for names, mailboxes, links and address. Environment variables
// (see lib/env.ts) override the defaults; client components receive these values as props.
import "server-only";
import { env, siteUrl } from "@/lib/env";

export const site = {
  url: siteUrl,
  company: env.COMPANY_NAME ?? "Bluebonnet Labs",
  tagline: "AI automation, marketing systems and custom software for growing businesses",
  description:
    "Bluebonnet Labs is an Austin, Texas agency building AI solutions, marketing automation, custom software and systems integrations for small businesses.",
  assistantName: env.ASSISTANT_NAME ?? "Ava",
  consultantName: env.CONSULTANT_NAME ?? "Marcus Reyes",
  supportEmail: env.SUPPORT_EMAIL ?? "support@bluebonnetlabs.ai",
  helloEmail: env.HELLO_EMAIL ?? "hello@bluebonnetlabs.ai",
  bookingUrl: env.BOOKING_URL ?? "https://cal.com/bluebonnet-labs/strategy-call",
  responsePromise: "We reply to every message within 24 hours.",
  address: {
    street: "600 Congress Ave, Suite 1400",
    city: "Austin",
    region: "TX",
    postalCode: "78701",
    country: "US",
  },
  socials: [
    { name: "LinkedIn", href: "https://www.linkedin.com/company/bluebonnet-labs" },
    { name: "X", href: "https://x.com/bluebonnetlabs" },
    { name: "YouTube", href: "https://www.youtube.com/@bluebonnetlabs" },
  ],
} as const;

export type Site = typeof site;

export const formatAddress = (a: Site["address"] = site.address) =>
  `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`;
