import { describe, expect, it } from "vitest";
import { assistantBrand } from "@/content/assistant";
import { CHAT_CONFIG } from "@/lib/chat/config";
import { openingMessage, scheduleCallReply, welcomeBack } from "@/lib/chat/fixed-replies";
import { defaultReply, ruleBasedReply } from "@/lib/chat/rules";
import {
  atFallbackCap,
  type ChatMessage,
  chatReducer,
  contactNote,
  initialState,
  modelContext,
  shouldAskModel,
  typingDelay,
} from "@/lib/chat/state";
import {
  keptMessages,
  parseKeptMessages,
  parseStoredSession,
  restorable,
  toStoredSession,
} from "@/lib/chat/stored-session";
import { buildLeadSummary, worthALead } from "@/lib/chat/summary";
import { chatSummaryText, nextStep } from "@/lib/rules/lead-summary";

const msg = (content: string, sender: ChatMessage["sender"] = "user"): ChatMessage => ({
  id: String(Math.random()),
  content,
  sender,
  timestamp: new Date().toISOString(),
});

const brand = assistantBrand();

describe("chat state", () => {
  it("starts at the greeting stage, waiting for the server to issue a session", () => {
    const s = initialState();
    expect(s).toMatchObject({
      sessionId: "",
      conversationStage: "greeting",
      fallbackCount: 0,
      callToActionOffered: false,
      llmEnabled: true,
    });
  });

  it("a user message shows at once, turns typing on, and picks up contact details, services and pains", () => {
    const s = chatReducer(initialState("s"), {
      type: "user-message",
      services: brand.services,
      message: msg(
        "I'm Dana Whitfield from Sunridge Dental. We miss calls after hours; can a chatbot help? dana@sunridge.example",
      ),
    });
    expect(s.messages).toHaveLength(1);
    expect(s.isTyping).toBe(true);
    expect(s.contactInfo).toEqual({
      name: "Dana Whitfield",
      company_name: "Sunridge Dental",
      email: "dana@sunridge.example",
      phone: "",
    });
    expect(s.servicesDiscussed).toContain("AI Solutions");
    expect(s.painPoints).toContain("Missed or slow lead follow-up");
    expect(s.conversationStage).toBe("qualification");
    expect(s.conversationHistory).toEqual([
      { role: "user", content: expect.stringContaining("Dana") },
    ]);
  });

  it("counts fallback replies and stops asking the model after 5 in a session", () => {
    let s = initialState("s");
    for (let i = 0; i < CHAT_CONFIG.llm.maxFallbacksPerSession; i++) {
      expect(shouldAskModel(s)).toBe(true);
      s = chatReducer(s, { type: "bot-message", message: msg("sorry", "bot"), fallback: true });
    }
    expect(s.fallbackCount).toBe(5);
    expect(shouldAskModel(s)).toBe(false);
    // Answers past the cap are fallbacks themselves (spec §8: the session cap).
    expect(atFallbackCap(s)).toBe(true);
    expect(atFallbackCap(initialState("s"))).toBe(false);
  });

  it("a model reply that is not a fallback does not count", () => {
    const s = chatReducer(initialState("s"), {
      type: "bot-message",
      message: msg("hi", "bot"),
      fallback: false,
    });
    expect(s.fallbackCount).toBe(0);
  });

  it("toggling turns the model off and on", () => {
    const off = chatReducer(initialState("s"), { type: "toggle-llm" });
    expect(shouldAskModel(off)).toBe(false);
    // The visitor turned the model off: rule answers are not fallbacks then.
    expect(atFallbackCap({ ...off, fallbackCount: 9 })).toBe(false);
    expect(shouldAskModel(chatReducer(off, { type: "toggle-llm" }))).toBe(true);
  });

  it("keeps the latest 20 history entries and gives the model the latest 6", () => {
    let s = initialState("s");
    for (let i = 0; i < 15; i++) {
      s = chatReducer(s, { type: "user-message", services: brand.services, message: msg(`q${i}`) });
      s = chatReducer(s, { type: "bot-message", message: msg(`a${i}`, "bot"), fallback: false });
    }
    expect(s.conversationHistory).toHaveLength(20);
    expect(s.conversationHistory[0]).toEqual({ role: "user", content: "q5" });
    expect(modelContext(s).map((h) => h.content)).toEqual([
      "q12",
      "a12",
      "q13",
      "a13",
      "q14",
      "a14",
    ]);
  });

  it("reset clears the conversation and memory but keeps the model setting", () => {
    let s = chatReducer(initialState("a"), {
      type: "user-message",
      services: brand.services,
      message: msg("my name is Dana Whitfield"),
    });
    s = chatReducer(chatReducer(s, { type: "toggle-llm" }), { type: "reset", sessionId: "b" });
    expect(s).toMatchObject({
      sessionId: "b",
      messages: [],
      llmEnabled: false,
      contactInfo: { name: "" },
    });
  });

  it("waits 1 to 2 seconds before a reply", () => {
    expect(typingDelay(() => 0)).toBe(1000);
    expect(typingDelay(() => 0.999)).toBeLessThanOrEqual(2000);
  });
});

