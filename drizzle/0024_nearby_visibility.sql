-- The location index carries every column that decides a listing's visibility, as the owner
-- index does since 0023: a nearby search and the nearest-first sort rank their candidates
-- from the index alone, without a heap page per candidate to learn it is not expired or
-- moderated (docs/performance.md). Drizzle's index builder has no INCLUDE.
DROP INDEX "listings_location_idx";--> statement-breakpoint
CREATE INDEX "listings_location_idx" ON "listings" USING gist ("location") INCLUDE ("id","owner_id","is_active","is_public","state_id","expired_at","moderation") WHERE "listings"."is_active";
