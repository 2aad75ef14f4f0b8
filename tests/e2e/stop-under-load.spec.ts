// Two instances on one PostgreSQL, stopped in turn five times under load: every acknowledged
// message reaches the webhook once, no request is cut off, each exits within its grace.
import { Agent, createServer, request as httpRequest, type Server } from "node:http";
import pg from "pg";
import { expect, test } from "./fixtures";
import { type SecondServer, startSecondServer } from "./second-server";

const base = process.env.TEST_DATABASE_URL;
const RECEIVER_PORT = 3188;
const PORTS = [3186, 3187];
const GRACE_MS = 10_000;
const ROUNDS = 5;

test.skip(!base, "needs PostgreSQL (TEST_DATABASE_URL)");

async function freshDatabase(url: string): Promise<string> {
  const target = new URL(url);
  const name = `${target.pathname.slice(1)}_stop`;
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: "/postgres" }).href,
  });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  target.pathname = `/${name}`;
  return target.href;
}

type Outcome = { status?: number; error?: string };

/** One contact-form post on a kept-alive connection. */
function post(agent: Agent, port: number, body: string, address: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path: "/api/contact",
        method: "POST",
        agent,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "x-forwarded-for": address,
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode }));
        res.on("error", (err: NodeJS.ErrnoException) =>
          resolve({ error: err.code ?? err.message }),
        );
      },
    );
    req.on("error", (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    req.end(body);
  });
}

test("SIGTERM under load, five times over two instances: nothing lost, nothing twice, no reset", async () => {
  test.setTimeout(240_000);
  const databaseUrl = await freshDatabase(base ?? "");

  // The lead webhook's receiver: every delivery id it is sent, and the emails they carry.
  const deliveries = new Map<string, number>();
  const emailsDelivered = new Set<string>();
  const receiver: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const id = String(req.headers["x-webhook-id"]);
      deliveries.set(id, (deliveries.get(id) ?? 0) + 1);
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      if (body.lead?.contact_email) emailsDelivered.add(body.lead.contact_email);
      // A receiver takes a moment: sends are in flight when an instance is told to stop.
      setTimeout(() => res.end("ok"), 30);
    });
  });
  await new Promise<void>((r) => receiver.listen(RECEIVER_PORT, "127.0.0.1", r));

  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: "memory://",
    LEAD_WEBHOOK_URL: `http://127.0.0.1:${RECEIVER_PORT}/hook`,
    LEAD_WEBHOOK_SECRET: "stop-test-secret-0123456789",
    SHUTDOWN_GRACE_MS: String(GRACE_MS),
    TRUST_PROXY_HOPS: "1",
    // The stop's own lines (in flight, grace over, stopped) are shown when a request was cut.
    LOG_LEVEL: "info",
  };
  const instances: Array<SecondServer | null> = [];
  for (const port of PORTS) instances.push(await startSecondServer(port, env));

  const acknowledged = new Set<string>();
  const failures: string[] = [];
  const agents = PORTS.map(() => new Agent({ keepAlive: true, maxSockets: 24 }));
  let sent = 0;
  let running = true;
  let round = 0;
  /** What each stopped instance said while it stopped, shown when something went wrong. */
  const stopLogs: string[] = [];
  const up = (i: number) => instances[i] !== null;

  // 32 visitors, each posting again as soon as answered, spread over the instances that are up.
  const visitor = async (n: number) => {
    while (running) {
      const i = [(n + sent) % 2, (n + sent + 1) % 2].find(up);
      if (i === undefined) {
        await new Promise((r) => setTimeout(r, 20));
        continue;
      }
      sent += 1;
      const email = `visitor.${sent}.${n}@load.example`;
      const body = JSON.stringify({ name: "Load Test", email, message: "Stopping, not losing." });
      const address = `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
      const port = PORTS[i] ?? 0;
      const outcome = await post(agents[i] as Agent, port, body, address);
      if (outcome.status === 201) acknowledged.add(email);
      // Refused by a stopped instance (its port closed, or /readyz-style 503): the balancer
      // sends the visitor to the other one. Anything else cut a request off.
      else if (outcome.error === "ECONNREFUSED" || outcome.status === 503) continue;
      else failures.push(`${port}: ${outcome.error ?? outcome.status} (round ${round})`);
    }
  };
  const visitors = Array.from({ length: 32 }, (_, n) => visitor(n));

  try {
    for (; round < ROUNDS; round++) {
      const i = round % 2;
      await new Promise((r) => setTimeout(r, 1_500));
      const server = instances[i] as SecondServer;
      const told = Date.now();
      server.child.kill("SIGTERM");
      // The balancer notices (its health check sees /readyz answer 503) a moment later: until
      // then visitors keep coming, on kept-alive connections and new ones.
      const noticed = setTimeout(() => {
        instances[i] = null;
      }, 300);
      const code = await server.exited;
      const took = Date.now() - told;
      clearTimeout(noticed);
      stopLogs.push(
        `round ${round}, port ${PORTS[i]}, ${took} ms:\n${server
          .output()
          .split("\n")
          .filter((l) => /stopping|grace|stopped|error/i.test(l))
          .join("\n")}`,
      );
      instances[i] = null;
      expect(code, `round ${round}`).toBe(0);
      expect(took, `round ${round}: exit within the grace`).toBeLessThan(GRACE_MS + 500);
      instances[i] = await startSecondServer(PORTS[i] ?? 0, env);
    }
  } finally {
    running = false;
    await Promise.all(visitors);
  }

  // What the stopped instances left in the outbox is sent by the ones running (every 5 s).
  for (let i = 0; i < 60 && [...acknowledged].some((e) => !emailsDelivered.has(e)); i++) {
    await new Promise((r) => setTimeout(r, 500));
  }
  for (const server of instances) await server?.stop();
  for (const agent of agents) agent.destroy();
  await new Promise((r) => receiver.close(r));

  expect(failures, stopLogs.join("\n")).toEqual([]);
  expect(acknowledged.size).toBeGreaterThan(100);
  expect([...acknowledged].filter((e) => !emailsDelivered.has(e))).toEqual([]);
  expect([...deliveries].filter(([, n]) => n > 1)).toEqual([]);
});
