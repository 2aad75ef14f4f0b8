// `npm run db:backup -- FILE` / `db:restore -- FILE [--force]`: database and uploads in one tar.
// Each database's own consistent copy (PGlite's dump, pg_dump), so it is safe while the site runs.
import { existsSync } from "node:fs";
import { chmod, cp, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import nextEnv from "@next/env";
import * as tar from "tar";
import { ConfigError, serverSchema } from "../config/env.mjs";
import {
  BackupError,
  FORMAT,
  MANIFEST,
  PGLITE_DUMP,
  POSTGRES_DUMP,
  runPgTool,
  UPLOADS,
} from "./backup-common.mjs";
import { requestDump } from "./control-socket.mjs";
import { restore } from "./restore.mjs";

/** DATA_DIR and DATABASE_URL as the server reads them (`.env` files included). */
export function backupConfig(source = process.env) {
  const parsed = serverSchema.pick({ DATA_DIR: true, DATABASE_URL: true }).safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`${issue?.path.join(".")} is not valid: ${issue?.message}`);
  }
  return { dataDir: parsed.data.DATA_DIR, databaseUrl: parsed.data.DATABASE_URL };
}

async function filesUnder(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).length;
}

/** The embedded database copied by PGlite with no server running (it allows one process). */
async function dumpFolder(dataDir) {
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
    throw new BackupError(`DATA_DIR (${dataDir}) holds no database`);
  }
  const db = new PGlite(dataDir);
  try {
    // A dump asked for before PGlite has started never finishes.
    await db.waitReady;
    const dump = await db.dumpDataDir("gzip");
    return Buffer.from(await dump.arrayBuffer());
  } finally {
    await db.close();
  }
}

/**
 * Writes one file holding the database and the uploads.
 * @param {{ dataDir: string, databaseUrl?: string, file: string }} options
 */
export async function backup({ dataDir, databaseUrl, file }) {
  if (dataDir.startsWith("memory://") && !databaseUrl) {
    throw new BackupError("DATA_DIR is memory://: an in-memory database has nothing to back up");
  }
  const target = path.resolve(file);
  await mkdir(path.dirname(target), { recursive: true });
  // Beside the target (mode 0700), so the finished file is renamed into place, never half-written.
  const staging = await mkdtemp(path.join(path.dirname(target), ".backup-"));
  try {
    let source;
    if (databaseUrl) {
      await runPgTool(
        "pg_dump",
        [
          "--format=custom",
          "--no-owner",
          "--no-privileges",
          `--file=${path.join(staging, POSTGRES_DUMP)}`,
        ],
        databaseUrl,
      );
      source = "the PostgreSQL database";
    } else {
      const folder = path.resolve(dataDir);
      const fromServer = await requestDump(folder);
      await writeFile(path.join(staging, PGLITE_DUMP), fromServer ?? (await dumpFolder(folder)));
      source = fromServer
        ? "the embedded database (copied by the running server)"
        : "the embedded database";
    }
    const uploads = path.resolve(dataDir, UPLOADS);
    const images = await filesUnder(uploads);
    if (images > 0) await cp(uploads, path.join(staging, UPLOADS), { recursive: true });
    const database = databaseUrl ? "postgres" : "pglite";
    await writeFile(
      path.join(staging, MANIFEST),
      `${JSON.stringify({ format: FORMAT, database, createdAt: new Date().toISOString(), uploads: images }, null, 2)}\n`,
    );
    const entries = [
      MANIFEST,
      databaseUrl ? POSTGRES_DUMP : PGLITE_DUMP,
      ...(images > 0 ? [UPLOADS] : []),
    ];
    const partial = path.join(staging, "backup.tar.gz");
    await tar.c({ gzip: true, file: partial, cwd: staging, portable: true }, entries);
    // Leads and password hashes: the owner's alone, whatever the umask.
    await chmod(partial, 0o600);
    await rename(partial, target);
    return { file: target, source, uploads: images, bytes: (await stat(target)).size };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

const USAGE = `Usage:
  npm run db:backup -- FILE            the database and uploads, into FILE (safe while the site runs)
  npm run db:restore -- FILE [--force] into an empty DATA_DIR or database; --force replaces what is there`;

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { force: { type: "boolean", default: false } },
  });
  const [command, file] = positionals;
  if (!file || (command !== "backup" && command !== "restore")) {
    console.error(USAGE);
    process.exit(2);
  }
  // The server reads .env files through Next; so does this.
  nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  try {
    const config = backupConfig();
    if (command === "backup") {
      const done = await backup({ ...config, file });
      const size = `${(done.bytes / 1024 / 1024).toFixed(1)} MB`;
      console.log(
        `Backed up ${done.source} and ${done.uploads} uploaded files to ${done.file} (${size}).`,
      );
    } else {
      const done = await restore({ ...config, file, force: values.force });
      console.log(
        `Restored the backup of ${done.createdAt} (${done.database === "pglite" ? "embedded database" : "PostgreSQL"}, ${done.uploads} uploaded files).`,
      );
      if (done.movedAside) console.log(`What DATA_DIR held before is in ${done.movedAside}.`);
    }
  } catch (err) {
    if (err instanceof BackupError || err instanceof ConfigError) {
      console.error(`${command === "backup" ? "Backup" : "Restore"} failed: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
