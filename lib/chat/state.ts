// The chat's state and its rules (spec §3, §4): a reducer the widget dispatches to, and when the
// model is asked. No React here.
import type { ReplySource } from "@/lib/validations/chat-responses";
import type { LeadQualification } from "@/lib/validations/lead-qualification";
import { CHAT_CONFIG } from "./config";
import { type ContactInfo, emptyContact, extractContactInfo } from "./extraction";
import type { ServiceKnowledge } from "./knowledge";
import { detectPainPoints, detectServices } from "./topics";

/** A person of the team in the conversation, as the visitor sees them. */
export type LiveAgent = { name: string; photo: string | null };

export type ChatMessage = {
  id: string;
  content: string;
  /** `agent`: a person of the team; `notice`: a line about the conversation ("Marcus joined"). */
  sender: "user" | "bot" | "agent" | "notice";
  timestamp: string;
  /** Who wrote an `agent` message. */
  author?: LiveAgent;
  /** Under a visitor's message: what the chat kept from it ("Thanks, Dana, we have your email."). */
  note?: string;
  /** Under a reply: the site's articles or use cases it draws on, as links. */
  sources?: ReplySource[];
  /** The greeting or welcome that opens a visit: not kept for the next one. */
  opening?: true;
};
export type HistoryEntry = { role: "user" | "assistant"; content: string };
export type ConversationStage = "greeting" | "discovery" | "qualification" | "closing";

export type ChatState = {
  messages: ChatMessage[];
  isTyping: boolean;
  contactInfo: ContactInfo;
  conversationStage: ConversationStage;
  servicesDiscussed: string[];
  painPoints: string[];
  /** Kept across visits (spec §3); the chat itself always qualifies a lead Warm. */
  leadQualification: LeadQualification;
  callToActionOffered: boolean;
  sessionId: string;
  conversationHistory: HistoryEntry[];
  llmEnabled: boolean;
  fallbackCount: number;
  lastLLMCall: number | null;
  visitCount: number;
  /** Visitor messages still waiting for their reply (they are answered in order). */
  pendingReplies: number;
  /** The visitor has been told their contact details were kept (once per chat). */
  contactNoted: boolean;
  /** Where this visit's messages start below a restored conversation (a divider); else null. */
  resumedAt: number | null;
  /** The visitor asked for a person (lib/chat/handoff.ts); `confirmed` once told it went out. */
  handoff: { requestedAt: string; message: string; confirmed: boolean } | null;
  /** The person answering now (lib/chat/live.ts): the assistant stays quiet meanwhile. */
  agent: LiveAgent | null;
  /** That person is typing. */
  agentTyping: boolean;
};

/** What the browser keeps between visits (localStorage). */
export type StoredSession = {
  contactInfo: ContactInfo;
  servicesDiscussed: string[];
  painPoints: string[];
  conversationStage: ConversationStage;
  leadQualification: LeadQualification;
  lastVisit: string;
  visitCount: number;
  /** When the visitor last asked for a person: the chat follows the conversation for a day. */
  handoffAt?: string;
};

/** `sessionId` is "" until the server has issued one (POST /api/chat/session). */
export function initialState(sessionId = ""): ChatState {
  return {
    messages: [],
    isTyping: false,
    contactInfo: emptyContact(),
    conversationStage: "greeting",
    servicesDiscussed: [],
    painPoints: [],
    leadQualification: CHAT_CONFIG.memory.leadQualification,
    callToActionOffered: false,
    sessionId,
    conversationHistory: [],
    llmEnabled: CHAT_CONFIG.llm.enabled,
    fallbackCount: 0,
    lastLLMCall: null,
    visitCount: 0,
    pendingReplies: 0,
    contactNoted: false,
    resumedAt: null,
    handoff: null,
    agent: null,
    agentTyping: false,
  };
}

/** "Thanks, Dana, we have your email.": said once, when a way to reach the visitor first appears. */
export function contactNote(contact: ContactInfo): string {
  const first = contact.name.split(/\s+/)[0];
  const ways = [contact.email && "email", contact.phone && "phone number"].filter(Boolean);
  return `Thanks${first ? `, ${first}` : ""}, we have your ${ways.join(" and ")}.`;
}

const union = (a: string[], b: string[]) => [...new Set([...a, ...b])];

export type ChatEvent =
  /** `messages`: the conversation kept in this browser, shown again above this visit's. */
  | { type: "restore"; stored: StoredSession; messages?: ChatMessage[] }
  /** `services`: what the assistant knows of the catalogue, to notice which ones come up. */
  | { type: "user-message"; message: ChatMessage; services?: readonly ServiceKnowledge[] }
  /** `reply` marks the answer to a visitor's message (not the greeting or Schedule Call). */
  | { type: "bot-message"; message: ChatMessage; fallback: boolean; reply?: boolean }
  | { type: "session"; sessionId: string }
  | { type: "typing"; on: boolean }
  | { type: "model-called"; at: number }
  | { type: "call-to-action" }
  /** The visitor asked for a person; a second request keeps the first. */
  | { type: "handoff"; requestedAt: string; message: string }
  | { type: "handoff-confirmed" }
  /** Who answers now (null: the assistant), with the line that says so. */
  | { type: "live-state"; agent: LiveAgent | null; notice?: ChatMessage }
  | { type: "agent-message"; message: ChatMessage }
  | { type: "agent-typing"; on: boolean }
  | { type: "toggle-llm" }
  | { type: "reset"; sessionId: string };

function stageAfter(state: ChatState): ConversationStage {
  const { name, email, phone } = state.contactInfo;
  if (state.callToActionOffered) return "closing";
  if (email || phone || name) return "qualification";
  return state.messages.some((m) => m.sender === "user") ? "discovery" : "greeting";
}

