// Service catalogue: overview cards, SEO metadata and the detail content of the four service pages.
import type { Exactly, IconCard, IconName, ProcessStep, Stat, TitledText } from "./types";

export type { Exactly, IconCard, IconName, ProcessStep, Stat, TitledText } from "./types";

export type ServiceSlug =
  | "ai-solutions"
  | "marketing-automation"
  | "custom-software"
  | "systems-integration";

export type Service = {
  slug: ServiceSlug;
  title: string;
  navSubtitle: string;
  icon: IconName;
  cardDescription: string;
  features: string[];
  metaTitle: string;
  metaDescription: string;
  heroTitle: string;
  heroIntro: string;
};

/** Closing call to action shown at the bottom of a service page. */
export type ServiceCta = {
  heading: string;
  text: string;
};

export type AiSolutionsDetail = {
  capabilities: IconCard[];
  benefits: TitledText[];
  useCases: TitledText[];
  process: Exactly<ProcessStep, 4>;
  cta: ServiceCta;
};

export type MarketingAutomationDetail = {
  capabilities: IconCard[];
  benefits: TitledText[];
  useCases: TitledText[];
  process: Exactly<ProcessStep, 5>;
  roiFigures: Exactly<Stat, 3>;
  cta: ServiceCta;
};

export type TechStackGroupName = "Frontend" | "Backend" | "Infrastructure";

export type TechStackGroup = {
  group: TechStackGroupName;
  technologies: string[];
};

export type CustomSoftwareDetail = {
  whatWeBuild: IconCard[];
  techStack: [TechStackGroup, TechStackGroup, TechStackGroup];
  process: Exactly<ProcessStep, 6>;
  buttons: { primary: "Start Your Project"; secondary: "View Portfolio" };
  cta: ServiceCta;
};

export type PlatformCategory =
  | "CRM"
  | "Accounting"
  | "Communication"
  | "E-commerce"
  | "Payments"
  | "Email Marketing"
  | "Automation"
  | "Productivity"
  | "Database"
  | "Customer Support";

export type Platform = {
  name: string;
  category: PlatformCategory;
};

export type IntegrationCategory = {
  name: string;
  examples: string[];
};

export type SystemsIntegrationDetail = {
  services: Exactly<IconCard, 4>;
  benefits: string[];
  integrationCategories: Exactly<IntegrationCategory, 4>;
  platforms: Exactly<Platform, 12>;
  process: Exactly<ProcessStep, 5>;
  impactFigures: Exactly<Stat, 3>;
  buttons: {
    customIntegration: "Request Custom Integration";
    startProject: "Start Integration Project";
    assessment: "Schedule Assessment";
  };
  cta: ServiceCta;
};

export type ServiceDetails = {
  "ai-solutions": AiSolutionsDetail;
  "marketing-automation": MarketingAutomationDetail;
  "custom-software": CustomSoftwareDetail;
  "systems-integration": SystemsIntegrationDetail;
};

export const servicesOverview = {
  heading: "Services Built Around How Your Business Actually Runs",
  intro:
    "Whether you need an AI assistant that answers leads at midnight, a marketing engine that nurtures prospects on autopilot, or software built for one specific job, we design, build and support it end to end.",
  ctaHeading: "Not sure where to start?",
  ctaText:
    "Book a free consultation. We'll look at your current tools and workflows and show you the two or three automations that would pay off fastest.",
  ctaLabel: "Schedule a Consultation",
} as const satisfies Record<string, string>;

