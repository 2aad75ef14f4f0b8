// The workshop landing page's sections (spec §2); texts that change once the event is over give
// one per phase.
import { team } from "../about";
import type { Exactly, IconName, Stat, TitledText } from "../types";

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

const [marcus, priya] = team;

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
  intro: "Three practitioners who set up these systems for small businesses every week.",
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
  heading: {
    upcoming: "Choose Your Ticket",
    live: "Join Now: Choose Your Ticket",
    past: "Get the Recording",
  },
  intro: {
    upcoming: "One hour, live online. Both tickets include the recording and the templates.",
    live: "We're live now. Both tickets include the recording and the templates.",
    past: "Both tickets include the full recording, the slides and the templates.",
  },
  popularLabel: "Popular",
  priceUnit: "USD",
  notOnSaleTitle: "Not on sale yet",
  notOnSaleText: {
    upcoming:
      "Online checkout for this ticket opens soon. Book a free call or email us and we'll save you a seat.",
    live: "Online checkout for this ticket is not open. Book a free call or email us and we'll send you the recording.",
    past: "Online checkout for the recording opens soon. Book a free call or email us and we'll send it to you.",
  },
  notOnSaleBookLabel: "Book a free call",
  notOnSaleEmailLabel: "Email us",
  checkoutHelp: "Checkout not loading?",
  mailSubject: "Workshop seat",
  paymentsHeading: "Secure checkout",
  paymentsLabel: "Accepted payment methods",
  paymentsText: "Payments are processed securely by Stripe. We never see your card details.",
  payments: ["Credit & debit cards", "Apple Pay", "Google Pay"],
} as const;

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

/** The results owners see from the systems the workshop teaches (spec §9 marketing claims). */
export const claimsSection = {
  id: "workshop-results-heading",
  eyebrow: "Why it matters",
  heading: "What These Systems Do for Small Businesses",
  intro: "Figures from the content and automation systems we set up for our clients.",
} as const;

export const claims: Exactly<Stat, 5> = [
  { value: "60%", label: "Efficiency gain", description: "in content production" },
  { value: "15+", label: "Hours saved per week", description: "on writing and publishing" },
  { value: "85%", label: "Less manual work", description: "in follow-up and CRM tasks" },
  { value: "99%", label: "Data accuracy", description: "with connected, automated tools" },
  { value: "4x", label: "Faster processes", description: "from idea to published post" },
];

export const detailsSection = {
  eyebrow: "Event details",
  heading: { upcoming: "When and Where", live: "When and Where", past: "About the Recording" },
  labels: {
    date: { upcoming: "Date", live: "Date", past: "Recorded on" },
    time: "Time",
    duration: "Duration",
    where: "Where",
    access: "Access",
    recording: "Recording",
  },
  linkNote: {
    upcoming: "The meeting link is emailed to you after purchase.",
    live: "The meeting link is emailed to you right after purchase.",
    past: "The recording link is emailed to you right after purchase.",
  },
  recordingNote: {
    upcoming: "The recording is available right after the session ends.",
    live: "The recording is available right after the session ends.",
    past: "The recording is available now, to watch at your own pace.",
  },
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
  heading: {
    upcoming: "Reserve Your Seat and Get Three Bonuses",
    live: "Join Now and Get Three Bonuses",
    past: "Get the Recording and Three Bonuses",
  },
  intro: {
    upcoming:
      "Every ticket comes with extras that help you finish what you start: join live, keep the recording and templates, and put them to work with our help.",
    live: "Every ticket comes with extras that help you finish what you start: join now, keep the recording and templates, and put them to work with our help.",
    past: "Every recording comes with extras that help you finish what you start: keep the templates, and put them to work with our help.",
  },
  bonusLabel: "Bonus",
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
