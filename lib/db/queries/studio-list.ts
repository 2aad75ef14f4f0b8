// The studio's lists: every status, filtered and paged, with the count per status.
import "server-only";
import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { PostStatus } from "@/lib/validations/studio";
import { getDb } from "../client";
import { posts, useCases } from "../schema";
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

/** Every tag any post uses (drafts included), for the editor's suggestions, most used first. */
export async function listAllPostTags(): Promise<string[]> {
  const db = await getDb();
  const result = (await db.execute(sql`
    select tag from ${posts}, unnest(${posts.tags}) as tag
    group by tag order by count(*) desc, tag asc limit 200
  `)) as unknown as { rows: Array<{ tag: string }> };
  return result.rows.map((r) => r.tag);
}
