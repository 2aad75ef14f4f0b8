// One full-text search for the blog, the use cases and the assistant: PostgreSQL's own, the same
// on PGlite and PostgreSQL. Each item's words are weighted (title > tags or industry > excerpt
// or challenge > body) by an expression that a GIN index holds (lib/db/schema.ts, migration
// 0018), so the index follows every studio write with nothing kept in step by hand. Results
// rank by ts_rank_cd. No imports from the schema: it builds its indexes from these.
import { type AnyColumn, type SQL, sql } from "drizzle-orm";

// The configuration is named in every call, so each expression is immutable and indexable.
const words = (weight: "A" | "B" | "C" | "D", text: SQL) =>
  sql`setweight(to_tsvector('english'::regconfig, ${text}), ${sql.raw(`'${weight}'`)})`;

// `site_words` (migration 0018) joins a text[] with spaces: array_to_string itself is not
// immutable, so an index could not hold it.
const joined = (array: AnyColumn) => sql`site_words(${array})`;

/** A post's words: title, tags, excerpt, then the article. */
export const searchVectorForPosts = (t: {
  title: AnyColumn;
  tags: AnyColumn;
  excerpt: AnyColumn;
  content: AnyColumn;
}) =>
  sql`(${words("A", sql`${t.title}`)} || ${words("B", joined(t.tags))} || ${words("C", sql`${t.excerpt}`)} || ${words("D", sql`${t.content}`)})`;

/** A use case's words: title, industry, the challenge, then the solution and its results. */
export const searchVectorForUseCases = (t: {
  title: AnyColumn;
  industry: AnyColumn;
  challenge: AnyColumn;
  solution: AnyColumn;
  results: AnyColumn;
}) =>
  sql`(${words("A", sql`${t.title}`)} || ${words("B", sql`${t.industry}`)} || ${words("C", sql`${t.challenge}`)} || ${words("D", sql`(${t.solution} || ' ' || ${joined(t.results)})`)})`;

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
