// GET /metrics as a Prometheus scraper sees it: only with its token, and counting what the
// operator watches (leads saved, notifications waiting, model calls and fallbacks).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeGemini, startFakeGemini } from "../fakes/gemini-server";
import { TEST_PORTS } from "../helpers/ports";

const TOKEN = "metrics-token-0123456789";
// Before lib/env.ts is first imported (dynamically, below).
process.env.METRICS_TOKEN = TOKEN;

let fake: FakeGemini;
beforeAll(async () => {
  fake = await startFakeGemini(TEST_PORTS.gemini, 4000);
});
afterAll(() => fake.close());
beforeEach(async () => {
  const { resetDatabase, resetRateLimits } = await import("../helpers/db");
  await resetDatabase();
  await resetRateLimits();
  fake.reset();
});

async function scrape(authorization?: string) {
  const { GET } = await import("@/app/metrics/route");
  return GET(
    new Request("http://localhost/metrics", {
      headers: authorization ? { authorization } : {},
    }),
  );
}

/** The value of one series in Prometheus' text format (0 when absent). */
function value(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe("GET /metrics", () => {
  it("answers 401 without the token or with another one", async () => {
    for (const auth of [undefined, "Bearer wrong-token-0123456789", `Basic ${TOKEN}`]) {
      const res = await scrape(auth);
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect((await res.json()).error.code).toBe("unauthorized");
    }
  });

  it("counts leads saved, notifications waiting, and model calls and fallbacks", async () => {
    const { sendSummary, summaryBody } = await import("../helpers/chat");
    const before = await (await scrape(`Bearer ${TOKEN}`)).text();
    const saved = await sendSummary(summaryBody());
    expect(saved.status).toBe(201);

    const { POST: reply } = await import("@/app/api/chat/llm-response/route");
    const { jsonRequest } = await import("../helpers/http");
    const { routeCtx } = await import("../helpers/chat");
    const ask = () =>
      reply(
        jsonRequest("/api/chat/llm-response", {
          prompt: "What does the Growth package cost?",
          context: { sessionId: `metrics-${crypto.randomUUID()}`, history: [] },
        }),
        routeCtx,
      );
    expect((await ask()).status).toBe(200);
    fake.setMode("error500");
    expect((await (await ask()).json()).fallbackUsed).toBe(true);

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const text = await res.text();
    const grew = (series: string) => value(text, series) - value(before, series);
    expect(grew('site_leads_saved_total{source="chat",created="true"}')).toBe(1);
    // The lead's webhook and email wait in the outbox (no worker runs in this test).
    expect(value(text, 'site_notification_outbox{state="pending"}')).toBe(2);
    expect(grew('site_model_calls_total{outcome="ok"}')).toBe(1);
    expect(grew('site_model_calls_total{outcome="failed"}')).toBe(1);
    expect(grew('site_model_fallbacks_total{reason="failed"}')).toBe(1);
    expect(grew('site_model_tokens_total{kind="output"}')).toBeGreaterThan(0);
    // The process's own: memory, CPU, event-loop lag.
    expect(text).toContain("process_resident_memory_bytes");
  });
});
