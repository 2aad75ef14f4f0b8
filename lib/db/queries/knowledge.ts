import "server-only";
import { and, desc, eq, isNotNull, lte, sql } from "drizzle-orm";
import { getDb } from "../client";
import { posts, useCases } from "../schema";
import { postsSearchVector, searchQuery, searchRank, useCasesSearchVector } from "../search";

export type KnowledgeMatch = { title: string; url: string; excerpt: string; rank: number };

// Under this rank a match is a common word in passing ("hi there", "can you help me?" found
// articles at 0.02-0.08; a question an article answers ranks 0.2-0.9 on the demo content).
const MIN_RANK = 0.1;

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .replace(/\s+/g, " ")
    .trim();

const clip = (text: string, max = 240) =>
  text.length <= max ? text : `${text.slice(0, max).replace(/\s+\S*$/, "")}…`;

/**
 * The published articles and use cases that best match a visitor's message (any of its words,
 * the blog's weights), best first: what the assistant may quote and link to. Drafts and items
 * in review never appear.
 */
export async function searchKnowledge(q: string, limit = 3): Promise<KnowledgeMatch[]> {
  const db = await getDb();
  const postVector = postsSearchVector;
  const caseVector = useCasesSearchVector;
  const [articles, cases] = await Promise.all([
    db
      .select({
        slug: posts.slug,
        title: posts.title,
        excerpt: posts.excerpt,
        rank: searchRank(postVector, q, "any"),
      })
      .from(posts)
      .where(
        and(
          eq(posts.status, "published"),
          isNotNull(posts.publishedAt),
          lte(posts.publishedAt, sql`now()`),
          sql`${postVector} @@ ${searchQuery(q, "any")}`,
        ),
      )
      .orderBy(desc(searchRank(postVector, q, "any")))
      .limit(limit),
    db
      .select({
        slug: useCases.slug,
        title: useCases.title,
        challenge: useCases.challenge,
        rank: searchRank(caseVector, q, "any"),
      })
      .from(useCases)
      .where(and(eq(useCases.status, "published"), sql`${caseVector} @@ ${searchQuery(q, "any")}`))
      .orderBy(desc(searchRank(caseVector, q, "any")))
      .limit(limit),
  ]);
  return [
    ...articles.map((a) => ({
      title: a.title,
      url: `/blog/${a.slug}`,
      excerpt: clip(a.excerpt),
      rank: Number(a.rank),
    })),
    ...cases.map((c) => ({
      title: c.title,
      url: `/use-cases/${c.slug}`,
      excerpt: clip(plain(c.challenge)),
      rank: Number(c.rank),
    })),
  ]
    .filter((m) => m.rank >= MIN_RANK)
    .sort((a, b) => b.rank - a.rank)
    .slice(0, limit);
}
