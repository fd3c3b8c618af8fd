-- Search that understands the words (docs/product.md §7.5, docs/decisions.md "Search"):
-- full-text search over a stored, weighted tsvector (title A, description B) with a GIN
-- index, and a vocabulary of the words listings use, whose trigram index corrects a
-- misspelt word to the listed words most like it.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"lexeme" text NOT NULL,
	"listed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, description), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_lexeme_idx" ON "search_words" USING btree ("lexeme");--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING gin ("search");--> statement-breakpoint
-- The words of a text worth correcting to: 4 to 40 letters, lower case, with their English
-- stem; stop words ("with", "from") have none and are left out.
CREATE FUNCTION search_words_of(doc text) RETURNS TABLE (word text, lexeme text)
LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT w.word, w.lexeme
    FROM (SELECT t AS word, (tsvector_to_array(to_tsvector('english'::regconfig, t)))[1] AS lexeme
            FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, doc))) AS t
           WHERE t ~ '^[[:alpha:]]{4,40}$') AS w
   WHERE w.lexeme IS NOT NULL
$$;
--> statement-breakpoint
-- A listing's words join the vocabulary as it is written. DO NOTHING takes no lock on a word
-- already there (most of them), so listings written at once do not wait on each other.
CREATE FUNCTION listings_note_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word, lexeme, listed)
    SELECT w.word, w.lexeme, true FROM search_words_of(NEW.title || ' ' || NEW.description) w
    ON CONFLICT (word) DO NOTHING;
  UPDATE search_words SET listed = true
   WHERE NOT listed
     AND word IN (SELECT w.word FROM search_words_of(NEW.title || ' ' || NEW.description) w);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listings_search_words AFTER INSERT OR UPDATE OF title, description ON listings
  FOR EACH ROW EXECUTE FUNCTION listings_note_search_words();
--> statement-breakpoint
-- A wish list's words too, unlisted: a new listing then finds the wants it would answer with
-- a typo corrected, "rasberry" for its "raspberry" (server/modules/wants/matching.ts).
CREATE FUNCTION want_listings_note_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word, lexeme, listed)
    SELECT w.word, w.lexeme, false FROM search_words_of(NEW.title) w
    ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER want_listings_search_words AFTER INSERT OR UPDATE OF title ON want_listings
  FOR EACH ROW EXECUTE FUNCTION want_listings_note_search_words();
--> statement-breakpoint
INSERT INTO search_words (word, lexeme, listed)
  SELECT DISTINCT w.word, w.lexeme, true
    FROM listings l, search_words_of(l.title || ' ' || l.description) w
  ON CONFLICT (word) DO NOTHING;
--> statement-breakpoint
INSERT INTO search_words (word, lexeme, listed)
  SELECT DISTINCT w.word, w.lexeme, false
    FROM want_listings v, search_words_of(v.title) w
  ON CONFLICT (word) DO NOTHING;
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
-- Search and matching read listings.search now: the substring and word-array indexes go.
DROP INDEX IF EXISTS "listings_search_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "listings_words_idx";
