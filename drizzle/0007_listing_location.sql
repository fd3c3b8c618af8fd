ALTER TABLE "listings" ADD COLUMN "location" "point";--> statement-breakpoint
CREATE INDEX "listings_location_idx" ON "listings" USING gist ("location");