// Rule-based answers, used without a model, when it fails, or once a session used up its model
// fallbacks: services, pricing, the workshop, booking, contact and greetings.
import { extractEmail, extractPhone } from "./extraction";
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

/** A message giving an email or phone is thanked for it first, so the visitor knows it was taken;
 * a question in the same message is still answered after. */
function contactThanks(message: string, b: RulesBrand): string | null {
  const email = extractEmail(message);
  const phone = extractPhone(message);
  if (!email && !phone) return null;
  const what = email && phone ? `${email} and ${phone}` : (email ?? phone);
  return `Thank you! I've noted ${what}, and ${b.consultantName} or someone from the ${b.company} team will get back to you within 24 hours.`;
}

const NEXT_AFTER_THANKS =
  "Meanwhile, what would you most like to automate or improve first in your business?";

export function ruleBasedReply(message: string, brand: RulesBrand): string {
  const thanks = contactThanks(message, brand);
  const first = FIRST.find((r) => r.test.test(message));
  const service = first
    ? undefined
    : brand.services.find((s) => keywordPattern(s.keywords).test(message));
  const answer = first ? first.answer(brand) : service?.answer;
  if (thanks) return `${thanks} ${answer ?? NEXT_AFTER_THANKS}`;
  if (answer) return answer;
  const last = LAST.find((r) => r.test.test(message));
  return last ? last.answer(brand) : defaultReply(brand);
}
