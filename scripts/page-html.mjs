// Pages' HTML on its way out of the server (scripts/server.mjs): the framework's scripts are asked
// for only once the page has painted, and the compressed page is kept for the next visitor.
//
// Why the scripts wait. A first visit on a phone fetches the page, then its stylesheet and font,
// and only then can it paint. Next.js asks for its nine scripts (~125 KB) from the page's first
// lines, so they share the slow connection with the stylesheet and the font and push the first
// paint back; Lighthouse's mobile LCP counts every one of them. Here each `<script src async>` of
// the build (/_next/static/) is taken out of the page, and one small inline loader, placed before
// the stylesheet so it runs at once, adds them back when the browser reports its first paint: at
// once in a tab that is not visible (it paints nothing), and 250 ms after `load` on a page with
// nothing to paint before its scripts run (an unknown address's not-found page, which Next draws
// in the browser). Without JavaScript the page is the same HTML. With it, the page's buttons work
// once its scripts have come after the first paint: on a fast connection a frame later than
// before, on a slow one with the stylesheet and font first in line. Next has no option for this.
//
// Until then the loader also marks the page `data-wait` (app/globals.css): the icons, CSS masks cut
// from one sprite file (lib/icons/sprite.ts), are blank, and the cards' lazily loaded images are
// held out of their clipped boxes, so neither the sprite nor those images are requests before the
// first paint. Nothing moves when they come, and without JavaScript nothing waits.
//
// Why the page is kept compressed. A page the cache can share (Next answers it with `s-maxage`)
// is the same bytes for every visitor: it is rewritten once and served from memory, compressed
// (Brotli at its best setting, 20–25 % smaller than gzip, made off the main thread once the page
// is asked for again: most pages then fit in a slow network's first round trip). Pages made for
// one request (the legal pages' date) are rewritten and compressed each time, as Next did. Either
// way a page leaves whole: a render Next streams (a list's first render after a change) arrives
// in one piece, without its loading state.
import zlib from "node:zlib";
import Negotiator from "negotiator";

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
      scripts.push(src.replaceAll("&amp;", "&"));
      return "";
    })
    .replace(SCRIPT_PRELOAD, "");
  if (scripts.length === 0) return html;
  const list = JSON.stringify(scripts).replaceAll("<", "\\u003c");
  const loader = `<script id="__defer">${LOADER.replace("S", () => list)}</script>`;
  // Before the stylesheet: an inline script after one waits for it to load.
  const at = rewritten.search(/<link rel="stylesheet"|<\/head>/);
  if (at < 0) return html;
  return rewritten.slice(0, at) + loader + rewritten.slice(at);
}

/**
 * The encoding to send a page in, as the `compression` middleware negotiates it (the same
 * library, its rules: the highest q first, Brotli on a tie): "br", "gzip" or null.
 */
export function acceptedEncoding(header) {
  const chosen = new Negotiator({ headers: { "accept-encoding": header } }).encoding(
    ["br", "gzip", "identity"],
    ["br"],
  );
  return chosen === "br" || chosen === "gzip" ? chosen : null;
}

const brotli = (quality) => (buf, done) =>
  zlib.brotliCompress(
    buf,
    {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
      },
    },
    done,
  );
const gzip = (level) => (buf, done) => zlib.gzip(buf, { level }, done);
// Both off the main thread (libuv's pool): a quick one for the answer in hand, the best for a
// shared page's later answers.
const quick = { br: brotli(5), gzip: gzip(6) };
const best = { br: brotli(11), gzip: gzip(9) };
const compress = (how, buf) =>
  new Promise((resolve, reject) => how(buf, (err, out) => (err ? reject(err) : resolve(out))));

/**
 * Shared pages, rewritten and compressed, by address; an entry serves a request only when Next
 * sent exactly the HTML it was made from (a string comparison: cheaper than hashing the page on
 * every request). Once they hold more than `maxBytes`, the least recently used leave first. Best
 * compressions are made one at a time, at most `bestPerMinute`, so addresses asked for in a
 * stream (made-up queries) cannot queue up compression work.
 */
