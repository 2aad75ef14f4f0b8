// The outbox rules: saves wait in the browser until the server confirms them.
import { describe, expect, it } from "vitest";
import {
  acknowledge,
  backoffMs,
  due,
  expire,
  type OutboxEntry,
  outcomeOf,
  parseOutbox,
  put,
  requestFor,
  SESSION_ERASED_CODE,
  SESSION_REFUSED_CODE,
  settle,
} from "@/lib/chat/outbox";

const message = (id: string) => ({
  id,
  sender: "user" as const,
  content: `text ${id}`,
  timestamp: "2026-11-21T10:00:00.000Z",
});

const entry = (over: Partial<OutboxEntry> = {}): OutboxEntry => ({
  kind: "summary",
  sessionId: "s1",
  sessionToken: "tok",
  seq: 1,
  body: { chat_summary: "x" },
  transcript: [],
  createdAt: 1_000,
  attempts: 0,
  nextAttemptAt: 1_000,
  batch: 40,
  ...over,
});

describe("chat outbox", () => {
  it("keeps one entry per kind and session; a newer save keeps the older one's unsent messages", () => {
    let box = put([], entry({ seq: 1, transcript: [message("a"), message("b")] }));
    box = put(box, entry({ seq: 2, body: { chat_summary: "y" }, transcript: [message("c")] }));
    box = put(box, entry({ kind: "context", seq: 3 }));
    expect(box).toHaveLength(2);
    const summary = box.find((e) => e.kind === "summary");
    expect(summary?.seq).toBe(2);
    expect(summary?.body).toEqual({ chat_summary: "y" });
    expect(summary?.transcript.map((m) => m.id)).toEqual(["a", "b", "c"]);
  });

  it("sends the session, the sequence and at most one batch of the transcript", () => {
    const e = entry({ seq: 7, batch: 2, transcript: [message("a"), message("b"), message("c")] });
    expect(requestFor(e)).toEqual({
      url: "/api/chat/summary",
      body: {
        chat_summary: "x",
        session_id: "s1",
        session_token: "tok",
        seq: 7,
        transcript: [message("a"), message("b")],
      },
    });
    expect(requestFor(entry({ kind: "context", body: { context: { a: 1 } } }))).toEqual({
      url: "/api/chat/context",
      body: { context: { a: 1 }, sessionId: "s1", sessionToken: "tok", seq: 1 },
    });
  });

  it("removes an entry only when the server confirmed everything in it", () => {
    const sent = entry({
      seq: 1,
      batch: 2,
      transcript: [message("a"), message("b"), message("c")],
    });
    const afterFirst = acknowledge([sent], sent);
    expect(afterFirst).toHaveLength(1);
    expect(afterFirst[0]?.transcript.map((m) => m.id)).toEqual(["c"]);
    expect(acknowledge(afterFirst, afterFirst[0] as OutboxEntry)).toEqual([]);
  });

  it("keeps a newer save that arrived while an older one was in flight", () => {
    const older = entry({ seq: 1 });
    const box = put([older], entry({ seq: 2 }));
    const after = acknowledge(box, older);
    expect(after).toHaveLength(1);
    expect(after[0]?.seq).toBe(2);
  });

  it("retries server errors, rate limits and lost connections with growing waits", () => {
    for (const status of [0, 408, 429, 500, 502, 503]) expect(outcomeOf(status).type).toBe("retry");
    const e = entry();
    let box = settle([e], e, { type: "retry" }, 10_000);
    expect(box[0]?.attempts).toBe(1);
    expect(due(box, 10_000)).toEqual([]);
    expect(due(box, 10_000 + 2_500)).toHaveLength(1);
    box = settle(box, e, { type: "retry" }, 20_000);
    expect(box[0]?.attempts).toBe(2);
    expect(backoffMs(1, () => 0.5)).toBe(2_000);
    expect(backoffMs(4, () => 0.5)).toBe(16_000);
    expect(backoffMs(20, () => 0.5)).toBe(300_000);
  });

  it("halves the transcript batch after a 413, and never drops a save the server refused", () => {
    const e = entry({ transcript: [message("a"), message("b")] });
    expect(settle([e], e, outcomeOf(413), 0)[0]?.batch).toBe(20);
    // A refused summary is tried at once without its transcript, so the lead gets through.
    const stripped = settle([e], e, outcomeOf(400), 0);
    expect(stripped[0]).toMatchObject({ transcript: [], nextAttemptAt: 0 });
    // Refused again: kept, and tried again only after the longest wait.
    const waiting = settle(stripped, stripped[0] as OutboxEntry, outcomeOf(400), 0);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.nextAttemptAt).toBeGreaterThanOrEqual(0.8 * 5 * 60_000);
    const context = entry({ kind: "context" });
    expect(settle([context], context, outcomeOf(400), 0)).toHaveLength(1);
  });

  it("holds saves for a new session when the server no longer recognises the old one", () => {
    const summary = entry();
    const context = entry({ kind: "context" });
    const refused = outcomeOf(403, { error: { code: SESSION_REFUSED_CODE, message: "…" } });
    const box = settle(settle([summary, context], summary, refused, 0), context, refused, 0);
    expect(box).toHaveLength(2);
    for (const e of box) {
      expect(e).toMatchObject({ sessionId: null, sessionToken: null, awaitingSession: true });
    }
  });

  it("drops every save of a chat whose data was deleted at the visitor's request, and only those", () => {
    const summary = entry({ transcript: [message("m1")] });
    const context = entry({ kind: "context" });
    const other = entry({ sessionId: "s2", sessionToken: "tok2" });
    const erased = outcomeOf(403, { error: { code: SESSION_ERASED_CODE, message: "…" } });
    expect(erased.type).toBe("session-erased");
    expect(settle([summary, context, other], summary, erased, 0)).toEqual([other]);
  });

  it("waits out any other 403 with the session kept", () => {
    const origin = {
      error: { code: "forbidden", message: "Requests from other websites are not accepted here." },
    };
    for (const answer of [origin, null, "<h1>Forbidden</h1>"]) {
      expect(outcomeOf(403, answer).type).toBe("retry");
    }
    const e = entry();
    expect(settle([e], e, outcomeOf(403, origin), 0)[0]).toMatchObject({
      sessionId: "s1",
      attempts: 1,
    });
  });

  it("keeps what only a replaced save knew: contact details, topics and the call offered", () => {
    const older = entry({
      seq: 1,
      body: {
        contact_info: { name: "Ann", email: "ann@example.com", phone: "", company_name: "" },
        services_discussed: ["SEO"],
        key_pain_points: ["slow site"],
        call_to_action_offered: true,
        chat_summary: "User engaged in conversation about SEO.",
        next_step: "Call to action offered",
      },
      transcript: [message("a"), message("b")],
    });
    const newer = entry({
      seq: 2,
      body: {
        contact_info: { name: "", email: "", phone: "555 0100", company_name: "" },
        services_discussed: ["Ads"],
        key_pain_points: [],
        call_to_action_offered: false,
        chat_summary: "User engaged in conversation about Ads.",
        next_step: "Continue nurturing",
      },
      transcript: [message("b"), message("c")],
    });
    const [merged] = put([older], newer);
    expect(merged?.body).toEqual({
      contact_info: { name: "Ann", email: "ann@example.com", phone: "555 0100", company_name: "" },
      services_discussed: ["Ads", "SEO"],
      key_pain_points: ["slow site"],
      call_to_action_offered: true,
      chat_summary: "User engaged in conversation about Ads, SEO.",
      next_step: "Call to action offered",
    });
    expect(merged?.transcript.map((m) => m.id)).toEqual(["a", "b", "c"]);
    // The context the same way, within the server's 20 topics.
    const many = Array.from({ length: 20 }, (_, i) => `topic ${i}`);
    const [context] = put(
      [
        entry({
          kind: "context",
          body: {
            context: {
              userInfo: { email: "ann@example.com" },
              servicesDiscussed: ["SEO"],
              painPoints: [],
            },
          },
        }),
      ],
      entry({
        kind: "context",
        seq: 2,
        body: {
          context: { userInfo: { name: "Ann" }, servicesDiscussed: many, painPoints: ["cost"] },
        },
      }),
    );
    expect(context?.body).toEqual({
      context: {
        userInfo: { name: "Ann", email: "ann@example.com" },
        servicesDiscussed: many,
        painPoints: ["cost"],
      },
    });
  });

  it("forgets saves older than the 30-day memory window and ignores damaged storage", () => {
    const day = 86_400_000;
    expect(expire([entry({ createdAt: 0 })], 31 * day)).toEqual([]);
    expect(expire([entry({ createdAt: 0 })], 29 * day)).toHaveLength(1);
    expect(parseOutbox("not json")).toEqual([]);
    expect(parseOutbox('[{"kind":"other"}]')).toEqual([]);
    expect(parseOutbox(JSON.stringify([entry()]))).toHaveLength(1);
  });
});
