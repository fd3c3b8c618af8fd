DROP INDEX "listings_public_feed_idx";--> statement-breakpoint
DROP INDEX "listings_owner_idx";--> statement-breakpoint
CREATE INDEX "listings_feed_idx" ON "listings" USING btree ("state_id","created_at","id") WHERE "listings"."is_public" and "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_feed_price_idx" ON "listings" USING btree ("state_id","price","id") WHERE "listings"."is_public" and "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_owner_idx" ON "listings" USING btree ("owner_id","created_at","id");