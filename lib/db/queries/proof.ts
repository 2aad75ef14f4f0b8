import "server-only";
import { and, asc, count, eq, isNull, max, sql } from "drizzle-orm";
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
      sql`${proofItems.id} = ${id} and ${proofItems.removedAt} is null and date_trunc('milliseconds', ${proofItems.updatedAt}) = ${loaded.toISOString()}::timestamptz`,
    )
    .returning();
  return row ?? null;
}

/** A piece the owner adds (a testimonial or a team member), after the others of its kind; its
 * count checked in the same statement's transaction, so two adds at once cannot pass the limit. */
export async function insertProofRow(
  row: { id: string; kind: ProofRow["kind"]; data: Record<string, unknown>; by: string },
  limit: number,
): Promise<ProofRow | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    // One add per kind at a time: the advisory lock holds until the transaction ends.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`proof:${row.kind}`}))`);
    const [held] = await tx
      .select({ n: count(), last: max(proofItems.position) })
      .from(proofItems)
      .where(and(eq(proofItems.kind, row.kind), isNull(proofItems.removedAt)));
    if (Number(held?.n ?? 0) >= limit) return null;
    const [added] = await tx
      .insert(proofItems)
      .values({
        id: row.id,
        kind: row.kind,
        position: (held?.last ?? -1) + 1,
        data: row.data,
        demo: false,
        updatedBy: row.by,
      })
      .returning();
    return added ?? null;
  });
}

/** Takes a piece off the site if it is still the version the editor loaded and not the last of
 * its kind; "stale", "last" or the removed row. */
export async function removeProofRow(
  id: string,
  loaded: Date,
  by: string,
): Promise<ProofRow | "stale" | "last"> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(proofItems).where(eq(proofItems.id, id)).limit(1);
    if (!row || row.removedAt) return "stale";
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`proof:${row.kind}`}))`);
    const [held] = await tx
      .select({ n: count() })
      .from(proofItems)
      .where(and(eq(proofItems.kind, row.kind), isNull(proofItems.removedAt)));
    if (Number(held?.n ?? 0) <= 1) return "last";
    const [removed] = await tx
      .update(proofItems)
      .set({ removedAt: new Date(), updatedBy: by, updatedAt: new Date() })
      .where(
        sql`${proofItems.id} = ${id} and ${proofItems.removedAt} is null and date_trunc('milliseconds', ${proofItems.updatedAt}) = ${loaded.toISOString()}::timestamptz`,
      )
      .returning();
    return removed ?? "stale";
  });
}
