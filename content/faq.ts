// Home page FAQ: section heading, the eight questions and answers, and the workshop button.
import type { Exactly, PhaseCopy } from "./types";
import { shortEventDate, workshop } from "./workshop";

export type Faq = {
  id: string;
  question: string;
  answer: string;
};

export type FaqWorkshopCta = {
  /** Before the event, the spec's "Join AI for Business — Sep 4" (the date from the workshop). */
  label: PhaseCopy;
  /** Once the spec's workshop is over, the button follows the owner's next event. */
  href: PhaseCopy;
};

export const faqSection = {
  heading: "Frequently Asked Questions",
  intro: "Straight answers to the questions business owners ask us most before getting started.",
} as const satisfies Record<string, string>;

export const faqs: Exactly<Faq, 8> = [
  {
    id: "implementation-time",
    question: "How long does it take to implement an AI-powered growth system?",
    answer:
      "Most Starter systems go live in two to three weeks, and a full Growth system typically takes four to six weeks. Larger AI Max projects are scoped together during discovery so you get a firm timeline before any work begins. We launch in stages, so you'll often see your first automations working within the first couple of weeks.",
  },
  {
    id: "non-technical-users",
    question: "Do I need to be technical to use what you build?",
    answer:
      "Not at all. We design every system for busy owners and teams, with simple dashboards and plain-language notifications. Before handing over, we walk your team through everything in a recorded training session, and we're a message away if questions come up later.",
  },
  {
    id: "example-results",
    question: "Can you share an example of the results you deliver?",
    answer:
      "A multi-location home services company came to us with leads scattered across email, voicemail and web forms. We added an AI chat assistant, connected everything to one CRM and automated the follow-up, cutting manual CRM tasks by 85% and saving the office team more than 40 hours a month. Booked estimates went up because every inquiry now gets a reply within minutes.",
  },
  {
    id: "crm-differences",
    question: "How is your CRM different from HubSpot or Salesforce?",
    answer:
      "Our CRM is built around your actual sales process instead of forcing you into someone else's template. AI lead scoring, customer journeys and your website forms are wired in from day one, and there are no per-seat fees that grow as your team does. If you already rely on HubSpot or Salesforce, we can integrate with it instead of replacing it.",
  },
  {
    id: "personalisation",
    question: "How personalized can the automated messages be?",
    answer:
      "Very. Emails and texts adapt to each contact's name, company, the service they asked about, where they are in the buying journey and how they've engaged so far. AI drafts the variations and your team approves the templates, so messages feel personal without anyone writing them one by one.",
  },
  {
    id: "existing-website",
    question: "Can you work with my existing website?",
    answer:
      "Yes. We can add the chat assistant, intake forms and tracking to most existing sites, including WordPress, Squarespace, Wix and Webflow. If your current site is holding you back, we'll tell you honestly and can build a fast new landing page as part of your system.",
  },
  {
    id: "seo-vs-geo",
    question: "What's the difference between SEO and GEO?",
    answer:
      "SEO (search engine optimization) helps your pages rank in traditional search results like Google's list of blue links. GEO (generative engine optimization) helps your business get cited and recommended in AI answers from tools like ChatGPT, Perplexity and Google's AI Overviews. We structure your content for both, with clear answers, consistent business details and trustworthy sources that AI systems can quote.",
  },
  {
    id: "content-creation",
    question: "Do you create content as well?",
    answer:
      "Yes. Our smart blog and AI copywriting tools draft articles, emails and social posts in your brand voice, based on the questions your customers actually ask. A human editor reviews and approves every piece before it's published, so you get consistent output without giving up quality or accuracy.",
  },
];

export const faqWorkshopCta: FaqWorkshopCta = {
  label: {
    upcoming: `Join AI for Business — ${shortEventDate()}`,
    live: "Join AI for Business — live now",
    past: "See the next AI for Business workshop",
  },
  href: { upcoming: workshop.path, live: workshop.path, past: "/events/next" },
};
