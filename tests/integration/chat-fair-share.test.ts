// One visitor cannot starve the others of the model (issue: a security review filled the
// instance's model slots with four parallel calls, and spent the day's budget from one address).
import { describe, expect, it } from "vitest";
import { POST as llm } from "@/app/api/chat/llm-response/route";
import { boundedHistory } from "@/lib/ai/reply";
import { withinModelBudget } from "@/lib/ai/spend";
import { hashClientAddress } from "@/lib/chat-sessions";
import { issueSession } from "../helpers/chat";
import { countRows } from "../helpers/db";
import { withFakeModel } from "../helpers/fake-model";
import { jsonRequest, uniqueIp } from "../helpers/http";

// Slower than the route's 1.5 s model deadline: a "[slow]" question holds its slot till then.
const fake = withFakeModel();

type Visitor = { sessionId: string; sessionToken: string; ip: string };

const ask = async (
  prompt: string,
  who: Visitor,
  history: Array<{ role: "user" | "assistant"; content: string }> = [],
) => {
  const res = await llm(
    jsonRequest(
      "/api/chat/llm-response",
      {
        prompt,
        context: {
          sessionId: who.sessionId,
          sessionToken: who.sessionToken,
          stage: "discovery",
          userInfo: {},
          history,
          model: "gemini-2.5-pro",
          temperature: 0.7,
          maxTokens: 2000,
        },
      },
      { ip: who.ip },
    ),
    { params: Promise.resolve({}) },
  );
  expect(res.status).toBe(200);
  return (await res.json()) as { response: string; fallbackUsed: boolean; reasoning: string };
};

const visitor = async () => ({ ...(await issueSession()), ip: uniqueIp() }) as Visitor;

describe("a fair share of the model", () => {
  it("a flood from one session does not change another session's answer", async () => {
    const flooder = await visitor();
    const other = await visitor();
    // Eight parallel calls from one chat: with only the instance's cap (4), they held every slot.
    const flood = Promise.all(
      Array.from({ length: 8 }, (_, i) => ask(`[slow] question ${i}`, flooder)),
    );
    await new Promise((r) => setTimeout(r, 200));
    const answer = await ask("Can a chatbot answer after hours?", other);
    expect(answer.fallbackUsed).toBe(false);
    expect(answer.response).toContain("From the model");
    const flooded = await flood;
    // The flood reached the model one call at a time; the rest waited, then got the rules.
    expect(flooded.every((r) => r.fallbackUsed)).toBe(true);
    expect(flooded.filter((r) => r.reasoning.includes("still being written")).length).toBe(
      8 - (fake.requests() - 1),
    );
    expect(fake.peakInFlight()).toBe(2); // one of the flood's, and the other visitor's
  });

  it("one address's new sessions wait their turn too", async () => {
    const ip = uniqueIp();
    const sessions = await Promise.all(
      [1, 2, 3].map(async () => ({ ...(await issueSession(ip)), ip }) as Visitor),
    );
    const answers = await Promise.all(sessions.map((s, i) => ask(`[slow] from session ${i}`, s)));
    expect(fake.peakInFlight()).toBe(1);
    expect(answers.some((a) => a.reasoning.includes("still being written"))).toBe(true);
    // Once they are over, the address is served again.
    const [first] = sessions;
    if (!first) throw new Error("no session");
    expect((await ask("and now?", first)).fallbackUsed).toBe(false);
  });

  it("a second question of the same chat is answered once the first one is", async () => {
    const me = await visitor();
    const [first, second] = await Promise.all([ask("first", me), ask("second", me)]);
    expect(first.fallbackUsed).toBe(false);
    expect(second.fallbackUsed).toBe(false);
  });

  it("an address's daily allowance is its own: when spent, another address still gets the model", async () => {
    const call = () =>
      Promise.resolve({ result: "model", usage: { inputTokens: 2_000, outputTokens: 1_000 } });
    const mine = await hashClientAddress("203.0.113.7");
    const theirs = await hashClientAddress("203.0.113.8");
    const opts = { allowance: 7_000, budget: 1_000_000 };
    // Each call reserves its worst case (4,000), then settles to what it used (3,000).
    expect((await withinModelBudget(4_000, call, { ...opts, addressHash: mine })).ok).toBe(true);
    expect((await withinModelBudget(4_000, call, { ...opts, addressHash: mine })).ok).toBe(true);
    expect(await withinModelBudget(4_000, call, { ...opts, addressHash: mine })).toEqual({
      ok: false,
      reason: "allowance",
    });
    expect((await withinModelBudget(4_000, call, { ...opts, addressHash: theirs })).ok).toBe(true);
  });

  it("keeps an address's usage for today and yesterday only", async () => {
    const call = () => Promise.resolve({ result: 1, usage: { inputTokens: 1, outputTokens: 1 } });
    const mine = await hashClientAddress("192.0.2.9");
    for (const day of ["2026-11-20", "2026-11-25", "2026-11-26"]) {
      await withinModelBudget(10, call, { addressHash: mine, now: new Date(`${day}T12:00:00Z`) });
    }
    expect(await countRows("llm_address_usage")).toBe(2); // the 25th and the 26th
  });

  it("a call the day's budget refuses gives the address its reservation back", async () => {
    const call = () => Promise.resolve({ result: 1, usage: { inputTokens: 1, outputTokens: 1 } });
    const mine = await hashClientAddress("198.51.100.4");
    const refused = await withinModelBudget(5_000, call, {
      addressHash: mine,
      allowance: 6_000,
      budget: 1_000,
    });
    expect(refused).toEqual({ ok: false, reason: "budget" });
    const next = await withinModelBudget(5_000, call, {
      addressHash: mine,
      allowance: 6_000,
      budget: 1_000_000,
    });
    expect(next.ok).toBe(true);
  });

  it("the model is sent at most 4,000 characters of earlier messages, the latest whole", () => {
    const long = (c: string) => c.repeat(1_500);
    const history = [
      { role: "user" as const, content: long("a") },
      { role: "assistant" as const, content: long("b") },
      { role: "user" as const, content: long("c") },
      { role: "assistant" as const, content: "short" },
    ];
    const sent = boundedHistory(history);
    expect(sent.map((h) => h.content[0])).toEqual(["b", "c", "s"]);
    expect(sent.reduce((n, h) => n + h.content.length, 0)).toBeLessThanOrEqual(4_000);
  });
});
