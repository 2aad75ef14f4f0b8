// How pages' HTML leaves the server (scripts/page-html.mjs): the build's scripts come out of the
// page and into one loader that runs before the stylesheet, nothing else moves, and a shared
// page is rewritten once and kept compressed.
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import { describe, expect, it } from "vitest";
import {
  acceptedEncoding,
  deferScripts,
  PageCache,
  servePageHtml,
} from "../../scripts/page-html.mjs";

const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/_next/static/media/inter-core.x.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  '<script src="/_next/static/chunks/legacy.js" noModule=""></script>',
  "<title>Home</title></head><body><h1>Hi</h1>",
  '<script src="https://js.stripe.com/v3/buy-button.js" async=""></script>',
  '<script id="_R_">(self.TURBOPACK=self.TURBOPACK||[]).push({})</script>',
  '<script src="/_next/static/chunks/boot.js" async=""></script>',
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>",
].join("");

/** The addresses the loader will add, read back from its source. */
function loaded(html: string): string[] {
  const list = /<script id="__defer">.*?s=(\[[^\]]*\])/.exec(html)?.[1];
  return list ? JSON.parse(list) : [];
}

describe("deferScripts", () => {
  const out = deferScripts(page);

  it("takes the build's async scripts, wherever they are, out of the page and into the loader", () => {
    expect(out).not.toMatch(/<script src="\/_next\/static\/[^"]+" async="">/);
    expect(loaded(out)).toEqual([
      "/_next/static/chunks/a.js",
      "/_next/static/chunks/b.js",
      "/_next/static/chunks/boot.js",
    ]);
    // Their early fetch hint would fetch one anyway.
    expect(out).not.toContain('rel="preload" as="script"');
  });

  it("puts the loader before the stylesheet, so it runs without waiting for it", () => {
    expect(out.indexOf('<script id="__defer">')).toBeLessThan(out.indexOf('rel="stylesheet"'));
    expect(out.indexOf('<meta charSet="utf-8"/>')).toBeLessThan(out.indexOf("__defer"));
  });

  it("leaves everything else as it was: the font preload, other scripts, inline scripts, content", () => {
    for (const kept of [
      'as="font"',
      '<script src="/_next/static/chunks/legacy.js" noModule=""></script>',
      '<script src="https://js.stripe.com/v3/buy-button.js" async=""></script>',
      '<script id="_R_">',
      "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
      "<h1>Hi</h1>",
    ]) {
      expect(out).toContain(kept);
    }
  });

  it("loads the scripts on the first paint, and marks the page as waiting until then", () => {
    const loader = /<script id="__defer">(.*?)<\/script>/.exec(out)?.[1] ?? "";
    expect(loader).toContain('observe({type:"paint",buffered:true})');
    expect(loader).toContain('setAttribute("data-wait"');
    expect(loader).toContain('removeAttribute("data-wait")');
  });

  it("leaves a page without the build's scripts (an error page made elsewhere) untouched", () => {
    const plain = "<html><head><title>x</title></head><body>Down</body></html>";
    expect(deferScripts(plain)).toBe(plain);
  });
});

