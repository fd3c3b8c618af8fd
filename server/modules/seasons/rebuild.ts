import {
  SEASONS_MEMBER_MIN_AGE_DAYS,
  SEASONS_MIN_LETTERS,
  SEASONS_WINDOW_MONTHS,
} from '@common/schemas/seasons';
import type { Db } from '@server/db/client';
import { rowsOf } from '@server/db/rows';
import { listings, users } from '@server/db/schema';
import { postedToEveryone } from '@server/policies/listings';
import { memberNotDeleted } from '@server/policies/members';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SEASON_CELL_DEGREES } from './cells';

/** The listings and their owners, as the statements below name them. */
const l = alias(listings, 'l');
const u = alias(users, 'u');

/** The advisory lock that makes one rebuild wait for another (any process, one database). */
const SEASON_WORDS_LOCK = 7_020_001;

/**
 * docs/product.md §7.20, the words of every square of the map, in one statement:
 * 1. `listed`: listings open to everyone by the listings policy's postedToEveryone (public,
 *    active, not held or removed, owner not suspended), their owner not deleted, posted in the
 *    24 months up to `now`, with their square: the one their location (the owner's cloaked
 *    point) lies in. Expired and given ones count. Only
 *    owners with a confirmed address and an account 30 days old at `now` count: accounts made
 *    to stand beside one neighbour and lift their words over the floor do not (docs/decisions.md,
 *    "In season near you"). The month is the one the poster was in when they posted:
 *    created_at in their time zone.
 * 2. `spelled`: the words of the title and the seed variety, lower-case, letters only, at
 *    least three of them, with their English lexeme (the dictionary drops stop words: none).
 * 3. `counted`: per square, month and lexeme, a listing counted once per word: how many
 *    listings, how many different owners, and how many listings of each category. Nothing is
 *    left out here: the three-member floor applies to the squares a page adds up.
 * 4. `spelling`: the square's most used spelling of each lexeme (ties: the first by the alphabet).
 */
const aggregate = (now: string, band: number) => sql`
  with listed as (
    select l.id, l.owner_id, l.category_id,
      floor(l.location[1] / ${SEASON_CELL_DEGREES}::float8)::int as cell_lat,
      floor(l.location[0] / ${SEASON_CELL_DEGREES}::float8)::int as cell_lng,
      extract(month from l.created_at at time zone u.time_zone)::int as month,
      lower(l.title || ' ' || coalesce(l.seed_variety, '')) as words
    from listings l
    join users u on u.id = l.owner_id
    where l.location is not null
      and ${postedToEveryone(l)} and ${memberNotDeleted(u)}
      and u.email_confirmed_at is not null
      and u.created_at <= ${now}::timestamptz - make_interval(days => ${SEASONS_MEMBER_MIN_AGE_DAYS})
      and l.created_at <= ${now}::timestamptz
      and l.created_at > ${now}::timestamptz - make_interval(months => ${SEASONS_WINDOW_MONTHS})
      and ${inBand(band)}
  ), spelled as (
    select n.id, n.owner_id, n.category_id, n.cell_lat, n.cell_lng, n.month, w.word,
      (ts_lexize('english_stem', w.word))[1] as lexeme
    from listed n
    cross join lateral regexp_split_to_table(n.words, '[^[:alpha:]]+') w(word)
    where char_length(w.word) >= ${SEASONS_MIN_LETTERS}
  ), used as (
    select distinct id, owner_id, category_id, cell_lat, cell_lng, month, lexeme
    from spelled where lexeme is not null
  ), counted as (
    select cell_lat, cell_lng, month, lexeme, count(*)::int as listings,
      count(distinct owner_id)::int as members,
      (count(*) filter (where category_id = 1))::int as produce,
      (count(*) filter (where category_id = 2))::int as seeds,
      (count(*) filter (where category_id = 3))::int as plants
    from used group by cell_lat, cell_lng, month, lexeme
  ), spelling as (
    select distinct on (cell_lat, cell_lng, month, lexeme) cell_lat, cell_lng, month, lexeme, word
    from spelled where lexeme is not null
    group by cell_lat, cell_lng, month, lexeme, word
    order by cell_lat, cell_lng, month, lexeme, count(*) desc, word
  )
  insert into season_words
    (cell_lat, cell_lng, month, lexeme, word, listings, members, produce, seeds, plants)
  select c.cell_lat, c.cell_lng, c.month, c.lexeme, s.word, c.listings, c.members,
    c.produce, c.seeds, c.plants
  from counted c
  join spelling s using (cell_lat, cell_lng, month, lexeme)`;

/**
 * The squares are counted a band of latitude at a time (BAND_CELLS rows of squares), one
 * statement per band: at a million listings one statement for all of them would outlast the
 * database client's 15 s query timeout. The band is the square's own (floor of its row), so a
 * square never spans two bands; the box around it lets listings_location_idx find its listings.
 */
const BAND_CELLS = 2;
const BAND_DEGREES = BAND_CELLS * SEASON_CELL_DEGREES;

const bandOf = (latitude: SQL) =>
  sql`floor(floor(${latitude} / ${SEASON_CELL_DEGREES}::float8) / ${BAND_CELLS}::float8)::int`;

function inBand(band: number): SQL {
  const south = band * BAND_DEGREES - SEASON_CELL_DEGREES;
  const north = (band + 1) * BAND_DEGREES + SEASON_CELL_DEGREES;
  return sql`l.location <@ box(point(-180, ${south}::float8), point(180, ${north}::float8))
      and ${bandOf(sql`l.location[1]`)} = ${band}`;
}

/** The bands that hold any listing with a place: the few a neighbourhood or a city spans. */
async function bandsWithListings(db: Db): Promise<number[]> {
  const rows = await rowsOf<{ band: number }>(
    db,
    sql`select distinct ${bandOf(sql`l.location[1]`)} as band from listings l
      where l.location is not null and ${postedToEveryone(l)} order by 1`,
  );
  return rows.map((r) => Number(r.band));
}

/** When season_words was last built, or null before its first build. */
export async function seasonWordsBuiltAt(db: Db): Promise<Date | null> {
  const [row] = await rowsOf<{ built_at: string | Date }>(
    db,
    sql`select built_at from season_words_built where id = 1`,
  );
  return row ? new Date(row.built_at) : null;
}

/**
 * Replaces every row of season_words with the aggregate as of `now`, in one transaction:
 * readers see the old rows until it commits, never an empty or half-built table. With
 * `ifBuiltBy`, it does nothing unless the last build was at or before that time (or never), as
 * seen after the lock: of processes sweeping at once, one builds and the others find it done.
 * It answers whether it built.
 */
export async function buildSeasonWords(db: Db, now: Date, ifBuiltBy?: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEASON_WORDS_LOCK}::int)`);
    if (ifBuiltBy) {
      const builtAt = await seasonWordsBuiltAt(tx);
      if (builtAt && builtAt > ifBuiltBy) return false;
    }
    const at = now.toISOString();
    await tx.execute(sql`delete from season_words`);
    for (const band of await bandsWithListings(tx)) await tx.execute(aggregate(at, band));
    await tx.execute(sql`insert into season_words_built (id, built_at) values (1, ${at}::timestamptz)
      on conflict (id) do update set built_at = excluded.built_at`);
    return true;
  });
}
