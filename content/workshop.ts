// The paid online workshop (spec §2 "Workshop landing page" and "Thank-you page", §3, §9):
// schedule, tickets, page copy and the thank-you page. The next workshop is a change to this
// file only: times are wall-clock times in `timeZone`, turned into instants by lib/events.
import { site } from "@/config/site";
import { team } from "./about";
import type { Exactly, IconName, TitledText } from "./types";

export type TicketId = "standard" | "vip";

export type WorkshopTicket = {
  id: TicketId;
  name: string;
  /** US dollars, e.g. 44.95. */
  price: number;
  tagline: string;
  items: string[];
  popular: boolean;
};

export type WorkshopExpert = {
  name: string;
  role: string;
  /** A photo: a path under public/ or an uploaded URL. Without one, a monogram is shown. */
  image?: string;
  /** What this expert covers in the session. */
  focus: string;
};

export type WorkshopPillar = TitledText & {
  stage: string;
  icon: IconName;
  /** The pillar this session is about; shown emphasised. */
  emphasised: boolean;
};

export type WorkshopBadge = { label: string; icon: IconName };

export type EventDetail = { label: string; value: string; icon: IconName };

const [marcus, priya] = team;

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
  metaDescription: `A one-hour live online workshop from ${site.company} in Austin: build an AI content strategy that attracts, engages and converts. Recording and templates included.`,
  eyebrow: "Live online workshop · Austin, TX",
  headline: "AI for Business, Part 1: The Future of Content",
  intro:
    "In one focused hour, learn how small businesses use AI to plan, write and repurpose content that brings in customers, and leave with templates you can use the same afternoon.",
  countdownHeading: "The workshop starts in",
  endedHeading: "This workshop has taken place",
  endedNote: "The recording and templates are still available with every ticket.",
  endedCta: "Or book a free strategy call",
} as const;

export const workshopBadges: Exactly<WorkshopBadge, 3> = [
  { label: "Live online event", icon: "Radio" },
  { label: "Recording included", icon: "Video" },
  { label: "Templates provided", icon: "FileText" },
];

/** Labels of the buttons that scroll to the tickets (spec §2). */
export const scrollCtas = {
  reserve: "Reserve My Seat",
  viewPricing: "View Pricing",
  secureSpot: "Master AI for Business: Secure Your Spot",
  getTickets: "Get Tickets Now",
} as const;

export const pillarsSection = {
  eyebrow: "The AI for Business series",
  heading: "Attract, Engage, Convert: One System, Three Pillars",
  intro:
    "Every business that grows with AI gets three things right. Part 1 goes deep on the one most owners struggle with: content that keeps customers engaged.",
  emphasisLabel: "This session",
} as const;

export const pillars: Exactly<WorkshopPillar, 3> = [
  {
    stage: "Attract",
    title: "AI-Powered Website",
    description:
      "A fast, search-friendly site with an assistant that answers questions and captures leads around the clock.",
    icon: "Globe",
    emphasised: false,
  },
  {
    stage: "Engage",
    title: "AI Content Strategy",
    description:
      "Plan, write and repurpose blog posts, emails and social content in your own voice, in a fraction of the time.",
    icon: "PenLine",
    emphasised: true,
  },
  {
    stage: "Convert",
    title: "AI Business Systems",
    description:
      "Lead scoring, follow-up and CRM automations that turn interest into booked calls and paying customers.",
    icon: "Target",
    emphasised: false,
  },
];

export const buildCard = {
  stage: "Build",
  title: "AI Implementation",
  description:
    "The pillars only pay off when they are wired together. We show how the content you create feeds your website, your inbox and your CRM, and what it takes to put it in place, with or without our help.",
  icon: "Wrench",
} as const satisfies { stage: string; title: string; description: string; icon: IconName };

export const buildLiveSection = {
  eyebrow: "Hands-on",
  heading: "What We'll Build Live",
  intro: "No slides-only theory: you watch both built from scratch, step by step, and get copies.",
} as const;