export class PageCache {
  constructor({ maxBytes = 32 * 1024 * 1024, bestPerMinute = 30 } = {}) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    this.entries = new Map();
    this.bestPerMinute = bestPerMinute;
    this.bestStarted = [];
    this.compressing = false;
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
    entry = { key, source, html, size: 0, asked: { br: 0, gzip: 0 } };
    this.entries.set(key, entry);
    this.count(entry, source.length + html.length);
    return entry;
  }

  /** Counts an entry's new bytes, and drops the least recently used others while over the limit. */
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

  /** Starts the entry's best compression in this encoding, if the budget allows one now. */
  improve(entry, encoding) {
    const now = Date.now();
    this.bestStarted = this.bestStarted.filter((t) => now - t < 60_000);
    if (this.compressing || this.bestStarted.length >= this.bestPerMinute) return;
    this.compressing = true;
    this.bestStarted.push(now);
    best[encoding](entry.html, (err, out) => {
      this.compressing = false;
      if (err || this.entries.get(entry.key) !== entry) return;
      entry[encoding] = out;
      this.count(entry, out.length);
    });
  }

  /** The page's body for this request: rewritten, and compressed as the browser accepts. */
  async body(key, source, encoding) {
    if (!key) {
      const html = Buffer.from(deferScripts(source));
      return encoding ? compress(quick[encoding], html) : html;
    }
    const entry = this.page(key, source);
    if (!encoding) return entry.html;
    if (entry[encoding]) return entry[encoding];
    // A page asked for once (a search made once) is not worth Brotli's best (~40 ms of CPU).
    entry.asked[encoding] += 1;
    if (entry.asked[encoding] > 1) this.improve(entry, encoding);
    return compress(quick[encoding], entry.html);
  }
}

// Answers with no body: nothing to rewrite.
const noBody = (status) => status < 200 || status === 204 || status === 304;

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

  const isHtml = (headers) => {
    if (html === null) {
      const header = (name) =>
        (headers && Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1]) ??
        res.getHeader(name);
      html =
        String(header("content-type") ?? "").startsWith("text/html") &&
        !header("content-encoding") &&
        !noBody(res.statusCode);
    }
    return html;
  };
  const toBuffer = (chunk, encoding) =>
    typeof chunk === "string"
      ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8")
      : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);

  res.writeHead = function (status, ...rest) {
    const headers = rest.find((a) => a && typeof a === "object" && !Array.isArray(a));
    this.statusCode = status;
    if (!isHtml(headers)) return next.writeHead.call(this, status, ...rest);
    for (const [name, value] of Object.entries(headers ?? {})) this.setHeader(name, value);
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
    if (this.destroyed) return this; // the visitor left, or Next gave up on the render
    // Next sends a page from its cache as one string: kept as it is, for the cache's comparison.
    const source =
      chunks.length === 0 && typeof chunk === "string"
        ? chunk
        : Buffer.concat(chunk == null ? chunks : [...chunks, toBuffer(chunk, encoding)]).toString();
    this.removeHeader("content-length");
    const vary = String(this.getHeader("vary") ?? "");
    if (!/accept-encoding/i.test(vary)) {
      this.setHeader("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    }
    if (req.method === "HEAD") {
      next.writeHead.call(this, this.statusCode);
      return next.end.call(this, null, undefined, callback);
    }
    // A render that failed after it began (a 5xx) is neither kept nor cached by anyone else.
    const failed = this.statusCode >= 500;
    if (failed) this.setHeader("cache-control", "no-store");
    const shared = /(?:^|,)\s*s-maxage=/.test(String(this.getHeader("cache-control") ?? ""));
    const encoding_ = acceptedEncoding(req.headers["accept-encoding"]);
    cache
      .body(shared && !failed ? `${this.statusCode} ${req.url}` : null, source, encoding_)
      .then((body) => {
        if (this.destroyed) return;
        if (encoding_) this.setHeader("content-encoding", encoding_);
        this.setHeader("content-length", body.length);
        next.writeHead.call(this, this.statusCode);
        next.end.call(this, body, undefined, callback);
      })
      .catch((err) => {
        console.error("[server] could not send a page:", err);
        if (!this.headersSent) {
          this.statusCode = 500;
          this.removeHeader("content-encoding");
          next.end.call(this);
        } else this.destroy(err);
      });
    return this;
  };
}