export const services: Exactly<Service, 4> = [
  {
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
    metaTitle: "AI Solutions for Small Business",
    metaDescription:
      "AI assistants, document processing and intelligent workflows built for small businesses in Austin and beyond. Save hours every week without adding headcount.",
    heroTitle: "AI That Takes Work Off Your Plate, Not Control Out of Your Hands",
    heroIntro:
      "We build practical AI systems that answer questions, sort paperwork and qualify leads around the clock, so you and your team can focus on the work only people can do.",
  },
  {
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
    metaTitle: "Marketing Automation & Lead Nurturing",
    metaDescription:
      "Automated lead capture, scoring and personalized email and SMS follow-up that turns more inquiries into customers. Built and managed by Bluebonnet Labs.",
    heroTitle: "Follow Up With Every Lead, Every Time, Automatically",
    heroIntro:
      "Most leads go cold because nobody got back to them fast enough. We build marketing systems that respond in minutes, nurture prospects with relevant messages and tell you exactly who is ready to buy.",
  },
  {
    slug: "custom-software",
    title: "Custom Software",
    navSubtitle: "Tailored business applications",
    icon: "Code",
    cardDescription:
      "Client portals, internal tools and dashboards built around your process, so you stop paying for bloated software and bending your business to fit it.",
    features: [
      "Client portals and booking apps",
      "Internal tools and admin dashboards",
      "Modern, secure web stack",
      "Ongoing maintenance and support",
    ],
    metaTitle: "Custom Software Development in Austin",
    metaDescription:
      "Custom web applications, client portals and internal tools designed, built and maintained for growing businesses. From discovery to launch and beyond.",
    heroTitle: "Software That Fits Your Business Like It Was Made for It",
    heroIntro:
      "Off-the-shelf tools get you most of the way there. We build the rest: focused applications your team and clients enjoy using, on a modern stack you own outright.",
  },
  {
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
    metaTitle: "Systems Integration & API Connections",
    metaDescription:
      "Connect HubSpot, Salesforce, QuickBooks, Shopify, Slack and more. We sync your data and automate the hand-offs between the tools you already use.",
    heroTitle: "Connect the Tools You Already Pay For",
    heroIntro:
      "Copying data between apps is slow, boring and error-prone. We connect your systems so customer, order and financial data flows automatically, accurately and in real time.",
  },
];

export const serviceSlugs: ServiceSlug[] = services.map((service) => service.slug);

export function isServiceSlug(value: string): value is ServiceSlug {
  return (serviceSlugs as string[]).includes(value);
}

export function getServiceBySlug(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}

