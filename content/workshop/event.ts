// The paid online workshop: the event, its tickets and its phase-dependent words. The next one is
// a change to `workshop.start`/`end` (wall-clock times in `timeZone`); the pages follow.
import { site } from "@/config/site";
import type { IconName, PhaseCopy } from "../types";

export type TicketId = "standard" | "vip";

/** A line of a ticket; one that differs once the event is over gives a text per phase. */
export type TicketItem = string | PhaseCopy;

export type WorkshopTicket = {
  id: TicketId;
  name: string;
  /** US dollars, e.g. 44.95. */
  price: number;
  tagline: string;
  items: TicketItem[];
  popular: boolean;
};

export type WorkshopBadge = { label: PhaseCopy; icon: IconName };

export const workshop = {
  path: "/events/ai-automation-workshop-austin",
  thankYouPath: "/events/thank-you-event",
  title: "AI for Business, Part 1: The Future of Content",
  /** Stable identifier of this session, used as the calendar UID. */
  uid: "ai-for-business-part-1-2025-09-04",
  timeZone: site.timeZone,
  zoneLabel: site.timeZoneLabel,
  /** Wall-clock times in `timeZone`. */
  start: "2025-09-04T11:30",
  end: "2025-09-04T12:30",
  /** Sent to buyers by email; shown on the thank-you page and in the calendar entries. */
  meetingUrl: `https://meet.${site.emailDomain}/ai-for-business-part-1`,
  platformLabel: "Live online (video meeting)",
  metaDescription: `A one-hour live online workshop from ${site.company} in ${site.address.city}: build an AI content strategy that attracts, engages and converts. Recording and templates included.`,
  headline: "AI for Business, Part 1: The Future of Content",
  countdownHeading: "The workshop starts in",
  endedHeading: "This workshop has taken place",
  endedNote: "The recording and templates are still available with every ticket.",
  endedCta: "Or book a free strategy call",
} as const;

/** "Sep 4": the short date of buttons such as the home page FAQ's. */
export function shortEventDate(start: string = workshop.start): string {
  const day = new Date(`${start.slice(0, 10)}T12:00:00Z`);
  return new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }).format(day);
}

/** What the landing page says before, during and after the hour. `{date}`: the event's date. */
export const phaseCopy = {
  eyebrow: {
    upcoming: `Live online workshop · ${site.address.city}, ${site.address.region}`,
    live: "Happening now · live online",
    past: "Recorded on {date}",
  },
  intro: {
    upcoming:
      "In one focused hour, learn how small businesses use AI to plan, write and repurpose content that brings in customers, and leave with templates you can use the same afternoon.",
    live: "We're live right now. Get a ticket to join the rest of the hour, and keep the recording and the templates.",
    past: "Watch the one-hour session on demand: how small businesses use AI to plan, write and repurpose content that brings in customers, with the templates we used.",
  },
  countdownEnded: {
    upcoming: workshop.endedHeading,
    live: "The workshop is live now",
    past: workshop.endedHeading,
  },
} satisfies Record<string, PhaseCopy>;

export const workshopBadges: [WorkshopBadge, WorkshopBadge, WorkshopBadge] = [
  {
    label: { upcoming: "Live online event", live: "Live online event", past: "Recorded live" },
    icon: "Radio",
  },
  {
    label: {
      upcoming: "Recording included",
      live: "Recording included",
      past: "Watch on demand",
    },
    icon: "Video",
  },
  {
    label: {
      upcoming: "Templates provided",
      live: "Templates provided",
      past: "Templates provided",
    },
    icon: "FileText",
  },
];

/** Labels of the buttons that scroll to the tickets (spec §2), in every phase. */
export const scrollCtas = {
  reserve: { upcoming: "Reserve My Seat", live: "Join Now", past: "Get the Recording" },
  viewPricing: { upcoming: "View Pricing", live: "View Pricing", past: "View Pricing" },
  secureSpot: {
    upcoming: "Master AI for Business: Secure Your Spot",
    live: "Master AI for Business: Join Now",
    past: "Master AI for Business: Get the Recording",
  },
  getTickets: { upcoming: "Get Tickets Now", live: "Join Now", past: "Get the Recording" },
} satisfies Record<string, PhaseCopy>;

export const tickets: [WorkshopTicket, WorkshopTicket] = [
  {
    id: "standard",
    name: "Standard Ticket",
    price: 44.95,
    tagline: "Everything you need to put AI to work on your content.",
    items: [
      {
        upcoming: "Live access to the 60-minute workshop, with Q&A",
        live: "Live access to the 60-minute workshop, with Q&A",
        past: "The full 60-minute session, with the Q&A",
      },
      {
        upcoming: "Recording and slides, available right after the session",
        live: "Recording and slides, available right after the session",
        past: "Recording and slides, available at once",
      },
      "AI content templates and prompts",
      "Implementation checklists",
    ],
    popular: false,
  },
  {
    id: "vip",
    name: "VIP Bundle",
    price: 89.95,
    tagline: "For owners who want a plan built around their own business.",
    items: [
      "Everything in Standard",
      "A private 60-minute consultation on your business",
      "10% off future services",
      "Priority support",
    ],
    popular: true,
  },
];

/** A ticket line in one phase. */
export const ticketItemText = (item: TicketItem, phase: keyof PhaseCopy = "upcoming") =>
  typeof item === "string" ? item : item[phase];

/** "$44.95" */
export function formatTicketPrice(price: number): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(price);
}
