// Lighthouse runs of one page, and a route's runs summed up (medians; the worst CLS and scores).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { chromiumPath, env, median, reports } from "./bench-web-common.mjs";

let reportCount = 0;

export function lighthouseOnce(url, mode) {
  const out = path.join(reports, `${reportCount++}.json`);
  const bin = (process.env.LIGHTHOUSE_BIN ?? "npx --yes lighthouse@12").split(" ");
  spawnSync(
    bin[0],
    [
      ...bin.slice(1),
      url,
      "--quiet",
      "--output=json",
      `--throttling-method=${mode === "applied" ? "devtools" : "simulate"}`,
      `--output-path=${out}`,
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run",
    ],
    { stdio: "ignore", env: { ...env, CHROME_PATH: chromiumPath } },
  );
  try {
    const r = JSON.parse(readFileSync(out, "utf8"));
    const score = (k) => Math.round((r.categories[k]?.score ?? 0) * 100);
    const scripts = r.audits["network-requests"].details.items.filter(
      (i) => i.resourceType === "Script",
    );
    const lcp = r.audits["largest-contentful-paint"].numericValue;
    if (!Number.isFinite(lcp)) return null;
    return {
      perf: score("performance"),
      a11y: score("accessibility"),
      bp: score("best-practices"),
      seo: score("seo"),
      lcp: Math.round(lcp),
      fcp: Math.round(r.audits["first-contentful-paint"].numericValue),
      tti: Math.round(r.audits.interactive?.numericValue ?? Number.NaN),
      tbt: Math.round(r.audits["total-blocking-time"].numericValue),
      cls: r.audits["cumulative-layout-shift"].numericValue,
      jsKb: scripts.reduce((sum, i) => sum + i.transferSize, 0) / 1024,
    };
  } catch {
    return null; // a failed run (Chromium crashed, no trace): the other runs decide
  }
}

/** The medians of a route's runs; CLS and the categories from the worst run. */
export function summarise(runs) {
  const ok = runs.filter(Boolean);
  if (ok.length === 0) return null;
  const m = (k) => median(ok.map((r) => r[k]));
  const min = (k) => Math.min(...ok.map((r) => r[k]));
  return {
    runs: ok.length,
    perf: m("perf"),
    lcp: Math.round(m("lcp")),
    fcp: Math.round(m("fcp")),
    tti: Math.round(m("tti")),
    tbt: Math.round(m("tbt")),
    cls: Math.max(...ok.map((r) => r.cls)),
    a11y: min("a11y"),
    bp: min("bp"),
    seo: min("seo"),
    jsKb: m("jsKb"),
  };
}
