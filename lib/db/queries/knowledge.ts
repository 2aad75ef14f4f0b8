import "server-only";
import { and, desc, sql } from "drizzle-orm";
import { plainText } from "@/lib/utils/html";
import { getDb } from "../client";
import { posts, useCases } from "../schema";
import { postsSearchVector, searchQuery, searchRank, useCasesSearchVector } from "../search";
import { isPublished as isPublishedPost } from "./blog";
import { isPublished as isPublishedUseCase } from "./use-cases";

export type KnowledgeMatch = { title: string; url: string; excerpt: string; rank: number };

// Under this rank a match is a common word in passing ("hi there" ranks 0.02-0.08 on the demo
// content; a question an article answers, 0.2-0.9).
const MIN_RANK = 0.1;

const clip = (text: string, max = 240) =>
  text.length <= max ? text : `${text.slice(0, max).replace(/\s+\S*$/, "")}…`;

/** The published articles and use cases best matching any word of a message, best first. */
export async function searchKnowledge(q: string, limit = 3): Promise<KnowledgeMatch[]> {
  const db = await getDb();
  const matches = (vector: typeof postsSearchVector) => sql`${vector} @@ ${searchQuery(q, "any")}`;
  const rank = (vector: typeof postsSearchVector) => searchRank(vector, q, "any");
  const [articles, cases] = await Promise.all([
    db
      .select({
        slug: posts.slug,
        title: posts.title,
        excerpt: posts.excerpt,
        rank: rank(postsSearchVector),
      })
      .from(posts)
      .where(and(isPublishedPost(), matches(postsSearchVector)))
      .orderBy(desc(rank(postsSearchVector)))
      .limit(limit),
    db
      .select({
        slug: useCases.slug,
        title: useCases.title,
        challenge: useCases.challenge,
        rank: rank(useCasesSearchVector),
      })
      .from(useCases)
      .where(and(isPublishedUseCase(), matches(useCasesSearchVector)))
      .orderBy(desc(rank(useCasesSearchVector)))
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
      excerpt: clip(plainText(c.challenge)),
      rank: Number(c.rank),
    })),
  ]
    .filter((m) => m.rank >= MIN_RANK)
    .sort((a, b) => b.rank - a.rank)
    .slice(0, limit);
}