describe("memory across visits", () => {
  const now = new Date("2026-11-21T12:00:00Z");
  const stored = (daysAgo: number, visitCount = 1) => ({
    contactInfo: { name: "Dana Whitfield", email: "d@x.io", phone: "", company_name: "Sunridge" },
    servicesDiscussed: ["AI Solutions"],
    painPoints: [],
    conversationStage: "qualification" as const,
    leadQualification: "Warm" as const,
    lastVisit: new Date(now.getTime() - daysAgo * 86_400_000).toISOString(),
    visitCount,
  });

  it("restores a session from the last 30 days and counts one more visit", () => {
    expect(restorable(stored(30), now)).toBe(true);
    expect(restorable(stored(31), now)).toBe(false);
    expect(restorable(null, now)).toBe(false);
    const s = chatReducer(initialState("s"), { type: "restore", stored: stored(3, 2) });
    expect(s).toMatchObject({
      visitCount: 3,
      conversationStage: "qualification",
      contactInfo: { email: "d@x.io" },
    });
  });

  it("ignores malformed stored data", () => {
    expect(parseStoredSession("{not json")).toBeNull();
    expect(parseStoredSession(JSON.stringify({ foo: 1 }))).toBeNull();
    expect(parseStoredSession(JSON.stringify(stored(1)))?.contactInfo.name).toBe("Dana Whitfield");
  });

  it("keeps the lead's qualification from one visit to the next (spec §3)", () => {
    const first = JSON.stringify(toStoredSession(initialState("s"), now));
    expect(parseStoredSession(first)?.leadQualification).toBe("Warm");
    const hot = parseStoredSession(JSON.stringify({ ...stored(2), leadQualification: "Hot" }));
    if (!hot) throw new Error("the stored session should read back");
    const back = chatReducer(initialState("s"), { type: "restore", stored: hot });
    expect(back.leadQualification).toBe("Hot");
    expect(toStoredSession(back, now).leadQualification).toBe("Hot");
    // A session stored before it was kept, or holding something else, reads as the chat's Warm.
    const { leadQualification: _, ...older } = stored(2);
    expect(parseStoredSession(JSON.stringify(older))?.leadQualification).toBe("Warm");
    const odd = JSON.stringify({ ...stored(2), leadQualification: "Scorching" });
    expect(parseStoredSession(odd)?.leadQualification).toBe("Warm");
  });

  it("stores contact info, services, pains, stage, qualification, last visit and visit count", () => {
    const s = chatReducer(initialState("s"), { type: "restore", stored: stored(1, 4) });
    expect(toStoredSession(s, now)).toEqual({ ...stored(0, 5), lastVisit: now.toISOString() });
  });

  it("welcomes back a known visitor: 'Great to see you again!' above 3 visits", () => {
    expect(welcomeBack("Dana", 1)).toBe("Welcome back, Dana! How can I help you today?");
    expect(welcomeBack("Dana", 3)).toBe("Welcome back, Dana! How can I help you today?");
    expect(welcomeBack("Dana", 4)).toBe("Welcome back, Dana! Great to see you again!");
  });

  it("greets a new or anonymous visitor with the standard greeting", () => {
    const base = { assistantName: "Ava", company: "Bluebonnet Labs" };
    const greeting = openingMessage({ storedName: null, visitCount: 2, ...base });
    expect(greeting).toContain("Ava");
    expect(greeting).toContain("Bluebonnet Labs");
    expect(greeting).toMatch(/AI automation, digital marketing and custom software/);
    expect(greeting.trim().endsWith("?")).toBe(true);
    expect(openingMessage({ storedName: "Dana", visitCount: 0, ...base })).toBe(greeting);
    expect(openingMessage({ storedName: "Dana", visitCount: 1, ...base })).toBe(
      "Welcome back, Dana! How can I help you today?",
    );
  });
});

