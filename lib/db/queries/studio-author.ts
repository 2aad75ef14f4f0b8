// An author's byline profile, and its copy on the posts they wrote.
import "server-only";
import { and, count, eq, inArray } from "drizzle-orm";
import { getDb } from "../client";
import { posts, users } from "../schema";

export async function getAuthorProfile(userId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ name: users.name, avatarUrl: users.avatarUrl, bio: users.bio })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function updateAuthorProfile(
  userId: string,
  set: { name?: string; avatarUrl?: string | null; bio?: string | null },
) {
  const db = await getDb();
  const [row] = await db
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ name: users.name, avatarUrl: users.avatarUrl, bio: users.bio });
  return row ?? null;
}

/** How many published (or scheduled) posts carry this admin's byline. */
export async function publishedPostCount(userId: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(posts)
    .where(and(eq(posts.authorId, userId), inArray(posts.status, ["published", "scheduled"])));
  return row?.n ?? 0;
}

/** Puts an author's current profile on every post they wrote; returns the published slugs. */
export async function restampAuthor(
  userId: string,
  profile: { name: string; avatarUrl: string | null; bio: string | null },
): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .update(posts)
    .set({ authorName: profile.name, authorAvatar: profile.avatarUrl, authorBio: profile.bio })
    .where(eq(posts.authorId, userId))
    .returning({ slug: posts.slug, status: posts.status });
  return rows.filter((r) => r.status === "published").map((r) => r.slug);
}
