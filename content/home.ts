// Home page copy: hero, comparison, benefits grid, results figures, testimonials and contact
// section.
import { site } from "@/config/site";
import type { Exactly, IconCard, LinkItem, Stat } from "./types";

export type HomeHero = {
  eyebrow: string;
  headline: string;
  subheadline: string;
  primaryCta: { label: "Book a Strategy Call" };
  secondaryCta: { label: string; href: string };
  /** The hero's media: `youtubeId` adds a play button over the still (null: the still alone);
   *  `poster` replaces the drawn still with an image under public/ or an uploaded URL. */
  demoVideo: { title: string; youtubeId: string | null; posterAlt: string; poster: string | null };
};

export type ComparisonSide = {
  title: string;
  points: Exactly<string, 5>;
};

export type Comparison = {
  heading: string;
  intro: string;
  traditional: ComparisonSide;
  ours: ComparisonSide & { badge: "RECOMMENDED" };
};

export type SectionHeading = {
  heading: string;
  intro: string;
};

export type ResultStat = {
  id: string;
  name: string;
  value: string;
  description: string;
};

export type Testimonial = {
  content: string;
  author: string;
  role: string;
  company: string;
  /** A photo: a path under public/ or an uploaded URL. Without one, a monogram is shown. */
  image?: string;
};

export type UseCasesTeaser = LinkItem & {
  heading: string;
  text: string;
};

export type ContactSection = {
  heading: string;
  intro: string;
  responsePromise: string;
  submitLabel: string;
  successToast: { title: "Message Sent!"; description: string };
  /** The form once sent: what happens next ("{name}": first name, "{email}": their address). */
  sentCard: { heading: string; steps: string[] };
};

export const hero: HomeHero = {
  eyebrow: `AI automation agency in ${site.address.city}, ${site.address.regionName}`,
  headline: "AI-Powered Marketing That Brings You Customers While You Run Your Business",
  subheadline:
    "We build the websites, chat assistants, CRM automations and custom tools that capture every lead, follow up instantly and free your team from busywork, without a six-figure software bill.",
  primaryCta: { label: "Book a Strategy Call" },
  secondaryCta: { label: "See Pricing", href: "/pricing" },
  demoVideo: {
    title: "See an AI-powered growth system in action",
    youtubeId: site.demoVideoId,
    poster: null,
    posterAlt:
      "An AI chat assistant booking a visitor's appointment, and the hot lead it added to the CRM",
  },
};

export const comparison: Comparison = {
  heading: "A Smarter Way to Grow",
  intro:
    "Traditional marketing rents you attention. We build systems you own that keep working long after the campaign ends.",
  traditional: {
    title: "Traditional Marketing",
    points: [
      "Long retainers with slow, monthly reporting",
      "Leads sit in an inbox until someone has time to reply",
      "A stack of SaaS subscriptions that don't talk to each other",
      "Generic campaigns written for everyone and no one",
      "Results that stop the moment you stop paying",
    ],
  },
  ours: {
    title: `${site.company} AI Growth System`,
    badge: "RECOMMENDED",
    points: [
      "Clear one-time builds with transparent, modular pricing",
      "Every lead answered in minutes by AI, 24 hours a day",
      "Your website, CRM, email and tools connected in one system",
      "Personalized messages based on what each prospect needs",
      "Assets and automations you own and keep improving",
    ],
  },
};

export const benefitsSection: SectionHeading = {
  heading: "What We Build for Growing Businesses",
  intro:
    "Practical AI and software that pays for itself, from your first lead to your hundredth repeat customer.",
};

