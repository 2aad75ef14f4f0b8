// Systems integration: the four integration services, categories, twelve platforms, impact
// figures 85%, 99%, 4x and a 5-step process (spec §2).
import type { Service } from "./types";

export const systemsIntegration = {
  slug: "systems-integration",
  title: "Systems Integration",
  navSubtitle: "Connect your existing tools",
  icon: "Plug",
  cardDescription:
    "Make your CRM, accounting, e-commerce and communication tools talk to each other so data is entered once and stays accurate everywhere.",
  features: [
    "CRM and accounting sync",
    "Custom API connections",
    "Real-time data synchronization",
    "Cross-app workflow automation",
  ],
  meta: {
    title: "Systems Integration & API Connections",
    description:
      "Connect HubSpot, Salesforce, QuickBooks, Shopify, Slack and more. We sync your data and automate the hand-offs between the tools you already use.",
  },
  hero: {
    title: "Connect the Tools You Already Pay For",
    intro:
      "Copying data between apps is slow, boring and error-prone. We connect your systems so customer, order and financial data flows automatically, accurately and in real time.",
    primary: {
      label: "Start Integration Project",
      to: "booking",
    },
    secondary: {
      label: "Request Custom Integration",
      href: "/contact",
    },
  },
  sections: [
    {
      kind: "cards",
      id: "integration-services-heading",
      eyebrow: "What we do",
      title: "Integration Services",
      intro:
        "From a single sync to a fully connected back office, built on official APIs and monitored around the clock.",
      cards: [
        {
          title: "CRM Integration",
          description:
            "Connect your CRM to your website, inbox, accounting and support tools so every customer record is complete and current.",
          icon: "Users",
        },
        {
          title: "API Connections",
          description:
            "Custom connections between apps that don't integrate out of the box, built on their official APIs and webhooks.",
          icon: "Cable",
        },
        {
          title: "Data Synchronization",
          description:
            "Keep contacts, orders, inventory and invoices in sync across systems in real time, with no duplicate entry.",
          icon: "RefreshCw",
        },
        {
          title: "Workflow Automation",
          description:
            "Automate the hand-offs between tools, from a closed deal creating an invoice to a new order alerting your team in Slack.",
          icon: "Workflow",
        },
      ],
      columns: 4,
    },
    {
      kind: "figures",
      id: "impact-heading",
      eyebrow: "Impact",
      title: "What Connected Systems Deliver",
      intro: "Typical results once data stops being copied between apps by hand.",
      figures: [
        {
          value: "85%",
          label: "Less manual data entry",
          description: "Records created once and shared automatically across systems.",
        },
        {
          value: "99%",
          label: "Data accuracy",
          description: "Consistent, validated data with no copy-and-paste mistakes.",
        },
        {
          value: "4x",
          label: "Faster reporting",
          description: "Up-to-date numbers in one place instead of exports and spreadsheets.",
        },
      ],
    },
    {
      kind: "checklist",
      id: "benefits-heading",
      eyebrow: "Benefits",
      title: "Why Integrate",
      items: [
        "Enter data once and see it everywhere it's needed",
        "Eliminate copy-and-paste errors between systems",
        "Get real-time reporting across sales, finance and operations",
        "Keep using the tools your team already knows",
        "Monitoring and alerts so broken syncs are caught early",
      ],
    },
    {
      kind: "integration-categories",
      id: "categories-heading",
      eyebrow: "Integration categories",
      title: "Connections We Build Most Often",
      categories: [
        {
          name: "Sales & CRM",
          examples: ["HubSpot ↔ QuickBooks", "Salesforce ↔ Slack", "HubSpot ↔ Google Workspace"],
        },
        {
          name: "E-commerce & Payments",
          examples: ["Shopify ↔ QuickBooks", "Stripe ↔ HubSpot", "Shopify ↔ Mailchimp"],
        },
        {
          name: "Marketing",
          examples: ["Mailchimp ↔ Salesforce", "HubSpot ↔ Airtable"],
        },
        {
          name: "Operations & Support",
          examples: ["Zendesk ↔ Salesforce", "Airtable ↔ Slack", "Microsoft 365 ↔ Zendesk"],
        },
      ],
    },
    {
      kind: "platforms",
      id: "platforms-heading",
      eyebrow: "Platforms",
      title: "Tools We Connect",
      intro:
        "A few of the platforms we integrate with regularly. If it has an API, we can usually connect it.",
      platforms: [
        {
          name: "Salesforce",
          category: "CRM",
        },
        {
          name: "HubSpot",
          category: "CRM",
        },
        {
          name: "QuickBooks",
          category: "Accounting",
        },
        {
          name: "Slack",
          category: "Communication",
        },
        {
          name: "Shopify",
          category: "E-commerce",
        },
        {
          name: "Stripe",
          category: "Payments",
        },
        {
          name: "Mailchimp",
          category: "Email Marketing",
        },
        {
          name: "Zapier",
          category: "Automation",
        },
        {
          name: "Google Workspace",
          category: "Productivity",
        },
        {
          name: "Microsoft 365",
          category: "Productivity",
        },
        {
          name: "Airtable",
          category: "Database",
        },
        {
          name: "Zendesk",
          category: "Customer Support",
        },
      ],
      note: "Using a tool that isn't listed? Tell us what you need connected.",
      action: {
        label: "Request Custom Integration",
        href: "/contact",
      },
    },
    {
      kind: "process",
      id: "process-heading",
      eyebrow: "Our process",
      title: "Five Steps to Connected Systems",
      steps: [
        {
          step: 1,
          title: "Systems Audit",
          description:
            "We inventory your tools, how data moves between them today and where manual work or errors creep in.",
        },
        {
          step: 2,
          title: "Integration Plan",
          description:
            "We design the data flows, decide which system is the source of truth for each record and agree on the rules.",
        },
        {
          step: 3,
          title: "Build & Connect",
          description:
            "We build the connections using official APIs and webhooks, with logging and error handling from the start.",
        },
        {
          step: 4,
          title: "Test & Migrate",
          description:
            "We test with real records, clean up existing duplicates and run the sync in parallel before switching over.",
        },
        {
          step: 5,
          title: "Monitor & Support",
          description:
            "We monitor every integration, alert you to problems before they spread and update connections as your tools change.",
        },
      ],
    },
  ],
  cta: {
    heading: "Find out what your tools could be doing for you",
    text: "Schedule an integration assessment and we'll map your current systems, spot the manual hand-offs and recommend the connections worth building first.",
    primary: {
      label: "Schedule Assessment",
      to: "booking",
    },
  },
  assistant: {
    keywords: [
      "integrat\\w*",
      "connect\\w*",
      "sync\\w*",
      "apis?",
      "webhooks?",
      "zapier",
      "quickbooks",
      "hubspot",
      "salesforce",
      "shopify",
      "crm",
    ],
    question: "Can you connect our CRM and accounting software?",
    answer:
      "We connect the tools you already use, such as your CRM, accounting, e-commerce and email platforms, so data flows automatically and nobody retypes it. Which systems would you like to talk to each other?",
  },
} satisfies Service;
