CREATE TABLE "listing_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"path" text NOT NULL,
	"width" integer,
	"height" integer,
	"position" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "reserved_for" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "available_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "expiry_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "listing_id" integer;--> statement-breakpoint
ALTER TABLE "listing_photos" ADD CONSTRAINT "listing_photos_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_photos_listing_idx" ON "listing_photos" USING btree ("listing_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_photos_path_key" ON "listing_photos" USING btree ("path");--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_reserved_for_users_id_fk" FOREIGN KEY ("reserved_for") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_available_until_idx" ON "listings" USING btree ("available_until") WHERE "listings"."available_until" is not null;--> statement-breakpoint
CREATE INDEX "messages_listing_idx" ON "messages" USING btree ("listing_id","id") WHERE "messages"."listing_id" is not null;--> statement-breakpoint
-- Every stored cover becomes the first photo of its listing (docs/decisions.md "Listing photos").
INSERT INTO "listing_photos" ("listing_id", "path", "position")
  SELECT "id", "featured_image", 0 FROM "listings" WHERE "featured_image" IS NOT NULL;--> statement-breakpoint
-- Produce on offer today gets a week from the upgrade, not from its posting: nothing vanishes
-- the moment freshness arrives (docs/decisions.md "Freshness").
UPDATE "listings" SET "available_until" = now() + interval '7 days' WHERE "category_id" = 1;
