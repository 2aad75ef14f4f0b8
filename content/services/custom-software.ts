// Custom software: portals, internal tools and dashboards (spec §2: tech stack by group and the
// six phases Discovery to Maintenance).
import { site } from "@/config/site";
import type { Service } from "./types";

export const customSoftware = {
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
  meta: {
    title: `Custom Software Development in ${site.address.city}`,
    description:
      "Custom web applications, client portals and internal tools designed, built and maintained for growing businesses. From discovery to launch and beyond.",
  },
  hero: {
    title: "Software That Fits Your Business Like It Was Made for It",
    intro:
      "Off-the-shelf tools get you most of the way there. We build the rest: focused applications your team and clients enjoy using, on a modern stack you own outright.",
    primary: {
      label: "Start Your Project",
      to: "booking",
    },
    secondary: {
      label: "View Portfolio",
      href: "/use-cases",
    },
  },
  sections: [
    {
      kind: "cards",
      id: "what-we-build-heading",
      eyebrow: "What we build",
      title: "Applications Shaped Around Your Process",
      intro:
        "Focused tools that replace spreadsheets, workarounds and subscriptions you only half use.",
      cards: [
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
          description:
            "Custom booking, quoting and ordering flows that match how you actually sell.",
          icon: "CalendarCheck",
        },
        {
          title: "AI-Enabled Applications",
          description:
            "Apps with AI built in, from smart search across your documents to automatic drafting and summaries.",
          icon: "Sparkles",
        },
      ],
    },
    {
      kind: "tech-stack",
      id: "tech-stack-heading",
      eyebrow: "Technology",
      title: "A Modern Stack You Own Outright",
      intro: "Proven, widely used technologies, so any good developer can maintain what we build.",
      groups: [
        {
          group: "Frontend",
          icon: "MonitorSmartphone",
          technologies: ["React", "Next.js", "TypeScript", "Tailwind CSS"],
        },
        {
          group: "Backend",
          icon: "Server",
          technologies: ["Node.js", "Python", "PostgreSQL", "REST & GraphQL APIs"],
        },
        {
          group: "Infrastructure",
          icon: "Cloud",
          technologies: ["AWS", "Vercel", "Docker", "GitHub Actions"],
        },
      ],
    },
    {
      kind: "process",
      id: "process-heading",
      eyebrow: "Our process",
      title: "Six Phases, No Surprises",
      intro:
        "You see working software every week or two, from the first workshop to long after launch.",
      steps: [
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
    },
  ],
  cta: {
    heading: "Have an idea for a tool your business needs?",
    text: "Tell us what you're trying to fix. We'll help you scope a first version you can launch quickly and grow over time.",
    primary: {
      label: "Start Your Project",
      to: "booking",
    },
    secondary: {
      label: "View Portfolio",
      href: "/use-cases",
    },
  },
  assistant: {
    keywords: [
      "custom (software|apps?|tools?|dashboards?)",
      "software",
      "web ?apps?",
      "apps?",
      "applications?",
      "portals?",
      "internal tools?",
      "dashboards?",
      "build an? app",
    ],
    question: "Could you build us a client portal?",
    answer:
      "We design and build custom software, from client portals and internal tools to dashboards that replace expensive subscriptions, and we support it after launch. What process would you most like a tool for?",
  },
} satisfies Service;
