// The production HTTP server (`npm start`, PORT): Next's handler behind a plain Node server doing
// what a proxy would (client address, request log and metrics, compression, a graceful stop),
// never touching a page. docs/architecture.md lists what each part does.
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import net from "node:net";
import path from "node:path";
import nextEnv from "@next/env";
import compression from "compression";
import { pino } from "pino";
import sirv from "sirv";
import { distDir as buildDir } from "../config/build-dir.mjs";
import { ConfigError, parseEnv } from "../config/env.mjs";
import { securityHeaders } from "../config/security-headers.mjs";
import { parseTrust, pinClientAddress } from "./client-address.mjs";
import { CompressedPages, servePagesCompressed } from "./compressed-pages.mjs";
import { serveControlSocket } from "./control-socket.mjs";
import { markerFile } from "./precompress.mjs";
import { requestMetrics } from "./request-metrics.mjs";
import { answerOutagesWith503, malformedPath, tidyPageRedirects } from "./response-fixes.mjs";
import { requestLogger, routeConsoleTo } from "./server-log.mjs";

process.env.NODE_ENV ??= "production";
process.env.NEXT_TELEMETRY_DISABLED ??= "1";
// The .env files as Next reads them, so the check below sees what the app will.
nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
let config;
try {
  // Every variable, before Next starts: a bad one is one line and exit code 1, never a server
  // that answers 500.
  config = parseEnv(process.env);
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(`Configuration error: ${err.message}`);
  process.exit(1);
}
const { default: next } = await import("next");

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || "0.0.0.0";

const log = pino({ base: undefined, level: process.env.LOG_LEVEL || "info" });
routeConsoleTo(log);

// This server drains requests on SIGTERM before the app closes its database (lib/shutdown.ts).
globalThis[Symbol.for("site.serverOwnsSignals")] = true;
// Before the embedded database opens, so a backup never opens the folder beside the server.
const closeControlSocket =
  config.DATABASE_URL || config.DATA_DIR.startsWith("memory://")
    ? null
    : serveControlSocket({ dataDir: config.DATA_DIR, log });
// Next's proxy names a loopback address "localhost" and its router the literal: given the
// literal, a rewrite from proxy.ts looks external and is sent back here over HTTP.
const LOOPBACK = /^(127(\.\d{1,3}){3}|::1|\[::1\])$/;
const app = next({
  dev: false,
  dir: process.cwd(),
  hostname: LOOPBACK.test(hostname) ? "localhost" : hostname,
  port,
});
const handle = app.getRequestHandler();
await app.prepare();

const trust = parseTrust({
  hops: process.env.TRUST_PROXY_HOPS,
  cidrs: process.env.TRUST_PROXY_CIDRS,
});
const https = (process.env.SITE_URL ?? "").startsWith("https://");
const graceMs = Number(process.env.SHUTDOWN_GRACE_MS || 10_000);
const logRequests = requestLogger(log);

/** An answer the server makes itself, with the same protections as a page. */
function answer(res, status, code, message) {
  for (const { key, value } of securityHeaders({ https, dev: false })) res.setHeader(key, value);
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(JSON.stringify({ error: { code, message } }));
}

// The build's scripts, stylesheets and fonts, compressed when they were built: Brotli or gzip as
// the browser accepts, cached for a year. A file that is not there is a plain 404, not a page.
const STATIC_PREFIX = "/_next/static/";
const distDir = path.join(process.cwd(), buildDir);
const serveBuildFile = existsSync(markerFile(distDir))
  ? sirv(path.join(distDir, "static"), {
      dev: false,
      brotli: true,
      gzip: true,
      extensions: [],
      maxAge: 31_536_000,
      immutable: true,
      setHeaders: (res) => res.setHeader("X-Content-Type-Options", "nosniff"),
    })
  : null;

