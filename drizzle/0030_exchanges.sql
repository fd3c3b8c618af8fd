CREATE TABLE "listing_interests" (
	"listing_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_interests_listing_id_user_id_pk" PRIMARY KEY("listing_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "pickups" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"proposed_by" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'proposed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
	"followed_up_at" timestamp with time zone,
	"no_show_at" timestamp with time zone,
	CONSTRAINT "pickups_state_known" CHECK ("pickups"."state" in ('proposed', 'accepted', 'declined', 'cancelled')),
	CONSTRAINT "pickups_ends_after_start" CHECK ("pickups"."ends_at" > "pickups"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "thanks" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"from_id" integer NOT NULL,
	"to_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "simmer_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listing_interests" ADD CONSTRAINT "listing_interests_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_interests" ADD CONSTRAINT "listing_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thanks" ADD CONSTRAINT "thanks_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thanks" ADD CONSTRAINT "thanks_from_id_users_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thanks" ADD CONSTRAINT "thanks_to_id_users_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_interests_user_idx" ON "listing_interests" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pickups_one_proposed_key" ON "pickups" USING btree ("listing_id") WHERE "pickups"."state" = 'proposed';--> statement-breakpoint
CREATE INDEX "pickups_owner_idx" ON "pickups" USING btree ("owner_id","starts_at");--> statement-breakpoint
CREATE INDEX "pickups_recipient_idx" ON "pickups" USING btree ("recipient_id","starts_at");--> statement-breakpoint
CREATE INDEX "pickups_accepted_idx" ON "pickups" USING btree ("starts_at") WHERE "pickups"."state" = 'accepted';--> statement-breakpoint
CREATE INDEX "pickups_no_show_idx" ON "pickups" USING btree ("recipient_id","no_show_at") WHERE "pickups"."no_show_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "thanks_once_per_side_key" ON "thanks" USING btree ("listing_id","from_id");--> statement-breakpoint
CREATE INDEX "thanks_to_idx" ON "thanks" USING btree ("to_id","created_at","id");