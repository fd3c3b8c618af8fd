CREATE TABLE "event_attendees" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_attendees_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "event_bringing" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	CONSTRAINT "event_bringing_event_id_listing_id_pk" PRIMARY KEY("event_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"host_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"place_name" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "events_ends_after_start" CHECK ("events"."ends_at" > "events"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "seed_variety" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "seed_kind" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "seed_saved_year" smallint;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "seed_origin" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "seed_note" text;--> statement-breakpoint
-- A seed's variety is searched and matched as its title is (docs/product.md §7.18): the
-- generated search column is rebuilt with it (PostgreSQL 15 cannot change a generated
-- expression in place), and so is its index, which went with the column.
ALTER TABLE "listings" drop column "search";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title || ' ' || coalesce(seed_variety, '')), 'A') || setweight(to_tsvector('english'::regconfig, description), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING gin ("category_id","search");--> statement-breakpoint
CREATE OR REPLACE FUNCTION listings_note_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word, lexeme, listed)
    SELECT w.word, w.lexeme, true
      FROM search_words_of(NEW.title || ' ' || NEW.description || ' ' || coalesce(NEW.seed_variety, '')) w
    ON CONFLICT (word) DO NOTHING;
  UPDATE search_words SET listed = true
   WHERE NOT listed
     AND word IN (SELECT w.word
                    FROM search_words_of(NEW.title || ' ' || NEW.description || ' ' || coalesce(NEW.seed_variety, '')) w);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER listings_search_words ON listings;--> statement-breakpoint
CREATE TRIGGER listings_search_words AFTER INSERT OR UPDATE OF title, description, seed_variety ON listings
  FOR EACH ROW EXECUTE FUNCTION listings_note_search_words();--> statement-breakpoint
-- Every seed listing has a kind, `unknown` unless its owner says (docs/product.md §7.18).
UPDATE "listings" SET "seed_kind" = 'unknown' WHERE "category_id" = 2 AND "seed_kind" IS NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_seed_kind_known" CHECK ("seed_kind" in ('heirloom', 'open_pollinated', 'hybrid', 'unknown'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_seed_origin_known" CHECK ("seed_origin" in ('own_garden', 'bought', 'swapped', 'gift'));--> statement-breakpoint
ALTER TABLE "want_listings" ADD COLUMN "season_months" smallint[] DEFAULT '{}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "want_listings" ADD COLUMN "season_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bringing" ADD CONSTRAINT "event_bringing_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bringing" ADD CONSTRAINT "event_bringing_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bringing" ADD CONSTRAINT "event_bringing_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_attendees_user_idx" ON "event_attendees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_bringing_user_idx" ON "event_bringing" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "events_host_idx" ON "events" USING btree ("host_id","starts_at");--> statement-breakpoint
CREATE INDEX "events_upcoming_idx" ON "events" USING btree ("starts_at","latitude","longitude") WHERE "events"."cancelled_at" is null and "events"."removed_at" is null;