// Pages' HTML on its way out of the server (scripts/server.mjs): the framework's scripts are asked
// for only once the page has painted, and the compressed page is kept for the next visitor.
//
// Why the scripts wait. A first visit on a phone fetches the page, then its stylesheet and font,
// and only then can it paint. Next.js asks for its nine scripts (~125 KB) from the page's first
// lines, so they share the slow connection with the stylesheet and the font and push the first
// paint back; Lighthouse's mobile LCP counts every one of them. Here each `<script src async>` of
// the build (/_next/static/) is taken out of the page, and one small inline loader, placed before
// the stylesheet so it runs at once, adds them back when the browser reports its first paint (at
// once in a tab that is not visible, which paints nothing, and 250 ms after `load` on a page with
// nothing to paint before its scripts run, such as the not-found page). The page is the same HTML
// without JavaScript; with it, it becomes interactive a frame later on a fast connection, and with
// the stylesheet and font first in line on a slow one. Next has no option for this.
//
// Until then the loader also marks the page `data-wait` (app/globals.css): the icons, CSS masks cut
// from one sprite file (lib/icons/sprite.ts), are blank, and the cards' lazily loaded images are
// held out of their clipped boxes, so neither the sprite nor those images are requests before the
// first paint. Nothing moves when they come, and without JavaScript nothing waits.
//
// Why the page is kept compressed. A page the cache can share (Next answers it with `s-maxage`)
// is the same bytes for every visitor: it is rewritten and compressed once, then served from
// memory (Brotli at its best setting made in the background after the first answer, 20–25 %
// smaller than gzip: most pages fit in a slow network's first round trip). Pages made for one
// request (a search, the legal pages' date) are rewritten and compressed each time, as Next did.
import zlib from "node:zlib";

const SCRIPT_TAG = /<script src="(\/_next\/static\/[^"]+\.js(?:\?[^"]*)?)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*? href="\/_next\/static\/[^"]+"\/>/g;

/**
 * The inline loader (ES5: it runs before anything else, in every browser). `S` is replaced with
 * the scripts' addresses.
 */
const LOADER = `(function(){var d=document,r=d.documentElement,s=S,P=self.PerformanceObserver;
function go(){if(!s)return;var l=s;s=0;r.removeAttribute("data-wait");
for(var i=0;i<l.length;i++){var e=d.createElement("script");e.src=l[i];e.async=true;d.head.appendChild(e)}}
r.setAttribute("data-wait","");
d.addEventListener("visibilitychange",go);addEventListener("load",function(){setTimeout(go,250)});
if(d.visibilityState!="visible"||!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)go();
else new P(function(_,o){o.disconnect();go()}).observe({type:"paint",buffered:true})})()`.replace(
  /\n/g,
  "",
);

/** The page with the build's scripts loaded after the first paint (see the header). */
export function deferScripts(html) {
  const scripts = [];
  const rewritten = html
    .replace(SCRIPT_TAG, (_, src) => {
      scripts.push(src);
      return "";
    })
    .replace(SCRIPT_PRELOAD, "");
  if (scripts.length === 0) return html;
  const loader = `<script id="__defer">${LOADER.replace("S", JSON.stringify(scripts))}</script>`;
  // Before the stylesheet: an inline script after one waits for it to load.
  const at = rewritten.search(/<link rel="stylesheet"|<\/head>/);
  if (at < 0) return html;
  return rewritten.slice(0, at) + loader + rewritten.slice(at);
}

/** The best encoding the request accepts: "br", "gzip" or null. */
export function acceptedEncoding(header) {
  const accepted = new Set();
  for (const part of String(header ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (!q || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return null;
}

const quick = {
  br: (buf) =>
    zlib.brotliCompressSync(buf, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
      },
    }),
  gzip: (buf) => zlib.gzipSync(buf, { level: 6 }),
};
const best = {
  br: (buf, done) =>
    zlib.brotliCompress(
      buf,
      {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
        },
      },
      done,
    ),
  gzip: (buf, done) => zlib.gzip(buf, { level: 9 }, done),
};

/**
 * Shared pages, rewritten and compressed, by address; an entry serves a request only when Next
 * sent exactly the HTML it was made from (a string comparison: cheaper than hashing the page on
 * every request). The least recently used leave first once they hold more than `maxBytes`.
 */
export class PageCache {
  constructor(maxBytes = 32 * 1024 * 1024) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    this.entries = new Map();
  }

  /** The entry for this address and HTML, made (rewritten) when it is new or has changed. */
  page(key, source) {
    let entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key); // now the most recently used, or replaced below
      if (entry.source === source) {
        this.entries.set(key, entry);
        return entry;
      }
      this.bytes -= entry.size;
    }
    const html = Buffer.from(deferScripts(source));
    entry = { key, source, html, size: 0, asked: 0, pending: {} };
    this.entries.set(key, entry);
    this.count(entry, source.length + html.length);
    return entry;
  }

  /** Counts an entry's new bytes, and drops the least recently used while over the limit. */
  count(entry, bytes) {
    if (this.entries.get(entry.key) !== entry) return; // dropped or replaced meanwhile
    entry.size += bytes;
    this.bytes += bytes;
    for (const [key, old] of this.entries) {
      if (this.bytes <= this.maxBytes || old === entry) break;
      this.entries.delete(key);
      this.bytes -= old.size;
    }
  }
}

