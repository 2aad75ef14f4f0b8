import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { getDb } from "../client";

let shipped: number | undefined;

/** How many migrations this build ships (drizzle's journal), read once. */
function shippedMigrations(): number {
  const journal = path.join(process.cwd(), "lib/db/migrations/meta/_journal.json");
  shipped ??= (JSON.parse(readFileSync(journal, "utf8")) as { entries: unknown[] }).entries.length;
  return shipped;
}

/** Whether the database holds every migration of this build; throws when it is unreachable. */
export async function databaseReady(): Promise<boolean> {
  const db = await getDb();
  const result = (await db.execute(
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: Array<{ applied: number }> };
  return Number(result.rows[0]?.applied ?? 0) >= shippedMigrations();
}
