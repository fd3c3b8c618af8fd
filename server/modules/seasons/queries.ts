import {
  SEASONS_MIN_LETTERS,
  SEASONS_MIN_MEMBERS,
  SEASONS_TOP,
  SEASONS_WINDOW_MONTHS,
} from '@common/schemas/seasons';
import type { Db } from '@server/db/client';
import { preparedRows } from '@server/db/rows';
import { boundingBox, EARTH_RADIUS_KM } from '@server/geo/geo';
import type { Point } from '@server/modules/map/cloak';
import { sql } from 'drizzle-orm';

/** One word of one month, as the statement ranks it (rank 1 to 10). */
export interface SeasonRow {
  month: number;
  word: string;
  category_id: number;
  listings: number;
  members: number;
}

const p = (name: string) => sql.placeholder(name);

/** Haversine km from the viewer's point to the listing's: its owner's cloaked point. */
const km = sql`2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin(radians(l.location[1] - ${p('latitude')}::float8) / 2), 2) +
    cos(radians(${p('latitude')}::float8)) * cos(radians(l.location[1])) *
    power(sin(radians(l.location[0] - ${p('longitude')}::float8) / 2), 2))))`;

/**
 * docs/product.md §7.20, in one statement:
 * 1. `nearby`: listings open to everyone (public, active, not held or removed, owner neither
 *    suspended nor deleted) posted in the 24 months up to the clock's now, whose location (the
 *    owner's cloaked point) is inside the radius's box, which listings_location_idx (GiST,
 *    partial on is_active) finds, then within the radius itself. Expired and given ones count.
 *    The month is the one the poster was in when they posted: created_at in their time zone.
 * 2. `spelled`: the words of the title and the seed variety, lower-case, letters only, at
 *    least three of them, with their English stem (the dictionary drops stop words: no stem).
 * 3. `counted`: per month and stem, how many listings and different owners; kept only when
 *    at least three members listed it, so no word stands for one member's listing.
 * 4. the most used spelling and the most frequent category of each kept stem, and the ten
 *    best a month by members, then listings, then the spelling.
 */
const statement = () => sql`
  with nearby as (
    select l.id, l.owner_id, l.category_id,
      extract(month from l.created_at at time zone u.time_zone)::int as month,
      lower(l.title || ' ' || coalesce(l.seed_variety, '')) as words
    from listings l
    join users u on u.id = l.owner_id
    where l.location <@ box(point(${p('minLon')}::float8, ${p('minLat')}::float8),
        point(${p('maxLon')}::float8, ${p('maxLat')}::float8))
      and l.is_active and l.is_public and l.moderation is null
      and u.suspended_at is null and u.deleted_at is null
      and l.created_at <= ${p('now')}::timestamptz
      and l.created_at > ${p('now')}::timestamptz - make_interval(months => ${SEASONS_WINDOW_MONTHS})
      and ${km} <= ${p('within')}::float8
  ), spelled as (
    select n.id, n.owner_id, n.category_id, n.month, w.word,
      (ts_lexize('english_stem', w.word))[1] as stem
    from nearby n
    cross join lateral regexp_split_to_table(n.words, '[^[:alpha:]]+') w(word)
    where char_length(w.word) >= ${SEASONS_MIN_LETTERS}
  ), used as (
    select distinct id, owner_id, category_id, month, stem from spelled where stem is not null
  ), counted as (
    select month, stem, count(*)::int as listings, count(distinct owner_id)::int as members
    from used group by month, stem
    having count(distinct owner_id) >= ${SEASONS_MIN_MEMBERS}
  ), spelling as materialized (
    select month, stem, word,
      row_number() over (partition by month, stem order by count(*) desc, word) as nth
    from spelled where stem is not null
    group by month, stem, word
  ), category as materialized (
    select month, stem, category_id,
      row_number() over (partition by month, stem order by count(*) desc, category_id) as nth
    from used
    group by month, stem, category_id
  ), ranked as (
    select c.month, w.word, k.category_id::int as category_id, c.listings, c.members,
      row_number() over (partition by c.month order by c.members desc, c.listings desc, w.word)
        as rank
    from counted c
    join spelling w on w.month = c.month and w.stem = c.stem and w.nth = 1
    join category k on k.month = c.month and k.stem = c.stem and k.nth = 1
  )
  select month, word, category_id, listings, members from ranked
  where rank <= ${SEASONS_TOP}
  order by month, rank`;

const seasonRows = preparedRows<SeasonRow>('seasons_near', statement);

/** The ranked words of every month around the point, by the clock's now. */
export function seasonsAround(
  db: Db,
  at: Point,
  withinKm: number,
  now: Date,
): Promise<SeasonRow[]> {
  return seasonRows(db, {
    latitude: at.latitude,
    longitude: at.longitude,
    within: withinKm,
    now: now.toISOString(),
    ...boundingBox(at.latitude, at.longitude, withinKm),
  });
}