function serveStatic(req, res, next) {
  const url = req.url ?? "/";
  if (!serveBuildFile || !url.startsWith(STATIC_PREFIX) || !/^(GET|HEAD)$/.test(req.method ?? "")) {
    return next();
  }
  req.url = url.slice(STATIC_PREFIX.length - 1);
  serveBuildFile(req, res, () => answer(res, 404, "not_found", "No such file in this build."));
}

const compress = compression();
const observe = requestMetrics(distDir);
const sharedPages = new CompressedPages();

/** Open connections: whether a request is being answered on each, and since when each is idle. */
const connections = new Map();
/** A stopping server closes a connection quiet this long: a client reusing one does so at once. */
const IDLE_CLOSE_MS = 1_000;
/** A stopping server stops listening once no request has come for this long. */
const QUIET_MS = 500;
let lastRequestAt = 0;
let stopping = false;
// Read by /readyz (lib/shutdown.ts): a stopping server is not ready for more traffic.
const STOPPING = Symbol.for("site.stopping");

let lastRefusalLogged = 0;

// The one request this server sends itself, as it starts (app/api/internal/refresh-pages): the
// token proves it to the app. Requests that arrive meanwhile wait for it, a few milliseconds.
const CONTROL_TOKEN = Symbol.for("site.controlToken");
globalThis[CONTROL_TOKEN] = randomUUID();
let pagesChecked = null;

/** Where this server answers itself. */
function ownOrigin() {
  const { address, family } = server.address();
  const host = address === "0.0.0.0" ? "127.0.0.1" : address === "::" ? "::1" : address;
  return `http://${family === "IPv6" && host !== "127.0.0.1" ? `[${host}]` : host}:${port}`;
}

async function refreshPagesIfNeeded() {
  try {
    const res = await fetch(`${ownOrigin()}/api/internal/refresh-pages`, {
      method: "POST",
      headers: { "x-site-control": globalThis[CONTROL_TOKEN] },
      // Requests wait for this answer; a first start creates and seeds the database before it.
      signal: AbortSignal.timeout(120_000),
    });
    const body = await res.json();
    if (!res.ok) throw new Error(`status ${res.status}`);
    if (body.refreshed) {
      log.info("the site's address or brand differs from the build's: pages are made again");
    }
  } catch (err) {
    log.error({ err }, "could not compare the site's address and brand with the build's");
  }
}

const server = createServer((req, res) => {
  if (pagesChecked && req.headers["x-site-control"] === undefined) {
    pagesChecked.then(() => serve(req, res));
  } else serve(req, res);
});

function serve(req, res) {
  const { refused } = pinClientAddress(req, trust);
  logRequests(req, res);
  observe(req, res);
  if (refused !== undefined && Date.now() - lastRefusalLogged > 60_000) {
    // A proxy that forwards something other than an address is misconfigured: say so, once a
    // minute at most (what it sent is cut short; it could be anything).
    lastRefusalLogged = Date.now();
    req.log.warn(
      { forwarded: refused.slice(0, 64) },
      "X-Forwarded-For entry is not an IP address: using the connection's",
    );
  }
  lastRequestAt = Date.now();
  const connection = connections.get(req.socket);
  if (connection) {
    connection.busy = true;
    connection.response = res;
    res.once("close", () => {
      connection.busy = false;
      connection.response = null;
      connection.served += 1;
      connection.idleSince = Date.now();
    });
  }
  // A request that was on its way when the server was told to stop is answered, and its
  // connection closed after it.
  if (stopping) res.shouldKeepAlive = false;
  if (malformedPath(req.url)) return answer(res, 400, "bad_request", "The address is not valid.");
  answerOutagesWith503(res);
  tidyPageRedirects(res);
  serveStatic(req, res, () =>
    compress(req, res, () => {
      servePagesCompressed(req, res, sharedPages);
      handle(req, res).catch((err) => {
        req.log.error({ err }, "request failed");
        if (!res.headersSent) {
          res.statusCode = 500;
          res.end();
        }
      });
    }),
  );
}
// Longer than common load balancers' idle timeouts, so they never reuse a closed socket.
server.on("connection", (socket) => {
  connections.set(socket, { busy: false, response: null, served: 0, idleSince: Date.now() });
  socket.once("close", () => connections.delete(socket));
});
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, hostname, () => {
  const { hops } = trust;
  const proxies = trust.proxies
    ? `proxies trusted from ${process.env.TRUST_PROXY_CIDRS}`
    : hops
      ? `${hops} trusted prox${hops === 1 ? "y" : "ies"}`
      : "no proxy trusted";
  pagesChecked = refreshPagesIfNeeded().finally(() => {
    pagesChecked = null;
    console.log(
      `▲ Ready on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port} (${proxies})`,
    );
  });
});