export const buildLive: Exactly<TitledText & { icon: IconName; outcomes: string[] }, 2> = [
  {
    title: "A 30-Day AI Content Calendar",
    description:
      "From your offers and customer questions to a month of topics, outlines and posting dates, generated and refined live.",
    icon: "CalendarRange",
    outcomes: [
      "Topic research from real customer questions",
      "Outlines for blog, email and social",
      "A posting schedule you can keep",
    ],
  },
  {
    title: "A Brand-Voice Content Assistant",
    description:
      "A reusable AI assistant that writes in your voice and turns one article into a week of emails and social posts.",
    icon: "Sparkles",
    outcomes: [
      "A brand-voice guide the AI follows",
      "One-to-many repurposing workflow",
      "Human review before anything is published",
    ],
  },
];

export const expertsSection = {
  eyebrow: "Your hosts",
  heading: "Learn From the People Who Build It",
  intro: "Three practitioners who set up these systems for Texas businesses every week.",
} as const;

export const experts: Exactly<WorkshopExpert, 3> = [
  {
    name: marcus.name,
    role: marcus.role,
    image: marcus.image,
    focus:
      "Turns content into a growth plan: which pieces to create first and how to measure what they bring in.",
  },
  {
    name: priya.name,
    role: priya.role,
    image: priya.image,
    focus:
      "Shows the tools and automations behind the scenes, and how to keep your data and brand safe while using them.",
  },
  {
    name: "Jenna Cole",
    role: "AI Content Strategist",
    focus:
      "Leads the live build: prompts, brand voice and an editing process that keeps AI content sounding like you.",
  },
];

export const pricingSection = {
  id: "pricing",
  eyebrow: "Tickets",
  heading: "Choose Your Ticket",
  intro: "One hour, live online. Both tickets include the recording and the templates.",
  popularLabel: "Popular",
  notOnSaleTitle: "Not on sale yet",
  notOnSaleText:
    "Online checkout for this ticket opens soon. Book a free call or email us and we'll save you a seat.",
  notOnSaleBookLabel: "Book a free call",
  notOnSaleEmailLabel: "Email us",
  checkoutHelp: "Checkout not loading?",
  paymentsHeading: "Secure checkout",
  paymentsText: "Payments are processed securely by Stripe. We never see your card details.",
  payments: ["Credit & debit cards", "Apple Pay", "Google Pay"],
} as const;

