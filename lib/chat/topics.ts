// Which services and business pains a visitor's message touches on, for the lead summary.
import { keywordPattern, type ServiceKnowledge } from "./knowledge";

const WORKSHOP = /\b(workshop|webinar|training|class|event)\b/i;

const PAIN_PATTERNS: Array<[string, RegExp]> = [
  [
    "Missed or slow lead follow-up",
    /\b(miss(ed|ing)? (calls?|leads?)|slow (follow[- ]?up|response)|after[- ]hours|no one answers|losing leads)\b/i,
  ],
  [
    "Manual data entry",
    /\b(manual(ly)?|data entry|copy(ing)? and past\w*|spreadsheets?|by hand)\b/i,
  ],
  [
    "Too many disconnected tools",
    /\b(too many (tools|apps|subscriptions)|disconnected|don'?t talk to each other|silos?)\b/i,
  ],
  [
    "High software costs",
    /\b(expensive|costs? too much|subscriptions? (fees|costs)|saas (bill|costs?))\b/i,
  ],
  [
    "Not enough leads",
    /\b(not enough (leads|customers|clients)|need more (leads|customers|clients)|low traffic)\b/i,
  ],
  [
    "Limited time or staff",
    /\b(no time|short[- ]staffed|small team|overwhelmed|busy|time[- ]consuming)\b/i,
  ],
  [
    "Inconsistent marketing content",
    /\b(content|blog posts?|social media|seo|posting)\b.*\b(hard|struggl\w*|inconsistent|keep up)\b/i,
  ],
];

/** The services (from the catalogue) and the workshop a message is about. */
export function detectServices(text: string, services: readonly ServiceKnowledge[]): string[] {
  const found = services.filter((s) => keywordPattern(s.keywords).test(text)).map((s) => s.title);
  return WORKSHOP.test(text) ? [...found, "AI for Business Workshop"] : found;
}

export function detectPainPoints(text: string): string[] {
  return PAIN_PATTERNS.filter(([, re]) => re.test(text)).map(([name]) => name);
}