describe("lead summary", () => {
  const now = new Date(2026, 10, 21, 9, 30);

  it("is worth sending with more than 2 messages, or at once when an email or phone is given", () => {
    let s = initialState("s");
    s = chatReducer(s, { type: "bot-message", message: msg("hello", "bot"), fallback: false });
    s = chatReducer(s, { type: "user-message", services: brand.services, message: msg("hi") });
    expect(worthALead(s)).toBe(false);
    s = chatReducer(s, {
      type: "bot-message",
      message: msg("how can I help?", "bot"),
      fallback: false,
    });
    expect(worthALead(s)).toBe(true);

    let early = chatReducer(initialState("s"), {
      type: "bot-message",
      message: msg("hello", "bot"),
      fallback: false,
    });
    early = chatReducer(early, {
      type: "user-message",
      services: brand.services,
      message: msg("I'm Ann, ann@firm.com"),
    });
    expect(early.messages).toHaveLength(2);
    expect(worthALead(early)).toBe(true);
  });

  it("says which services were discussed, or general business solutions", () => {
    expect(chatSummaryText([])).toBe(
      "User engaged in conversation about general business solutions.",
    );
    expect(chatSummaryText(["AI Solutions", "Custom Software"])).toBe(
      "User engaged in conversation about AI Solutions, Custom Software.",
    );
  });

  it("names the next step by whether a call to action was offered, and is always Warm", () => {
    expect(nextStep(true)).toBe("Call to action offered");
    expect(nextStep(false)).toBe("Continue nurturing");
    let s = initialState("sess-1");
    for (const text of ["hello", "I need marketing automation", "thanks"]) {
      s = chatReducer(s, { type: "user-message", services: brand.services, message: msg(text) });
    }
    s = chatReducer(s, { type: "call-to-action" });
    expect(buildLeadSummary(s, now)).toEqual({
      interaction_date: "2026-11-21",
      contact_info: { name: "", email: "", phone: "", company_name: "" },
      chat_summary: "User engaged in conversation about Marketing Automation.",
      services_discussed: ["Marketing Automation"],
      key_pain_points: [],
      call_to_action_offered: true,
      next_step: "Call to action offered",
      lead_qualification: "Warm",
      visit_count: 0,
    });
  });

  it("Schedule Call says the spec's words with the consultant's name", () => {
    expect(scheduleCallReply("Marcus Reyes")).toBe(
      "Perfect! I've opened our calendar for you. Marcus Reyes will be able to provide you with detailed insights about how we can help your business. Looking forward to speaking with you soon!",
    );
  });

  it("Schedule Call without a calendar says a call request opened, never a calendar", () => {
    const line = scheduleCallReply("Marcus Reyes", false);
    expect(line).toContain("I've opened a call request for you");
    expect(line).toContain("Marcus Reyes will call you");
    expect(line).not.toContain("calendar");
  });
});