export const tickets: Exactly<WorkshopTicket, 2> = [
  {
    id: "standard",
    name: "Standard Ticket",
    price: 44.95,
    tagline: "Everything you need to put AI to work on your content.",
    items: [
      "Live access to the 60-minute workshop, with Q&A",
      "Recording and slides, available right after the session",
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

export const comparisonSection = {
  eyebrow: "Old vs new",
  heading: "Content Creation Has Changed",
  old: {
    title: "The Old Way",
    points: [
      "Staring at a blank page every week",
      "One blog post eats a whole afternoon",
      "Posting whenever there's time, with no plan",
      "Hiring an agency for every campaign",
      "No idea which content brings in customers",
    ],
  },
  new: {
    badge: "With AI",
    title: "The New Way",
    points: [
      "A month of topics planned in one sitting",
      "First drafts in minutes, polished by you",
      "One idea repurposed across every channel",
      "Templates your team can run on its own",
      "Content tied to leads and sales in your CRM",
    ],
  },
} as const;

export const detailsSection = {
  eyebrow: "Event details",
  heading: "When and Where",
  linkNote: "The meeting link is emailed to you after purchase.",
  recordingNote: "The recording is available right after the session ends.",
} as const;

export const whatYouGetSection = {
  eyebrow: "What you get",
  heading: "Walk Away With a Working System",
} as const;

export const whatYouGet: Array<TitledText & { icon: IconName }> = [
  {
    title: "A Clear Content Strategy",
    description: "Know what to publish, where and why, mapped to your customers' questions.",
    icon: "Compass",
  },
  {
    title: "Ready-to-Use Templates",
    description: "Content calendar, brand-voice guide and prompt pack, yours to keep.",
    icon: "FileText",
  },
  {
    title: "The Full Recording",
    description: "Rewatch any step at your own pace, available right after the session.",
    icon: "Video",
  },
  {
    title: "Hours Back Every Week",
    description: "A repeatable workflow that turns one idea into a week of content.",
    icon: "Clock",
  },
  {
    title: "Answers to Your Questions",
    description: "Live Q&A with people who build these systems for a living.",
    icon: "MessagesSquare",
  },
  {
    title: "A Path to Parts 2 and 3",
    description: "See how content connects to your website and sales systems next.",
    icon: "Route",
  },
];

export const closingOffer = {
  eyebrow: "Closing offer",
  heading: "Reserve Your Seat and Get Three Bonuses",
  intro:
    "Every ticket comes with extras that help you finish what you start: join live, keep the recording and templates, and put them to work with our help.",
} as const;

/** The bonuses of the closing offer, included with every ticket. */
export const bonuses: Exactly<TitledText & { icon: IconName }, 3> = [
  {
    title: "Implementation Guides",
    description: "Step-by-step guides for each workflow we build, with screenshots and checklists.",
    icon: "BookOpen",
  },
  {
    title: "Community Access",
    description: "30 days in our private community to swap prompts and results with other owners.",
    icon: "Users",
  },
  {
    title: "Support Session",
    description: "A 30-minute 1:1 session with our team to get your own system running.",
    icon: "LifeBuoy",
  },
];

export const thankYou = {
  eyebrow: "Registration confirmed",
  heading: "You're Registered!",
  intro:
    "Thank you for reserving your seat. Your receipt is on its way to your inbox, and we can't wait to see you there.",
  detailsHeading: "Your Event",
  locationLabel: "Online",
  meetingLinkLabel: "Join the meeting",
  calendarHeading: "Add It to Your Calendar",
  calendarLabels: { google: "Google Calendar", outlook: "Outlook", other: "Other (.ics)" },
  icsFileName: "ai-for-business-workshop.ics",
  calendarDescription: `Live online workshop by ${site.company}: build an AI content strategy that attracts, engages and converts. Join with the meeting link; the recording is available right after.`,
  nextStepsHeading: "What Happens Next",
  shareHeading: "Bring a Colleague",
  shareText: `I just signed up for "AI for Business, Part 1: The Future of Content", a live online workshop by ${site.company}. Join me!`,
  referralNote:
    "For every person you refer who attends, you get a free 30-minute strategy call with our team.",
  callHeading: "Want Help Sooner?",
  callText: "Talk through your goals with us on a free strategy call, no strings attached.",
  callLabel: "Book Your Free Strategy Call",
  linksLabel: `More from ${site.company}`,
  supportLabel: "Email support",
  metaDescription:
    "Your seat at AI for Business, Part 1 is confirmed: event details, calendar links and what happens next.",
} as const;

export const nextSteps: Exactly<TitledText & { icon: IconName }, 3> = [
  {
    title: "Check Your Email",
    description: "Your receipt and registration confirmation arrive within a few minutes.",
    icon: "MailCheck",
  },
  {
    title: "Get Your Access Link",
    description: "24 hours before the event we email the meeting link and the workshop templates.",
    icon: "Link",
  },
  {
    title: "Join Live",
    description: "Click the link a few minutes early, bring your questions and build along.",
    icon: "Video",
  },
];

export const thankYouLinks: Array<{ label: string; href: string }> = [
  { label: "Home", href: "/" },
  { label: "Workshop details", href: workshop.path },
  { label: "About us", href: "/about" },
  { label: "Services", href: "/services" },
];

/** "$44.95" */
export function formatTicketPrice(price: number): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(price);
}
