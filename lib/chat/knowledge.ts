// What the assistant knows about the business, handed to the chat by the server (from the
// service catalogue and the brand) so the browser never loads the whole site's content.

/** One service as the assistant sees it: its name, the words that mean it, and a short answer. */
export type ServiceKnowledge = { title: string; keywords: string[]; answer: string };

export type RulesBrand = {
  company: string;
  consultantName: string;
  workshop?: { title: string; when: string };
  services: ServiceKnowledge[];
  /** "Starter at $5,000 (one-time), Growth at …": the packages in one phrase. */
  priceSummary: string;
  /** When a visitor who asks for a person hears back ("We usually reply within an hour, …"). */
  replyPromise?: string;
};

/** Whole-word, case-insensitive match of any keyword (each a small regular expression). */
export const keywordPattern = (keywords: readonly string[]) =>
  new RegExp(`\\b(?:${keywords.join("|")})\\b`, "i");
