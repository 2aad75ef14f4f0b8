// Pricing menu for the "AI-Powered Growth System": packages, line items by category and foundations.
import type { Exactly } from "./types";

export type Package = {
  name: string;
  price: string;
  note: string;
  popular: boolean;
  features: string[];
  button: string;
};

export type LineItemType = "Core" | "Add-on" | "By Requirement";

export type LineItemPeriod = "one-time" | "monthly";

export type LineItem = {
  name: string;
  type: LineItemType;
  /** Price in whole US dollars; null means quoted per project ("Custom"). */
  price: number | null;
  period: LineItemPeriod;
};

export type LineItemCategory = {
  name: string;
  items: LineItem[];
};

export type FoundationItem = {
  name: string;
  price: number;
  description: string;
};

export const pricingPage = {
  title: "AI-Powered Growth System",
  intro:
    "Pick a package or build your own from the menu below. Builds are one-time and yours to keep, media management is billed monthly, and every piece has a transparent price, so you only pay for what moves your business forward.",
  packagesHeading: "Packages",
  menuHeading: "Build Your Own System",
  menuIntro:
    "Core items form the backbone of most systems, add-ons extend them, and items marked By Requirement are scoped to your needs.",
  foundationsHeading: "Foundations",
  foundationsIntro:
    "The one-time technical setup every system runs on. Everything is created in your name, so you keep full ownership.",
  popularLabel: "Most Popular",
  customLabel: "Custom",
} as const satisfies Record<string, string>;

export const packages: Exactly<Package, 3> = [
  {
    name: "Starter",
    price: "$5,000",
    note: "one-time",
    popular: false,
    features: [
      "Conversion-focused landing page and intake form",
      "AI chatbot assistant trained on your business",
      "CRM table to track every lead",
      "Instant auto-reply emails for new inquiries",
      "Foundations setup: domain, hosting and database",
      "Team training session and handover",
    ],
    button: "Get Started",
  },
  {
    name: "Growth",
    price: "$8,000",
    note: "one-time",
    popular: true,
    features: [
      "Everything in Starter",
      "Smart blog with AI-assisted, human-approved articles",
      "AI lead scoring and customer journey mapping",
      "Personalized email marketing sequences",
      "SMS follow-ups and reminders",
      "Analytics dashboard for leads and campaigns",
      "30 days of post-launch tuning",
    ],
    button: "Get Started",
  },
  {
    name: "AI Max",
    price: "$10,000+",
    note: "custom quote",
    popular: false,
    features: [
      "Everything in Growth",
      "AI voice assistant to answer calls",
      "AI avatar image and video generation",
      "Custom integrations with your existing tools",
      "Custom software features built to spec",
      "Priority support and quarterly strategy reviews",
    ],
    button: "Schedule a Consultation",
  },
];

export const lineItemCategories: LineItemCategory[] = [
  {
    name: "Website & Capture",
    items: [
      { name: "Landing Page & Intake Form", type: "Core", price: 2500, period: "one-time" },
      { name: "Smart Blog", type: "Add-on", price: 900, period: "one-time" },
      { name: "Chatbot Assistant", type: "Core", price: 1000, period: "one-time" },
    ],
  },
  {
    name: "CRM & Lead Intelligence",
    items: [
      { name: "CRM Table", type: "Core", price: 1000, period: "one-time" },
      { name: "Customer Journey", type: "Add-on", price: 1500, period: "one-time" },
      { name: "Lead Scoring", type: "Add-on", price: 1500, period: "one-time" },
    ],
  },
  {
    name: "Email & SMS",
    items: [
      { name: "Personalized Email Marketing", type: "Add-on", price: 1150, period: "one-time" },
      { name: "Auto-Reply Email", type: "Core", price: 150, period: "one-time" },
      { name: "Email Newsletters", type: "Add-on", price: 400, period: "one-time" },
      { name: "SMS", type: "Add-on", price: 700, period: "one-time" },
    ],
  },
  {
    name: "Analytics",
    items: [{ name: "Analytics Dashboard", type: "Add-on", price: 2000, period: "one-time" }],
  },
  {
    name: "Media",
    items: [
      { name: "Paid Media", type: "By Requirement", price: 1250, period: "monthly" },
      { name: "Organic Media", type: "Add-on", price: 500, period: "monthly" },
    ],
  },
  {
    name: "AI Creative",
    items: [
      { name: "AI Copywriter Tune-Up", type: "Add-on", price: 500, period: "one-time" },
      { name: "AI Avatar Image Generator", type: "Add-on", price: 500, period: "one-time" },
      {
        name: "AI Avatar Video Generator",
        type: "By Requirement",
        price: 1500,
        period: "one-time",
      },
    ],
  },
  {
    name: "Voice",
    items: [
      {
        name: "Voice Assistant “Talk To Us”",
        type: "By Requirement",
        price: null,
        period: "one-time",
      },
    ],
  },
];

export const foundations: Exactly<FoundationItem, 4> = [
  {
    name: "Code-Hosting Account",
    price: 150,
    description:
      "A private repository for your system's code, owned by you, with full version history.",
  },
  {
    name: "Domain & DNS",
    price: 150,
    description:
      "Domain registration or transfer, DNS records and email authentication set up correctly.",
  },
  {
    name: "Hosting, Server & Database",
    price: 350,
    description:
      "Secure, fast cloud hosting and a managed database sized for your traffic and data.",
  },
  {
    name: "APIs & Webhooks",
    price: 350,
    description:
      "The connections that let your forms, CRM, email and third-party tools exchange data.",
  },
];

const usdFormatter = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Formats whole dollars for display, e.g. 2500 → "$2,500". */
export function formatUsd(n: number): string {
  return usdFormatter.format(n);
}

/** Display price of a line item: "$1,250", or "Custom" when it is quoted per project. */
export function formatLineItemPrice(item: LineItem): string {
  return item.price === null ? pricingPage.customLabel : formatUsd(item.price);
}
