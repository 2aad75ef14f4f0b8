// One post or use case as the studio sees it, at its address or a former one.
import "server-only";
import { eq, like, or } from "drizzle-orm";
import { getDb } from "../client";
import { posts, useCases } from "../schema";
import { currentAddress, type formerAddresses } from "./studio-addresses";

export async function getPostForStudio(slug: string) {
  const db = await getDb();
  const [row] = await db.select().from(posts).where(eq(posts.slug, slug)).limit(1);
  return row ?? null;
}

export async function getUseCaseForStudio(slug: string) {
  const db = await getDb();
  const [row] = await db.select().from(useCases).where(eq(useCases.slug, slug)).limit(1);
  return row ?? null;
}

/** The item at `slug` or, when that is a former address of one, the item where it is now. */
async function followingMoves<T>(
  kind: keyof typeof formerAddresses,
  slug: string,
  get: (slug: string) => Promise<T | null>,
): Promise<T | null> {
  const here = await get(slug);
  if (here) return here;
  const now = await currentAddress(kind, slug);
  return now ? get(now) : null;
}

/** For the studio's GET: a link or tab from before a rename opens the post where it is now. */
export const findPostForStudio = (slug: string) => followingMoves("post", slug, getPostForStudio);
export const findUseCaseForStudio = (slug: string) =>
  followingMoves("use case", slug, getUseCaseForStudio);

/** Whether a post or use case still exists, whatever its slug is now. */
export async function contentExists(table: "post" | "use case", id: string): Promise<boolean> {
  const db = await getDb();
  const t = table === "post" ? posts : useCases;
  const [row] = await db.select({ id: t.id }).from(t).where(eq(t.id, id)).limit(1);
  return row !== undefined;
}

/** Slugs equal to `base` or `base-…` in a table: what a new slug must not collide with. */
async function takenSlugs(table: typeof posts | typeof useCases, base: string) {
  const db = await getDb();
  const rows = await db
    .select({ slug: table.slug })
    .from(table)
    .where(or(eq(table.slug, base), like(table.slug, `${base.replace(/[\\%_]/g, "\\$&")}-%`)));
  return new Set(rows.map((r) => r.slug));
}

export const takenPostSlugs = (base: string) => takenSlugs(posts, base);
export const takenUseCaseSlugs = (base: string) => takenSlugs(useCases, base);
