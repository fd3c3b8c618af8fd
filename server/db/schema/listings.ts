import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  point,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** PostgreSQL's text-search document; read only by the search's own SQL, never by answers. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const listings = pgTable(
  'listings',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    featuredImage: text('featured_image'),
    isActive: boolean('is_active').notNull().default(true),
    isPublic: boolean('is_public').notNull().default(true),
    typeId: smallint('type_id').notNull().default(1),
    stateId: smallint('state_id').notNull().default(1),
    categoryId: smallint('category_id').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The owner's exact point as (longitude, latitude), copied from users by the triggers of
     * migration listing_location_sync; only the map's nearby search reads it.
     */
    location: point('location', { mode: 'xy' }),
    /**
     * Hidden from everyone but its owner by moderation (docs/product.md §14.2–14.3): `held`
     * once enough members report it, until a moderator looks; `removed` by a moderator.
     */
    moderation: text('moderation', { enum: ['held', 'removed'] }),
    /** While state_id is 2 (pending): the member it is promised to (docs/product.md §7.13). */
    reservedFor: integer('reserved_for').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Past this, the listing is expired: off the marketplace, search, the map and matching, kept
     * in its owner's lists (docs/product.md §7.14). Produce gets one by default; null never ends.
     */
    availableUntil: timestamp('available_until', { withTimezone: true }),
    /** When the owner was reminded the day before, so one reminder goes per expiry date. */
    expiryRemindedAt: timestamp('expiry_reminded_at', { withTimezone: true }),
    /**
     * When the freshness sweep found it past available_until; null while on offer. A recorded
     * state rather than a clock read in every query, so visibility stays one indexable predicate
     * and renewing is one update (docs/decisions.md "Freshness").
     */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    /**
     * A giveaway's "let it simmer" (docs/product.md §7.15): until then members say they are
     * interested and nobody can be chosen; then the owner draws one. Null when it does not
     * simmer.
     */
    simmerUntil: timestamp('simmer_until', { withTimezone: true }),
    /**
     * A seed listing's story (docs/product.md §7.18), only in the seeds category: `seed_kind`
     * is set on every seed listing (`unknown` unless the owner says) and null on any other, so
     * it also tells whether the listing has a story at all. Migration 0033 checks the two enums.
     */
    seedVariety: text('seed_variety'),
    seedKind: text('seed_kind', { enum: ['heirloom', 'open_pollinated', 'hybrid', 'unknown'] }),
    seedSavedYear: smallint('seed_saved_year'),
    seedOrigin: text('seed_origin', { enum: ['own_garden', 'bought', 'swapped', 'gift'] }),
    seedNote: text('seed_note'),
    /**
     * What search and wish-list matching read (docs/product.md §7.5, §8.4): the title's words
     * and a seed's variety weighted A, the description's B, English-stemmed, so relevance can
     * tell a title match.
     */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, title || ' ' || coalesce(seed_variety, '')), 'A') || setweight(to_tsvector('english'::regconfig, description), 'B')`,
      ),
  },
  (t) => [
    // My lists, a seller's listings and the Friend's tab: by owner, newest first. Migration
    // 0023 adds INCLUDE (is_active, is_public, state_id, expired_at, moderation), which Drizzle
    // cannot express, so that who may see a listing is read from the index alone.
    index('listings_owner_idx').on(t.ownerId, t.createdAt, t.id),
    // The marketplace feed (public and active) in date and price order; the keys end in id so
    // that cursor pages are row comparisons on the index. State, category and type stay out of
    // the keys: they are coarse filters, and any mix of them keeps the index's order usable.
    index('listings_feed_date_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.isPublic} and ${t.isActive}`),
    index('listings_feed_by_price_idx')
      .on(t.price, t.id)
      .where(sql`${t.isPublic} and ${t.isActive}`),
    // Nearby search: bounding-box filter (<@) and nearest-first order (<->), core point_ops,
    // over the active listings the map can show. Migration 0024 adds INCLUDE (id, owner_id,
    // is_active, is_public, state_id, expired_at, moderation), which Drizzle cannot express:
    // candidates come from the index alone.
    // Words with the category (btree_gin, migration 0025): a search within one category
    // intersects the two inside the index rather than reading every listing with the words.
    index('listings_search_idx').using('gin', t.categoryId, t.search),
    index('listings_location_idx').using('gist', t.location).where(sql`${t.isActive}`),
    // Was the photo route's lookup; listing_photos_path_key serves it now, for every photo.
    index('listings_featured_image_idx')
      .on(t.featuredImage)
      .where(sql`${t.featuredImage} is not null`),
    // The freshness sweep finds listings about to expire, or just past their date, without
    // reading the others, nor the expired ones, which are kept and pile up.
    index('listings_available_until_idx')
      .on(t.availableUntil)
      .where(sql`${t.availableUntil} is not null and ${t.expiredAt} is null`),
    // What a member holds (docs/product.md §7.16's fair share counts reserved_for in state 2,
    // a profile's `received` in state 3, §7.17), and the ON DELETE SET NULL of a member who
    // leaves: only the few listings promised to someone are in it.
    index('listings_reserved_for_idx')
      .on(t.reservedFor, t.stateId)
      .where(sql`${t.reservedFor} is not null`),
  ],
);

