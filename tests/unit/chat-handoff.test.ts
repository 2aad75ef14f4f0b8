// A visitor asking for a person: what counts as asking, what they are told, what the chat sends,
// and how a lead keeps one open request at a time.
import { describe, expect, it } from "vitest";
import { parseBusinessHours, replyPromise } from "@/config/business-hours.mjs";
import { parseEnv } from "@/config/env.mjs";
import { asksForPerson } from "@/lib/chat/handoff";
import { chatReducer, initialState } from "@/lib/chat/state";
import { buildLeadSummary } from "@/lib/chat/summary";
import { applyOwnerSave, type LeadSave, mergeLeads, newLead } from "@/lib/leads/save";

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

describe("a lead's request for a person", () => {
  const save = (over: Partial<LeadSave> = {}): LeadSave => ({
    sessionId: "s1",
    seq: 1,
    interactionDate: "2026-11-27",
    contact: { name: "Dana", email: "dana@sunridge.example", phone: null, company: null },
    chatSummary: "x",
    servicesDiscussed: [],
    keyPainPoints: [],
    callToActionOffered: false,
    nextStep: "Continue nurturing",
    leadQualification: "Warm",
    visitCount: 1,
    transcript: [],
    handoff: null,
    ...over,
  });
  const request = (iso: string, message = "a person please") => ({
    requestedAt: new Date(iso),
    message,
  });

  it("is kept only when the lead can be reached", () => {
    const anonymous = newLead(
      save({
        contact: { name: null, email: null, phone: null, company: null },
        handoff: request("2026-11-27T15:00:00Z"),
      }),
    );
    expect(anonymous.handoffRequestedAt).toBeNull();
    expect(newLead(save({ handoff: request("2026-11-27T15:00:00Z") })).handoffMessage).toBe(
      "a person please",
    );
  });

  it("stays the first one while open, even from an older save; a newer one follows an answer", () => {
    const lead = newLead(save({ handoff: request("2026-11-27T15:00:00Z", "first") }));
    const again = applyOwnerSave(
      { ...lead, handoffNotifiedAt: new Date() },
      save({ seq: 2, handoff: request("2026-11-27T16:00:00Z", "second") }),
    );
    expect(again.handoffMessage).toBe("first");
    expect(again.handoffNotifiedAt).not.toBeNull();

    const answered = { ...again, handoffAnsweredAt: new Date("2026-11-27T15:30:00Z") };
    // A stale save (older sequence) still brings a newer request.
    const next = applyOwnerSave(
      answered,
      save({ seq: 1, handoff: request("2026-11-27T16:00:00Z", "second") }),
    );
    expect(next).toMatchObject({
      handoffMessage: "second",
      handoffAnsweredAt: null,
      handoffNotifiedAt: null,
    });
    // The answered request sent again changes nothing.
    expect(
      applyOwnerSave(answered, save({ seq: 3, handoff: request("2026-11-27T15:00:00Z") })),
    ).toMatchObject({ handoffMessage: "first" });
  });

  it("moves with a merged lead without being announced twice", () => {
    const older = newLead(save({ sessionId: "s0" }));
    const notified = new Date("2026-11-27T15:00:05Z");
    const from = {
      ...newLead(save({ handoff: request("2026-11-27T15:00:00Z") })),
      handoffNotifiedAt: notified,
    };
    const merged = mergeLeads(older, from);
    expect(merged.handoffMessage).toBe("a person please");
    expect(merged.handoffNotifiedAt).toEqual(notified);
  });
});
