// The chat's state and its rules (spec §3, §4): a reducer the widget dispatches to, the
// stored-session memory, and the lead summary sent when the chat closes. No React here.
import { parsed, type ReplySource, replySourceSchema } from "@/lib/validations/chat-responses";
import { LEAD_QUALIFICATIONS, type LeadQualification } from "@/lib/validations/lead-qualification";
import { CHAT_CONFIG } from "./config";
import { type ContactInfo, emptyContact, extractContactInfo } from "./extraction";
import type { ServiceKnowledge } from "./knowledge";
import { detectPainPoints, detectServices } from "./topics";

export type ChatMessage = {
  id: string;
  content: string;
  sender: "user" | "bot";
  timestamp: string;
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
          ...kept.map((m) => ({
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
        // A returning visitor was told last time.
        contactNoted: Boolean(event.stored.contactInfo.email || event.stored.contactInfo.phone),
      };
    }
    case "user-message": {
      const text = event.message.content;
      const contactInfo = extractContactInfo(text, state.contactInfo);
      const noted = !state.contactNoted && Boolean(contactInfo.email || contactInfo.phone);
      const message = noted ? { ...event.message, note: contactNote(contactInfo) } : event.message;
      const next: ChatState = {
        ...state,
        messages: [...state.messages, message],
        isTyping: true,
        pendingReplies: state.pendingReplies + 1,
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

// ---- memory across visits ----

const DAY_MS = 86_400_000;

/** A stored session is restored only if cross-session memory is on and it is at most 30 days old. */
export function restorable(stored: StoredSession | null, now: Date): stored is StoredSession {
  if (!stored || !CHAT_CONFIG.memory.crossSessionMemory) return false;
  const last = Date.parse(stored.lastVisit);
  return Number.isFinite(last) && now.getTime() - last <= CHAT_CONFIG.memory.retentionDays * DAY_MS;
}

export function toStoredSession(state: ChatState, now: Date): StoredSession {
  return {
    contactInfo: state.contactInfo,
    servicesDiscussed: state.servicesDiscussed,
    painPoints: state.painPoints,
    conversationStage: state.conversationStage,
    leadQualification: state.leadQualification,
    lastVisit: now.toISOString(),
    visitCount: state.visitCount,
  };
}

/** The messages kept between visits: the spec's most recent 20, without greetings or notes. */
export function keptMessages(messages: readonly ChatMessage[]): ChatMessage[] {
  return messages
    .filter((m) => !m.opening)
    .slice(-CHAT_CONFIG.memory.maxHistory)
    .map(({ note: _note, ...m }) => m);
}

/** The kept messages as localStorage held them; anything malformed is left out. */
export function parseKeptMessages(raw: string | null): ChatMessage[] {
  if (!raw) return [];
  try {
    const list: unknown = JSON.parse(raw);
    if (!Array.isArray(list)) return [];
    return list
      .filter(
        (m): m is ChatMessage =>
          typeof m === "object" &&
          m !== null &&
          typeof m.id === "string" &&
          typeof m.content === "string" &&
          (m.sender === "user" || m.sender === "bot") &&
          typeof m.timestamp === "string",
      )
      .slice(-CHAT_CONFIG.memory.maxHistory)
      .map((m) => {
        const sources = Array.isArray(m.sources)
          ? m.sources.filter((s) => parsed(replySourceSchema, s) !== null).slice(0, 3)
          : [];
        const { id, content, sender, timestamp } = m;
        return sources.length
          ? { id, content, sender, timestamp, sources }
          : { id, content, sender, timestamp };
      });
  } catch {
    return [];
  }
}

/** Parses what localStorage held; anything malformed counts as nothing stored. */
export function parseStoredSession(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<StoredSession>;
    if (
      !v ||
      typeof v !== "object" ||
      typeof v.lastVisit !== "string" ||
      typeof v.visitCount !== "number"
    )
      return null;
    return {
      contactInfo: { ...emptyContact(), ...(v.contactInfo ?? {}) },
      servicesDiscussed: Array.isArray(v.servicesDiscussed) ? v.servicesDiscussed.map(String) : [],
      painPoints: Array.isArray(v.painPoints) ? v.painPoints.map(String) : [],
      conversationStage: (v.conversationStage as ConversationStage) ?? "greeting",
      // Missing in a session stored before it was kept, or not one of ours: the chat's own.
      leadQualification:
        LEAD_QUALIFICATIONS.find((q) => q === v.leadQualification) ??
        CHAT_CONFIG.memory.leadQualification,
      lastVisit: v.lastVisit,
      visitCount: Math.max(0, Math.floor(v.visitCount)),
    };
  } catch {
    return null;
  }
}

/** "Welcome back, {name}! " and then a line that depends on how often they came back. */
export function welcomeBack(name: string, visitCount: number): string {
  const tail =
    visitCount > CHAT_CONFIG.memory.returningVisitThreshold
      ? "Great to see you again!"
      : "How can I help you today?";
  return `Welcome back, ${name}! ${tail}`;
}

export function greeting(assistantName: string, company: string): string {
  return `Hi! I'm ${assistantName}, the AI assistant at ${company}. We help businesses grow with AI automation, digital marketing and custom software. How can I help you today?`;
}

/** The first bot message: a welcome back for a known returning visitor, else the greeting. */
export function openingMessage(opts: {
  storedName: string | null;
  visitCount: number;
  assistantName: string;
  company: string;
}): string {
  if (opts.storedName && opts.visitCount > 0) return welcomeBack(opts.storedName, opts.visitCount);
  return greeting(opts.assistantName, opts.company);
}

export const errorReply = (consultant: string) =>
  `I'm sorry, I'm having some technical difficulties right now. Would you like me to connect you with ${consultant} and our team right away? Just tap "Schedule Call" or share your email and we'll reach out within 24 hours.`;

export const scheduleCallReply = (consultant: string) =>
  `Perfect! I've opened our calendar for you. ${consultant} will be able to provide you with detailed insights about how we can help your business. Looking forward to speaking with you soon!`;
