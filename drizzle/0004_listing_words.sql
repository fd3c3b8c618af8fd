-- Wish-list matching, the other way round: saving a want looks for existing listings whose
-- title and description contain every word of the want. The words are the same stemmed,
-- lower-case lexemes as want_listings.words; the query in server/modules/wants/queries.ts
-- (listingWords) repeats this expression exactly, so the planner uses the index.
CREATE INDEX IF NOT EXISTS "listings_words_idx" ON "listings" USING gin ((tsvector_to_array(to_tsvector('english'::regconfig, "title" || ' ' || "description"))));
