// AI solutions: assistants, document processing and lead qualification (spec §2: capabilities,
// benefits, use cases and a 4-step process).
import { site } from "@/config/site";
import type { Service } from "./types";

export const aiSolutions = {
  slug: "ai-solutions",
  title: "AI Solutions",
  navSubtitle: "Intelligent automation systems",
  icon: "Bot",
  cardDescription:
    "AI assistants and automations that answer customers, qualify leads and handle repetitive work, trained on your business and supervised by your team.",
  features: [
    "24/7 chat and voice assistants",
    "Document and inbox processing",
    "AI lead qualification",
    "Custom GPT-powered workflows",
  ],
  meta: {
    title: "AI Solutions for Small Business",
    description: `AI assistants, document processing and intelligent workflows built for small businesses in ${site.address.city} and beyond. Save hours every week without adding headcount.`,
  },
  hero: {
    title: "AI That Takes Work Off Your Plate, Not Control Out of Your Hands",
    intro:
      "We build practical AI systems that answer questions, sort paperwork and qualify leads around the clock, so you and your team can focus on the work only people can do.",
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
      kind: "cards",
      id: "capabilities-heading",
      eyebrow: "Capabilities",
      title: "What Our AI Solutions Can Do",
      intro:
        "Practical systems trained on your business, each with a clear job and a person in charge.",
      cards: [
        {
          title: "Conversational Assistants",
          description:
            "Website and messaging chatbots that answer common questions, collect contact details and book appointments, day or night.",
          icon: "MessagesSquare",
        },
        {
          title: "Document Processing",
          description:
            "Pull the key details out of invoices, intake forms, contracts and emails and drop them straight into the right system.",
          icon: "FileText",
        },
        {
          title: "Lead Qualification",
          description:
            "AI reviews every new inquiry, scores it against your ideal customer and routes hot leads to the right person immediately.",
          icon: "UserCheck",
        },
        {
          title: "Knowledge Assistants",
          description:
            "An internal assistant trained on your policies, price lists and past projects so staff get accurate answers in seconds.",
          icon: "Brain",
        },
        {
          title: "Predictive Insights",
          description:
            "Forecast demand, spot customers at risk of churning and see which campaigns are likely to pay off before you spend.",
          icon: "TrendingUp",
        },
      ],
    },
    {
      kind: "checklist",
      id: "benefits-heading",
      eyebrow: "Benefits",
      title: "Why Businesses Put AI to Work",
      items: [
        {
          title: "Always-on response",
          description: "Customers get a helpful answer at 11 p.m. on a Sunday, not a voicemail.",
        },
        {
          title: "Fewer repetitive tasks",
          description:
            "Your team stops retyping, sorting and chasing, and spends that time on clients.",
        },
        {
          title: "Consistent quality",
          description:
            "Every inquiry gets the same accurate, on-brand answer, whoever is on shift.",
        },
        {
          title: "Scale without hiring",
          description: "Handle busy seasons and growth spurts without adding headcount to match.",
        },
        {
          title: "Human oversight built in",
          description:
            "Clear hand-offs and approval steps keep people in charge of the decisions that matter.",
        },
      ],
    },
    {
      kind: "use-cases",
      id: "use-cases-heading",
      eyebrow: "Use cases",
      title: "Where AI Makes the Biggest Difference",
      items: [
        {
          title: "After-hours lead capture",
          description:
            "A home services company lets an AI assistant answer website visitors overnight, collect job details and book estimates for the morning crew.",
        },
        {
          title: "Intake and paperwork",
          description:
            "A professional services firm turns emailed forms and PDFs into clean CRM records without anyone copying and pasting.",
        },
        {
          title: "Customer support triage",
          description:
            "An online store resolves order-status and return questions automatically and escalates only the tricky ones to staff.",
        },
        {
          title: "Sales team assistant",
          description:
            "Reps get call summaries, suggested follow-ups and draft emails generated from every conversation.",
        },
      ],
    },
    {
      kind: "process",
      id: "process-heading",
      eyebrow: "Our process",
      title: "From First Call to a Working Assistant",
      steps: [
        {
          step: 1,
          title: "Assess",
          description:
            "We map your workflows, find where time and leads are slipping away, and pick the AI opportunities with the clearest payback.",
        },
        {
          step: 2,
          title: "Design",
          description:
            "We define what the AI should handle, where people step in, which data it can use and how success will be measured.",
        },
        {
          step: 3,
          title: "Build & Train",
          description:
            "We build the solution, train it on your content and test it against real questions and edge cases before launch.",
        },
        {
          step: 4,
          title: "Launch & Improve",
          description:
            "We go live, monitor conversations and results, and keep tuning so accuracy and impact grow month after month.",
        },
      ],
    },
  ],
  cta: {
    heading: "See what AI could handle in your business",
    text: "In a 30-minute strategy call we'll identify the tasks that are costing you the most time and show you what an AI assistant would look like for them.",
    primary: {
      label: "Schedule a Consultation",
      to: "booking",
    },
  },
  assistant: {
    keywords: [
      "ai",
      "artificial intelligence",
      "chat ?bots?",
      "assistants?",
      "ai agents?",
      "voice( agents?)?",
      "machine learning",
      "gpt",
      "llms?",
    ],
    question: "Can an AI assistant answer our customers after hours?",
    answer:
      "Our AI solutions include chat and voice assistants that answer questions, qualify leads and book appointments around the clock, plus AI tools that automate routine work. Which part of your customer conversations takes the most time today?",
  },
} satisfies Service;
