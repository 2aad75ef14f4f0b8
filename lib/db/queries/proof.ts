import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { getDb } from "../client";
import { proofItems } from "../schema";

export type ProofRow = typeof proofItems.$inferSelect;

export async function listProofRows(): Promise<ProofRow[]> {
  const db = await getDb();
  return db.select().from(proofItems).orderBy(asc(proofItems.kind), asc(proofItems.position));
}

export async function proofRow(id: string): Promise<ProofRow | null> {
  const db = await getDb();
  const [row] = await db.select().from(proofItems).where(eq(proofItems.id, id)).limit(1);
  return row ?? null;
}

/** Adds the items this database does not have yet; never touches one the owner has. */
export async function seedProofRows(
  rows: Array<Pick<ProofRow, "id" | "kind" | "position" | "data">>,
): Promise<number> {
  if (rows.length === 0) return 0;
  const db = await getDb();
  const added = await db
    .insert(proofItems)
    .values(rows)
    .onConflictDoNothing({ target: proofItems.id })
    .returning({ id: proofItems.id });
  return added.length;
}

/** Writes an item if it is still the version the editor loaded (the condition is part of the
 * UPDATE, so two saves at once cannot both pass); null when it moved on meanwhile. */
export async function updateProofRow(
  id: string,
  change: { data: Record<string, unknown>; by: string },
  loaded: Date,
): Promise<ProofRow | null> {
  const db = await getDb();
  const [row] = await db
    .update(proofItems)
    .set({ data: change.data, demo: false, updatedBy: change.by, updatedAt: new Date() })
    .where(
      sql`${proofItems.id} = ${id} and date_trunc('milliseconds', ${proofItems.updatedAt}) = ${loaded.toISOString()}::timestamptz`,
    )
    .returning();
  return row ?? null;
}
