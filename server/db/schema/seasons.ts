import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * "In season near you" (docs/product.md §7.20), precomputed: per square of the map (0.05° of
 * latitude by 0.05° of longitude, cell = floor(degrees / 0.05)), month and English lexeme, how
 * many listings and how many different members listed the word there over the 24 months
 * before the build. Every listing stands at its owner's cloaked point, one point per member,
 * so a member belongs to exactly one square: the different members of several squares are the
 * SUM of each square's, which is why a page may add squares up. The rows of one square are
 * found by the primary key, which leads with the square.
 */
export const seasonWords = pgTable(
  'season_words',
  {
    cellLat: integer('cell_lat').notNull(),
    cellLng: integer('cell_lng').notNull(),
    month: smallint('month').notNull(),
    lexeme: text('lexeme').notNull(),
    /** The square's most used spelling of the lexeme. */
    word: text('word').notNull(),
    listings: integer('listings').notNull(),
    members: integer('members').notNull(),
    /**
     * Listings per category (1 produce, 2 seeds, 3 plants): summed over squares, they name the
     * category most of the word's listings have, exactly.
     */
    produce: integer('produce').notNull(),
    seeds: integer('seeds').notNull(),
    plants: integer('plants').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cellLat, t.cellLng, t.month, t.lexeme] })],
);

/** When season_words was last built, by the clock of the process that built it: one row. */
export const seasonWordsBuilt = pgTable(
  'season_words_built',
  {
    id: smallint('id').primaryKey().default(1),
    builtAt: timestamp('built_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('season_words_built_one_row', sql`${t.id} = 1`)],
);
