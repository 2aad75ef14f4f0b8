import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { getDb } from "../client";

/** How many migrations this build ships (drizzle's journal). */
function shippedMigrations(): number {
  const journal = path.join(process.cwd(), "lib/db/migrations/meta/_journal.json");
  return (JSON.parse(readFileSync(journal, "utf8")) as { entries: unknown[] }).entries.length;
}

/**
 * Whether the database answers and carries every migration of this build. Throws when it cannot
 * be reached (DatabaseUnavailableError), answers false when it is behind.
 */
export async function databaseReady(): Promise<boolean> {
  const db = await getDb();
  const result = (await db.execute(
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: Array<{ applied: number }> };
  return Number(result.rows[0]?.applied ?? 0) >= shippedMigrations();
}
