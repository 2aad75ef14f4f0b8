// The public endpoints as an attacker would try them: forged addresses, other sites' pages,
// other visitors' sessions, an exhausted model budget and a broken rate-limit store.
import { createServer, request as httpRequest, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GET as llmUsage } from "@/app/api/admin/llm-usage/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as getContext } from "@/app/api/chat/context/[sessionId]/route";
import { POST as llm } from "@/app/api/chat/llm-response/route";
import { POST as issue } from "@/app/api/chat/session/route";
import { POST as postContact } from "@/app/api/contact/route";
import { withinModelBudget } from "@/lib/ai/spend";
import { getDb } from "@/lib/db/client";
import { Breaker } from "@/lib/rate-limit";
import { type LimitStore, MemoryStore } from "@/lib/rate-limit-stores";
import { utcDate } from "@/lib/validations/common";
import { pinClientAddress } from "../../scripts/client-address.mjs";
import {
  contextBody,
  issueSession,
  ownSummary,
  routeCtx,
  sendContext,
  sendSummary,
  summaryBody,
} from "../helpers/chat";
import { countRows } from "../helpers/db";
import { withFakeModel } from "../helpers/fake-model";
import { adminToken } from "../helpers/fixtures";
import { jsonRequest, uniqueIp } from "../helpers/http";

const fake = withFakeModel();

const contact = (i: number) => ({ name: `Visitor ${i}`, email: `v${i}@example.com` });

/**
 * A real HTTP server doing what scripts/server.mjs does before Next sees a request (fix the
 * client address), then handing the request to the contact route handler.
 */
