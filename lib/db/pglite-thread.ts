// The embedded database's thread (lib/db/pglite-worker.mjs) behind the part of PGlite's interface
// Drizzle uses; errors come back as PGlite made them, so PostgreSQL codes are still recognised.
import "server-only";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { QueryOptions, Results, Transaction } from "@electric-sql/pglite";

type Reply = { id: number; result?: unknown; error?: Record<string, unknown> };
type Pending = { resolve: (value: unknown) => void; reject: (err: Error) => void };

/** Rebuilds an error that crossed the thread boundary, with PostgreSQL's fields. */
function revive(described: Record<string, unknown>): Error {
  const err = new Error(String(described.message ?? "database error"));
  Object.assign(err, described);
  return err;
}

/** Query options for the other thread: Drizzle's parsers only keep some types raw, so they go as
 * type ids. */
function portable(opts?: QueryOptions) {
  if (!opts) return undefined;
  return {
    rowMode: opts.rowMode,
    rawTypes: Object.keys(opts.parsers ?? {}).map(Number),
  };
}

export class PGliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;
  readonly waitReady: Promise<void>;

  constructor(dataDir: string) {
    // Outside the bundle on purpose: the worker loads PGlite from node_modules as it is.
    this.worker = new Worker(path.join(process.cwd(), "lib/db/pglite-worker.mjs"), {
      workerData: { dataDir },
    });
    this.waitReady = new Promise<void>((resolve, reject) => {
      const onReady = (msg: { ready?: boolean; error?: Record<string, unknown> }) => {
        if (msg.ready === undefined) return;
        this.worker.off("message", onReady);
        if (this.pending.size === 0) this.worker.unref();
        if (msg.ready) resolve();
        else reject(revive(msg.error ?? { message: "PGlite did not start" }));
      };
      this.worker.on("message", onReady);
    });
    this.waitReady.catch(() => {});
    this.worker.on("message", (msg: Reply) => {
      const call = this.pending.get(msg.id);
      if (!call) return;
      this.pending.delete(msg.id);
      // An idle database thread must not keep a finished script (tests, the admin CLI) alive.
      if (this.pending.size === 0) this.worker.unref();
      if (msg.error) call.reject(revive(msg.error));
      else call.resolve(msg.result);
    });
    this.worker.on("error", (err) => this.fail(err));
    this.worker.on("exit", () => this.fail(new Error("PGlite is closed")));
  }

  private fail(err: Error) {
    this.closed = true;
    for (const call of this.pending.values()) call.reject(err);
    this.pending.clear();
  }

  private call<T>(msg: Record<string, unknown>): Promise<T> {
    if (this.closed) return Promise.reject(new Error("PGlite is closed"));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...msg, id });
    });
  }

  query<T>(sql: string, params?: unknown[], opts?: QueryOptions, tx?: number) {
    return this.call<Results<T>>({ op: "query", sql, params, opts: portable(opts), tx });
  }

  exec(sql: string, opts?: QueryOptions, tx?: number) {
    return this.call<Results[]>({ op: "exec", sql, opts: portable(opts), tx });
  }

  /** Runs `callback` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const tx = await this.call<number>({ op: "begin" });
    const handle = {
      query: <R>(sql: string, params?: unknown[], opts?: QueryOptions) =>
        this.query<R>(sql, params, opts, tx),
      exec: (sql: string, opts?: QueryOptions) => this.exec(sql, opts, tx),
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(handle);
    } catch (err) {
      await this.call({ op: "end", tx, commit: false }).catch(() => {});
      throw err;
    }
    await this.call({ op: "end", tx, commit: true });
    return result;
  }

  /** The data folder as PGlite dumps it (a gzipped tar), consistent between two statements. */
  dump() {
    return this.call<Uint8Array>({ op: "dump" });
  }

  async close() {
    if (this.closed) return;
    await this.call({ op: "close" }).catch(() => {});
    this.closed = true;
    await this.worker.terminate();
  }
}
