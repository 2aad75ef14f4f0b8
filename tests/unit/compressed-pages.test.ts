// The server keeps the pages every visitor shares compressed (scripts/compressed-pages.mjs): a
// browser gets the same page it would have got compressed per request, the copy follows the page
// when Next makes it anew, and nothing made for one visitor is kept.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CompressedPages,
  pageEncoding,
  servePagesCompressed,
} from "../../scripts/compressed-pages.mjs";

describe("pageEncoding", () => {
  it("follows the browser's preferences, Brotli on a tie", () => {
    expect(pageEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pageEncoding("gzip, deflate")).toBe("gzip");
    expect(pageEncoding("gzip;q=1, br;q=0.5")).toBe("gzip");
    expect(pageEncoding("identity")).toBeNull();
    expect(pageEncoding(undefined)).toBeNull();
  });
});

describe("CompressedPages", () => {
  it("compresses a page once, and again when its bytes change", () => {
    const pages = new CompressedPages();
    const page = Buffer.from("<html>".padEnd(20_000, "a"));
    const first = pages.body("/", page, "br");
    expect(pages.body("/", Buffer.from(page), "br")).toBe(first); // the kept copy
    expect(brotliDecompressSync(first).equals(page)).toBe(true);
    const changed = Buffer.from("<html>".padEnd(20_000, "b"));
    const second = pages.body("/", changed, "br");
    expect(second).not.toBe(first);
    expect(brotliDecompressSync(second).equals(changed)).toBe(true);
    expect(gunzipSync(pages.body("/", changed, "gzip")).equals(changed)).toBe(true);
  });

  it("takes a page as the string Next sent, kept until the text changes", () => {
    const pages = new CompressedPages();
    const text = (c: string) => `<html>${c.repeat(20_000)}é</html>`;
    const first = pages.body("/", text("a"), "br");
    expect(pages.body("/", text("a"), "br")).toBe(first);
    expect(brotliDecompressSync(first).toString()).toBe(text("a"));
    expect(pages.bytes).toBe(Buffer.byteLength(text("a")) + first.length);
    const second = pages.body("/", text("b"), "br");
    expect(brotliDecompressSync(second).toString()).toBe(text("b"));
  });

  it("keeps within its memory, the least recently used page out first", () => {
    const pages = new CompressedPages({ maxBytes: 50_000 });
    const page = (c: string) => Buffer.from(c.repeat(20_000));
    pages.body("/a", page("a"), "gzip");
    pages.body("/b", page("b"), "gzip");
    pages.body("/a", page("a"), "gzip"); // /a used again: /b is now the oldest
    pages.body("/c", page("c"), "gzip");
    expect([...pages.entries.keys()]).toEqual(["/a", "/c"]);
    expect(pages.bytes).toBeLessThanOrEqual(50_000);
  });
});

describe("servePagesCompressed", () => {
  let server: Server;
  let base = "";
  const pages = new CompressedPages();
  let made = 0;
  // Stands in for Next: a shared page (s-maxage) in one write, a visitor's own page, a streamed
  // page made for one request.
  const routes: Record<string, (res: ServerResponse) => void> = {
    "/shared": (res) => {
      made += 1;
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("cache-control", "s-maxage=300, stale-while-revalidate");
      res.end(`<html>${"shared page ".repeat(2000)}</html>`);
    },
    "/private": (res) => {
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("cache-control", "private, no-store");
      res.end(`<html>${"private page ".repeat(2000)}</html>`);
    },
    "/streamed": (res) => {
      res.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "cache-control": "private, no-cache, no-store",
      });
      res.write(`<html>${"first part ".repeat(1000)}`);
      setTimeout(() => res.end(`${"second part ".repeat(1000)}</html>`), 10);
    },
  };

  beforeAll(async () => {
    const compress = compression();
    server = createServer((req: IncomingMessage, res: ServerResponse) =>
      compress(req as never, res as never, () => {
        servePagesCompressed(req, res, pages);
        (routes[req.url ?? ""] ?? ((r: ServerResponse) => r.writeHead(404).end()))(res);
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, encoding: string) =>
    fetch(base + path, { headers: { "accept-encoding": encoding } });

  it("sends a shared page compressed as asked, the same page every way", async () => {
    const plain = await (await get("/shared", "identity")).text();
    for (const [asked, sent] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
    ] as const) {
      for (const round of [1, 2]) {
        const res = await get("/shared", asked);
        expect(res.headers.get("content-encoding"), `${asked} #${round}`).toBe(sent);
        expect(res.headers.get("vary")).toContain("Accept-Encoding");
        expect(await res.text()).toBe(plain);
      }
    }
    expect(pages.entries.has("/shared")).toBe(true);
    expect(made).toBe(5); // Next still answers each request; only the compression is kept
  });

  it("keeps nothing made for one visitor, and streams what is streamed", async () => {
    const res = await get("/private", "br");
    expect(res.headers.get("content-encoding")).toBe("br"); // by the middleware, per request
    expect(await res.text()).toContain("private page");
    expect(pages.entries.has("/private")).toBe(false);
    const streamed = await get("/streamed", "br");
    const body = await streamed.text();
    expect(body).toContain("first part");
    expect(body).toContain("second part");
    expect(pages.entries.has("/streamed")).toBe(false);
  });
});
