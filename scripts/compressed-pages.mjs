// Shared pages (Next's cached ones, `s-maxage`) compressed once per encoding, and reused while
// Next sends the same bytes: with the stylesheet inlined, compressing per visitor cost ~4 ms each.
import zlib from "node:zlib";
import Negotiator from "negotiator";

const compressors = {
  br: (body) =>
    zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => zlib.gzipSync(body, { level: 6 }),
};

/** The encoding to send, as the compression middleware would choose it (Brotli on a tie). */
export function pageEncoding(acceptEncoding) {
  const chosen = new Negotiator({ headers: { "accept-encoding": acceptEncoding ?? "" } }).encoding(
    ["br", "gzip", "identity"],
    ["br"],
  );
  return chosen === "br" || chosen === "gzip" ? chosen : null;
}

const sameSource = (a, b) =>
  typeof a === "string" || typeof b === "string" ? a === b : a.equals(b);
const sourceBytes = (source) =>
  typeof source === "string" ? Buffer.byteLength(source) : source.length;
const asBuffer = (source) => (typeof source === "string" ? Buffer.from(source) : source);

// Compressed pages by address, least recently used out first. A source is Next's string, compared
// as it is (encoding it per visitor cost a quarter of a page's CPU), or its parts' bytes.
export class CompressedPages {
  constructor({ maxBytes = 32 * 1024 * 1024 } = {}) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    this.entries = new Map();
  }

  /** The page compressed in `encoding`, made now unless kept from the same bytes. */
  body(key, source, encoding) {
    let entry = this.entries.get(key);
    if (entry) this.entries.delete(key);
    if (!entry || !sameSource(entry.source, source)) {
      if (entry) this.bytes -= entry.size;
      entry = { source, size: sourceBytes(source) };
      this.bytes += entry.size;
    }
    this.entries.set(key, entry); // the most recently used
    if (!entry[encoding]) {
      entry[encoding] = compressors[encoding](asBuffer(entry.source));
      entry.size += entry[encoding].length;
      this.bytes += entry[encoding].length;
    }
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxBytes || old === entry) break;
      this.entries.delete(oldKey);
      this.bytes -= old.size;
    }
    return entry[encoding];
  }
}

const header = (res, headers, name) =>
  (headers && Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1]) ??
  res.getHeader(name);

/** Watches a response Next writes: a shared page is held until complete and sent from `pages`;
 * anything else goes on as it came. */
export function servePagesCompressed(req, res, pages) {
  if (req.method !== "GET") return;
  const encoding = pageEncoding(req.headers["accept-encoding"]);
  if (!encoding) return;
  const next = { writeHead: res.writeHead, write: res.write, end: res.end };
  const flushHeaders = res.flushHeaders;
  const chunks = [];
  let shared = null; // decided when Next first sends (or would send) the headers

  const isShared = (headers) => {
    shared ??=
      res.statusCode === 200 &&
      String(header(res, headers, "content-type") ?? "").startsWith("text/html") &&
      !header(res, headers, "content-encoding") &&
      /(?:^|,)\s*s-maxage=/.test(String(header(res, headers, "cache-control") ?? ""));
    return shared;
  };
  const toBuffer = (chunk, enc) =>
    typeof chunk === "string"
      ? Buffer.from(chunk, typeof enc === "string" ? enc : "utf8")
      : Buffer.from(chunk);

  res.writeHead = function (status, ...rest) {
    this.statusCode = status;
    const headers = rest.find((a) => a && typeof a === "object" && !Array.isArray(a));
    if (!isShared(headers)) return next.writeHead.call(this, status, ...rest);
    for (const [name, value] of Object.entries(headers ?? {})) this.setHeader(name, value);
    return this;
  };
  res.flushHeaders = function () {
    if (!isShared()) return flushHeaders.call(this);
  };
  res.write = function (chunk, enc, callback) {
    if (!isShared()) return next.write.call(this, chunk, enc, callback);
    if (chunk != null) chunks.push(toBuffer(chunk, enc));
    (typeof enc === "function" ? enc : callback)?.();
    return true;
  };
  res.end = function (chunk, enc, callback) {
    if (typeof chunk === "function") [chunk, callback] = [null, chunk];
    else if (typeof enc === "function") [enc, callback] = [undefined, enc];
    if (!isShared()) return next.end.call(this, chunk, enc, callback);
    if (chunk != null) chunks.push(chunk);
    const whole =
      chunks.length === 1 && typeof chunks[0] === "string" && (enc == null || enc === "utf8")
        ? chunks[0]
        : Buffer.concat(chunks.map((c) => toBuffer(c, enc)));
    const body = pages.body(req.url ?? "/", whole, encoding);
    this.setHeader("content-encoding", encoding);
    this.setHeader("content-length", body.length);
    const vary = String(this.getHeader("vary") ?? "");
    if (!/accept-encoding/i.test(vary)) {
      this.setHeader("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    }
    next.writeHead.call(this, this.statusCode);
    return next.end.call(this, body, undefined, callback);
  };
}