/**
 * A listing's photos in the owner's order, up to six; the first is the cover, which
 * listings.featured_image repeats for the screens and queries that show one photo
 * (docs/product.md §7.10).
 */
export const listingPhotos = pgTable(
  'listing_photos',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** The stored file's path, as featured_image names it. */
    path: text('path').notNull(),
    /** Null only for photos stored before dimensions were kept. */
    width: integer('width'),
    height: integer('height'),
    position: smallint('position').notNull(),
  },
  (t) => [
    index('listing_photos_listing_idx').on(t.listingId, t.position),
    // A photo is served only to those who may see its listing: the file names its listing.
    uniqueIndex('listing_photos_path_key').on(t.path),
  ],
);

export type ListingRow = typeof listings.$inferSelect;

/**
 * The words listings and wish lists use, for typo tolerance (docs/decisions.md "Search"): a
 * word typed that no listing uses is corrected to the listed words most like it by trigrams.
 * Filled by triggers on listings and want_listings (migration search_words), never emptied: a
 * word whose listings are gone only costs a correction that finds nothing.
 */
export const searchWords = pgTable(
  'search_words',
  {
    /** Lower case, as typed, 4 letters or more. */
    word: text('word').primaryKey(),
    /** Its English stem, as the listings' search column holds it. */
    lexeme: text('lexeme').notNull(),
    /** Some listing uses it; otherwise only wish lists do, and search never corrects to it. */
    listed: boolean('listed').notNull().default(false),
  },
  // The trigram index on word (gin_trgm_ops) is in the migration: Drizzle cannot express it.
  (t) => [index('search_words_lexeme_idx').on(t.lexeme)],
);

export const wantListings = pgTable(
  'want_listings',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    categoryId: smallint('category_id').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The months (1–12) a want comes back in, in its owner's time zone (docs/product.md §8.11);
     * empty for all year. Outside them the want sleeps: it matches nothing.
     */
    seasonMonths: smallint('season_months').array().notNull().default(sql`'{}'::smallint[]`),
    /** When its owner was last told its season started: once a year per want. */
    seasonStartedAt: timestamp('season_started_at', { withTimezone: true }),
    /**
     * The title's words for wish-list matching: lower-case, English-stemmed (so "tomatoes"
     * and "tomato" agree), stop words dropped. Kept by PostgreSQL, so every insert has it.
     */
    words: text('words')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`tsvector_to_array(to_tsvector('english'::regconfig, title))`),
  },
  (t) => [
    index('want_listings_owner_idx').on(t.ownerId, t.categoryId),
    // A new listing finds its wants by word overlap (&& / <@) without scanning every want.
    index('want_listings_words_idx').using('gin', t.words),
  ],
);

export type WantListingRow = typeof wantListings.$inferSelect;
