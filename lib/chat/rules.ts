// Rule-based answers: used when no model is configured, when the model fails or returns
// nothing, and (in the browser) once a session has used up its model fallbacks. They cover
// each service (its answer comes from the catalogue), pricing, the workshop, booking, contact
// and greetings, so the assistant is useful without any model at all.
import { keywordPattern, type RulesBrand } from "./knowledge";

export type { RulesBrand } from "./knowledge";

type Rule = { test: RegExp; answer: (b: RulesBrand) => string };

const listOf = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : (items[0] ?? "");

/** Asked before any service: prices, the workshop, booking. */
const FIRST: Rule[] = [
  {
    test: /\b(price|pricing|cost|costs|how much|budget|quote|package|packages|expensive|cheap)\b/i,
    answer: (b) =>
      `Our AI-Powered Growth System comes in three packages${b.priceSummary ? `: ${b.priceSummary},` : ""} and you can also pick individual pieces from our pricing menu. What would you most like the system to handle for you first?`,
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
];

/** Asked after the services: reaching a person, greetings, thanks. */
const LAST: Rule[] = [
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
  `I'd love to help with that. ${b.company} offers ${listOf(b.services.map((s) => s.title)) || "AI and automation services"} for growing businesses. Could you tell me a bit more about what you're trying to achieve?`;

export function ruleBasedReply(message: string, brand: RulesBrand): string {
  const first = FIRST.find((r) => r.test.test(message));
  if (first) return first.answer(brand);
  const service = brand.services.find((s) => keywordPattern(s.keywords).test(message));
  if (service) return service.answer;
  const last = LAST.find((r) => r.test.test(message));
  return last ? last.answer(brand) : defaultReply(brand);
}