async function contactServer(hops: number): Promise<{ url: string; server: Server }> {
  const server = createServer(async (req: IncomingMessage, res) => {
    pinClientAddress(req, { hops, proxies: null });
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
    const answer = await postContact(
      new Request(`http://localhost${req.url}`, {
        method: "POST",
        headers,
        body: Buffer.concat(chunks),
      }),
      routeCtx,
    );
    res.writeHead(answer.status, { "content-type": "application/json" });
    res.end(await answer.text());
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

function post(url: string, body: unknown, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${url}/api/contact`,
      { method: "POST", headers: { "content-type": "application/json", ...headers } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify(body));
  });
}

describe("the client's address", () => {
  it("comes from the connection: a forged X-Forwarded-For does not move the budget", async () => {
    const { url, server } = await contactServer(0);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const forged = `10.7.${Math.floor(Math.random() * 250)}.${i + 1}`;
        statuses.push(
          await post(url, contact(i), { "x-forwarded-for": forged, "x-real-ip": forged }),
        );
      }
      expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
      expect(statuses[5]).toBe(429);
    } finally {
      server.close();
    }
  });

  it("with TRUST_PROXY_HOPS=1 is the proxy's entry (the last), so each visitor has a budget", async () => {
    const { url, server } = await contactServer(1);
    try {
      // What the visitor wrote comes first; the proxy appends the address it saw.
      const fromA = () => post(url, contact(1), { "x-forwarded-for": "6.6.6.6, 203.0.113.10" });
      for (let i = 0; i < 5; i++) expect(await fromA()).toBe(201);
      expect(await fromA()).toBe(429);
      // The visitor changing their own part does not help…
      expect(await post(url, contact(2), { "x-forwarded-for": "7.7.7.7, 203.0.113.10" })).toBe(429);
      // …but another visitor behind the same proxy has their own budget.
      expect(await post(url, contact(3), { "x-forwarded-for": "203.0.113.11" })).toBe(201);
    } finally {
      server.close();
    }
  });
});

describe("same-origin only for state-changing endpoints", () => {
  const fromEvil = { origin: "https://evil.example", "sec-fetch-site": "cross-site" };

  it.each([
    [
      "contact",
      () => postContact(jsonRequest("/api/contact", contact(1), { headers: fromEvil }), routeCtx),
    ],
    ["summary", () => sendSummary(summaryBody(), { headers: fromEvil })],
    [
      "llm-response",
      () =>
        llm(
          jsonRequest(
            "/api/chat/llm-response",
            { prompt: "hi", context: { sessionId: "abc" } },
            {
              headers: fromEvil,
            },
          ),
          routeCtx,
        ),
    ],
    [
      "login",
      () =>
        login(
          jsonRequest("/api/auth/login", { email: "a@b.co", password: "x" }, { headers: fromEvil }),
          routeCtx,
        ),
    ],
  ])("refuses a cross-site %s post with 403", async (_name, send) => {
    const res = await send();
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe("forbidden");
    expect(fake.requests()).toBe(0);
    expect(await countRows("chat_summaries")).toBe(0);
    expect(await countRows("contact_messages")).toBe(0);
  });

  it("refuses another site's text/plain post (what a plain HTML form or no-cors fetch sends)", async () => {
    const res = await sendSummary(summaryBody(), {
      headers: { origin: "https://evil.example", "content-type": "text/plain" },
    });
    expect(res.status).toBe(403);
    const sameSite = await sendSummary(summaryBody(), {
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(sameSite.status).toBe(403);
  });

  it("accepts the site's own requests and clients that send no Origin", async () => {
    const own = await sendSummary(summaryBody(), {
      headers: { origin: "http://localhost", "sec-fetch-site": "same-origin" },
    });
    expect(own.status).toBe(201);
    expect((await sendSummary(summaryBody({ contact_info: contact(9) }))).status).toBe(201);
  });
});

describe("a chat session belongs to its visitor", () => {
  it("issues unguessable ids: 128 random bits with a token", async () => {
    const a = await issueSession();
    const b = await issueSession();
    expect(a.sessionId).toMatch(/^[\w-]{22}$/);
    expect(a.sessionToken).toMatch(/^[\w-]{43}$/);
    expect(a.sessionId).not.toBe(b.sessionId);
  });

  it("a stranger can neither overwrite a lead nor read or change its context", async () => {
    const owner = await issueSession();
    const first = await sendSummary(ownSummary(owner, { seq: 1 }));
    expect(first.status).toBe(201);
    await sendContext({ ...owner, seq: 1, context: contextBody() });
    const stranger = await issueSession();

    const hijack = {
      session_id: owner.sessionId,
      seq: 99,
      lead_qualification: "Hot",
      contact_info: { name: "Mallory", email: "mallory@evil.example", phone: "", company_name: "" },
    };
    const refused = await sendSummary(summaryBody(hijack));
    expect(refused.status).toBe(403);
    // The code the chat's outbox takes as "get a new session" (and no other 403 carries).
    expect((await refused.json()).error.code).toBe("chat_session_invalid");
    expect(
      (await sendSummary(summaryBody({ ...hijack, session_token: stranger.sessionToken }))).status,
    ).toBe(403);
    expect(
      (await sendContext({ sessionId: owner.sessionId, context: contextBody({ userInfo: {} }) }))
        .status,
    ).toBe(403);

    const read = (token?: string) =>
      getContext(
        new Request("http://localhost/x", {
          headers: token ? { "x-chat-session-token": token } : {},
        }),
        { params: Promise.resolve({ sessionId: owner.sessionId }) },
      );
    for (const res of [
      await read(),
      await read(stranger.sessionToken),
      await read("x".repeat(43)),
    ]) {
      expect(res.status).toBe(403);
      expect(JSON.stringify(await res.json())).not.toContain("sunridge");
    }
    expect((await read(owner.sessionToken)).status).toBe(200);

    expect(
      await countRows(
        "chat_summaries",
        sql`contact_email = 'dana@sunridge.example' and contact_name = 'Dana Whitfield' and lead_qualification = 'Warm'`,
      ),
    ).toBe(1);
    expect(await countRows("chat_summaries")).toBe(1);
  });

  it("limits how fast one address can be issued sessions", async () => {
    const ip = uniqueIp();
    const statuses = [];
    for (let i = 0; i < 21; i++) {
      const res = await issue(
        new Request("http://localhost/api/chat/session", {
          method: "POST",
          headers: { "x-forwarded-for": ip },
        }),
        routeCtx,
      );
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("the model's spend", () => {
  const ask = async (prompt = "How much does the Growth package cost?") => {
    const s = await issueSession();
    return llm(
      jsonRequest("/api/chat/llm-response", {
        prompt,
        context: { sessionId: s.sessionId, sessionToken: s.sessionToken },
      }),
      routeCtx,
    );
  };

  it("counts the provider's reported tokens per day in the database", async () => {
    await ask();
    await ask();
    const db = await getDb();
    const { rows } = (await db.execute(
      sql`select input_tokens, output_tokens, reserved_tokens, calls from llm_usage where day = ${utcDate(new Date())}`,
    )) as unknown as { rows: Array<Record<string, unknown>> };
    expect(rows[0]).toMatchObject({ calls: 2 });
    expect(Number(rows[0]?.input_tokens)).toBe(20);
    expect(Number(rows[0]?.output_tokens)).toBe(40);
    expect(Number(rows[0]?.reserved_tokens)).toBe(0);
  });

  it("answers with the rule-based fallback, never an error, once today's budget is spent", async () => {
    const db = await getDb();
    await db.execute(
      sql`insert into llm_usage (day, input_tokens, output_tokens) values (${utcDate(new Date())}, 1000000, 1000000)`,
    );
    const res = await ask();
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ fallbackUsed: true, confidence: 0.5 });
    expect(body.response).toContain("$8,000");
    expect(fake.requests()).toBe(0);
  });

  it("never runs more calls at once than the cap; the others get the fallback", async () => {
    fake.setMode("slow");
    const slow = () =>
      withinModelBudget(
        100,
        async () => {
          await new Promise((r) => setTimeout(r, 300));
          return { result: "model", usage: { inputTokens: 1, outputTokens: 1 } };
        },
        { maxConcurrent: 2 },
      );
    const results = await Promise.all([slow(), slow(), slow(), slow()]);
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    expect(results.filter((r) => !r.ok && r.reason === "concurrency")).toHaveLength(2);
  });

  it("shows the owner today's and this month's usage against the budget", async () => {
    await ask();
    const db = await getDb();
    const today = new Date();
    // A refusal earlier this month (the first, unless today is the first).
    const earlier = today.getUTCDate() > 1 ? `${utcDate(today).slice(0, 8)}01` : utcDate(today);
    await db.execute(
      sql`insert into llm_usage (day, input_tokens, output_tokens, calls, refusals) values (${earlier}, 500, 500, 3, 2)
          on conflict (day) do update set input_tokens = llm_usage.input_tokens + 500,
          output_tokens = llm_usage.output_tokens + 500, calls = llm_usage.calls + 3, refusals = llm_usage.refusals + 2`,
    );
    const anonymous = await llmUsage(new Request("http://localhost/api/admin/llm-usage"), routeCtx);
    expect(anonymous.status).toBe(401);
    const res = await llmUsage(
      new Request("http://localhost/api/admin/llm-usage", {
        headers: { authorization: `Bearer ${await adminToken()}` },
      }),
      routeCtx,
    );
    expect(res.status).toBe(200);
    const usage = await res.json();
    const daily = usage.budget;
    expect(daily).toBeGreaterThan(0);
    expect(usage.today.tokens).toBe(earlier === utcDate(today) ? 1030 : 30);
    expect(usage.month).toMatchObject({ tokens: 1030, calls: 4, refusals: 2 });
    expect(usage.month.budget).toBe(daily * today.getUTCDate());
  });

  it("a budget the calls would overrun is refused before the call", async () => {
    const first = await withinModelBudget(
      600,
      async () => ({ result: 1, usage: { inputTokens: 100, outputTokens: 400 } }),
      { budget: 1_000 },
    );
    expect(first.ok).toBe(true);
    const second = await withinModelBudget(600, async () => ({ result: 2, usage: undefined }), {
      budget: 1_000,
    });
    expect(second).toEqual({ ok: false, reason: "budget" });
  });
});

describe("when the rate-limit store fails", () => {
  const g = globalThis as typeof globalThis & { __siteLimiter?: unknown };
  let saved: unknown;
  beforeEach(() => {
    saved = g.__siteLimiter;
    const broken: LimitStore = {
      reserve: () => Promise.reject(new Error("connection refused")),
      release: () => Promise.reject(new Error("connection refused")),
      count: () => Promise.reject(new Error("connection refused")),
    };
    g.__siteLimiter = { shared: broken, memory: new MemoryStore(), breaker: new Breaker() };
  });
  afterEach(() => {
    g.__siteLimiter = saved;
  });

  it("the model fails closed (fallback answer, no call) while the rest of the site keeps working", async () => {
    const res = await llm(
      jsonRequest("/api/chat/llm-response", { prompt: "pricing?", context: { sessionId: "abc" } }),
      routeCtx,
    );
    expect(res.status).toBe(200);
    expect((await res.json()).fallbackUsed).toBe(true);
    expect(fake.requests()).toBe(0);
    const saved = await postContact(jsonRequest("/api/contact", contact(1)), routeCtx);
    expect(saved.status).toBe(201);
  });
});
