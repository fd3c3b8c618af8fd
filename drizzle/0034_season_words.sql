CREATE TABLE "season_words" (
	"cell_lat" integer NOT NULL,
	"cell_lng" integer NOT NULL,
	"month" smallint NOT NULL,
	"lexeme" text NOT NULL,
	"word" text NOT NULL,
	"listings" integer NOT NULL,
	"members" integer NOT NULL,
	"produce" integer NOT NULL,
	"seeds" integer NOT NULL,
	"plants" integer NOT NULL,
	CONSTRAINT "season_words_cell_lat_cell_lng_month_lexeme_pk" PRIMARY KEY("cell_lat","cell_lng","month","lexeme")
);
--> statement-breakpoint
CREATE TABLE "season_words_built" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"built_at" timestamp with time zone NOT NULL,
	CONSTRAINT "season_words_built_one_row" CHECK ("season_words_built"."id" = 1)
);
