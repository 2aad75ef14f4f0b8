import "server-only";
import {
  and,
  arrayContains,
  count,
  desc,
  eq,
  ilike,
  isNotNull,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { readTimeMinutes, sanitizeHtml } from "@/lib/utils/html";
import { getDb } from "../client";
import { type NewPost, type Post, posts } from "../schema";
import { postsSearchVector, searchQuery, searchRank } from "../search";
import { likePattern, type PageRequest, selectPage } from "./paginate";

// Every column a visitor may see; never the draft status or internal timestamps.
const publicColumns = {
  id: posts.id,
  slug: posts.slug,
  title: posts.title,
  excerpt: posts.excerpt,
  content: posts.content,
  featuredImageUrl: posts.featuredImageUrl,
  featuredImageAlt: posts.featuredImageAlt,
  isFeatured: posts.isFeatured,
  tags: posts.tags,
  authorName: posts.authorName,
  authorAvatar: posts.authorAvatar,
  authorBio: posts.authorBio,
  publishedAt: posts.publishedAt,
  updatedAt: posts.updatedAt,
  readTimeMinutes: posts.readTimeMinutes,
  metaDescription: posts.metaDescription,
  metaKeywords: posts.metaKeywords,
  approvedBy: posts.approvedBy,
};

/** What a visitor may see of a post (approvedBy: the article's "Reviewed by"). */
export type PublicPost = Omit<
  Post,
  | "status"
  | "createdAt"
  | "contentMarkdown"
  | "aiGenerated"
  | "approvedAt"
  | "authorId"
  | "publishAt"
  | "sendNewsletter"
  | "newsletterSentAt"
>;

/** A post visitors may see: published, and its publication time come. */
export const isPublished = () =>
  and(
    eq(posts.status, "published"),
    isNotNull(posts.publishedAt),
    lte(posts.publishedAt, sql`now()`),
  );

const newestFirst = [desc(posts.publishedAt), desc(posts.createdAt)];

/** `exceptSlug` leaves one post out (the featured article, shown above the list). */
export type PostFilter = { tag?: string; search?: string; featured?: boolean; exceptSlug?: string };

function filterWhere({ tag, search, featured, exceptSlug }: PostFilter): SQL | undefined {
  const conditions: Array<SQL | undefined> = [isPublished()];
  if (exceptSlug) conditions.push(ne(posts.slug, exceptSlug));
  if (tag) conditions.push(arrayContains(posts.tags, [tag]));
  if (featured) conditions.push(eq(posts.isFeatured, true));
  if (search) {
    // Whole words anywhere (stemmed: "chatbots" finds "chatbot"), or part of a word in a title
    // or excerpt ("autom" finds "Automation"), as a visitor types.
    const pattern = likePattern(search);
    conditions.push(
      or(
        sql`${postsSearchVector} @@ ${searchQuery(search)}`,
        ilike(posts.title, pattern),
        ilike(posts.excerpt, pattern),
      ),
    );
  }
  return and(...conditions);
}

/** A search's best matches first (then the newest); a list without one, the newest first. */
const orderFor = (search: string | undefined) =>
  search ? [desc(searchRank(postsSearchVector, search)), ...newestFirst] : newestFirst;

export async function listPublishedPosts({
  page,
  limit,
  ...filter
}: PostFilter & PageRequest): Promise<{ posts: PublicPost[]; total: number }> {
  const where = filterWhere(filter);
  const { rows, total } = await selectPage(await getDb(), posts, where, { page, limit }, (db) =>
    db
      .select(publicColumns)
      .from(posts)
      .where(where)
      .orderBy(...orderFor(filter.search))
      .$dynamic(),
  );
  return { posts: rows, total };
}

export async function getPublishedPostBySlug({
  slug,
}: {
  slug: string;
}): Promise<PublicPost | null> {
  const db = await getDb();
  const [row] = await db
    .select(publicColumns)
    .from(posts)
    .where(and(isPublished(), eq(posts.slug, slug)))
    .limit(1);
  return row ?? null;
}

export async function listFeaturedPosts({ limit }: { limit: number }): Promise<PublicPost[]> {
  const db = await getDb();
  return db
    .select(publicColumns)
    .from(posts)
    .where(and(isPublished(), eq(posts.isFeatured, true)))
    .orderBy(...newestFirst)
    .limit(limit);
}

/** Recent published posts other than `excludeSlug`: the pool related articles are chosen from. */
export async function listRecentPosts({
  limit,
  excludeSlug,
}: {
  limit: number;
  excludeSlug?: string;
}) {
  const db = await getDb();
  return db
    .select(publicColumns)
    .from(posts)
    .where(and(isPublished(), excludeSlug ? ne(posts.slug, excludeSlug) : undefined))
    .orderBy(...newestFirst)
    .limit(limit);
}

/** Tags of published posts with how many posts use each, most used first. */
export async function listTags(): Promise<Array<{ name: string; count: number }>> {
  const db = await getDb();
  const result = (await db.execute(sql`
    select tag as name, count(*)::int as count
    from ${posts}, unnest(${posts.tags}) as tag
    where ${isPublished()}
    group by tag
    order by count(*) desc, tag asc
  `)) as unknown as { rows: Array<{ name: string; count: number }> };
  return result.rows.map((r) => ({ name: r.name, count: Number(r.count) }));
}

export type PostInput = Omit<NewPost, "id" | "createdAt" | "readTimeMinutes"> & {
  readTimeMinutes?: number;
};

/** Creates or updates a post by slug. Content is sanitised here, on write. */
export async function upsertPost(input: PostInput): Promise<{ id: string }> {
  const db = await getDb();
  const content = sanitizeHtml(input.content);
  const values = {
    ...input,
    content,
    tags: [...new Set((input.tags ?? []).map((t) => t.trim()).filter(Boolean))],
    readTimeMinutes: input.readTimeMinutes ?? readTimeMinutes(content),
  };
  const [row] = await db
    .insert(posts)
    .values(values)
    .onConflictDoUpdate({
      target: posts.slug,
      set: { ...values, updatedAt: values.updatedAt ?? new Date() },
    })
    .returning({ id: posts.id });
  if (!row) throw new Error("upsert returned no row");
  return row;
}

export async function countPosts(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ total: count() }).from(posts);
  return Number(row?.total ?? 0);
}
