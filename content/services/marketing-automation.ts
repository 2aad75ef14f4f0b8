// Marketing automation: lead capture and nurturing (spec §2: ROI figures 300%, 6x, 75% and a
// 5-step process).
import { site } from "@/config/site";
import type { Service } from "./types";

export const marketingAutomation = {
  slug: "marketing-automation",
  title: "Marketing Automation",
  navSubtitle: "Lead generation & nurturing",
  icon: "Megaphone",
  cardDescription:
    "Capture every lead, follow up at the right moment and turn more inquiries into paying customers with email, SMS and CRM automations that run themselves.",
  features: [
    "Lead capture and intake forms",
    "Personalized email and SMS sequences",
    "Lead scoring and customer journeys",
    "Campaign analytics dashboards",
  ],
  meta: {
    title: "Marketing Automation & Lead Nurturing",
    description: `Automated lead capture, scoring and personalized email and SMS follow-up that turns more inquiries into customers. Built and managed by ${site.company}.`,
  },
  hero: {
    title: "Follow Up With Every Lead, Every Time, Automatically",
    intro:
      "Most leads go cold because nobody got back to them fast enough. We build marketing systems that respond in minutes, nurture prospects with relevant messages and tell you exactly who is ready to buy.",
    primary: {
      label: "Schedule a Consultation",
      to: "booking",
    },
    secondary: {
      label: "View Pricing",
      href: "/pricing",
    },
  },
  sections: [
    {
      kind: "figures",
      id: "roi-heading",
      eyebrow: "Return on investment",
      title: "Automation That Pays for Itself",
      intro:
        "What our clients typically see once their lead capture and follow-up run on their own.",
      figures: [
        {
          value: "300%",
          label: "Average ROI",
          description: "Typical return on marketing automation spend within the first year.",
        },
        {
          value: "6x",
          label: "More qualified leads",
          description:
            "Consistent nurturing turns more cold inquiries into sales-ready conversations.",
        },
        {
          value: "75%",
          label: "Less time on follow-up",
          description: "Manual emails, reminders and list updates handled automatically.",
        },
      ],
    },
    {
      kind: "cards",
      id: "capabilities-heading",
      eyebrow: "Capabilities",
      title: "A Complete Lead Engine, Built for You",
      intro: "Every piece from the first form fill to the signed deal, connected and automated.",
      cards: [
        {
          title: "Lead Capture",
          description:
            "High-converting landing pages, intake forms and chat that feed every new lead directly into your CRM.",
          icon: "Target",
        },
        {
          title: "Email & SMS Nurturing",
          description:
            "Personalized sequences triggered by what each prospect does, so the right message lands at the right time.",
          icon: "Send",
        },
        {
          title: "Lead Scoring",
          description:
            "Automatically rank leads by fit and engagement so your team calls the people most likely to buy first.",
          icon: "Funnel",
        },
        {
          title: "Customer Journeys",
          description:
            "Map the path from first visit to repeat customer and automate the touchpoints along the way.",
          icon: "Workflow",
        },
        {
          title: "Campaign Analytics",
          description:
            "One dashboard showing where leads come from, what they cost and which campaigns turn into revenue.",
          icon: "TrendingUp",
        },
      ],
    },
    {
      kind: "checklist",
      id: "benefits-heading",
      eyebrow: "Benefits",
      title: "Why Automated Follow-Up Wins",
      items: [
        {
          title: "Faster speed to lead",
          description:
            "New inquiries get a personal reply within minutes instead of hours or days.",
        },
        {
          title: "No lead left behind",
          description: "Every contact is tracked and followed up until they buy, book or opt out.",
        },
        {
          title: "More revenue from existing leads",
          description:
            "Nurturing wins back prospects who weren't ready the first time they reached out.",
        },
        {
          title: "Clear attribution",
          description:
            "Know which channels and messages actually drive sales, and budget accordingly.",
        },
        {
          title: "Hours back every week",
          description: "Stop sending follow-ups by hand and let the system do the remembering.",
        },
      ],
    },
    {
      kind: "use-cases",
      id: "use-cases-heading",
      eyebrow: "Use cases",
      title: "Journeys We Automate Every Day",
      items: [
        {
          title: "Quote follow-up",
          description:
            "Contractors automatically follow up on open estimates with reminders, reviews and financing options until the customer decides.",
        },
        {
          title: "Appointment reminders and rebooking",
          description:
            "Clinics and salons cut no-shows with SMS reminders and invite past clients back when they're due.",
        },
        {
          title: "Webinar and event funnels",
          description:
            "Registrations, reminders, replays and post-event offers run on their own from sign-up to sale.",
        },
        {
          title: "Win-back campaigns",
          description:
            "E-commerce brands re-engage lapsed customers with personalized offers based on what they bought before.",
        },
      ],
    },
    {
      kind: "process",
      id: "process-heading",
      eyebrow: "Our process",
      title: "How We Launch Your Marketing System",
      steps: [
        {
          step: 1,
          title: "Audit",
          description:
            "We review your current lead sources, CRM, email lists and follow-up process to find the biggest leaks.",
        },
        {
          step: 2,
          title: "Strategy",
          description:
            "We map your customer journey and decide which messages, triggers and scores will move leads forward.",
        },
        {
          step: 3,
          title: "Build",
          description:
            "We set up the forms, CRM pipeline, sequences and integrations, and write the copy in your brand voice.",
        },
        {
          step: 4,
          title: "Launch",
          description:
            "We test every path end to end, switch it on and watch the first leads flow through in real time.",
        },
        {
          step: 5,
          title: "Optimize",
          description:
            "We review results monthly, A/B test subject lines and timing, and refine scoring as your data grows.",
        },
      ],
    },
  ],
  cta: {
    heading: "Ready to stop losing leads to slow follow-up?",
    text: "Book a strategy call and we'll map out the first automated journey for your business, including what it would take to launch it.",
    primary: {
      label: "Schedule a Consultation",
      to: "booking",
    },
  },
  assistant: {
    keywords: [
      "marketing",
      "email campaigns?",
      "newsletters?",
      "nurtur\\w*",
      "leads?",
      "lead gen\\w*",
      "sms",
      "funnels?",
      "drip",
      "campaigns?",
      "seo",
      "geo",
    ],
    question: "How do you follow up with leads automatically?",
    answer:
      "Our marketing automation captures leads, scores them and follows up with personalised email and SMS so nobody slips through the cracks. Where do your leads usually come from right now?",
  },
} satisfies Service;
