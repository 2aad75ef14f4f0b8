// The brand (names, mailboxes, links, address, time zone) from the environment, with defaults: all
// copy naming them is built from here. A server started with other values remakes its static
// pages (config/env.mjs PAGE_VARIABLES), so a restart is enough.
import "server-only";
import { replyPromise } from "@/config/business-hours.mjs";
import { env, siteUrl } from "@/lib/env";

const company = env.COMPANY_NAME ?? "Bluebonnet Labs";
/** "Bluebonnet Labs" → "bluebonnetlabs" (domains, handles) and "bluebonnet-labs" (slugs). */
const compact = company.toLowerCase().replace(/[^a-z0-9]+/g, "");
const hyphenated = company
  .toLowerCase()
  .replace(/[^a-z0-9]+/g, "-")
  .replace(/^-|-$/g, "");
const emailDomain = env.EMAIL_DOMAIN ?? `${compact}.ai`;
const consultantName = env.CONSULTANT_NAME ?? "Marcus Reyes";
const timeZoneLabel = "CT";
// Where the business is: the footer, the contact page, structured data and copy that says "Austin".
const address = {
  street: "600 Congress Ave, Suite 1400",
  city: "Austin",
  region: "TX",
  regionName: "Texas",
  postalCode: "78701",
  country: "US",
} as const;

export const site = {
  url: siteUrl,
  company,
  emailDomain,
  tagline: "AI automation, marketing systems and custom software for growing businesses",
  description: `${company} is an ${address.city}, ${address.regionName} agency building AI solutions, marketing automation, custom software and systems integrations for small businesses.`,
  assistantName: env.ASSISTANT_NAME ?? "Ava",
  consultantName,
  /** The consultant's first name, for friendly copy ("Marcus leads every strategy call"). */
  consultantFirstName: consultantName.split(/\s+/)[0] ?? consultantName,
  supportEmail: env.SUPPORT_EMAIL ?? `support@${emailDomain}`,
  helloEmail: env.HELLO_EMAIL ?? `hello@${emailDomain}`,
  /** Where the booking buttons point: /book redirects to `bookingUrl`, or without one to the
   * contact form's call request (never to a calendar that is not the owner's). */
  bookingPath: "/book",
  bookingUrl: env.BOOKING_URL ?? null,
  callRequestPath: "/contact?intent=call",
  responsePromise: "We reply to every message within 24 hours.",
  /** When someone answers (BUSINESS_HOURS, in `timeZone`). */
  businessHours: env.BUSINESS_HOURS,
  /** What the chat tells a visitor who asks for a person. */
  handoffPromise: replyPromise(env.BUSINESS_HOURS, env.HANDOFF_REPLY_MINUTES, timeZoneLabel),
  /** YouTube id of the home page's demo video (DEMO_VIDEO_ID); none: the product still alone. */
  demoVideoId: env.DEMO_VIDEO_ID ?? null,
  /** The time zone of the business: event times, "today" on legal pages and CSV file names. */
  timeZone: "America/Chicago",
  timeZoneLabel,
  address,
  socials: [
    {
      name: "LinkedIn",
      icon: "BrandLinkedIn",
      href: env.LINKEDIN_URL ?? `https://www.linkedin.com/company/${hyphenated}`,
    },
    { name: "X", icon: "BrandX", href: env.X_URL ?? `https://x.com/${compact}` },
    {
      name: "YouTube",
      icon: "BrandYouTube",
      href: env.YOUTUBE_URL ?? `https://www.youtube.com/@${compact}`,
    },
  ],
} as const;

export type Site = typeof site;

export const formatAddress = (a: Site["address"] = site.address) =>
  `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`;