export const benefits: Exactly<IconCard, 6> = [
  {
    title: "Replace Expensive SaaS",
    description:
      "Swap a pile of per-seat subscriptions for lean, custom tools that do exactly what you need and nothing you don't.",
    icon: "DollarSign",
  },
  {
    title: "Build Internal Tools",
    description:
      "Turn the spreadsheets and workarounds your team relies on into fast, reliable apps built around your process.",
    icon: "Wrench",
  },
  {
    title: "Automate Lead Generation",
    description:
      "Capture, qualify and follow up with every inquiry automatically, so no opportunity slips through the cracks.",
    icon: "Target",
  },
  {
    title: "Develop Client Portals",
    description:
      "Give customers one secure place to check progress, share files, approve work and pay, and cut the back-and-forth emails.",
    icon: "LayoutDashboard",
  },
  {
    title: "Streamline Workflows",
    description:
      "Connect your tools and automate the hand-offs between them, from new orders to invoices to team notifications.",
    icon: "Workflow",
  },
  {
    title: "Rapidly Prototype Campaigns",
    description:
      "Go from idea to live landing page, emails and ads in days, test what works and scale the winners.",
    icon: "Rocket",
  },
];

export const resultsSection: SectionHeading = {
  heading: "Results Our Clients Can Measure",
  intro: "Numbers from real projects, tracked from launch day.",
};

export const resultsStats: Exactly<ResultStat, 4> = [
  {
    id: "time-saved",
    name: "Average Time Saved",
    value: "40+ hrs",
    description: "Saved every month by automating follow-ups, data entry and reporting",
  },
  {
    id: "roi",
    name: "Return on Investment",
    value: "300%",
    description: "ROI within 6 months of launching an AI-powered growth system",
  },
  {
    id: "crm-tasks",
    name: "Fewer Manual CRM Tasks",
    value: "85%",
    description: "Reduction in manual CRM updates, lead entry and status changes",
  },
  {
    id: "satisfaction",
    name: "Client Satisfaction",
    value: "98%",
    description: "Of clients rate working with us as excellent in post-project surveys",
  },
];

export const summaryStats: Exactly<Stat, 3> = [
  { value: "50+", label: "Successful projects" },
  { value: "300%", label: "Average ROI increase" },
  { value: "80%", label: "Time savings" },
];

export const testimonialsSection: SectionHeading = {
  heading: "What Our Clients Say",
  intro: "Small businesses across Texas trust us to automate the work that slows them down.",
};

export const testimonials: Exactly<Testimonial, 3> = [
  {
    content:
      "We used to miss half the calls that came in after 5 p.m. Now the chat assistant answers every question, books consultations straight onto our calendar and sends us a summary in the morning. Our front desk finally gets to focus on the patients in the chair.",
    author: "Danielle Ortiz",
    role: "Practice Owner",
    company: "Sunridge Family Dental",
  },
  {
    content: `Our agents were spending their evenings updating the CRM by hand. ${site.company} connected our website, CRM and email so leads are scored and followed up automatically. We're closing more deals with the same team, and nobody misses the data entry.`,
    author: "James Whitaker",
    role: "Marketing Director",
    company: "Cedar Bend Realty Group",
  },
  {
    content:
      "They replaced three subscriptions with one custom order dashboard that syncs Shopify, QuickBooks and our warehouse sheet. It paid for itself within a few months, and when we need a change they turn it around quickly.",
    author: "Sofia Alvarez",
    role: "Founder & CEO",
    company: "Red Oak Outfitters",
  },
];

export const useCasesTeaser: UseCasesTeaser = {
  heading: "See how businesses like yours use automation",
  text: "Browse real examples from dental practices, real estate teams, online stores and service companies.",
  label: "Explore Use Cases",
  href: "/use-cases",
};

export const contactSection: ContactSection = {
  heading: "Let's Talk About Your Business",
  intro:
    "Tell us what's slowing you down or where leads are slipping away. We'll come back with practical ideas, a realistic timeline and a clear price.",
  responsePromise: "We reply to every message within 24 hours.",
  submitLabel: "Send Message",
  successToast: {
    title: "Message Sent!",
    description: "We'll get back to you within 24 hours to discuss your AI automation needs.",
  },
  sentCard: {
    heading: "Thanks, {name}. Here's what happens next",
    steps: [
      "We read your message and reply to {email} within 24 hours.",
      "If a call would help, we suggest a time, or you can pick one now.",
    ],
  },
};
