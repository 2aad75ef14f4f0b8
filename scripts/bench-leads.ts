// Lead saves through POST /api/chat/summary at a fixed (open-loop) rate, after one unmeasured
// warm-up second. BENCH_LATER=1: each chat's second save; BENCH_WEBHOOK=1: counts duplicate
// notifications from three racing delivery workers. Run by `npm run bench`.
import { createServer } from "node:http";

const rate = Number(process.env.BENCH_RATE ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const withWebhook = process.env.BENCH_WEBHOOK === "1";
const later = process.env.BENCH_LATER === "1";

/** Delivery ids the receiver accepted, with how often each arrived. */
const arrivals = new Map<string, number>();
if (withWebhook) {
  const receiver = createServer((req, res) => {
    const id = String(req.headers["x-webhook-id"] ?? "");
    req.resume();
    req.on("end", () => {
      arrivals.set(id, (arrivals.get(id) ?? 0) + 1);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  const address = receiver.address();
  const port = typeof address === "object" && address ? address.port : 0;
  // Read once by lib/env.ts, imported below.
  process.env.LEAD_WEBHOOK_URL = `http://127.0.0.1:${port}/hook`;
  process.env.SMTP_URL = "";
  receiver.unref();
}
const { POST: issue } = await import("../app/api/chat/session/route");
const { POST: summary } = await import("../app/api/chat/summary/route");
const { getDb } = await import("../lib/db/client");
await getDb();

const ctx = { params: Promise.resolve({}) };
const warmUp = rate;
const total = warmUp + rate * seconds;
const sessions = await Promise.all(
  Array.from({ length: total }, async (_, i) => {
    const res = await issue(
      new Request("http://localhost/api/chat/session", {
        method: "POST",
        headers: { "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
      }),
      ctx,
    );
    return (await res.json()) as { sessionId: string; sessionToken: string };
  }),
);

const run = Date.now();
const body = (i: number, seq = later ? 2 : 1) =>
  JSON.stringify({
    session_id: sessions[i]?.sessionId,
    session_token: sessions[i]?.sessionToken,
    seq,
    interaction_date: new Date().toISOString().slice(0, 10),
    contact_info: {
      name: "Bench Visitor",
      email: `bench${run}.${i}@example.com`,
      phone: "",
      company_name: "",
    },
    chat_summary: "User engaged in conversation about AI Solutions.",
    services_discussed: ["AI Solutions"],
    key_pain_points: [],
    call_to_action_offered: false,
    next_step: "Continue nurturing",
    lead_qualification: "Warm",
    transcript: [
      {
        id: "1",
        sender: "bot",
        content: "Hi! How can I help?",
        timestamp: new Date().toISOString(),
      },
      {
        id: "2",
        sender: "user",
        content: "We need a chatbot",
        timestamp: new Date().toISOString(),
      },
      ...(seq > 1
        ? [{ id: "3", sender: "user", content: "For support", timestamp: new Date().toISOString() }]
        : []),
    ],
  });

const save = (i: number, seq?: number) =>
  summary(
    new Request("http://localhost/api/chat/summary", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": `172.16.${i >> 8}.${i & 255}`,
      },
      body: body(i, seq),
    }),
    ctx,
  );
if (later) {
  // Every chat's first save, before the clock starts (a few at a time).
  for (let i = 0; i < total; i += 20) {
    await Promise.all(Array.from({ length: Math.min(20, total - i) }, (_, k) => save(i + k, 1)));
  }
}

const { deliverDueNotifications } = await import("../lib/notify/deliver");
let saving = true;
/** One instance's worker: a delivery round, then a short pause, while saves arrive. */
async function worker() {
  while (saving) {
    await deliverDueNotifications().catch(() => {});
    await new Promise((r) => setTimeout(r, 100));
  }
}
const workers = withWebhook ? [worker(), worker(), worker()] : [];

const latencies: number[] = [];
let errors = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: total }, async (_, i) => {
    const due = started + (i * 1000) / rate;
    await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
    const t = performance.now();
    const res = await save(i);
    if (i < warmUp) return;
    latencies.push(performance.now() - t);
    if (res.status !== (later ? 200 : 201)) errors += 1;
  }),
);
saving = false;
await Promise.all(workers);
let notifications = "";
if (withWebhook) {
  // Whatever is still due (a receiver or a mark that failed waits its retry) goes out now.
  const { sql } = await import("drizzle-orm");
  const db = await getDb();
  await db.execute(
    sql`update notification_outbox set next_attempt_at = now(), locked_until = null where delivered_at is null`,
  );
  while ((await deliverDueNotifications()) > 0);
  const sent = [...arrivals.values()].reduce((a, b) => a + b, 0);
  const duplicates = sent - arrivals.size;
  notifications = `  ${arrivals.size} notified, ${duplicates} duplicates`;
}
latencies.sort((a, b) => a - b);
const pct = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
const db = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
console.log(
  `${`${later ? "later " : ""}lead save at ${rate}/s (${db}${withWebhook ? ", webhook" : ""})`.padEnd(40)} p50 ${pct(0.5).toFixed(1)} ms  p99 ${pct(0.99).toFixed(1)} ms  ${errors} errors of ${latencies.length}${notifications}`,
);
process.exit(0);
