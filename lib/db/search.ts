// One full-text search for the blog, the use cases and the assistant: PostgreSQL's own, the same
// on PGlite and PostgreSQL. Each post and use case has a `search_vector` that PostgreSQL keeps
// itself on every write (a generated column, migration 0018: title > tags or industry > excerpt
// or challenge > the rest), indexed with GIN; results rank by ts_rank_cd. The column is not in
// lib/db/schema.ts, so no select or returning ever carries it.
import { type SQL, sql } from "drizzle-orm";

export const postsSearchVector = sql`"posts"."search_vector"`;
export const useCasesSearchVector = sql`"use_cases"."search_vector"`;

/**
 * What a visitor typed, as the search engine reads it: in the blog's search box every word must
 * match ("crm -hubspot", "\"lead capture\""); from a chat message, any of its words may (a
 * question is a sentence, not a query), the items holding more of them ranking higher.
 */
export const searchQuery = (q: string, match: "all" | "any" = "all") =>
  match === "all"
    ? sql`websearch_to_tsquery('english'::regconfig, ${q})`
    : sql`replace(plainto_tsquery('english'::regconfig, ${q})::text, ' & ', ' | ')::tsquery`;

/** How well an item matches: denser matches in heavier fields first (length-normalised). */
export const searchRank = (vector: SQL, q: string, match: "all" | "any" = "all") =>
  sql<number>`ts_rank_cd(${vector}, ${searchQuery(q, match)}, 1)`;
