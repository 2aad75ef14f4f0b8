// The embedded database's own thread: PGlite runs each statement on the calling thread, so here it
// no longer stalls the web server's requests. lib/db/pglite-thread.ts talks to it; plain
// JavaScript so it runs as is, outside the application bundle.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";

const db = new PGlite(workerData.dataDir);
/** Open transactions: their PGlite handle, and how to end them. */
const transactions = new Map();
let nextTransaction = 1;

// Types Drizzle reads as PostgreSQL wrote them (dates, timestamps, intervals, their arrays), set
// once on the instance: per-query parsers make PGlite copy its whole parser table first. Set after
// start-up, which writes the array types.
const RAW_TYPES = [1082, 1114, 1115, 1182, 1184, 1185, 1186, 1187, 1231];
const asWritten = (value) => value;
/** PGlite's own parsers of those types, for a query that wants some of them parsed. */
const parsed = {};
const rawByDefault = db.waitReady.then(() => {
  for (const oid of RAW_TYPES) {
    parsed[oid] = db.parsers[oid];
    db.parsers[oid] = asWritten;
  }
});

const isDefaultRaw = (types) =>
  types.length === RAW_TYPES.length && RAW_TYPES.every((oid) => types.includes(oid));

/** A query's options from the other thread: the types to leave as PostgreSQL wrote them (any
 * other set gets PGlite's parsers back for the rest of the nine). */
function options(opts) {
  const types = opts?.rawTypes ?? [];
  if (isDefaultRaw(types)) return { rowMode: opts.rowMode };
  const parsers = {};
  for (const oid of RAW_TYPES) if (!types.includes(oid)) parsers[oid] = parsed[oid];
  for (const oid of types) parsers[oid] = asWritten;
  return { rowMode: opts?.rowMode, parsers };
}

/** What crosses back of an error: its message and PostgreSQL's fields (code, constraint…). */
function errorOf(err) {
  if (!(err instanceof Error)) return { message: String(err) };
  const out = { name: err.name, message: err.message };
  for (const key of ["code", "detail", "hint", "constraint", "table", "column", "severity"]) {
    if (err[key] !== undefined) out[key] = err[key];
  }
  return out;
}

function runner(tx) {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (!open?.handle) throw new Error("the transaction is over");
  return open.handle;
}

// Group commit: on a data folder a commit costs several times its statement. Statements that
// arrive while others run share one transaction, each caller answered only once it is committed;
// if any fails, the transaction is rolled back and each runs alone.
const waiting = [];
let draining = false;

function enqueue(msg) {
  return new Promise((resolve, reject) => {
    waiting.push({ msg, resolve, reject });
    if (!draining) drain();
  });
}

const runAlone = ({ msg, resolve, reject }) =>
  db.query(msg.sql, msg.params, options(msg.opts)).then(resolve, reject);

async function drain() {
  draining = true;
  try {
    while (waiting.length > 0) {
      const batch = waiting.splice(0, 64);
      if (batch.length === 1) {
        await runAlone(batch[0]);
        continue;
      }
      let results = null;
      try {
        results = await db.transaction(async (tx) => {
          const out = [];
          for (const { msg } of batch)
            out.push(await tx.query(msg.sql, msg.params, options(msg.opts)));
          return out;
        });
      } catch {
        results = null;
      }
      if (results) {
        for (const [i, call] of batch.entries()) call.resolve(results[i]);
      } else {
        for (const call of batch) await runAlone(call);
      }
    }
  } finally {
    draining = false;
  }
}

async function handle(msg) {
  switch (msg.op) {
    case "query":
      if (msg.tx === undefined) return enqueue(msg);
      return runner(msg.tx).query(msg.sql, msg.params, options(msg.opts));
    case "exec":
      return runner(msg.tx).exec(msg.sql, options(msg.opts));
    case "begin": {
      const id = nextTransaction++;
      const entry = {};
      transactions.set(id, entry);
      // PGlite runs one transaction at a time: this resolves once it is this one's turn.
      await new Promise((started, failed) => {
        entry.done = db.transaction(
          (handle) =>
            new Promise((commit, rollback) => {
              Object.assign(entry, { handle, commit, rollback });
              started();
            }),
        );
        entry.done.catch(failed);
      });
      entry.done.catch(() => {}).finally(() => transactions.delete(id));
      return id;
    }
    case "end": {
      const open = transactions.get(msg.tx);
      if (!open?.handle) throw new Error("the transaction is over");
      if (msg.commit) open.commit();
      else open.rollback(new Error("rolled back"));
      try {
        await open.done;
      } catch (err) {
        if (msg.commit) throw err;
      }
      return null;
    }
    case "dump": {
      // PGlite's own copy of its folder, taken between statements (it holds the query lock):
      // what `npm run db:backup` writes while the site runs.
      const dump = await db.dumpDataDir("gzip");
      return new Uint8Array(await dump.arrayBuffer());
    }
    case "close":
      await db.close();
      return null;
    default:
      throw new Error(`unknown operation ${msg.op}`);
  }
}

parentPort.on("message", (msg) => {
  handle(msg).then(
    (result) => parentPort.postMessage({ id: msg.id, result }),
    (err) => parentPort.postMessage({ id: msg.id, error: errorOf(err) }),
  );
});

rawByDefault.then(
  () => parentPort.postMessage({ ready: true }),
  (err) => parentPort.postMessage({ ready: false, error: errorOf(err) }),
);
