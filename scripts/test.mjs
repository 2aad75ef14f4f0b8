// `npm test`: lint, type-check, unit and integration tests, a production build and browser tests;
// with TEST_DATABASE_URL (and TEST_REDIS_URL) the integration tests also run on PostgreSQL.
import { spawn, spawnSync } from "node:child_process";
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  // The tests' builds go to a folder of their own: a running `npm start` keeps its build.
  NEXT_DIST_DIR: ".next-test",
  FORCE_COLOR: process.env.FORCE_COLOR ?? "0",
};
const bin = (name) => path.join("node_modules", ".bin", name);
const reports = mkdtempSync(path.join(tmpdir(), "site-tests-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** The failing tests' names, repeated at the end where a CI log's tail shows them. */
const failedTests = [];

/** Each phase's wall time, printed at the end (the suite must stay under 20 minutes). */
const phases = [];
/** Each test file's time, from the reports: the slowest are printed at the end. */
const fileTimes = [];
const started = Date.now();

function run(cmd, args, extraEnv = {}) {
  const line = [cmd, ...args].join(" ");
  console.log(`\n▶ ${line}`);
  const at = Date.now();
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...env, ...extraEnv } });
  phases.push({
    name: line.replace(/^node_modules\/\.bin\//, "").slice(0, 90),
    ms: Date.now() - at,
  });
  return result.status === 0;
}

function check(name, ok) {
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(name);
  }
}

/** A fresh database for the browser tests on PostgreSQL (TEST_DATABASE_URL's name + "_e2e"), as
 * the integration tests leave theirs holding data (an admin, say). */
async function freshDatabase(url) {
  const { default: pg } = await import("pg");
  const target = new URL(url);
  const name = `${target.pathname.slice(1)}_e2e`;
  const server = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: "/postgres" }).href,
  });
  try {
    await server.connect();
    await server.query(`drop database if exists "${name}" with (force)`);
    await server.query(`create database "${name}"`);
    target.pathname = `/${name}`;
    return target.href;
  } catch (err) {
    console.error(`Could not make the database ${name}:`, err.message);
    return null;
  } finally {
    await server.end().catch(() => {});
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

const vitestArgs = (name, args) => [
  "run",
  ...args,
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${path.join(reports, `${name}.json`)}`,
];

function vitest(name, args, extraEnv = {}) {
  countVitest(name, run(bin("vitest"), vitestArgs(name, args), extraEnv));
}

/** A Vitest run beside what follows; the function it answers waits for it and counts it. */
function vitestBeside(name, args, extraEnv) {
  const finish = beside(name, bin("vitest"), vitestArgs(name, args), extraEnv);
  return async () => countVitest(name, await finish());
}

/** Adds a Vitest run's JSON report to the totals, naming each failing test. */
function countVitest(name, ok) {
  const report = readJson(path.join(reports, `${name}.json`));
  if (!report) return check(name, false);
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    fileTimes.push({
      name: `${name}: ${path.relative(".", file.name)}`,
      ms: file.endTime - file.startTime,
    });
    for (const t of file.assertionResults ?? [])
      if (t.status === "failed")
        failedTests.push(`${name}: ${path.relative(".", file.name)} › ${t.fullName}`);
  }
  if (report.numFailedTests > 0 || !ok) failures.push(name);
  if (!ok && report.numFailedTests === 0) totals.failed += 1;
}

function ensureDependencies() {
  if (existsSync(bin("next")) && existsSync(bin("playwright"))) return;
  if (!run("npm", ["install", "--no-audit", "--no-fund"])) {
    console.error("npm install failed");
    process.exit(1);
  }
}

// Debian's headless shell (the browser without its window code): the browser tests ran about a
// fifth faster on it than on the full chromium package, on this machine kind.
const chromiumPath = env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
env.CHROMIUM_PATH = chromiumPath;

function ensureChromium() {
  if (existsSync(chromiumPath)) return true;
  const pkg = chromiumPath.endsWith("headless-shell") ? "chromium-headless-shell" : "chromium";
  console.log(`${chromiumPath} is missing: installing Debian's ${pkg} package…`);
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  const apt = (...args) =>
    run(sudo[0] ?? "apt-get", sudo.length ? ["apt-get", ...args] : args, {
      DEBIAN_FRONTEND: "noninteractive",
    });
  return (
    apt("update", "-qq") &&
    apt("install", "-y", "-qq", "--no-install-recommends", pkg, "fonts-liberation") &&
    existsSync(chromiumPath)
  );
}

ensureDependencies();
const chromiumReady = ensureChromium();

check("lint", run(bin("biome"), ["check", "."]));
check("typecheck", run(bin("tsc"), ["--noEmit"]));

// The browser tests serve this build on 127.0.0.1:3100 (playwright.config.ts); static pages
// carry their canonical origin from build time. It is made with a demo video configured (the
// hero's play button); the last run serves it without one.
const e2eOrigin = `http://127.0.0.1:${env.E2E_PORT ?? 3100}`;
const firstBuild = { SITE_URL: e2eOrigin, DEMO_VIDEO_ID: "e2e-demo-video" };
// Built beside the unit and integration tests, which run one file at a time and leave a core
// mostly idle; its output is printed once it is done.
const building = beside("build", bin("next"), ["build"], firstBuild);

// The PostgreSQL pass beside PGlite's: its own fakes' ports (tests/helpers/ports.ts), its own
// database and Redis.
const onPostgres = env.TEST_DATABASE_URL
  ? vitestBeside(
      "integration-postgres",
      ["--project", "integration", "--project", "integration-isolated"],
      {
        DATABASE_URL: env.TEST_DATABASE_URL,
        // Only the files where the driver matters: PGlite's run covers the rest (vitest.config.ts).
        DRIVER_TESTS_ONLY: "1",
        TEST_PORT_OFFSET: "100",
        ...(env.TEST_REDIS_URL ? { REDIS_URL: env.TEST_REDIS_URL } : {}),
      },
    )
  : null;
vitest("unit+integration", []);
await onPostgres?.();

/** Adds a Playwright run's JSON report to the totals, naming each failing test. */
function account(name, out, ok) {
  const report = readJson(out);
  const stats = report?.stats;
  if (!stats) return check(name, false);
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      if (!spec.ok)
        failedTests.push(
          `${name}: ${spec.file}:${spec.line} › ${[...titles, spec.title].join(" › ")}`,
        );
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  // A spec file's time: its tests' durations added up (hooks such as a server's start included).
  const byFile = new Map();
  const sum = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        for (const r of t.results ?? [])
          byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + (r.duration ?? 0));
    for (const child of suite.suites ?? []) sum(child);
  };
  for (const suite of report.suites ?? []) sum(suite);
  for (const [file, ms] of byFile) fileTimes.push({ name: `${name}: ${file}`, ms });
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  if (stats.unexpected > 0 || !ok) failures.push(name);
  if (!ok && stats.unexpected === 0) totals.failed += 1;
}

