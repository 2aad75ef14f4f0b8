// `npm run bench:web`: the public pages against a bare Next.js page (../shared/bench/floor), in
// one run on this machine. Builds and starts both, then measures per route: mobile Lighthouse
// (score, LCP, TBT, CLS, the other categories, script bytes), the HTML's size, and throughput
// with wrk (autocannon from npm when wrk is missing). Prints one table with the ratios to the
// floor and exits 1 when a target of issue "as fast as a bare Next.js page" is missed.
// A benchmark, not a test: CI does not run it. Options: --no-build, --routes=/,/pricing.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, "").split("=")));
const SITE_PORT = 3301;
const FLOOR_PORT = 3997;
const site = `http://127.0.0.1:${SITE_PORT}`;
const floor = `http://127.0.0.1:${FLOOR_PORT}`;
const floorDir = path.resolve("../shared/bench/floor");
const routes = args.get("routes")?.split(",") ?? [
  "/",
  "/services",
  "/pricing",
  "/use-cases",
  "/about-us",
  "/blog",
  "/blog/after-hours-lead-capture-ai-chat-assistant",
  "/events/ai-automation-workshop-austin",
  "/contact",
  "/privacy-policy",
  "/services/ai-solutions",
];
const cachedLists = ["/blog", "/blog?tag=CRM", "/blog?page=2", "/use-cases"];
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const children = [];

