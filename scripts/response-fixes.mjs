// What the server corrects in Next's answers before they leave: an address it would fail on, a
// page that failed while the database is down, and a renamed post's permanent redirect.

/** A path that cannot be decoded ("/blog/%"): Next would fail on it with a 500. */
export function malformedPath(url) {
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
export function answerOutagesWith503(res) {
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

/** A page's permanent redirect (a renamed post's old address): Next repeats its Location header
 * and gives no max-age; sent once, kept as long as the page cache keeps it. */
export function tidyPageRedirects(res) {
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
