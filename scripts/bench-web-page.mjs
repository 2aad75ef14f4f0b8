// What a visitor's browser meets: the page's weight, the chat's first opening, the first click
// and a returning visit, under Lighthouse's slow 4G where it says so.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { gzipSync } from "node:zlib";
import { chromiumPath, html, median, site } from "./bench-web-common.mjs";

// Lighthouse's own slow-4G profile, applied to Chromium itself (its "devtools" throttling).
const SLOW_4G = {
  latency: 562.5,
  download: (1474.56 * 1024) / 8,
  upload: (675 * 1024) / 8,
  cpu: 4,
};

/** Gzipped size of one client module, found by the id the page's RSC payload gives it. */
export function moduleGzipBytes(pageHtml, exportName) {
  const id = pageHtml.match(new RegExp(`I\\[(\\d+),\\[[^\\]]*\\],\\\\?"${exportName}\\\\?"`))?.[1];
  if (!id) return Number.NaN;
  const dir = ".next/static/chunks";
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".js"))) {
    const code = readFileSync(path.join(dir, file), "utf8");
    if (!code.includes(`,${id},`)) continue;
    // A chunk only registers its module factories: run it against a stand-in registry and read
    // the factory's own source back.
    const context = { TURBOPACK: [] };
    context.globalThis = context;
    try {
      vm.runInNewContext(code, context, { timeout: 1000 });
    } catch {
      continue;
    }
    for (const entry of context.TURBOPACK) {
      const at = entry.indexOf(Number(id));
      if (at > 0 && typeof entry[at + 1] === "function") {
        return gzipSync(entry[at + 1].toString()).length;
      }
    }
  }
  return Number.NaN;
}

/** Bytes over the wire (headers and encoded body) of everything the first opening fetches. */
export async function chatFirstOpen() {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    let opened = false;
    const fetched = [];
    page.on("requestfinished", async (request) => {
      if (!opened) return;
      const sizes = await request.sizes().catch(() => null);
      if (sizes) {
        fetched.push({
          url: request.url(),
          type: request.resourceType(),
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        });
      }
    });
    await page.goto(`${site}/`, { waitUntil: "networkidle" });
    opened = true;
    await page.getByRole("button", { name: /Open chat/ }).click();
    await page.getByRole("textbox", { name: /message/i }).waitFor();
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    return {
      kb: fetched.reduce((s, f) => s + f.bytes, 0) / 1024,
      scriptKb: fetched.filter((f) => f.type === "script").reduce((s, f) => s + f.bytes, 0) / 1024,
      requests: fetched.length,
    };
  } finally {
    await browser.close();
  }
}

/** A page's HTML without its inlined CSS, that CSS (counted in both places Next writes it), and the wire size. */
export async function pageWeight(url) {
  const text = await html(url);
  const style = /<style data-precedence="[^"]*" data-href="[^"]*">([\s\S]*?)<\/style>/g;
  // Next pushes its data in pieces, which may split a stylesheet's copy: joined before counting.
  const data = text
    .replace(style, "")
    .replace(/"\]\)<\/script><script>self\.__next_f\.push\(\[1,"/g, "");
  let css = 0;
  for (const [, body] of text.matchAll(style)) {
    // In the data the text is a script's string: escaped as JSON, then as Next escapes HTML in
    // it (< > & and the two line separators as \u escapes).
    const escaped = JSON.stringify(body)
      .slice(1, -1)
      .replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
    // Found by a piece from its middle (every stylesheet opens with the same lines); Next writes
    // one copy, and the piece may recur elsewhere, so at most one is counted.
    const middle = Math.floor(escaped.length / 2);
    const copies = data.includes(escaped.slice(middle, middle + 160)) ? 1 : 0;
    css += body.length + copies * escaped.length;
  }
  const http = await import("node:http");
  const wire = await new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "br", connection: "close" } }, (res) => {
        let bytes = 0;
        res.on("data", (chunk) => {
          bytes += chunk.length;
        });
        res.on("end", () => resolve(bytes));
      })
      .on("error", reject);
  });
  return { markup: text.length - css, css, wire };
}

/** A page of `context` under Lighthouse's applied slow 4G and 4x CPU. */
async function throttledPage(context, { cache }) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  if (!cache) await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: SLOW_4G.latency,
    downloadThroughput: SLOW_4G.download,
    uploadThroughput: SLOW_4G.upload,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_4G.cpu });
  return page;
}

/** Fresh throttled loads, each clicking the chat button as soon as Playwright can; dead if no chat opens in 15 s. */
export async function firstClicks(url, loads) {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const result = { loads, dead: 0, clickable: [], open: [] };
  try {
    for (let i = 0; i < loads; i++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await throttledPage(context, { cache: false });
      const started = performance.now();
      void page.goto(url, { waitUntil: "commit" }).catch(() => {});
      try {
        await page.getByRole("button", { name: /Open chat/ }).click({ timeout: 20_000 });
        const clicked = performance.now();
        result.clickable.push(clicked - started);
        await page.getByRole("textbox", { name: /message/i }).waitFor({ timeout: 15_000 });
        result.open.push(performance.now() - clicked);
      } catch {
        result.dead += 1;
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return {
    loads,
    dead: result.dead,
    clickableMs: median(result.clickable),
    openMs: median(result.open),
  };
}

/** A returning visitor's next page (home first, then `path`, throttled): median LCP of `loads`. */
export async function repeatVisits(path, loads) {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const lcps = [];
  try {
    for (let i = 0; i < loads; i++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await throttledPage(context, { cache: true });
      await page.goto(`${site}/`, { waitUntil: "networkidle" });
      await page.goto(site + path, { waitUntil: "load" });
      const lcp = await page.evaluate(
        () =>
          new Promise((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries();
              resolve(entries[entries.length - 1]?.startTime ?? Number.NaN);
            }).observe({ type: "largest-contentful-paint", buffered: true });
            setTimeout(() => resolve(Number.NaN), 5_000);
          }),
      );
      lcps.push(lcp);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return median(lcps.filter(Number.isFinite));
}
