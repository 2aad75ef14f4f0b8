// A visitor asking for a person: what counts as asking, what they are told and what the chat
// sends (how a lead keeps one open request: tests/unit/lead-save.test.ts).
import { describe, expect, it } from "vitest";
import { parseBusinessHours, replyPromise } from "@/config/business-hours.mjs";
import { parseEnv } from "@/config/env.mjs";
import { asksForPerson } from "@/lib/chat/handoff";
import { chatReducer, initialState } from "@/lib/chat/state";
import { buildLeadSummary } from "@/lib/chat/summary";

describe("asking for a person", () => {
  it.each([
    "can I talk to a real person?",
    "I'd like to talk to a person.",
    "Can I speak with someone on your team?",
    "is there a human I can chat with",
    "please just have someone call me",
    "Human",
    "agent?",
    "I want to talk to an actual human",
    "Could I speak to your consultant directly?",
    "I'd rather chat with a live agent",
  ])("%s", (message) => expect(asksForPerson(message)).toBe(true));

  it.each([
    "Do you work with human resources teams?",
    "Our customers call us all day",
    "What does a person need to get started?",
    "We're a team of five people",
    "Can your bot call my leads back?",
  ])("not: %s", (message) => expect(asksForPerson(message)).toBe(false));
});

describe("business hours", () => {
  it("reads the configuration and says when to expect a reply", () => {
    const hours = parseBusinessHours("Mon-Fri 09:00-17:00");
    expect(hours).toMatchObject({ days: [1, 2, 3, 4, 5], opens: 540, closes: 1020 });
    expect(replyPromise(hours as NonNullable<typeof hours>, 60, "CT")).toBe(
      "We usually reply within an hour, Mon–Fri 9 am–5 pm CT; otherwise by the next business morning.",
    );
    const weekend = parseBusinessHours("sat-sun 10:30-14:00");
    expect(weekend?.label).toBe("Sat–Sun 10:30 am–2 pm");
    expect(replyPromise(weekend as NonNullable<typeof weekend>, 120, "CT")).toContain(
      "within 2 hours",
    );
  });

  it("stops the server at start, naming the variable, when the value cannot be read", () => {
    for (const bad of ["9 to 5", "Mon-Fri 17:00-09:00", "Mon-Fry 09:00-17:00", "Mon 09:75-10:00"]) {
      expect(() => parseEnv({ BUSINESS_HOURS: bad })).toThrow(/^BUSINESS_HOURS must look like/);
    }
    expect(() => parseEnv({ HANDOFF_REPLY_MINUTES: "0" })).toThrow(/HANDOFF_REPLY_MINUTES/);
    expect(parseEnv({}).BUSINESS_HOURS.label).toBe("Mon–Fri 9 am–5 pm");
  });
});

describe("the chat's side", () => {
  const asked = (state = initialState("s1")) =>
    chatReducer(state, {
      type: "handoff",
      requestedAt: "2026-11-27T15:00:00.000Z",
      message: "can I talk to a real person?",
    });

  it("sends the request with the lead only once there is a way to reach the visitor", () => {
    const pending = asked();
    expect(buildLeadSummary(pending, new Date()).handoff).toBeUndefined();
    const reachable = chatReducer(pending, {
      type: "user-message",
      message: {
        id: "m1",
        content: "sure, dana@sunridge.example",
        sender: "user",
        timestamp: "2026-11-27T15:01:00.000Z",
      },
    });
    expect(buildLeadSummary(reachable, new Date()).handoff).toEqual({
      requested_at: "2026-11-27T15:00:00.000Z",
      message: "can I talk to a real person?",
    });
  });

  it("keeps the first request when the visitor asks again, and forgets it on Start over", () => {
    const once = asked();
    const twice = chatReducer(once, {
      type: "handoff",
      requestedAt: "2026-11-27T16:00:00.000Z",
      message: "hello? a human please",
    });
    expect(twice.handoff?.requestedAt).toBe("2026-11-27T15:00:00.000Z");
    expect(chatReducer(twice, { type: "reset", sessionId: "s2" }).handoff).toBeNull();
  });
});
