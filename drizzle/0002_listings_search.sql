-- Marketplace text search over title and description: "%word%" matches (ILIKE) served by a
-- trigram GIN index. pg_trgm is a trusted contrib extension (a database owner may create it);
-- PGlite loads it from @electric-sql/pglite/contrib/pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listings_search_trgm_idx" ON "listings" USING gin (("title" || ' ' || "description") gin_trgm_ops);