/** The time a stopping server keeps for the app's own steps (workers, database) at the end. */
const STEPS_MS = Math.min(3_000, Math.floor(graceMs / 3));

/** Stops taking connections, answers what was sent, runs lib/shutdown.ts's steps: within the grace. */
async function shutdown(signal) {
  if (stopping) {
    log.warn({ signal }, "stopping now, without waiting");
    process.exit(1);
  }
  stopping = true;
  globalThis[STOPPING] = true;
  const started = Date.now();
  const deadline = started + graceMs;
  const busy = () => [...connections.values()].filter((c) => c.busy).length;
  log.info({ signal, inFlight: busy(), graceMs }, "stopping: finishing requests in flight");
  const answering = deadline - STEPS_MS;
  let listening = true;
  let lastTick = Date.now();
  for (;;) {
    const now = Date.now();
    // After a blocked event loop, timers run before the I/O that came meanwhile: look again
    // before calling a connection idle.
    const lagged = now - lastTick > 100;
    lastTick = now;
    if (now >= answering) break;
    // Keep listening while requests still come (a balancer takes a moment to see /readyz):
    // each is answered with Connection: close. Node's close() is not used: it also drops every
    // idle kept-alive connection at once, including those whose next request is on its way.
    if (listening && busy() === 0 && now - lastRequestAt >= QUIET_MS && now - started >= QUIET_MS) {
      net.Server.prototype.close.call(server);
      listening = false;
    }
    if (!listening && connections.size === 0) break;
    // Idle connections wait until requests stop coming (while they come, a client may pick any
    // idle one: its pool hands out the oldest when the newest are busy), then close after a second.
    for (const [socket, c] of connections) {
      if (c.busy) {
        if (c.response && !c.response.headersSent) c.response.shouldKeepAlive = false;
      } else if (!lagged && !listening && now - c.idleSince >= IDLE_CLOSE_MS) socket.end();
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  if (listening) net.Server.prototype.close.call(server);
  if (connections.size > 0) log.warn({ unfinished: busy() }, "grace period over");
  server.closeAllConnections();
  for (const socket of connections.keys()) socket.destroy();
  closeControlSocket?.();
  // Steps of one order run together; each order but the last stops a second before the deadline,
  // so the database (the last) always has time to close cleanly.
  const hooks = [...(globalThis[Symbol.for("site.shutdownHooks")]?.values() ?? [])];
  const orders = [...new Set(hooks.map((h) => h.order))].sort((a, b) => a - b);
  for (const order of orders) {
    const last = order === orders.at(-1);
    const until = last ? Math.max(deadline, Date.now() + 500) : deadline - 1_000;
    const steps = hooks.filter((h) => h.order === order);
    await Promise.race([
      Promise.all(
        steps.map((hook) =>
          Promise.resolve()
            .then(hook.run)
            .catch((err) => log.error({ err, step: hook.name }, "shutdown step failed")),
        ),
      ),
      new Promise((r) => setTimeout(r, Math.max(0, until - Date.now())).unref()),
    ]);
  }
  log.info({ tookMs: Date.now() - started }, "stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