/** The page's body for this request: rewritten, and compressed as the browser accepts. */
function pageBody(source, { key, encoding, cache }) {
  if (!key) {
    const body = Buffer.from(deferScripts(source));
    return encoding ? { body: quick[encoding](body), encoding } : { body, encoding: null };
  }
  const entry = cache.page(key, source);
  if (!encoding) return { body: entry.html, encoding: null };
  if (entry[encoding]) return { body: entry[encoding], encoding };
  // A quick compression meanwhile; the best one is made once, off the main thread, for a page
  // asked for a second time (a search made once is not worth 40 ms of Brotli's best).
  entry.asked += 1;
  if (entry.asked > 1 && !entry.pending[encoding]) {
    entry.pending[encoding] = true;
    best[encoding](entry.html, (err, out) => {
      if (err) return;
      entry[encoding] = out;
      cache.count(entry, out.length);
    });
  }
  return { body: quick[encoding](entry.html), encoding };
}

/**
 * Takes over a response while Next writes it: HTML is held until it is complete, then sent
 * rewritten and compressed (see the header); anything else passes straight through (to the
 * `compression` middleware below this one).
 */
export function servePageHtml(req, res, cache) {
  if (req.method !== "GET" && req.method !== "HEAD") return;
  const next = { writeHead: res.writeHead, write: res.write, end: res.end };
  const flushHeaders = res.flushHeaders;
  const chunks = [];
  let html = null; // decided on the first call that would send the headers
  let ended = false;

  const isHtml = () => {
    if (html === null) {
      html =
        String(res.getHeader("content-type") ?? "").startsWith("text/html") &&
        !res.hasHeader("content-encoding");
    }
    return html;
  };
  const toBuffer = (chunk, encoding) =>
    Buffer.isBuffer(chunk)
      ? chunk
      : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8");

  res.writeHead = function (status, ...rest) {
    if (typeof rest[0] === "string") rest.shift(); // the reason phrase
    const headers = rest[0];
    if (headers && typeof headers === "object" && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers)) this.setHeader(name, value);
    }
    this.statusCode = status;
    if (!isHtml()) return next.writeHead.call(this, status);
    return this;
  };
  res.flushHeaders = function () {
    if (!isHtml()) return flushHeaders.call(this);
  };
  res.write = function (chunk, encoding, callback) {
    if (!isHtml()) return next.write.call(this, chunk, encoding, callback);
    if (ended) return false;
    if (chunk != null) chunks.push(toBuffer(chunk, encoding));
    if (typeof encoding === "function") encoding();
    else if (typeof callback === "function") callback();
    return true;
  };
  res.end = function (chunk, encoding, callback) {
    if (typeof chunk === "function") [chunk, callback] = [null, chunk];
    else if (typeof encoding === "function") [encoding, callback] = [undefined, encoding];
    if (!isHtml()) return next.end.call(this, chunk, encoding, callback);
    if (ended) return this;
    ended = true;
    // Next sends a page from its cache as one string: kept as it is, for the cache's comparison.
    const source =
      chunks.length === 0 && typeof chunk === "string"
        ? chunk
        : Buffer.concat(chunk == null ? chunks : [...chunks, toBuffer(chunk, encoding)]).toString();
    this.removeHeader("content-length");
    if (req.method === "HEAD") {
      next.writeHead.call(this, this.statusCode);
      return next.end.call(this, null, undefined, callback);
    }
    const shared = /(?:^|,)\s*s-maxage=/.test(String(this.getHeader("cache-control") ?? ""));
    const out = pageBody(source, {
      key: shared ? `${this.statusCode} ${req.url}` : null,
      encoding: acceptedEncoding(req.headers["accept-encoding"]),
      cache,
    });
    if (out.encoding) this.setHeader("content-encoding", out.encoding);
    const vary = String(this.getHeader("vary") ?? "");
    if (!/accept-encoding/i.test(vary)) {
      this.setHeader("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    }
    this.setHeader("content-length", out.body.length);
    next.writeHead.call(this, this.statusCode);
    return next.end.call(this, out.body, undefined, callback);
  };
}
