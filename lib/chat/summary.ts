// The lead summary (spec §3): what the chat sends to POST /api/chat/summary, and when.
import type { Attribution } from "@/lib/attribution";
import { chatSummaryText, nextStep } from "@/lib/rules/lead-summary";
import type { LeadSummaryPayload } from "@/lib/validations/chat";
import { CHAT_CONFIG } from "./config";
import type { ContactInfo } from "./extraction";
import type { ChatState } from "./state";

export function hasContactDetails(c: ContactInfo): boolean {
  return Boolean(c.email || c.phone);
}

/** Whether a chat is worth a lead: more than 2 messages (the spec), or any email or phone, so no
 * visitor who left a way to reach them is lost. */
export function worthALead(state: ChatState): boolean {
  return state.messages.length > 2 || hasContactDetails(state.contactInfo);
}

/** YYYY-MM-DD in the visitor's own calendar. */
export function localDate(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The spec's payload fields (the transport adds the session, sequence and transcript). */
export type LeadSummaryFields = Omit<
  LeadSummaryPayload,
  "session_id" | "session_token" | "seq" | "transcript"
>;

export function buildLeadSummary(
  state: ChatState,
  now: Date,
  attribution: Attribution | null = null,
): LeadSummaryFields {
  return {
    interaction_date: localDate(now),
    contact_info: state.contactInfo,
    chat_summary: chatSummaryText(state.servicesDiscussed),
    services_discussed: state.servicesDiscussed,
    key_pain_points: state.painPoints,
    call_to_action_offered: state.callToActionOffered,
    next_step: nextStep(state.callToActionOffered),
    lead_qualification: CHAT_CONFIG.memory.leadQualification,
    visit_count: state.visitCount,
    // Sent once there is a way to reach the visitor; every save repeats it (the server keeps one).
    ...(state.handoff && hasContactDetails(state.contactInfo)
      ? {
          handoff: {
            requested_at: state.handoff.requestedAt,
            message: state.handoff.message.slice(0, CHAT_CONFIG.limits.messageChars),
          },
        }
      : {}),
    ...(attribution ? { attribution } : {}),
  };
}

/** The conversation context of spec §3 (POST /api/chat/context). */
export function contextOf(state: ChatState, now: Date) {
  return {
    userInfo: state.contactInfo,
    conversationStage: state.conversationStage,
    servicesDiscussed: state.servicesDiscussed,
    painPoints: state.painPoints,
    lastInteraction: now.toISOString(),
    messageCount: state.messages.length,
  };
}

/** The messages not yet handed to the outbox, clipped to what the server stores. */
export function unsentTranscript(
  messages: ChatState["messages"],
  sent: ReadonlySet<string>,
): Array<{ id: string; sender: "user" | "bot"; content: string; timestamp: string }> {
  // A person's replies are stored as they are sent; notices are not the conversation.
  return messages
    .filter(
      (m): m is typeof m & { sender: "user" | "bot" } =>
        !sent.has(m.id) && (m.sender === "user" || m.sender === "bot"),
    )
    .map(({ id, sender, content, timestamp }) => ({
      id,
      sender,
      content: content.slice(0, CHAT_CONFIG.limits.transcriptChars),
      timestamp,
    }));
}
