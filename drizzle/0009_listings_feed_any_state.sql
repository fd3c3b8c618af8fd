DROP INDEX "listings_feed_idx";--> statement-breakpoint
DROP INDEX "listings_feed_price_idx";--> statement-breakpoint
CREATE INDEX "listings_feed_date_idx" ON "listings" USING btree ("created_at","id") WHERE "listings"."is_public" and "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_feed_by_price_idx" ON "listings" USING btree ("price","id") WHERE "listings"."is_public" and "listings"."is_active";