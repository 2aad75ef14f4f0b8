// How pages' HTML leaves the server (scripts/page-html.mjs): the build's scripts come out of the
// page and into one loader that runs before the stylesheet, nothing else moves, and a shared
// page is rewritten once and kept compressed.
import { describe, expect, it } from "vitest";
import { acceptedEncoding, deferScripts, PageCache } from "../../scripts/page-html.mjs";

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
    expect(loader).toContain('observe({type:"paint"})');
    expect(loader).toContain('setAttribute("data-wait"');
    expect(loader).toContain('removeAttribute("data-wait")');
  });

  it("leaves a page without the build's scripts (an error page made elsewhere) untouched", () => {
    const plain = "<html><head><title>x</title></head><body>Down</body></html>";
    expect(deferScripts(plain)).toBe(plain);
  });
});

describe("acceptedEncoding", () => {
  it("prefers Brotli, then gzip, and honours q=0", () => {
    expect(acceptedEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(acceptedEncoding("gzip, deflate")).toBe("gzip");
    expect(acceptedEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(acceptedEncoding("identity")).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});

describe("PageCache", () => {
  it("rewrites a page once and gives every later request the same entry", () => {
    const cache = new PageCache();
    const first = cache.page(Buffer.from(page));
    expect(first.html.toString()).toBe(deferScripts(page));
    expect(cache.page(Buffer.from(page))).toBe(first);
    expect(cache.page(Buffer.from(page.replace("Hi", "Hello")))).not.toBe(first);
  });

  it("drops the least recently used pages once it holds more than its limit", () => {
    const size = Buffer.byteLength(deferScripts(page));
    const cache = new PageCache(size * 2.5);
    const a = cache.page(Buffer.from(page));
    cache.page(Buffer.from(page.replace("Hi", "B!")));
    cache.page(Buffer.from(page)); // a used again: now b is the oldest
    cache.page(Buffer.from(page.replace("Hi", "C!")));
    expect(cache.entries.size).toBe(2);
    expect(cache.page(Buffer.from(page))).toBe(a);
    expect(cache.bytes).toBeLessThanOrEqual(size * 2.5);
  });
});