const trimHistory = (h: HistoryEntry[]) => h.slice(-CHAT_CONFIG.memory.maxHistory);

export function chatReducer(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case "restore": {
      const kept = event.messages ?? [];
      return {
        ...state,
        messages: [...kept, ...state.messages],
        resumedAt: kept.length > 0 ? kept.length : null,
        // The model goes on from where the conversation was.
        conversationHistory: trimHistory([
          ...kept
            .filter((m) => m.sender !== "notice")
            .map((m) => ({
              role: m.sender === "user" ? ("user" as const) : ("assistant" as const),
              content: m.content,
            })),
          ...state.conversationHistory,
        ]),
        contactInfo: { ...state.contactInfo, ...event.stored.contactInfo },
        servicesDiscussed: union(state.servicesDiscussed, event.stored.servicesDiscussed),
        painPoints: union(state.painPoints, event.stored.painPoints),
        conversationStage: event.stored.conversationStage,
        leadQualification: event.stored.leadQualification,
        visitCount: event.stored.visitCount + 1,
        handoff:
          state.handoff ??
          (event.stored.handoffAt &&
          Date.now() - Date.parse(event.stored.handoffAt) < CHAT_CONFIG.live.followMs
            ? { requestedAt: event.stored.handoffAt, message: "", confirmed: true }
            : null),
        // A returning visitor was told last time.
        contactNoted: Boolean(event.stored.contactInfo.email || event.stored.contactInfo.phone),
      };
    }
    case "user-message": {
      const text = event.message.content;
      const contactInfo = extractContactInfo(text, state.contactInfo);
      const noted = !state.contactNoted && Boolean(contactInfo.email || contactInfo.phone);
      const message = noted ? { ...event.message, note: contactNote(contactInfo) } : event.message;
      // With a person in the conversation no reply of the assistant's is coming.
      const live = state.agent !== null;
      const next: ChatState = {
        ...state,
        messages: [...state.messages, message],
        isTyping: !live,
        pendingReplies: state.pendingReplies + (live ? 0 : 1),
        contactNoted: state.contactNoted || noted,
        contactInfo,
        servicesDiscussed: union(
          state.servicesDiscussed,
          detectServices(text, event.services ?? []),
        ),
        painPoints: union(state.painPoints, detectPainPoints(text)),
        conversationHistory: trimHistory([
          ...state.conversationHistory,
          { role: "user", content: text },
        ]),
      };
      return { ...next, conversationStage: stageAfter(next) };
    }
    case "bot-message": {
      const pendingReplies = Math.max(0, state.pendingReplies - (event.reply ? 1 : 0));
      return {
        ...state,
        messages: [...state.messages, event.message],
        pendingReplies,
        isTyping: pendingReplies > 0,
        fallbackCount: state.fallbackCount + (event.fallback ? 1 : 0),
        conversationHistory: trimHistory([
          ...state.conversationHistory,
          { role: "assistant", content: event.message.content },
        ]),
      };
    }
    case "session":
      return { ...state, sessionId: event.sessionId };
    case "typing":
      return { ...state, isTyping: event.on };
    case "model-called":
      return { ...state, lastLLMCall: event.at };
    case "call-to-action": {
      const next = { ...state, callToActionOffered: true };
      return { ...next, conversationStage: stageAfter(next) };
    }
    case "handoff":
      return state.handoff
        ? state
        : {
            ...state,
            handoff: { requestedAt: event.requestedAt, message: event.message, confirmed: false },
          };
    case "handoff-confirmed":
      return state.handoff ? { ...state, handoff: { ...state.handoff, confirmed: true } } : state;
    case "live-state":
      if (state.agent?.name === event.agent?.name) return { ...state, agent: event.agent };
      return {
        ...state,
        agent: event.agent,
        agentTyping: false,
        messages: event.notice ? [...state.messages, event.notice] : state.messages,
      };
    case "agent-message":
      if (state.messages.some((m) => m.id === event.message.id)) return state;
      return {
        ...state,
        agentTyping: false,
        messages: [...state.messages, event.message],
        conversationHistory: trimHistory([
          ...state.conversationHistory,
          { role: "assistant", content: event.message.content },
        ]),
      };
    case "agent-typing":
      return { ...state, agentTyping: event.on };
    case "toggle-llm":
      return { ...state, llmEnabled: !state.llmEnabled };
    case "reset":
      return { ...initialState(event.sessionId), llmEnabled: state.llmEnabled };
  }
}

/** The model is asked only while enabled (configuration and state) and under the fallback cap. */
/** The model is on, but this session has used up its fallbacks (spec: at most 5). */
export function atFallbackCap(state: ChatState): boolean {
  return (
    CHAT_CONFIG.llm.enabled &&
    state.llmEnabled &&
    state.fallbackCount >= CHAT_CONFIG.llm.maxFallbacksPerSession
  );
}

export function shouldAskModel(state: ChatState): boolean {
  return (
    CHAT_CONFIG.llm.enabled &&
    state.llmEnabled &&
    state.fallbackCount < CHAT_CONFIG.llm.maxFallbacksPerSession
  );
}

/** The latest 6 entries the model sees; `answering` leaves a queued message (and anything typed
 * after it) out of its own history. */
export function modelContext(state: ChatState, answering?: string): HistoryEntry[] {
  let history = state.conversationHistory;
  if (answering !== undefined) {
    const at = history.findLastIndex((h) => h.role === "user" && h.content === answering);
    if (at >= 0) history = history.filter((h, i) => i < at || h.role === "assistant");
  }
  return history.slice(-CHAT_CONFIG.llm.contextWindow);
}

export function typingDelay(random = Math.random): number {
  const { min, max } = CHAT_CONFIG.typingDelayMs;
  return Math.round(min + random() * (max - min));
}
