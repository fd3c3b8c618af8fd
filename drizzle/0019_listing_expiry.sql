DROP INDEX "listings_available_until_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "listings_available_until_idx" ON "listings" USING btree ("available_until") WHERE "listings"."available_until" is not null and "listings"."expired_at" is null;