// The chat's memory across visits as plain data: what is kept, and how a stored copy is read back
// (memory.ts does the storage itself).
import { parsed, replySourceSchema } from "@/lib/validations/chat-responses";
import { LEAD_QUALIFICATIONS } from "@/lib/validations/lead-qualification";
import { CHAT_CONFIG } from "./config";
import { emptyContact } from "./extraction";
import type { ChatMessage, ChatState, ConversationStage, StoredSession } from "./state";

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
    ...(state.handoff?.confirmed ? { handoffAt: state.handoff.requestedAt } : {}),
  };
}

/** The messages kept between visits: the spec's most recent 20, without greetings, notices or
 * notes. */
export function keptMessages(messages: readonly ChatMessage[]): ChatMessage[] {
  return messages
    .filter((m) => !m.opening && m.sender !== "notice")
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
          (m.sender === "user" || m.sender === "bot" || m.sender === "agent") &&
          typeof m.timestamp === "string",
      )
      .slice(-CHAT_CONFIG.memory.maxHistory)
      .map((m) => {
        const sources = Array.isArray(m.sources)
          ? m.sources.filter((s) => parsed(replySourceSchema, s) !== null).slice(0, 3)
          : [];
        const { id, content, sender, timestamp } = m;
        if (sender === "agent") {
          const name = typeof m.author?.name === "string" ? m.author.name : "";
          return { id, content, sender, timestamp, author: { name, photo: null } };
        }
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
      ...(typeof v.handoffAt === "string" ? { handoffAt: v.handoffAt } : {}),
    };
  } catch {
    return null;
  }
}