function run(cmd, argv, opts = {}) {
  const r = spawnSync(cmd, argv, { stdio: "inherit", env, ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${argv.join(" ")} failed`);
}

function start(cmd, argv, opts) {
  const child = spawn(cmd, argv, { stdio: "ignore", env, ...opts });
  children.push(child);
  return child;
}

async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

/** The page's HTML (tried three times: a kept-alive socket may have been closed under us). */
async function html(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await (await fetch(url, { headers: { connection: "close" } })).text();
    } catch (err) {
      if (attempt === 3) throw err;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

function lighthouse(url) {
  const out = path.join(reports, `${url.replace(/[^a-z0-9]+/gi, "_")}.json`);
  const bin = (process.env.LIGHTHOUSE_BIN ?? "npx --yes lighthouse@12").split(" ");
  spawnSync(
    bin[0],
    [
      ...bin.slice(1),
      url,
      "--quiet",
      "--output=json",
      `--output-path=${out}`,
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run",
    ],
    {
      stdio: "ignore",
      env: { ...env, CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
    },
  );
  const r = JSON.parse(readFileSync(out, "utf8"));
  const score = (k) => Math.round((r.categories[k]?.score ?? 0) * 100);
  const scripts = r.audits["network-requests"].details.items.filter(
    (i) => i.resourceType === "Script",
  );
  return {
    perf: score("performance"),
    a11y: score("accessibility"),
    bp: score("best-practices"),
    seo: score("seo"),
    lcp: Math.round(r.audits["largest-contentful-paint"].numericValue),
    tbt: Math.round(r.audits["total-blocking-time"].numericValue),
    cls: r.audits["cumulative-layout-shift"].numericValue,
    jsKb: scripts.reduce((sum, i) => sum + i.transferSize, 0) / 1024,
  };
}

function throughput(url) {
  const hasWrk = spawnSync("wrk", ["--version"]).error === undefined;
  if (hasWrk) {
    const r = spawnSync("wrk", ["-c", "10", "-t", "2", "-d", "8", "--latency", url], { env });
    const text = r.stdout.toString();
    const rps = Number(text.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0);
    const p99 = text.match(/99%\s+([\d.]+)(us|ms|s)/);
    const scale = { us: 0.001, ms: 1, s: 1000 };
    return { rps, p99: p99 ? Number(p99[1]) * scale[p99[2]] : Number.NaN };
  }
  const r = spawnSync("npx", ["--yes", "autocannon@8", "-c", "10", "-d", "8", "-j", url], { env });
  const j = JSON.parse(r.stdout.toString());
  return { rps: j.requests.average, p99: j.latency.p99 };
}

const reports = mkdtempSync(path.join(tmpdir(), "bench-web-"));
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-web-data-"));
process.on("exit", () => {
  for (const c of children) c.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
});

if (args.get("no-build") === undefined) {
  run("node_modules/.bin/next", ["build"], { env: { ...env, SITE_URL: site } });
  if (!existsSync(path.join(floorDir, "node_modules"))) {
    run("npm", ["install", "--no-audit", "--no-fund"], { cwd: floorDir });
  }
  run("npm", ["run", "build"], { cwd: floorDir });
}
start("node", ["scripts/server.mjs"], {
  env: { ...env, PORT: String(SITE_PORT), DATA_DIR: dataDir, SITE_URL: site },
});
start("npx", ["next", "start", "-p", String(FLOOR_PORT)], { cwd: floorDir });
await Promise.all([waitFor(`${site}/`), waitFor(`${floor}/`)]);
// Warm every page once (the cached lists render on their first request).
for (const r of [...routes, ...cachedLists]) await html(site + r);

const floorLh = [lighthouse(`${floor}/`)];
const rows = routes.map((route) => ({ route, ...lighthouse(site + route) }));
floorLh.push(lighthouse(`${floor}/`));
const base = {
  perf: Math.min(...floorLh.map((f) => f.perf)),
  lcp: Math.max(...floorLh.map((f) => f.lcp)),
  tbt: Math.max(...floorLh.map((f) => f.tbt)),
  jsKb: floorLh[0]?.jsKb ?? 0,
};
const floorRps = throughput(`${floor}/`);
const homeRps = throughput(`${site}/`);
const misses = [];
const table = [];
for (const row of rows) {
  const size = (await html(site + row.route)).length;
  const t =
    row.route.startsWith("/blog/") || row.route === "/" ? null : throughput(site + row.route);
  const checks = {
    perf: row.perf >= base.perf - 3,
    lcp: row.lcp <= base.lcp + 500,
    tbt: row.tbt <= base.tbt + 100,
    cls: row.cls === 0,
    cats: row.a11y === 100 && row.bp === 100 && row.seo === 100,
    js: row.jsKb <= base.jsKb + 10,
  };
  for (const [k, ok] of Object.entries(checks)) if (!ok) misses.push(`${row.route} ${k}`);
  table.push({ ...row, html: size, rps: t?.rps, checks });
}
if ((await html(`${site}/`)).length > 50 * 1024) misses.push("/ html > 50 KB");
if (homeRps.rps < 0.5 * floorRps.rps) misses.push("static pages < 50% of the floor's req/s");
const lists = cachedLists.map((r) => ({ route: r, ...throughput(site + r) }));
for (const l of lists)
  if (l.rps < 0.8 * homeRps.rps) misses.push(`${l.route} < 80% of the home page's req/s`);
const search = throughput(`${site}/blog?q=automation`);
if (search.p99 > 150) misses.push("blog search p99 > 150 ms");

const f = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : "–");
console.log(
  `\nFloor: perf ${base.perf}, LCP ${base.lcp} ms, TBT ${base.tbt} ms, JS ${f(base.jsKb, 1)} KB, ${f(floorRps.rps)} req/s`,
);
console.log(
  "| route | perf | LCP ms | TBT ms | CLS | a11y/bp/seo | JS KB (floor +) | HTML KB | req/s (× floor) |",
);
console.log("|---|---|---|---|---|---|---|---|---|");
for (const r of table) {
  const rps = r.route === "/" ? homeRps.rps : r.rps;
  console.log(
    `| ${r.route} | ${r.perf} | ${r.lcp} | ${r.tbt} | ${f(r.cls, 3)} | ${r.a11y}/${r.bp}/${r.seo} | ${f(r.jsKb, 1)} (+${f(r.jsKb - base.jsKb, 1)}) | ${f(r.html / 1024, 1)} | ${rps ? `${f(rps)} (${f(rps / floorRps.rps, 2)})` : "–"} |`,
  );
}
console.log("\n| cached list | req/s (× home) | p99 ms |\n|---|---|---|");
for (const l of lists)
  console.log(`| ${l.route} | ${f(l.rps)} (${f(l.rps / homeRps.rps, 2)}) | ${f(l.p99)} |`);
console.log(`| /blog?q= (search, per request) | ${f(search.rps)} | ${f(search.p99)} |`);
console.log(misses.length ? `\nMissed targets:\n- ${misses.join("\n- ")}` : "\nEvery target met.");
process.exit(misses.length ? 1 : 0);