function playwright(name, args, extraEnv) {
  const out = path.join(reports, `${name}.json`);
  const ok = run(bin("playwright"), ["test", "--reporter=list,json", ...args], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    ...extraEnv,
  });
  account(name, out, ok);
}

/** A command run beside what follows, its output kept in a file; the function it answers waits
 * for it, prints its output and answers whether it passed. */
function beside(name, cmd, args, extraEnv) {
  const log = path.join(reports, `${name}.log`);
  const line = [cmd, ...args].join(" ").replace(/^node_modules\/\.bin\//, "");
  console.log(`\n▶ (beside the next steps) ${line}`);
  const at = Date.now();
  const fd = openSync(log, "w");
  const child = spawn(cmd, args, { stdio: ["ignore", fd, fd], env: { ...env, ...extraEnv } });
  const done = new Promise((resolve) => child.on("exit", (code) => resolve(code === 0)));
  return async () => {
    const ok = await done;
    closeSync(fd);
    phases.push({ name: `${line} (beside)`.slice(0, 90), ms: Date.now() - at });
    console.log(`\n▶ ${line}\n${readFileSync(log, "utf8")}`);
    return ok;
  };
}

/** A Playwright run beside the one that follows (its own servers and ports); `finish()` waits for
 * it, prints its output and counts it. */
function playwrightBeside(name, args, extraEnv) {
  const out = path.join(reports, `${name}.json`);
  // Its own folder for traces and screenshots: each run empties its folder when it starts.
  const output = `--output=test-results-${name}`;
  const finish = beside(
    name,
    bin("playwright"),
    ["test", "--reporter=list,json", output, ...args],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
      ...extraEnv,
    },
  );
  return async () => account(name, out, await finish());
}

// Browser tests that mostly wait for a clock (a step-up window, a scheduled minute), each on
// servers of its own: they run beside the rest, on other ports.
const WAITING = ["admin-roles.spec.ts", "next-start-jobs.spec.ts", "studio-schedule.spec.ts"];
// Specs that put the machine under load themselves (two instances stopped under 32 visitors):
// beside the other runs their timeouts meet the others' load, so they run last, alone.
const ALONE = ["stop-under-load.spec.ts"];
// The rest in two halves of about equal time (the slowest files are printed at the end), each
// with its own server, fakes and data: this half runs beside the other.
const SECOND_HALF = [
  "accessibility.spec.ts",
  "chat.spec.ts",
  "events.spec.ts",
  "inbox.spec.ts",
  "overview-privacy.spec.ts",
  "routes.spec.ts",
  "service.spec.ts",
  "studio.spec.ts",
  "workshop.spec.ts",
];
const specs = readdirSync("tests/e2e")
  .filter((f) => f.endsWith(".spec.ts"))
  .sort();
