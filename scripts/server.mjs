// The production HTTP server (`npm start`): Next's request handler behind a plain Node server that
// does what a proxy in front would otherwise do, and nothing to the pages themselves:
// - fixes the client's address from the TCP connection before any app code runs
//   (client-address.mjs), so no header a client writes can move a rate limit;
// - logs one JSON line per request (pino-http), with an id echoed as X-Request-Id;
// - serves the build's scripts and styles from their precompressed copies (precompress.mjs), keeps
//   the pages every visitor shares compressed (compressed-pages.mjs) and compresses everything
//   else with the standard middleware (Next's own `compress` is off).
// Serves the build in .next on PORT (default 3000).
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import compression from "compression";
import { pino } from "pino";
import { pinoHttp } from "pino-http";
import sirv from "sirv";
import { securityHeaders } from "../config/security-headers.mjs";
import { parseTrustProxyHops, pinClientAddress } from "./client-address.mjs";
import { CompressedPages, servePagesCompressed } from "./compressed-pages.mjs";
import { markerFile } from "./precompress.mjs";

process.env.NODE_ENV ??= "production";
process.env.NEXT_TELEMETRY_DISABLED ??= "1";
const { default: next } = await import("next");

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || "0.0.0.0";
const hops = parseTrustProxyHops(process.env.TRUST_PROXY_HOPS);
const https = (process.env.SITE_URL ?? "").startsWith("https://");

const app = next({ dev: false, dir: process.cwd(), hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const log = pino({ base: undefined, level: process.env.LOG_LEVEL || "info" });
// The path without its query (which can carry a visitor's email), the status and the time: no
// address, no headers, nothing personal.
const logRequests = pinoHttp({
  logger: log,
  genReqId: (_req, res) => {
    const id = crypto.randomUUID();
    res.setHeader("X-Request-Id", id);
    return id;
  },
  serializers: {
    req: (req) => ({ method: req.method, path: req.url?.split("?")[0] }),
    res: (res) => ({ status: res.statusCode }),
  },
  customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? "error" : "info"),
  quietReqLogger: true,
});

/** An answer the server makes itself, with the same protections as a page. */
function answer(res, status, code, message) {
  for (const { key, value } of securityHeaders({ https, dev: false })) res.setHeader(key, value);
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(JSON.stringify({ error: { code, message } }));
}

// The build's scripts, stylesheets and fonts, compressed when they were built: Brotli or gzip as
// the browser accepts, cached for a year. A file that is not there is a plain 404, not a page.
const STATIC_PREFIX = "/_next/static/";
const distDir = path.join(process.cwd(), ".next");
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
const sharedPages = new CompressedPages();

/** A path that cannot be decoded ("/blog/%"): Next would fail on it with a 500. */
function malformedPath(url) {
  try {
    decodeURIComponent((url ?? "/").split("?")[0]);
    return false;
  } catch {
    return true;
  }
}

// Set by lib/db/outage.ts when a request failed because the database was unreachable.
const OUTAGE_KEY = Symbol.for("site.databaseOutageAt");

/** A page that failed (500) while the database is down is answered 503 with Retry-After. */
function answerOutagesWith503(res) {
  const writeHead = res.writeHead;
  res.writeHead = function (status, ...rest) {
    if (status === 500 && Date.now() - (globalThis[OUTAGE_KEY] ?? 0) < 10_000) {
      this.setHeader("Retry-After", "30");
      this.setHeader("Cache-Control", "no-store");
      return writeHead.call(this, 503, ...rest);
    }
    return writeHead.call(this, status, ...rest);
  };
}

/**
 * A page's permanent redirect (a renamed post's former address): Next 16 repeats the cached
 * entry's Location header, which proxies that join repeated headers read as one broken address,
 * and gives browsers no max-age, so they would keep it for good though the address can be given
 * to a new post. Sent once, kept as long as the page cache keeps it.
 */
function tidyPageRedirects(res) {
  const writeHead = res.writeHead;
  res.writeHead = function (status, ...rest) {
    if (status >= 300 && status < 400 && this.hasHeader("location")) {
      for (const name of ["location", "x-nextjs-stale-time"]) {
        const value = this.getHeader(name);
        if (Array.isArray(value) && new Set(value).size === 1) this.setHeader(name, value[0]);
      }
      const cacheControl = String(this.getHeader("cache-control") ?? "");
      const shared = /(?:^|[\s,])s-maxage=(\d+)/.exec(cacheControl);
      if (shared && !/(?:^|[\s,])max-age=/.test(cacheControl)) {
        this.setHeader("Cache-Control", `max-age=${shared[1]}, ${cacheControl}`);
      }
    }
    return writeHead.call(this, status, ...rest);
  };
}

const server = createServer((req, res) => {
  pinClientAddress(req, hops);
  logRequests(req, res);
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
});
// Longer than common load balancers' idle timeouts, so they never reuse a closed socket.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, hostname, () => {
  const proxies = hops ? `${hops} trusted prox${hops === 1 ? "y" : "ies"}` : "no proxy trusted";
  console.log(
    `▲ Ready on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port} (${proxies})`,
  );
});

const stop = () => server.close();
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
