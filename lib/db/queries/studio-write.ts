// The studio's creates, saves and deletes; a save moving a published item keeps its old address.
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "../client";
import { type NewPost, type NewUseCase, posts, useCases } from "../schema";
import { claimAddress, formerAddresses, keepAddress, type Tx } from "./studio-addresses";

/** A new row; published, its address is its own (see claimAddress). */
async function insertAt<R extends { slug: string; status: string }>(
  kind: keyof typeof formerAddresses,
  insert: (tx: Tx) => Promise<R[]>,
): Promise<R> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await insert(tx);
    if (!row) throw new Error("insert returned no row");
    if (row.status === "published") await claimAddress(tx, kind, row.slug);
    return row;
  });
}

export const insertPost = (values: NewPost) =>
  insertAt("post", (tx) => tx.insert(posts).values(values).returning());

/** With `unmodifiedSince`, a row changed since is left as is. Part of the UPDATE, so two racing
 * saves cannot both pass; to the millisecond, as the studio's JSON carries the time. */
const unchangedSince = (column: typeof posts.updatedAt | typeof useCases.updatedAt, at?: Date) =>
  at ? sql`date_trunc('milliseconds', ${column}) = ${at.toISOString()}::timestamptz` : undefined;

/** The updated row, or null when no row has that slug or it changed since `unmodifiedSince`.
 * Moved while published, its old address keeps leading to it. */
async function updateBySlug<R extends { id: string; slug: string; status: string }>(
  kind: keyof typeof formerAddresses,
  slug: string,
  update: (tx: Tx) => Promise<R[]>,
): Promise<R | null> {
  const { content } = formerAddresses[kind];
  const db = await getDb();
  return db.transaction(async (tx) => {
    // The row as it stands, locked until the end: whether the address it leaves was public.
    const before = (await tx.execute(
      sql`select status from ${content} where ${content.slug} = ${slug} for update`,
    )) as unknown as { rows: Array<{ status: string }> };
    const [row] = await update(tx);
    if (!row) return null;
    if (row.slug !== slug && before.rows[0]?.status === "published") {
      await keepAddress(tx, kind, slug, row.id);
    }
    if (row.status === "published") await claimAddress(tx, kind, row.slug);
    return row;
  });
}

export const updatePostBySlug = (slug: string, set: Partial<NewPost>, unmodifiedSince?: Date) =>
  updateBySlug("post", slug, (tx) =>
    tx
      .update(posts)
      .set(set)
      .where(and(eq(posts.slug, slug), unchangedSince(posts.updatedAt, unmodifiedSince)))
      .returning(),
  );

export async function deletePostBySlug(slug: string) {
  const db = await getDb();
  const [row] = await db.delete(posts).where(eq(posts.slug, slug)).returning();
  return row ?? null;
}

export const insertUseCase = (values: NewUseCase) =>
  insertAt("use case", (tx) => tx.insert(useCases).values(values).returning());

/** As updatePostBySlug, for a use case. */
export const updateUseCaseBySlug = (
  slug: string,
  set: Partial<NewUseCase>,
  unmodifiedSince?: Date,
) =>
  updateBySlug("use case", slug, (tx) =>
    tx
      .update(useCases)
      .set(set)
      .where(and(eq(useCases.slug, slug), unchangedSince(useCases.updatedAt, unmodifiedSince)))
      .returning(),
  );

export async function deleteUseCaseBySlug(slug: string) {
  const db = await getDb();
  const [row] = await db.delete(useCases).where(eq(useCases.slug, slug)).returning();
  return row ?? null;
}
