// The studio's side of posts and use cases: every status, every column, and the writes. The
// public side (./blog.ts, ./use-cases.ts) sees published rows only.
import "server-only";
import { and, count, desc, eq, ilike, inArray, like, lte, or, type SQL, sql } from "drizzle-orm";
import type { PostStatus } from "@/lib/validations/studio";
import { type Database, getDb } from "../client";
import {
  auditLog,
  type NewPost,
  type NewUseCase,
  postRedirects,
  posts,
  useCaseRedirects,
  useCases,
  users,
} from "../schema";
import { likePattern, type PageRequest, selectPage } from "./paginate";

export type StudioFilter = { status: PostStatus | "all"; search?: string };

async function statusCounts(table: typeof posts | typeof useCases) {
  const db = await getDb();
  const rows = await db
    .select({ status: table.status, n: count() })
    .from(table)
    .groupBy(table.status);
  const counts: Record<PostStatus, number> = {
    draft: 0,
    in_review: 0,
    scheduled: 0,
    published: 0,
  };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

const postSummary = {
  id: posts.id,
  slug: posts.slug,
  title: posts.title,
  excerpt: posts.excerpt,
  status: posts.status,
  publishAt: posts.publishAt,
  tags: posts.tags,
  isFeatured: posts.isFeatured,
  featuredImageUrl: posts.featuredImageUrl,
  featuredImageAlt: posts.featuredImageAlt,
  aiGenerated: posts.aiGenerated,
  authorName: posts.authorName,
  publishedAt: posts.publishedAt,
  updatedAt: posts.updatedAt,
};

export async function listPostsForStudio({
  status,
  search,
  page,
  limit,
}: StudioFilter & PageRequest) {
  const where: SQL | undefined = and(
    status === "all" ? undefined : eq(posts.status, status),
    search
      ? or(ilike(posts.title, likePattern(search)), ilike(posts.excerpt, likePattern(search)))
      : undefined,
  );
  const [{ rows, total }, counts] = await Promise.all([
    selectPage(await getDb(), posts, where, { page, limit }, (db) =>
      db
        .select(postSummary)
        .from(posts)
        .where(where)
        .orderBy(desc(posts.updatedAt), desc(posts.createdAt))
        .$dynamic(),
    ),
    statusCounts(posts),
  ]);
  return { posts: rows, total, counts };
}

export async function getPostForStudio(slug: string) {
  const db = await getDb();
  const [row] = await db.select().from(posts).where(eq(posts.slug, slug)).limit(1);
  return row ?? null;
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

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const formerAddresses = {
  post: { content: posts, redirects: postRedirects, target: postRedirects.postId },
  "use case": {
    content: useCases,
    redirects: useCaseRedirects,
    target: useCaseRedirects.useCaseId,
  },
} as const;

/** `from`, the address a published item had when it moved, leads to it from now on. */
async function keepAddress(tx: Tx, kind: keyof typeof formerAddresses, from: string, id: string) {
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

/** A published item at `slug` takes the address over from the item it formerly led to; a draft
 * does not, so old links keep leading where they did until it is published. */
async function claimAddress(tx: Tx, kind: keyof typeof formerAddresses, slug: string) {
  const { redirects } = formerAddresses[kind];
  await tx.execute(sql`delete from ${redirects} where ${redirects.slug} = ${slug}`);
}

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

/** Every tag any post uses (drafts included), for the editor's suggestions, most used first. */
export async function listAllPostTags(): Promise<string[]> {
  const db = await getDb();
  const result = (await db.execute(sql`
    select tag from ${posts}, unnest(${posts.tags}) as tag
    group by tag order by count(*) desc, tag asc limit 200
  `)) as unknown as { rows: Array<{ tag: string }> };
  return result.rows.map((r) => r.tag);
}

export async function listUseCasesForStudio({
  status,
  search,
  page,
  limit,
}: StudioFilter & PageRequest) {
  const where: SQL | undefined = and(
    status === "all" ? undefined : eq(useCases.status, status),
    search
      ? or(
          ilike(useCases.title, likePattern(search)),
          ilike(useCases.industry, likePattern(search)),
        )
      : undefined,
  );
  const [{ rows, total }, counts] = await Promise.all([
    selectPage(await getDb(), useCases, where, { page, limit }, (db) =>
      db
        .select()
        .from(useCases)
        .where(where)
        .orderBy(desc(useCases.updatedAt), desc(useCases.createdAt))
        .$dynamic(),
    ),
    statusCounts(useCases),
  ]);
  return { useCases: rows, total, counts };
}

/** Whether a post or use case still exists, whatever its slug is now. */
export async function contentExists(table: "post" | "use case", id: string): Promise<boolean> {
  const db = await getDb();
  const t = table === "post" ? posts : useCases;
  const [row] = await db.select({ id: t.id }).from(t).where(eq(t.id, id)).limit(1);
  return row !== undefined;
}

export async function getUseCaseForStudio(slug: string) {
  const db = await getDb();
  const [row] = await db.select().from(useCases).where(eq(useCases.slug, slug)).limit(1);
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

// Scheduled items whose time has come, flipped in one transaction with their audit entries and
// address claims: a row another instance flipped no longer matches, so each goes live once.

const scheduledAudit = (kind: "post" | "use_case", row: { slug: string; title: string }) => ({
  userId: null,
  actor: "scheduler",
  action: "content_published",
  ip: null,
  userAgent: null,
  details: { kind, slug: row.slug, title: row.title, status: "published", scheduled: true },
});

/** Publishes the posts due at `now`; answers them as they are now. */
export async function publishDuePosts(now: Date) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(posts)
      .set({
        status: "published",
        // A post published before keeps its first date, as a republished one does.
        publishedAt: sql`coalesce(${posts.publishedAt}, ${posts.publishAt})`,
        publishAt: null,
        updatedAt: now,
      })
      .where(and(eq(posts.status, "scheduled"), lte(posts.publishAt, now)))
      .returning();
    for (const row of rows) await claimAddress(tx, "post", row.slug);
    if (rows.length) await tx.insert(auditLog).values(rows.map((r) => scheduledAudit("post", r)));
    return rows;
  });
}

/** Publishes the use cases due at `now`; answers them as they are now. */
export async function publishDueUseCases(now: Date) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(useCases)
      .set({ status: "published", publishAt: null, updatedAt: now })
      .where(and(eq(useCases.status, "scheduled"), lte(useCases.publishAt, now)))
      .returning();
    for (const row of rows) await claimAddress(tx, "use case", row.slug);
    if (rows.length) {
      await tx.insert(auditLog).values(rows.map((r) => scheduledAudit("use_case", r)));
    }
    return rows;
  });
}