describe("rule-based answers", () => {
  it.each([
    ["How much does it cost?", "$5,000"],
    ["Tell me about the workshop", "workshop"],
    ["Can I book a call?", "Schedule Call"],
    ["Do you build chatbots?", "assistants"],
    ["We need email marketing", "marketing automation"],
    ["Can you build a client portal?", "custom software"],
    ["Can you sync HubSpot with QuickBooks?", "connect the tools"],
    ["hello there", "Hello!"],
  ])("%s → mentions %s", (question, expected) => {
    expect(ruleBasedReply(question, brand).toLowerCase()).toContain(expected.toLowerCase());
  });

  it("thanks a visitor for an email or phone number before anything else, and still answers their question", () => {
    const greeting = ruleBasedReply(
      "Hi, I'm Dana from Acme Roofing, we miss calls after hours. dana@acme-roofing.com",
      brand,
    );
    expect(greeting).toMatch(/^Thank you! I've noted dana@acme-roofing\.com/);
    expect(greeting).toContain("within 24 hours");
    expect(greeting).not.toContain("Hello!");
    expect(ruleBasedReply("call me on 512-555-0142 or ann@x.co", brand)).toContain(
      "noted ann@x.co and 512-555-0142",
    );
    const withQuestion = ruleBasedReply("How much does it cost? ann@x.co", brand);
    expect(withQuestion).toMatch(/^Thank you!/);
    expect(withQuestion).toContain("$5,000");
    expect(ruleBasedReply("hello there", brand)).not.toMatch(/noted/);
  });

  it("otherwise offers help and asks for more detail", () => {
    expect(ruleBasedReply("qwerty", brand)).toBe(defaultReply(brand));
    expect(defaultReply(brand)).toMatch(/tell me a bit more/i);
  });
});

describe("messages typed while the assistant answers", () => {
  it("stay typing until every queued message has its reply, and are answered with their own history", () => {
    let s = initialState("s");
    s = chatReducer(s, {
      type: "user-message",
      services: brand.services,
      message: msg("first question"),
    });
    s = chatReducer(s, {
      type: "user-message",
      services: brand.services,
      message: msg("second question"),
    });
    expect(s.messages.map((m) => m.content)).toEqual(["first question", "second question"]);
    expect(s.pendingReplies).toBe(2);
    s = chatReducer(s, {
      type: "bot-message",
      message: msg("answer 1", "bot"),
      fallback: false,
      reply: true,
    });
    expect(s.isTyping).toBe(true);
    expect(modelContext(s, "second question")).toEqual([
      { role: "user", content: "first question" },
      { role: "assistant", content: "answer 1" },
    ]);
    s = chatReducer(s, {
      type: "bot-message",
      message: msg("answer 2", "bot"),
      fallback: false,
      reply: true,
    });
    expect(s.isTyping).toBe(false);
    expect(s.pendingReplies).toBe(0);
  });
});

describe("telling the visitor their details were kept", () => {
  it("notes the first message that gives an email or phone, once, by first name", () => {
    let s = chatReducer(initialState("s"), {
      type: "user-message",
      message: msg("I'm Dana Whitfield"),
    });
    expect(s.messages.at(-1)?.note).toBeUndefined();
    s = chatReducer(s, { type: "user-message", message: msg("dana@sunridge.example") });
    expect(s.messages.at(-1)?.note).toBe("Thanks, Dana, we have your email.");
    s = chatReducer(s, { type: "user-message", message: msg("or call 512-555-0142") });
    expect(s.messages.at(-1)?.note).toBeUndefined();
    // A new chat notes again; a returning visitor whose details are kept was told before.
    s = chatReducer(s, { type: "reset", sessionId: "t" });
    s = chatReducer(s, { type: "user-message", message: msg("512-555-0142") });
    expect(s.messages.at(-1)?.note).toBe("Thanks, we have your phone number.");
    const stored = toStoredSession(s, new Date());
    let back = chatReducer(initialState("u"), { type: "restore", stored });
    back = chatReducer(back, { type: "user-message", message: msg("me@x.example") });
    expect(back.messages.at(-1)?.note).toBeUndefined();
  });

  it("names both when both come at once", () => {
    expect(
      contactNote({
        name: "Sol Park",
        email: "sol@x.example",
        phone: "555-0100",
        company_name: "",
      }),
    ).toBe("Thanks, Sol, we have your email and phone number.");
  });
});

describe("the conversation kept between page loads", () => {
  const stored = toStoredSession(initialState("s"), new Date());

  it("keeps the latest 20 messages, without greetings or notes, and reads back only sound ones", () => {
    const opening: ChatMessage = { ...msg("Hi! I'm Ava", "bot"), opening: true };
    const many = Array.from({ length: 25 }, (_, i) => msg(`message ${i}`, i % 2 ? "bot" : "user"));
    const noted = { ...msg("dana@x.example"), note: "Thanks, we have your email." };
    const kept = keptMessages([opening, ...many, noted]);
    expect(kept).toHaveLength(20);
    expect(kept.some((m) => m.opening || m.note)).toBe(false);
    expect(kept.at(-1)?.content).toBe("dana@x.example");
    const raw = JSON.stringify([
      ...kept.slice(-2),
      { id: 1, content: "bad id" },
      { ...msg("linked", "bot"), sources: [{ title: "A", url: "https://evil.example" }] },
    ]);
    const read = parseKeptMessages(raw);
    expect(read.map((m) => m.content)).toEqual(["message 24", "dana@x.example", "linked"]);
    expect(read.at(-1)?.sources).toBeUndefined(); // only the site's own addresses
    expect(parseKeptMessages("not json")).toEqual([]);
  });

  it("restores them above this visit's, and the model goes on from them", () => {
    const earlier = [msg("We need a chatbot"), msg("Happy to help!", "bot")];
    const s = chatReducer(initialState("t"), { type: "restore", stored, messages: earlier });
    expect(s.messages.map((m) => m.content)).toEqual(["We need a chatbot", "Happy to help!"]);
    expect(s.resumedAt).toBe(2);
    expect(s.conversationHistory).toEqual([
      { role: "user", content: "We need a chatbot" },
      { role: "assistant", content: "Happy to help!" },
    ]);
    expect(chatReducer(initialState("t"), { type: "restore", stored }).resumedAt).toBeNull();
  });
});
