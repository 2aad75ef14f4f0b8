// Rule-based answers: used when no model is configured, when the model fails or returns
// nothing, and (in the browser) once a session has used up its model fallbacks. They cover
// each service, pricing, the workshop, booking, contact and greetings, so the assistant is
// useful without any model at all.
import { packages } from "@/content/pricing";

export type RulesBrand = {
  company: string;
  consultantName: string;
  workshop?: { title: string; when: string };
};

type Rule = { test: RegExp; answer: (b: RulesBrand) => string };

const priceList = () =>
  packages.map((p) => `${p.name} at ${p.price}${p.note ? ` (${p.note})` : ""}`).join(", ");

const RULES: Rule[] = [
  {
    test: /\b(price|pricing|cost|costs|how much|budget|quote|package|packages|expensive|cheap)\b/i,
    answer: () =>
      `Our AI-Powered Growth System comes in three packages: ${priceList()}, and you can also pick individual pieces from our pricing menu. What would you most like the system to handle for you first?`,
  },
  {
    test: /\b(workshop|webinar|event|training|class|ticket|tickets)\b/i,
    answer: (b) =>
      b.workshop
        ? `Our live online workshop "${b.workshop.title}" (${b.workshop.when}) shows how to attract, engage and convert customers with AI, with the recording and templates included. Would you like the link to the workshop page?`
        : "We run live online workshops on AI for business, with recordings and templates included. Would you like details on the next one?",
  },
  {
    test: /\b(book|booking|schedule|call|meeting|consultation|appointment|talk to (a|someone|a human|person))\b/i,
    answer: (b) =>
      `${b.consultantName} would be glad to walk you through it on a free strategy call: just tap "Schedule Call" below to pick a time. What should we make sure to cover on the call?`,
  },
  {
    test: /\b(chat ?bot|assistant|ai agent|voice|gpt|artificial intelligence|machine learning|\bai\b)/i,
    answer: () =>
      "Our AI solutions include chat and voice assistants that answer questions, qualify leads and book appointments around the clock, plus AI tools that automate routine work. Which part of your customer conversations takes the most time today?",
  },
  {
    test: /\b(marketing|email|newsletter|sms|leads?|nurtur\w*|campaign|funnel|seo|geo|content)\b/i,
    answer: () =>
      "Our marketing automation captures leads, scores them and follows up with personalised email and SMS so nobody slips through the cracks. Where do your leads usually come from right now?",
  },
  {
    test: /\b(custom|software|app|application|portal|dashboard|internal tool|build)\b/i,
    answer: () =>
      "We design and build custom software, from client portals and internal tools to dashboards that replace expensive subscriptions, and we support it after launch. What process would you most like a tool for?",
  },
  {
    test: /\b(integrat\w*|connect|sync|crm|hubspot|salesforce|quickbooks|shopify|zapier|api|webhook)\b/i,
    answer: () =>
      "We connect the tools you already use, such as your CRM, accounting, e-commerce and email platforms, so data flows automatically and nobody retypes it. Which systems would you like to talk to each other?",
  },
  {
    test: /\b(contact|email you|phone|reach|get in touch|human|person)\b/i,
    answer: (b) =>
      `Happy to connect you with ${b.consultantName} and the ${b.company} team: share your email or phone number here, or tap "Schedule Call", and we'll reply within 24 hours. What's the best way to reach you?`,
  },
  {
    test: /^\s*(hi|hello|hey|howdy|good (morning|afternoon|evening)|yo)\b/i,
    answer: (b) =>
      `Hello! I'm here to help you explore how ${b.company} can save you time and win you more customers with AI and automation. What does your business do?`,
  },
  {
    test: /\b(thanks|thank you|appreciate)\b/i,
    answer: () =>
      "You're very welcome! Is there anything else about your business I can help you think through?",
  },
];

/** The default reply: offers help and asks for more detail. */
export const defaultReply = (b: RulesBrand) =>
  `I'd love to help with that. ${b.company} builds AI assistants, marketing automation, custom software and integrations for growing businesses. Could you tell me a bit more about what you're trying to achieve?`;

export function ruleBasedReply(message: string, brand: RulesBrand): string {
  const rule = RULES.find((r) => r.test.test(message));
  return rule ? rule.answer(brand) : defaultReply(brand);
}
