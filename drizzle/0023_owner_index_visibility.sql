-- The owner index carries every column that decides whether a member may see a listing of
-- someone else's (active, public, state, expired, moderated), so the Friend's tab and a
-- seller's page pick their page from the index alone: at a million listings a friend's 50
-- listings were 50 heap pages read per friend to learn they were active (docs/performance.md).
-- Drizzle's index builder has no INCLUDE; schema/listings.ts names this index and says so.
DROP INDEX "listings_owner_idx";--> statement-breakpoint
CREATE INDEX "listings_owner_idx" ON "listings" USING btree ("owner_id","created_at","id") INCLUDE ("is_active","is_public","state_id","expired_at","moderation");