const ports = (site, fakes) => ({
  E2E_PORT: String(site),
  E2E_GEMINI_PORT: String(fakes),
  E2E_WEBHOOK_PORT: String(fakes + 1),
  E2E_PUSH_PORT: String(fakes + 2),
});

const built = await building();
check("build", built);
if (built && chromiumReady) {
  for (const dir of [".data-e2e", ".data-e2e-waiting", ".data-e2e-second"])
    rmSync(dir, { recursive: true, force: true });
  const beside = [
    playwrightBeside(
      "e2e-waiting",
      WAITING.map((f) => `tests/e2e/${f}`),
      { ...firstBuild, ...ports(3200, 9922), E2E_DATA_DIR: ".data-e2e-waiting" },
    ),
  ];
  // The lead fault tests once more, with the site on PostgreSQL instead of the embedded database.
  if (env.TEST_DATABASE_URL) {
    const url = await freshDatabase(env.TEST_DATABASE_URL);
    if (url)
      beside.push(
        playwrightBeside("e2e-postgres", ["tests/e2e/chat-leads.spec.ts"], {
          ...firstBuild,
          ...ports(3300, 9942),
          E2E_DATABASE_URL: url,
        }),
      );
    else check("e2e-postgres (its database)", false);
  }
  beside.push(
    playwrightBeside(
      "e2e-second-half",
      SECOND_HALF.map((f) => `tests/e2e/${f}`),
      { ...firstBuild, ...ports(3400, 9962), E2E_DATA_DIR: ".data-e2e-second" },
    ),
  );
  playwright(
    "e2e",
    specs
      .filter((f) => !WAITING.includes(f) && !SECOND_HALF.includes(f) && !ALONE.includes(f))
      .map((f) => `tests/e2e/${f}`),
    firstBuild,
  );
  for (const finish of beside) await finish();
  playwright(
    "e2e-alone",
    ALONE.map((f) => `tests/e2e/${f}`),
    firstBuild,
  );
  for (const dir of [".data-e2e", ".data-e2e-waiting", ".data-e2e-second"])
    rmSync(dir, { recursive: true, force: true });

  // The same build served again with test Stripe settings (read at run time by the workshop
  // page; the provider's script is intercepted) and no demo video: the server makes the pages
  // that show it again on its first request, as after any change of configuration.
  const stripe = {
    SITE_URL: e2eOrigin,
    STRIPE_PUBLISHABLE_KEY: "pk_test_e2e",
    STRIPE_BUY_BUTTON_STANDARD: "buy_btn_e2e_standard",
    STRIPE_BUY_BUTTON_VIP: "buy_btn_e2e_vip",
    E2E_DATA_DIR: ".data-e2e-stripe",
  };
  // Only the tests that the first run skipped: the rest behave the same on both.
  playwright(
    "e2e-stripe",
    [
      "tests/e2e/workshop.spec.ts",
      "tests/e2e/home.spec.ts",
      "--grep",
      "tickets with checkout configured|without a demo video",
    ],
    stripe,
  );
  rmSync(".data-e2e-stripe", { recursive: true, force: true });
} else {
  check("e2e", false);
  if (!chromiumReady)
    console.error(`Browser tests need Chromium at ${chromiumPath} (CHROMIUM_PATH).`);
}
// Test builds carry test origins and keys, and take room: none is left behind.
rmSync(".next-test", { recursive: true, force: true });

rmSync(reports, { recursive: true, force: true });
console.log("\nTime per phase:");
for (const { name, ms } of phases)
  console.log(`  ${(ms / 1000).toFixed(0).padStart(5)} s  ${name}`);
console.log(`  ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s  in all`);
console.log("\nSlowest test files:");
for (const { name, ms } of fileTimes.sort((a, b) => b.ms - a.ms).slice(0, 15))
  console.log(`  ${(ms / 1000).toFixed(0).padStart(5)} s  ${name}`);
if (failures.length) console.log(`\nFailed: ${failures.join(", ")}`);
for (const line of failedTests) console.log(`  ✗ ${line}`);
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`,
);
process.exit(totals.failed > 0 ? 1 : 0);
