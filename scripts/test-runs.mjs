// The machinery behind `npm test` (scripts/test.mjs): runs in turn or beside each other, their
// reports added up, and the summary printed at the end with each phase's time.
import { spawn, spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  // The tests' builds go to a folder of their own: a running `npm start` keeps its build.
  NEXT_DIST_DIR: ".next-test",
  FORCE_COLOR: process.env.FORCE_COLOR ?? "0",
};
export const bin = (name) => path.join("node_modules", ".bin", name);
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

export function run(cmd, args, extraEnv = {}) {
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

export function check(name, ok) {
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(name);
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

export function vitest(name, args, extraEnv = {}) {
  countVitest(name, run(bin("vitest"), vitestArgs(name, args), extraEnv));
}

/** A Vitest run beside what follows; the function it answers waits for it and counts it. */
export function vitestBeside(name, args, extraEnv) {
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

export function playwright(name, args, extraEnv) {
  const out = path.join(reports, `${name}.json`);
  const ok = run(bin("playwright"), ["test", "--reporter=list,json", ...args], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    ...extraEnv,
  });
  account(name, out, ok);
}

/** A command run beside what follows, its output kept in a file; the function it answers waits
 * for it, prints its output and answers whether it passed. */
export function beside(name, cmd, args, extraEnv) {
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
export function playwrightBeside(name, args, extraEnv) {
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

/** Prints each phase's time, the slowest files and the failures; exits 1 when any failed. */
export function summariseAndExit() {
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
}
