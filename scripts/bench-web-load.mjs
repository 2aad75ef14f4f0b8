// Load on the server: pages at 10 connections (wrk, or autocannon without it), and lead saves
// at a fixed rate, on PGlite or PostgreSQL.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { env, pgUrl, reports } from "./bench-web-common.mjs";

const hasWrk = spawnSync("wrk", ["--version"]).error === undefined;
// For wrk: each request a search no one made before (a counter and a random number appended).
const UNIQUE_SEARCH = `counter = 0
request = function()
  counter = counter + 1
  return wrk.format("GET", wrk.path .. "+" .. counter .. "+" .. math.random(1000000000))
end`;

// As a browser asks: every page is sent compressed (the floor's by Next, the site's by its server).
const ACCEPT = "Accept-Encoding: br, gzip";

/** req/s and p99 at 10 connections; `unique`: every request a different search. */
export async function throughput(url, { unique = false } = {}) {
  // A pause first, so the previous route's load is not charged to this one; then 2 s of the same
  // load unmeasured, so a server's first seconds on a route (its code not yet optimised by V8:
  // the first route measured read 10–40 % low) are not either. The floor gets the same.
  await new Promise((r) => setTimeout(r, 2000));
  if (!unique) {
    if (hasWrk) spawnSync("wrk", ["-c", "10", "-t", "2", "-d", "2", "-H", ACCEPT, url], { env });
    else {
      const { default: autocannon } = await import("autocannon");
      await autocannon({
        url,
        connections: 10,
        duration: 2,
        headers: { "accept-encoding": "br, gzip" },
      });
    }
  }
  if (hasWrk) {
    const script = path.join(reports, "unique-search.lua");
    if (unique) writeFileSync(script, UNIQUE_SEARCH);
    const r = spawnSync(
      "wrk",
      [
        ...["-c", "10", "-t", "2", "-d", "8", "--latency", "-H", ACCEPT],
        ...(unique ? ["-s", script] : []),
        url,
      ],
      { env },
    );
    const text = r.stdout.toString();
    const rps = Number(text.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0);
    const p99 = text.match(/99%\s+([\d.]+)(us|ms|s)/);
    const scale = { us: 0.001, ms: 1, s: 1000 };
    return { rps, p99: p99 ? Number(p99[1]) * scale[p99[2]] : Number.NaN };
  }
  const { default: autocannon } = await import("autocannon");
  const r = await autocannon({
    url: unique ? `${url}+[<id>]` : url,
    idReplacement: unique,
    connections: 10,
    duration: 8,
    headers: { "accept-encoding": "br, gzip" },
  });
  return { rps: r.requests.average, p99: r.latency.p99 };
}

/** Requests at a fixed rate (open loop), each timed from when it was due, so a stall shows as
 * latency rather than fewer requests (autocannon's rate limit sends in bursts). */
async function openLoop({ base, rate, seconds, request }) {
  const http = await import("node:http");
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const { hostname, port } = new URL(base);
  const total = rate * seconds;
  const latencies = [];
  let errors = 0;
  let sent = 0;
  const started = performance.now();
  await new Promise((done) => {
    let finished = 0;
    const settle = (dueAt, failed) => {
      latencies.push(performance.now() - dueAt);
      if (failed) errors += 1;
      if (++finished === total) done();
    };
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - started) * rate) / 1000));
      while (sent < due) {
        sent += 1;
        const dueAt = started + (sent * 1000) / rate;
        const { method, path: reqPath, headers, body } = request(sent);
        const req = http.request(
          { hostname, port, path: reqPath, method, headers, agent },
          (res) => {
            res.resume();
            res.on("end", () => settle(dueAt, res.statusCode >= 400));
          },
        );
        req.on("error", () => settle(dueAt, true));
        req.end(body);
      }
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  const elapsed = (performance.now() - started) / 1000;
  return { rps: total / elapsed, p50: at(0.5), p99: at(0.99), errors };
}

// POST /api/chat/summary at 200/s for 10 s as visitors send them (about three saves per chat, each
// chat from its own address), measured after 5 s at 100/s so the server is timed warm.
let visitor = 0;
const nextAddress = () => {
  visitor += 1;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
};

export async function summaryLoad(base, { rate = 200, seconds = 10 } = {}) {
  const chats = [];
  for (let i = 0; i < Math.ceil((rate * seconds) / 3); i++) {
    const address = nextAddress();
    const res = await fetch(`${base}/api/chat/session`, {
      method: "POST",
      headers: { origin: base, "x-forwarded-for": address },
    });
    if (!res.ok) throw new Error(`could not open a chat session: ${res.status}`);
    chats.push({ ...(await res.json()), address, seq: 0, id: `${Date.now()}-${i}` });
  }
  const today = new Date().toISOString().slice(0, 10);
  const request = (n) => {
    // Saves of different chats interleave; a chat's saves arrive in order.
    const chat = chats[(n * 7) % chats.length];
    chat.seq += 1;
    const at = new Date().toISOString();
    return {
      method: "POST",
      path: "/api/chat/summary",
      headers: {
        "content-type": "application/json",
        origin: base,
        "x-forwarded-for": chat.address,
      },
      body: JSON.stringify({
        session_id: chat.sessionId,
        session_token: chat.sessionToken,
        seq: chat.seq,
        visit_count: 1,
        transcript: [
          {
            id: `${chat.seq}-u`,
            sender: "user",
            content: "We miss calls after 6 pm.",
            timestamp: at,
          },
          {
            id: `${chat.seq}-b`,
            sender: "bot",
            content: "An assistant can book them.",
            timestamp: at,
          },
        ],
        interaction_date: today,
        contact_info: {
          name: "Dana Whitfield",
          email: `dana.${chat.id}@sunridge.example`,
          phone: "",
          company_name: "Sunridge Dental",
        },
        chat_summary: "Asked about an assistant that books appointments after hours.",
        services_discussed: ["AI Solutions"],
        key_pain_points: ["missed after-hours leads"],
        call_to_action_offered: chat.seq > 1,
        next_step: "Schedule a strategy call",
        lead_qualification: "Warm",
      }),
    };
  };
  return openLoop({ base, rate, seconds, request });
}

export async function ensurePgDatabase() {
  const { default: pg } = await import("pg");
  const url = new URL(pgUrl);
  const name = url.pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(url, { pathname: "/postgres" }).href,
  });
  await admin.connect();
  try {
    const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) await admin.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await admin.end();
  }
}
