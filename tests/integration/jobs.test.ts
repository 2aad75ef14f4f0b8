// The job runner (lib/jobs/runner.ts): however many processes run it, each due time of a job runs
// once; a failed run is recorded and does not hold the job; a run left by a crashed process is
// taken again once its lease is over.
import { type ChildProcess, spawn } from "node:child_process";
import { sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { claimJob, ensureJobs, finishJob, listJobs } from "@/lib/db/queries/jobs";
import { type JobDefinition, startJobRunner } from "@/lib/jobs/runner";

const runners: Array<{ stop: () => Promise<void> }> = [];
afterAll(async () => {
  for (const r of runners) await r.stop();
});

beforeEach(async () => {
  const db = await getDb();
  await db.execute(sql`delete from jobs where name like 'test-%'`);
});

function runner(definition: JobDefinition, by: string) {
  // A slow clock: the tests tick by hand.
  const r = startJobRunner([definition], { by, tickMs: 3_600_000 });
  runners.push(r);
  return r;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("the job runner", () => {
  it("runs a due job once however many runners look at once, then again when it is due", async () => {
    let runs = 0;
    const job: JobDefinition = {
      name: "test-once",
      label: "test",
      schedule: { everyMs: 800 },
      leaseMs: 10_000,
      run: async () => {
        runs += 1;
      },
    };
    const three = ["a", "b", "c"].map((by) => runner(job, by));
    await Promise.all(three.map((r) => r.tick()));
    expect(runs).toBe(1);
    await Promise.all(three.map((r) => r.tick()));
    expect(runs).toBe(1);
    await sleep(900);
    await Promise.all(three.map((r) => r.tick()));
    expect(runs).toBe(2);
    const [row] = (await listJobs()).filter((j) => j.name === "test-once");
    expect(row).toMatchObject({ runs: 2, failures: 0, lastError: null, lockedUntil: null });
    expect(row?.nextRunAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("records a failed run with its reason, and lets the job run at its next time", async () => {
    let tries = 0;
    const r = runner(
      {
        name: "test-fails",
        label: "test",
        schedule: { everyMs: 300 },
        leaseMs: 10_000,
        run: async () => {
          tries += 1;
          throw new Error("fetch failed", { cause: new Error("connect ECONNREFUSED") });
        },
      },
      "a",
    );
    await r.tick();
    const [row] = (await listJobs()).filter((j) => j.name === "test-fails");
    expect(row).toMatchObject({
      failures: 1,
      lastError: "fetch failed: connect ECONNREFUSED",
      lockedUntil: null,
    });
    expect(row?.lastFailedAt).not.toBeNull();
    await sleep(350);
    await r.tick();
    expect(tries).toBe(2);
  });

  it("lets nobody take a run a crashed process holds until its lease is over", async () => {
    await ensureJobs(["test-lease"]);
    const claim = (run: string) =>
      claimJob({ name: "test-lease", next: { afterMs: 50 }, leaseMs: 600, run });
    // The first process claims it and never finishes: it crashed.
    expect(await claim("crashed 1")).toBe(true);
    await sleep(150);
    // Due again, but held.
    expect(await claim("b 1")).toBe(false);
    await sleep(600);
    expect(await claim("b 2")).toBe(true);
    // The crashed run's finish, if it ever came, would not let the new holder's run go.
    await finishJob({ name: "test-lease", run: "crashed 1" });
    const [row] = (await listJobs()).filter((j) => j.name === "test-lease");
    expect(row?.lockedUntil).not.toBeNull();
    expect(row?.lastRunBy).toBe("b 2");
  });
});

describe.skipIf(!process.env.DATABASE_URL)("the job runner in three processes", () => {
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const c of children) c.kill("SIGKILL");
  });

  it("runs each due time once across them (PostgreSQL)", async () => {
    const db = await getDb();
    await db.execute(sql`drop table if exists job_test_runs`);
    await db.execute(
      sql`create table job_test_runs (at timestamptz not null default clock_timestamp(), by text)`,
    );
    const started = (child: ChildProcess) =>
      new Promise<void>((resolve, reject) => {
        child.stdout?.on("data", (c: Buffer) => c.toString().includes("ready") && resolve());
        child.once("exit", (code) => reject(new Error(`exited ${code}`)));
      });
    for (let i = 0; i < 3; i++) {
      const child = spawn(
        process.execPath,
        [
          "node_modules/tsx/dist/cli.mjs",
          "--conditions=react-server",
          "tests/helpers/job-process.ts",
        ],
        { env: process.env, stdio: ["ignore", "pipe", "inherit"] },
      );
      children.push(child);
    }
    await Promise.all(children.map(started));
    await sleep(5_000);
    for (const c of children) c.kill("SIGTERM");
    await Promise.all(children.map((c) => new Promise((r) => c.once("exit", r))));
    const { rows } = (await db.execute(
      sql`select extract(epoch from at) * 1000 as ms, by from job_test_runs order by at`,
    )) as unknown as { rows: Array<{ ms: string; by: string }> };
    const times = rows.map((r) => Number(r.ms));
    expect(times.length).toBeGreaterThanOrEqual(4);
    expect(times.length).toBeLessThanOrEqual(7);
    const gaps = times.slice(1).map((t, i) => t - (times[i] ?? 0));
    // Never two runs for one due time: each second's run is a second after the last.
    expect(Math.min(...gaps)).toBeGreaterThan(800);
    await db.execute(sql`drop table job_test_runs`);
  }, 60_000);
});
