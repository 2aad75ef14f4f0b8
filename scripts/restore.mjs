// `npm run db:restore -- FILE [--force]`: a backup back into an empty DATA_DIR or database (run
// through scripts/backup.mjs).
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import * as tar from "tar";
import {
  BackupError,
  FORMAT,
  MANIFEST,
  PGLITE_DUMP,
  POSTGRES_DUMP,
  runPgTool,
  UPLOADS,
} from "./backup-common.mjs";
import { serverRunsOn } from "./control-socket.mjs";

async function readManifest(staging, file) {
  try {
    const manifest = JSON.parse(await readFile(path.join(staging, MANIFEST), "utf8"));
    if (manifest.format === FORMAT) return manifest;
  } catch {}
  throw new BackupError(`${file} is not a backup made by npm run db:backup`);
}

async function restoreEmbedded({ staging, dataDir, force }) {
  const folder = path.resolve(dataDir);
  if (await serverRunsOn(folder)) {
    throw new BackupError(`A server is running on DATA_DIR (${folder}): stop it before restoring`);
  }
  let movedAside;
  if ((await readdir(folder).catch(() => [])).length > 0) {
    const aside = `${folder}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
    if (!force) {
      throw new BackupError(
        `DATA_DIR (${folder}) is not empty: restore into an empty folder, or add --force to move what it holds to ${path.basename(aside)}`,
      );
    }
    await rename(folder, aside);
    movedAside = aside;
  }
  await mkdir(folder, { recursive: true });
  const dump = new Blob([await readFile(path.join(staging, PGLITE_DUMP))]);
  const db = new PGlite(folder, { loadDataDir: dump });
  await db.query("select 1");
  await db.close();
  return movedAside;
}

async function restorePostgres({ staging, databaseUrl, force }) {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  let tables;
  try {
    const { rows } = await client.query(
      "select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    tables = rows[0].n;
  } finally {
    await client.end();
  }
  if (tables > 0 && !force) {
    throw new BackupError(
      `The database at DATABASE_URL already has ${tables} tables: restore into an empty database, or add --force to replace what the backup holds`,
    );
  }
  await runPgTool(
    "pg_restore",
    [
      "--no-owner",
      "--no-privileges",
      "--exit-on-error",
      "--single-transaction",
      ...(tables > 0 ? ["--clean", "--if-exists"] : []),
      path.join(staging, POSTGRES_DUMP),
    ],
    databaseUrl,
  );
}

/** Restores a backup into DATA_DIR (or DATABASE_URL, for one of PostgreSQL).
 * @param {{ dataDir: string, databaseUrl?: string, file: string, force?: boolean }} options */
export async function restore({ dataDir, databaseUrl, file, force = false }) {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist`);
  if (dataDir.startsWith("memory://")) {
    throw new BackupError("DATA_DIR is memory://: set it to the folder to restore into");
  }
  const parent = path.dirname(path.resolve(dataDir));
  await mkdir(parent, { recursive: true });
  const staging = await mkdtemp(path.join(parent, ".restore-"));
  try {
    try {
      await tar.x({ file, cwd: staging, strict: true });
    } catch {
      throw new BackupError(`${file} is not a backup made by npm run db:backup`);
    }
    const manifest = await readManifest(staging, file);
    if (manifest.database === "pglite" && databaseUrl) {
      throw new BackupError(
        "This backup holds the embedded database: unset DATABASE_URL to restore it into DATA_DIR",
      );
    }
    if (manifest.database === "postgres" && !databaseUrl) {
      throw new BackupError(
        "This backup holds a PostgreSQL database: set DATABASE_URL to the database to restore it into",
      );
    }
    const movedAside =
      manifest.database === "pglite"
        ? await restoreEmbedded({ staging, dataDir, force })
        : await restorePostgres({ staging, databaseUrl, force });
    // Uploaded images have names derived from their content: one already there is the same image.
    const uploads = path.join(staging, UPLOADS);
    if (existsSync(uploads)) {
      await cp(uploads, path.resolve(dataDir, UPLOADS), { recursive: true, force: false });
    }
    return {
      database: manifest.database,
      createdAt: manifest.createdAt,
      uploads: manifest.uploads,
      movedAside,
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
