// Who the assistant is, and the catalogue its rule-based answers draw on once it has arrived.
import type { RulesBrand } from "@/lib/chat/rules";
import type { ChatKnowledge } from "@/lib/validations/chat-responses";

/** Who the assistant is: small enough to ride with every page's chat button. */
export type ChatIdentity = {
  assistantName: string;
  company: string;
  consultantName: string;
  bookingUrl: string;
  /** Whether bookingUrl ends at a calendar (BOOKING_URL) or at the call request. */
  hasCalendar: boolean;
};
export type ChatBrand = RulesBrand & ChatIdentity;

/** The rule-based answers' knowledge, fetched when the chat first opens (null until then). */
export function brandOf(who: ChatIdentity, knowledge: ChatKnowledge | null): ChatBrand {
  const { assistantName, company, consultantName, bookingUrl, hasCalendar } = who;
  return {
    services: [],
    priceSummary: "",
    ...knowledge?.brand,
    assistantName,
    company,
    consultantName,
    bookingUrl,
    hasCalendar,
  };
}
