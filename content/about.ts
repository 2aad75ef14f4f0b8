// About page copy: company story, four values, the two co-founders and the mission statement.
// The company and the consultant (the co-founder who leads strategy calls) come from the brand.
import { site } from "@/config/site";
import type { Exactly, IconCard, PageHeroContent } from "./types";

export type TeamMember = {
  name: string;
  role: string;
  bio: string;
  /** A photo: a path under public/ or an uploaded URL. Without one, a monogram is shown. */
  image?: string;
};

export type AboutIntro = {
  heading: string;
  intro: string;
};

export const aboutIntro: AboutIntro = {
  heading: `Practical AI for the Businesses That Keep ${site.address.city} Running`,
  intro: `We're a small ${site.address.city} team of engineers and marketers who help owners put AI and automation to work without the jargon, the hype or the enterprise price tag.`,
};

export const aboutHero: PageHeroContent = {
  eyebrow: "About us",
  title: aboutIntro.heading,
  intro: aboutIntro.intro,
  actions: [
    { label: "Schedule a Consultation", to: "booking" },
    { label: "Explore Services", href: "/services" },
  ],
};

export const story: string[] = [
  `${site.company} started with a simple observation: the small businesses around us were working harder than ever, yet losing leads to slow follow-up and losing evenings to data entry. Meanwhile, the AI and automation tools that big companies used to pull ahead were finally affordable. What was missing was someone to set them up properly.`,
  "So we started building. First a chat assistant for a friend's dental practice, then a lead-scoring system for a local real estate team, then a custom dashboard that replaced three subscriptions for an online retailer. Each project taught us the same lesson: the best results come from fitting technology to the business, not the other way around.",
  "Today we design, build and support AI-powered growth systems for owners and marketers across Texas and beyond. We still work the same way: we start with your goals, build in small steps you can see, and stay around to make sure it keeps paying off.",
];

export const values: Exactly<IconCard, 4> = [
  {
    title: "Practical Over Flashy",
    description:
      "We recommend AI only where it saves real time or wins real customers, and we'll tell you when a simpler fix will do.",
    icon: "Lightbulb",
  },
  {
    title: "People Stay in Charge",
    description:
      "Automation handles the repetitive work; your team keeps the judgment calls. Every system has clear human review and hand-off points.",
    icon: "Users",
  },
  {
    title: "You Own What We Build",
    description:
      "Your code, data, accounts and domains live in your name. No lock-in, no hostage situations, no surprise renewals.",
    icon: "ShieldCheck",
  },
  {
    title: "Straight Talk, Clear Pricing",
    description:
      "Transparent line-item prices, honest timelines and plain-English updates from first call to launch and beyond.",
    icon: "Handshake",
  },
];

export const team: Exactly<TeamMember, 2> = [
  {
    name: site.consultantName,
    role: "Co-founder & COO",
    bio: `${site.consultantFirstName} spent a decade running operations and marketing for service businesses before co-founding ${site.company}. They lead every strategy call, turning an owner's day-to-day headaches into a clear automation plan with a realistic budget. When not mapping workflows, they're usually on a trail somewhere in the Hill Country.`,
  },
  {
    name: "Priya Natarajan",
    role: "Co-founder & CTO",
    bio: `Priya is a software engineer who has built data platforms and AI products for startups and growing companies. She leads architecture and engineering at ${site.company}, making sure every assistant, integration and app is secure, reliable and easy to maintain. She's happiest when a complicated process turns into a single button.`,
  },
];

export const mission = {
  heading: "Our Mission",
  statement:
    "To give every small business the AI and automation advantages once reserved for large companies, built responsibly, priced transparently and designed to help people do their best work.",
} as const satisfies Record<string, string>;
