// The production HTTP server (`npm start`): Next's request handler behind a plain Node server,
// so the client's address is fixed from the TCP connection before any app code runs (see
// client-address.mjs). Serves the build in .next on PORT (default 3000).
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import compression from "compression";
import sirv from "sirv";
import { parseTrustProxyHops, pinClientAddress } from "./client-address.mjs";
import { listPagePath } from "./list-rewrites.mjs";
import { PageCache, servePageHtml } from "./page-html.mjs";
import { markerFile } from "./precompress.mjs";

process.env.NODE_ENV ??= "production";
process.env.NEXT_TELEMETRY_DISABLED ??= "1";
const { default: next } = await import("next");

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || "0.0.0.0";
const hops = parseTrustProxyHops(process.env.TRUST_PROXY_HOPS);

const app = next({ dev: false, dir: process.cwd(), hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

// The build's scripts, stylesheets and fonts (/_next/static), compressed when they were built
// (scripts/precompress.mjs): Brotli or gzip as the browser accepts, from memory-listed files, so
// no request spends the server's CPU compressing them again. Without that step (a build made by
// an older version), Next serves them as before, compressing each time.
const STATIC_PREFIX = "/_next/static/";
const distDir = path.join(process.cwd(), ".next");
const precompressed = existsSync(markerFile(distDir))
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

/** Serves a build file from the precompressed set, or hands the request on to next(). */
function serveStatic(req, res, next) {
  const url = req.url ?? "/";
  if (!precompressed || !url.startsWith(STATIC_PREFIX) || !/^(GET|HEAD)$/.test(req.method ?? "")) {
    return next();
  }
  req.url = url.slice(STATIC_PREFIX.length - 1);
  precompressed(req, res, () => {
    req.url = url; // not one of the build's files: Next answers (404)
    delete req._parsedUrl;
    next();
  });
}

// Pages' HTML is rewritten and compressed here (scripts/page-html.mjs), so Next compresses
// nothing (`compress: false` in next.config.ts): everything else it answers (data for client-side
// navigation, API answers, feeds) is compressed by the same middleware Next used, Brotli first.
const compress = compression();
const pages = new PageCache();

/**
 * A visitor's request for a cached list (/blog?tag=…, /use-cases) goes straight to the list's own
 * address (scripts/list-rewrites.mjs), the rewrite Next would make, without its cost. Requests
 * for the data of a client-side navigation (`RSC` header) are left to Next, which tells the
 * browser's router about its rewrites.
 */
function rewriteListPage(req) {
  if ((req.method !== "GET" && req.method !== "HEAD") || req.headers.rsc) return;
  if (req.url?.includes("_rsc=")) return;
  const path = listPagePath(req.url ?? "/");
  if (path) req.url = path;
}

/** A path that cannot be decoded ("/blog/%") is answered here: Next would fail on it with a 500. */
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
const OUTAGE_WINDOW_MS = 10_000;

/** A page that failed (500) while the database is down is answered 503 with Retry-After. */
function answerOutagesWith503(res) {
  const writeHead = res.writeHead;
  res.writeHead = function (status, ...rest) {
    const outageAt = globalThis[OUTAGE_KEY] ?? 0;
    if (status === 500 && Date.now() - outageAt < OUTAGE_WINDOW_MS) {
      this.setHeader("Retry-After", "30");
      this.setHeader("Cache-Control", "no-store");
      return writeHead.call(this, 503, ...rest);
    }
    return writeHead.call(this, status, ...rest);
  };
}

/**
 * A page's redirect (a renamed post's or use case's former address, `permanentRedirect`), tidied
 * before it is sent:
 * - Next 16 adds the cached entry's headers to the ones it set, so `Location` went out twice
 *   (also on the render that fills the cache), which crawlers and proxies that join repeated
 *   headers read as one broken address: kept once;
 * - its only cache time is for shared caches (`s-maxage`), and a browser keeps a permanent
 *   redirect without `max-age` for good, though the address can later be given to a new post:
 *   browsers keep it as long as the page cache does.
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
  answerOutagesWith503(res);
  tidyPageRedirects(res);
  if (malformedPath(req.url)) {
    res.writeHead(400, { "content-type": "application/json", "cache-control": "no-store" });
    res.end('{"error":{"code":"bad_request","message":"The address is not a valid URL."}}');
    return;
  }
  serveStatic(req, res, () =>
    compress(req, res, () => {
      rewriteListPage(req);
      servePageHtml(req, res, pages);
      handle(req, res).catch((err) => {
        console.error("[server] request failed:", err);
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
