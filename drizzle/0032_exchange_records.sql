CREATE TABLE "listing_draws" (
	"listing_id" integer PRIMARY KEY NOT NULL,
	"chosen_id" integer NOT NULL,
	"entrant_ids" integer[] NOT NULL,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_draws" ADD CONSTRAINT "listing_draws_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_draws" ADD CONSTRAINT "listing_draws_chosen_id_users_id_fk" FOREIGN KEY ("chosen_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pickups_follow_up_idx" ON "pickups" USING btree ("ends_at") WHERE "pickups"."state" = 'accepted' and "pickups"."followed_up_at" is null;