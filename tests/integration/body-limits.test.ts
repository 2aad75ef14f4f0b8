// Every route handler that takes a body, walked from the app folder: a body far over any limit
// is refused (413) as soon as its declared length or its stream passes the route's limit, never
// read whole into memory, and never answered with a 500. A route added later is walked too.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { seedDemoContent } from "@/lib/seed";
import { resetDatabase, resetRateLimits } from "../helpers/db";
import { adminToken, seedEvent } from "../helpers/fixtures";
import { insertSummary } from "../helpers/summaries";

const APP = path.join(process.cwd(), "app");
const METHODS = ["POST", "PUT", "PATCH", "DELETE"] as const;
/** What is sent: far more than the largest limit (an upload's ~10 MB). */
const SENT = 64 * 1024 * 1024;
const CHUNK = 64 * 1024;
/** What a route may pull before refusing: its limit and a chunk. Uploads take images. */
const maxPulled = (url: string) =>
  (url === "/api/admin/uploads" ? 11 * 1024 * 1024 : 1024 * 1024) + CHUNK;

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

const routes = routeFiles(APP)
  .map((file) => ({ file, source: readFileSync(file, "utf8") }))
  .filter(({ source }) =>
    METHODS.some((m) => new RegExp(`export (const|async function) ${m}\\b`).test(source)),
  )
  .map(({ file }) => ({
    file,
    url: `/${path
      .relative(APP, path.dirname(file))
      .split(path.sep)
      .filter((s) => !/^\(.*\)$/.test(s))
      .join("/")}`,
  }));

let token = "";
let freshSession: () => Promise<string>;
const params: Record<string, string> = {};

beforeAll(async () => {
  await resetDatabase();
  await resetRateLimits();
  await seedDemoContent();
  token = await adminToken();
  const { startSession, resolveSession } = await import("@/lib/auth/session");
  const active = await resolveSession({ token });
  if (!active || active === "idle") throw new Error("no session");
  freshSession = async () => (await startSession({ userId: active.user.id })).token;
  const event = await seedEvent({ slug: "limits", title: "Limits" });
  params.id = event.id;
  params.attendeeId = crypto.randomUUID();
  params.slug = "ai-automation-for-small-business";
  params.path = "nothing";
  params.leadId = await insertSummary({ interactionDate: "2026-11-20" });
});

/** A body of SENT bytes that counts how much of it was pulled. */
function streamedBody() {
  const sent = { bytes: 0 };
  const chunk = new Uint8Array(CHUNK).fill(0x20);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent.bytes >= SENT) return controller.close();
      sent.bytes += CHUNK;
      controller.enqueue(chunk);
    },
  });
  return { body, sent };
}

function headersFor(url: string, extra: Record<string, string> = {}) {
  const now = Math.floor(Date.now() / 1000);
  return {
    authorization: `Bearer ${token}`,
    "content-type": url.includes("uploads")
      ? "multipart/form-data; boundary=x"
      : "application/json",
    "stripe-signature": `t=${now},v1=${"0".repeat(64)}`,
    "x-cal-signature-256": "0".repeat(64),
    "calendly-webhook-signature": `t=${now},v1=${"0".repeat(64)}`,
    "x-forwarded-for": "192.0.2.50",
    ...extra,
  };
}

async function call(
  file: string,
  method: (typeof METHODS)[number],
  init: RequestInit & { duplex?: "half" },
  url: string,
) {
  const mod = (await import(file)) as Record<string, unknown>;
  const handler = mod[method] as
    | ((req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>)
    | undefined;
  if (!handler) return null;
  const segments = url.match(/\[\.{0,3}(\w+)\]/g) ?? [];
  const ctx: Record<string, string | string[]> = {};
  for (const s of segments) {
    const name = s.replace(/[[\].]/g, "");
    ctx[name] = s.startsWith("[...")
      ? [params[name] ?? "x"]
      : (params[name] ?? crypto.randomUUID());
  }
  const concrete = url.replace(/\[\.{0,3}(\w+)\]/g, (_, n: string) => params[n] ?? "x");
  const req = new Request(`http://localhost${concrete}`, { method, ...init });
  return handler(req, { params: Promise.resolve(ctx as Record<string, string>) });
}

describe("bodies over the limit", () => {
  it("finds the routes that take a body", () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.map((r) => r.url)).toContain("/api/webhooks/stripe");
    expect(routes.map((r) => r.url)).toContain("/api/newsletter/subscribe");
  });

  it("are refused while streaming: no route reads more than its limit, none answers 500", async () => {
    const before = process.memoryUsage().arrayBuffers;
    const refused: string[] = [];
    // Deletes last, each route's after every other method: they may remove what others use.
    const calls = METHODS.flatMap((method) => routes.map((r) => ({ ...r, method })));
    for (const { file, url, method } of calls) {
      {
        // A fresh session each time: sign-out routes end the one they are sent with.
        token = await freshSession();
        const { body, sent } = streamedBody();
        const res = await call(
          file,
          method,
          { headers: headersFor(url), body, duplex: "half" },
          url,
        );
        if (!res) continue;
        const where = `${method} ${url}`;
        expect(res.status, where).not.toBe(500);
        expect(sent.bytes, where).toBeLessThanOrEqual(maxPulled(url));
        if (res.status === 413) {
          refused.push(where);
          expect((await res.json()).error.code, where).toBe("payload_too_large");
        }
      }
    }
    // Every route whose own checks come before the body reads it, within its limit.
    expect(refused).toEqual(
      expect.arrayContaining([
        "POST /api/webhooks/stripe",
        "POST /api/webhooks/cal",
        "POST /api/webhooks/calendly",
        "POST /api/newsletter/subscribe",
        "POST /api/contact",
        "POST /api/chat/llm-response",
        "POST /api/admin/uploads",
        "POST /api/admin/events",
        "PATCH /api/admin/events/[id]",
        "POST /api/blog/posts",
        "POST /api/auth/login",
      ]),
    );
    // What stayed in memory is a small part of what was sent (64 MB to each route).
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(64 * 1024 * 1024);
  }, 120_000);

  it("are refused on the declared length alone, before a byte is read", async () => {
    for (const url of ["/api/webhooks/stripe", "/api/newsletter/subscribe", "/api/contact"]) {
      const route = routes.find((r) => r.url === url);
      if (!route) throw new Error(`no route ${url}`);
      const { body, sent } = streamedBody();
      const res = await call(
        route.file,
        "POST",
        {
          headers: headersFor(url, { "content-length": String(SENT) }),
          body,
          duplex: "half",
        },
        url,
      );
      expect(res?.status, url).toBe(413);
      expect(sent.bytes, url).toBeLessThanOrEqual(CHUNK);
    }
  });

  it("a form posted to the newsletter is read within its limit too", async () => {
    const route = routes.find((r) => r.url === "/api/newsletter/subscribe");
    if (!route) throw new Error("no route");
    const { body, sent } = streamedBody();
    const res = await call(
      route.file,
      "POST",
      {
        headers: headersFor(route.url, {
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-for": "192.0.2.51",
        }),
        body,
        duplex: "half",
      },
      route.url,
    );
    expect(res?.status).toBe(413);
    expect(sent.bytes).toBeLessThanOrEqual(2 * CHUNK);
  });
});
