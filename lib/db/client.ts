// The database: embedded PGlite under DATA_DIR, or PostgreSQL when DATABASE_URL is set. Next
// evaluates server modules more than once, so the instance lives on globalThis: one PGlite owns
// its folder per process.
import "server-only";
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { env } from "@/lib/env";
import {
  markStopping,
  onShutdown,
  runShutdownSteps,
  SHUTDOWN_ORDER,
  serverOwnsSignals,
} from "@/lib/shutdown";
import { DatabaseUnavailableError, isDatabaseUnavailable } from "./errors";
import { PGliteThread } from "./pglite-thread";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

type Handle = {
  db: Database;
  /** The outbox's "delivered" marks: their own connection on PostgreSQL, so a busy pool never
   * keeps a sent notification from being recorded. */
  marks: Database;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** The embedded database's folder as PGlite dumps it; PostgreSQL is backed up by pg_dump. */
  dump?: () => Promise<Uint8Array>;
};

// scripts/server.mjs answers `npm run db:backup` on DATA_DIR's control socket with this: the
// folder belongs to the running server's PGlite, and only it can copy it safely.
const DUMP_DATABASE = Symbol.for("site.dumpDatabase");

const migrationsFolder = path.join(process.cwd(), "lib/db/migrations");
// Any fixed number: every instance that migrates takes the same PostgreSQL advisory lock.
const MIGRATION_LOCK_ID = 726_150_301;

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Handle {
  if (options.databaseUrl) {
    // A database that hangs must not hang the site: connecting, any query and any statement
    // give up after a few seconds, and the handler answers 503 (lib/api/errors.ts).
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 3_000,
      query_timeout: 10_000,
      statement_timeout: 8_000,
      idle_in_transaction_session_timeout: 10_000,
      idleTimeoutMillis: 30_000,
    });
    pool.on("error", (err) => console.error("[db] idle client error", err.message));
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    const marksPool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 1,
      connectionTimeoutMillis: 3_000,
      query_timeout: 5_000,
      statement_timeout: 4_000,
      // Kept open once made, whatever the lull.
      idleTimeoutMillis: 0,
    });
    marksPool.on("error", (err) => console.error("[db] idle client error", err.message));
    return {
      db,
      marks: drizzlePg({ client: marksPool, schema }) as unknown as Database,
      async migrate() {
        // Several instances may start together: one migrates, the others wait.
        const client = await pool.connect();
        try {
          await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
        } finally {
          await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
          client.release();
        }
      },
      close: async () => {
        await Promise.all([pool.end(), marksPool.end()]);
      },
    };
  }
  const dataDir = options.dataDir;
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  // On a thread of its own (pglite-thread.ts), so its work runs beside the web server's.
  const thread = new PGliteThread(dataDir);
  const client = thread as unknown as PGlite;
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    marks: db,
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    close: () => client.close(),
    dump: () => thread.dump(),
  };
}

type GlobalDb = { handle?: Handle; ready?: Promise<Database> };
const g = globalThis as typeof globalThis & { __siteDb?: GlobalDb };
if (!g.__siteDb) g.__siteDb = {};
const state: GlobalDb = g.__siteDb;

function handle(): Handle {
  if (!state.handle) {
    state.handle = openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR.startsWith("memory://") ? env.DATA_DIR : path.resolve(env.DATA_DIR),
    });
    const h = state.handle;
    if (h.dump) (globalThis as Record<symbol, unknown>)[DUMP_DATABASE] = h.dump;
    if (serverOwnsSignals()) {
      // Closed by the server once the requests in flight have finished.
      onShutdown("database", SHUTDOWN_ORDER.database, () => h.close());
    } else {
      // `next start`, `next dev` and scripts: the app's steps (jobs, deliveries), then the
      // database, so PGlite's folder is closed cleanly.
      const close = () => {
        markStopping();
        void runShutdownSteps()
          .then(() => h.close())
          .finally(() => process.exit(0));
      };
      process.once("SIGTERM", close);
      process.once("SIGINT", close);
    }
  }
  return state.handle;
}

/** True on the embedded database: one connection, so a transaction runs alone and needs no lock. */
export const isEmbedded = () => !env.DATABASE_URL;

/** The outbox's connection for "delivered" marks (see Handle.marks). */
export async function getMarksDb(): Promise<Database> {
  await getDb();
  return handle().marks;
}

/** The migrated database. Migrations run once per process, on first use. */
export function getDb(): Promise<Database> {
  state.ready ??= (async () => {
    const h = handle();
    await h.migrate();
    return h.db;
  })().catch((err) => {
    // Try again on the next request; an unreachable database is reported as such (→ 503).
    state.ready = undefined;
    throw isDatabaseUnavailable(err) ? new DatabaseUnavailableError(err) : err;
  });
  return state.ready;
}