export const aiSolutionsDetail: AiSolutionsDetail = {
  capabilities: [
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
  benefits: [
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
      description: "Every inquiry gets the same accurate, on-brand answer, whoever is on shift.",
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
  useCases: [
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
  process: [
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
  cta: {
    heading: "See what AI could handle in your business",
    text: "In a 30-minute strategy call we'll identify the tasks that are costing you the most time and show you what an AI assistant would look like for them.",
  },
};

export const marketingAutomationDetail: MarketingAutomationDetail = {
  capabilities: [
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
  benefits: [
    {
      title: "Faster speed to lead",
      description: "New inquiries get a personal reply within minutes instead of hours or days.",
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
      description: "Know which channels and messages actually drive sales, and budget accordingly.",
    },
    {
      title: "Hours back every week",
      description: "Stop sending follow-ups by hand and let the system do the remembering.",
    },
  ],
  useCases: [
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
  process: [
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
  roiFigures: [
    {
      value: "300%",
      label: "Average ROI",
      description: "Typical return on marketing automation spend within the first year.",
    },
    {
      value: "6x",
      label: "More qualified leads",
      description: "Consistent nurturing turns more cold inquiries into sales-ready conversations.",
    },
    {
      value: "75%",
      label: "Less time on follow-up",
      description: "Manual emails, reminders and list updates handled automatically.",
    },
  ],
  cta: {
    heading: "Ready to stop losing leads to slow follow-up?",
    text: "Book a strategy call and we'll map out the first automated journey for your business, including what it would take to launch it.",
  },
};

export const customSoftwareDetail: CustomSoftwareDetail = {
  whatWeBuild: [
    {
      title: "Client Portals",
      description:
        "Secure spaces where customers track projects, share files, sign off work and pay invoices.",
      icon: "Users",
    },
    {
      title: "Internal Tools",
      description:
        "Purpose-built apps that replace spreadsheets and sticky notes for scheduling, inventory or job tracking.",
      icon: "Wrench",
    },
    {
      title: "Dashboards & Reporting",
      description:
        "Live views of sales, operations and marketing data pulled together from all your systems.",
      icon: "LayoutDashboard",
    },
    {
      title: "Booking & Ordering Apps",
      description: "Custom booking, quoting and ordering flows that match how you actually sell.",
      icon: "CalendarCheck",
    },
    {
      title: "AI-Enabled Applications",
      description:
        "Apps with AI built in, from smart search across your documents to automatic drafting and summaries.",
      icon: "Sparkles",
    },
  ],
  techStack: [
    {
      group: "Frontend",
      technologies: ["React", "Next.js", "TypeScript", "Tailwind CSS"],
    },
    {
      group: "Backend",
      technologies: ["Node.js", "Python", "PostgreSQL", "REST & GraphQL APIs"],
    },
    {
      group: "Infrastructure",
      technologies: ["AWS", "Vercel", "Docker", "GitHub Actions"],
    },
  ],
  process: [
    {
      step: 1,
      title: "Discovery",
      description:
        "We learn how your business works, who will use the software and what success looks like, then agree on scope and budget.",
    },
    {
      step: 2,
      title: "Design",
      description:
        "We sketch the screens and user flows and walk you through a clickable prototype before any code is written.",
    },
    {
      step: 3,
      title: "Development",
      description:
        "We build in short cycles and show you working software every week or two, so there are no surprises at the end.",
    },
    {
      step: 4,
      title: "Testing",
      description:
        "We test functionality, security and performance, and your team tries it with real data before launch day.",
    },
    {
      step: 5,
      title: "Deployment",
      description:
        "We launch on reliable cloud hosting, migrate your data and train your team so everyone is comfortable from day one.",
    },
    {
      step: 6,
      title: "Maintenance",
      description:
        "We keep your application secure, updated and improving with monitoring, backups and a clear support plan.",
    },
  ],
  buttons: { primary: "Start Your Project", secondary: "View Portfolio" },
  cta: {
    heading: "Have an idea for a tool your business needs?",
    text: "Tell us what you're trying to fix. We'll help you scope a first version you can launch quickly and grow over time.",
  },
};

export const systemsIntegrationDetail: SystemsIntegrationDetail = {
  services: [
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
  benefits: [
    "Enter data once and see it everywhere it's needed",
    "Eliminate copy-and-paste errors between systems",
    "Get real-time reporting across sales, finance and operations",
    "Keep using the tools your team already knows",
    "Monitoring and alerts so broken syncs are caught early",
  ],
  integrationCategories: [
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
  platforms: [
    { name: "Salesforce", category: "CRM" },
    { name: "HubSpot", category: "CRM" },
    { name: "QuickBooks", category: "Accounting" },
    { name: "Slack", category: "Communication" },
    { name: "Shopify", category: "E-commerce" },
    { name: "Stripe", category: "Payments" },
    { name: "Mailchimp", category: "Email Marketing" },
    { name: "Zapier", category: "Automation" },
    { name: "Google Workspace", category: "Productivity" },
    { name: "Microsoft 365", category: "Productivity" },
    { name: "Airtable", category: "Database" },
    { name: "Zendesk", category: "Customer Support" },
  ],
  process: [
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
  impactFigures: [
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
  buttons: {
    customIntegration: "Request Custom Integration",
    startProject: "Start Integration Project",
    assessment: "Schedule Assessment",
  },
  cta: {
    heading: "Find out what your tools could be doing for you",
    text: "Schedule an integration assessment and we'll map your current systems, spot the manual hand-offs and recommend the connections worth building first.",
  },
};

export const serviceDetails: ServiceDetails = {
  "ai-solutions": aiSolutionsDetail,
  "marketing-automation": marketingAutomationDetail,
  "custom-software": customSoftwareDetail,
  "systems-integration": systemsIntegrationDetail,
};
