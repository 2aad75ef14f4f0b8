CREATE TABLE "llm_address_usage" (
	"day" date NOT NULL,
	"address_hash" text NOT NULL,
	"tokens" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "llm_address_usage_day_address_hash_pk" PRIMARY KEY("day","address_hash")
);
--> statement-breakpoint
-- Full-text search (lib/db/search.ts). site_words: array_to_string is only stable, and a
-- generated column must be immutable.
CREATE FUNCTION site_words(text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string($1, ' '), '') $$;
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, "title"), 'A') ||
  setweight(to_tsvector('english'::regconfig, site_words("tags")), 'B') ||
  setweight(to_tsvector('english'::regconfig, "excerpt"), 'C') ||
  setweight(to_tsvector('english'::regconfig, "content"), 'D')
) STORED;
--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search_vector");
--> statement-breakpoint
ALTER TABLE "use_cases" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, "title"), 'A') ||
  setweight(to_tsvector('english'::regconfig, "industry"), 'B') ||
  setweight(to_tsvector('english'::regconfig, "challenge"), 'C') ||
  setweight(to_tsvector('english'::regconfig, "solution" || ' ' || site_words("results")), 'D')
) STORED;
--> statement-breakpoint
CREATE INDEX "use_cases_search_idx" ON "use_cases" USING gin ("search_vector");
