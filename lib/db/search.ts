// PostgreSQL full-text search for the blog and the assistant: a weighted, generated
// `search_vector` (migration 0018), left out of lib/db/schema.ts so no query returns it.
import { type SQL, sql } from "drizzle-orm";

export const postsSearchVector = sql`"posts"."search_vector"`;
export const useCasesSearchVector = sql`"use_cases"."search_vector"`;

// The search box needs every word ("crm -hubspot"); a chat message is a sentence, so any word.
export const searchQuery = (q: string, match: "all" | "any" = "all") =>
  match === "all"
    ? sql`websearch_to_tsquery('english'::regconfig, ${q})`
    : sql`replace(plainto_tsquery('english'::regconfig, ${q})::text, ' & ', ' | ')::tsquery`;

/** How well an item matches: denser matches in heavier fields first (length-normalised). */
export const searchRank = (vector: SQL, q: string, match: "all" | "any" = "all") =>
  sql<number>`ts_rank_cd(${vector}, ${searchQuery(q, match)}, 1)`;