describe("acceptedEncoding", () => {
  it("prefers Brotli, then gzip, and honours the browser's weights", () => {
    expect(acceptedEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(acceptedEncoding("gzip;q=1, br;q=0.5")).toBe("gzip");
    expect(acceptedEncoding("*")).toBe("br");
    expect(acceptedEncoding("gzip, deflate")).toBe("gzip");
    expect(acceptedEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(acceptedEncoding("identity")).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});

describe("PageCache", () => {
  it("rewrites a page once, and again only when Next sends different HTML for its address", () => {
    const cache = new PageCache();
    const first = cache.page("200 /", page);
    expect(first.html.toString()).toBe(deferScripts(page));
    expect(cache.page("200 /", `${page}`)).toBe(first);
    // A post edited to the same length: a new entry, never the old page.
    const edited = cache.page("200 /", page.replace("Hi", "Yo"));
    expect(edited).not.toBe(first);
    expect(edited.html.toString()).toContain("<h1>Yo</h1>");
    expect(cache.entries.size).toBe(1);
  });

  it("makes a best compression only for a page asked for twice, and no more than its budget", async () => {
    const cache = new PageCache({ bestPerMinute: 1 });
    await cache.body("200 /a", page, "br");
    await cache.body("200 /b", page, "br");
    expect(cache.bestStarted).toHaveLength(0); // each asked for once
    await cache.body("200 /a", page, "br");
    await cache.body("200 /b", page, "br");
    expect(cache.bestStarted).toHaveLength(1); // /b waits for the next minute
    for (let i = 0; i < 100 && cache.compressing; i++) await new Promise((r) => setTimeout(r, 20));
    expect(cache.entries.get("200 /a")?.br).toBeDefined();
    expect(cache.entries.get("200 /b")?.br).toBeUndefined();
  });

  it("drops the least recently used pages once it holds more than its limit", () => {
    const size = page.length + Buffer.byteLength(deferScripts(page));
    const cache = new PageCache({ maxBytes: size * 2.5 });
    const a = cache.page("200 /a", page);
    cache.page("200 /b", page);
    cache.page("200 /a", page); // a used again: now b is the oldest
    cache.page("200 /c", page);
    expect([...cache.entries.keys()].sort()).toEqual(["200 /a", "200 /c"]);
    expect(cache.page("200 /a", page)).toBe(a);
    expect(cache.bytes).toBeLessThanOrEqual(size * 2.5);
  });
});

describe("servePageHtml", () => {
  /** A server that answers as Next does: `send` writes the response, under the middleware. */
  async function serve(send: (res: ServerResponse) => void) {
    const cache = new PageCache();
    const compress = compression();
    const server = createServer((req, res) =>
      compress(req as never, res as never, () => {
        servePageHtml(req, res, cache);
        send(res);
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const get = (encoding: string, method = "GET") =>
      fetch(`http://127.0.0.1:${port}/`, { method, headers: { "accept-encoding": encoding } });
    return { get, cache, close: () => new Promise((r) => server.close(r)) };
  }

  it("sends a streamed page whole, rewritten and compressed as asked", async () => {
    const site = await serve((res) => {
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("cache-control", "private, no-cache, no-store");
      res.flushHeaders();
      const [head, body] = [page.slice(0, 400), page.slice(400)];
      res.write(head);
      res.write(Buffer.from(body));
      res.end();
    });
    try {
      for (const [accepts, served] of [
        ["gzip, deflate, br", "br"],
        ["gzip", "gzip"],
        ["identity", null],
      ] as const) {
        const res = await site.get(accepts);
        expect(res.headers.get("content-encoding")).toBe(served);
        expect(res.headers.get("vary")).toContain("Accept-Encoding");
        expect(await res.text()).toBe(deferScripts(page));
      }
      // Made for one request: nothing kept.
      expect(site.cache.entries.size).toBe(0);
    } finally {
      await site.close();
    }
  });

  it("keeps a shared page, and serves the best compression once it is made", async () => {
    const site = await serve((res) => {
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("cache-control", "s-maxage=86400, stale-while-revalidate=31449600");
      res.setHeader("content-length", Buffer.byteLength(page));
      res.end(page);
    });
    try {
      const first = await site.get("br");
      expect(await first.text()).toBe(deferScripts(page));
      const [entry] = [...site.cache.entries.values()];
      // Asked for again: the best compression is made off the main thread, then served.
      for (let i = 0; i < 50 && !entry?.br; i++) {
        expect(await (await site.get("br")).text()).toBe(deferScripts(page));
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(entry?.br).toBeDefined();
      const later = await site.get("br");
      expect(Number(later.headers.get("content-length"))).toBe(entry?.br?.length);
      expect(Number(later.headers.get("content-length"))).toBeLessThanOrEqual(
        Number(first.headers.get("content-length")),
      );
      expect(await later.text()).toBe(deferScripts(page));
      expect(site.cache.entries.size).toBe(1);
      // A HEAD request gets the headers, and no body.
      const head = await site.get("br", "HEAD");
      expect(head.status).toBe(200);
      expect(await head.text()).toBe("");
    } finally {
      await site.close();
    }
  });

  it("passes anything that is not HTML through, compressed by the middleware", async () => {
    const json = JSON.stringify({ posts: Array.from({ length: 50 }, (_, i) => ({ i, t: "x" })) });
    const site = await serve((res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(json);
    });
    try {
      const res = await site.get("br");
      expect(res.headers.get("content-encoding")).toBe("br");
      expect(await res.text()).toBe(json);
    } finally {
      await site.close();
    }
  });
});
