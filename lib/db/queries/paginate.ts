import "server-only";
import { count, type SQL } from "drizzle-orm";
import type { PgSelect, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../client";

export type PageRequest = { page: number; limit: number };

/** One page of a filtered list and its total, queried side by side; `select` builds the
 * `.$dynamic()` query and the page window is applied here. */
export async function selectPage<T extends PgSelect>(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  { page, limit }: PageRequest,
  select: (db: Database) => T,
) {
  const [rows, [totals]] = await Promise.all([
    select(db)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(table).where(where),
  ]);
  return { rows: rows as Awaited<T>, total: Number(totals?.total ?? 0) };
}

/** A LIKE pattern that finds `text` anywhere, with its own % and _ taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
