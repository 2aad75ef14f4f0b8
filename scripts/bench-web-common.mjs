// What every part of the web bench shares: the addresses it measures, its child processes (all
// stopped when it exits) and the folder for the tools' reports.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const SITE_PORT = 3301;
export const PG_SITE_PORT = 3302;
export const FLOOR_PORT = 3997;
export const site = `http://127.0.0.1:${SITE_PORT}`;
export const floor = `http://127.0.0.1:${FLOOR_PORT}`;
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const pgUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/bench";
export const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
export const children = [];
export const reports = mkdtempSync(path.join(tmpdir(), "bench-web-"));

export function run(cmd, argv, opts = {}) {
  const r = spawnSync(cmd, argv, { stdio: "inherit", env, ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${argv.join(" ")} failed`);
}

// Each server in its own process group, stopped with everything it started (`npx next start`
// runs next-server as a child that would otherwise outlive the bench).
export function start(cmd, argv, opts) {
  const child = spawn(cmd, argv, { stdio: "ignore", env, detached: true, ...opts });
  children.push(child);
  return child;
}

export function kill(child) {
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {}
}

export async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  kill(child);
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
}

export async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

/** The page's HTML (tried three times: a kept-alive socket may have been closed under us). */
export async function html(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await (await fetch(url, { headers: { connection: "close" } })).text();
    } catch (err) {
      if (attempt === 3) throw err;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
