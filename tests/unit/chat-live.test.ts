// The chat with a person of the team in it: who answers, what is kept for the next visit, and what
// the lead saves carry.
import { describe, expect, it } from "vitest";
import { liveNotice } from "@/components/chat/use-live-chat";
import { type ChatMessage, chatReducer, initialState } from "@/lib/chat/state";
import { keptMessages, parseKeptMessages, toStoredSession } from "@/lib/chat/stored-session";
import { unsentTranscript } from "@/lib/chat/summary";

const marcus = { name: "Marcus Reyes", photo: null };
const said = (id: string, content: string, sender: ChatMessage["sender"]): ChatMessage => ({
  id,
  content,
  sender,
  timestamp: "2026-12-02T15:00:00.000Z",
  ...(sender === "agent" ? { author: marcus } : {}),
});

describe("a person in the chat", () => {
  it("says who joined and who handed back, once", () => {
    expect(liveNotice(null, marcus, "Ava")?.content).toBe("Marcus Reyes joined the conversation");
    expect(liveNotice(marcus, null, "Ava")?.content).toBe(
      "Marcus Reyes handed the conversation back to Ava",
    );
    expect(liveNotice(marcus, marcus, "Ava")).toBeUndefined();
    expect(liveNotice(null, null, "Ava")).toBeUndefined();
  });

  it("waits for no reply of the assistant's while the person is there, and shows a reply once", () => {
    let s = chatReducer(initialState("s1"), {
      type: "live-state",
      agent: marcus,
      notice: said("n1", "Marcus Reyes joined the conversation", "notice"),
    });
    s = chatReducer(s, { type: "user-message", message: said("u1", "What does it cost?", "user") });
    expect(s.isTyping).toBe(false);
    expect(s.pendingReplies).toBe(0);
    const reply = said("a1", "From $1,500.", "agent");
    s = chatReducer(s, { type: "agent-message", message: reply });
    s = chatReducer(s, { type: "agent-message", message: reply });
    expect(s.messages.filter((m) => m.id === "a1")).toHaveLength(1);
    expect(s.conversationHistory.at(-1)).toEqual({ role: "assistant", content: "From $1,500." });
    s = chatReducer(s, { type: "live-state", agent: null });
    expect(s.agent).toBeNull();
    s = chatReducer(s, { type: "user-message", message: said("u2", "And a year?", "user") });
    expect(s.isTyping).toBe(true);
  });

  it("saves only the visitor's and the assistant's lines with the lead (the person's are stored as sent)", () => {
    const messages = [
      said("u1", "hi", "user"),
      said("n1", "Marcus Reyes joined the conversation", "notice"),
      said("a1", "Hello!", "agent"),
      said("b1", "Ava here", "bot"),
    ];
    expect(unsentTranscript(messages, new Set()).map((m) => m.id)).toEqual(["u1", "b1"]);
  });

  it("keeps the person's replies, not the notices, for the next visit, and remembers the request", () => {
    const kept = keptMessages([
      said("u1", "hi", "user"),
      said("n1", "Marcus Reyes joined the conversation", "notice"),
      said("a1", "Hello!", "agent"),
    ]);
    expect(kept.map((m) => m.id)).toEqual(["u1", "a1"]);
    const back = parseKeptMessages(JSON.stringify(kept));
    expect(back[1]).toMatchObject({ sender: "agent", author: { name: "Marcus Reyes" } });

    let s = chatReducer(initialState("s1"), {
      type: "handoff",
      requestedAt: new Date().toISOString(),
      message: "a person please",
    });
    s = chatReducer(s, { type: "handoff-confirmed" });
    const stored = toStoredSession(s, new Date());
    expect(stored.handoffAt).toBe(s.handoff?.requestedAt);
    const next = chatReducer(initialState("s1"), { type: "restore", stored, messages: back });
    expect(next.handoff?.confirmed).toBe(true);
  });
});
