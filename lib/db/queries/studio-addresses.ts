// The addresses a published post or use case leaves behind when renamed, kept so old links
// still lead to it; shared by the studio's reads, writes and the scheduler.
import "server-only";
import { eq, sql } from "drizzle-orm";
import { type Database, getDb } from "../client";
import { postRedirects, posts, useCaseRedirects, useCases } from "../schema";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export const formerAddresses = {
  post: { content: posts, redirects: postRedirects, target: postRedirects.postId },
  "use case": {
    content: useCases,
    redirects: useCaseRedirects,
    target: useCaseRedirects.useCaseId,
  },
} as const;

/** `from`, the address a published item had when it moved, leads to it from now on. */
export async function keepAddress(
  tx: Tx,
  kind: keyof typeof formerAddresses,
  from: string,
  id: string,
) {
  const { redirects, target } = formerAddresses[kind];
  const column = sql.identifier(target.name);
  await tx.execute(sql`
    insert into ${redirects} (slug, ${column}) values (${from}, ${id})
    on conflict (slug) do update set ${column} = excluded.${column}, created_at = now()
  `);
}

/** Where a post (or use case) is now when `slug` is a former address kept from a rename while
 * published; null otherwise. */
export async function currentAddress(
  kind: keyof typeof formerAddresses,
  slug: string,
): Promise<string | null> {
  const { content: table, redirects, target } = formerAddresses[kind];
  const db = await getDb();
  const [row] = await db
    .select({ slug: table.slug })
    .from(redirects)
    .innerJoin(table, eq(table.id, target))
    .where(eq(redirects.slug, slug))
    .limit(1);
  return row?.slug ?? null;
}

/** A published item at `slug` takes the address over from the item it formerly led to; a draft
 * does not, so old links keep leading where they did until it is published. */
export async function claimAddress(tx: Tx, kind: keyof typeof formerAddresses, slug: string) {
  const { redirects } = formerAddresses[kind];
  await tx.execute(sql`delete from ${redirects} where ${redirects.slug} = ${slug}`);
}
