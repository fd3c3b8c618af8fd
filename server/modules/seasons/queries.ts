import { SEASONS_MIN_MEMBERS, SEASONS_TOP } from '@common/schemas/seasons';
import type { Db } from '@server/db/client';
import { preparedRows } from '@server/db/rows';
import { EARTH_RADIUS_KM } from '@server/geo/geo';
import { sql } from 'drizzle-orm';
import { cellBox, centreOf, SEASON_CELL_DEGREES, type SeasonCell } from './cells';

/** One word of one month, as the statement ranks it (rank 1 to 10). */
export interface SeasonRow {
  month: number;
  word: string;
  category_id: number;
  listings: number;
  members: number;
}

const p = (name: string) => sql.placeholder(name);

/** Haversine km from the viewer's square's centre to the centre of square (r, g). */
const centreLat = sql`((r.cell_lat + 0.5::float8) * ${SEASON_CELL_DEGREES}::float8)`;
const centreLng = sql`((g.cell_lng + 0.5::float8) * ${SEASON_CELL_DEGREES}::float8)`;
const km = sql`2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin(radians(${centreLat} - ${p('latitude')}::float8) / 2), 2) +
    cos(radians(${p('latitude')}::float8)) * cos(radians(${centreLat})) *
    power(sin(radians(${centreLng} - ${p('longitude')}::float8) / 2), 2))))`;

/**
 * docs/product.md §7.20, in one statement over season_words (built by rebuild.ts):
 * 1. `squares`: of the squares in the square around the radius, those whose centre is within
 *    the radius of the viewer's square's centre; `near`: their rows, the primary key (which
 *    leads with the square) searched once per square.
 * 2. `summed`: per month and lexeme, the squares' listings, members and listings per category
 *    added up (a member lives in one square: members add up exactly), kept when at least three
 *    members listed it, so no word stands for one member's listing. Its spelling is the one of
 *    the square with the most such listings.
 * 3. the category most of its listings have (ties: the lowest id), and the ten best a month by
 *    members, then listings, then the spelling.
 */
const statement = () => sql`
  with squares as (
    select r.cell_lat, g.cell_lng
    from generate_series(${p('minCellLat')}::int, ${p('maxCellLat')}::int) r(cell_lat)
    cross join generate_series(${p('minCellLng')}::int, ${p('maxCellLng')}::int) g(cell_lng)
    where ${km} <= ${p('within')}::float8
  ), near as (
    select w.month, w.lexeme, w.word, w.listings, w.members, w.produce, w.seeds, w.plants
    from squares q
    join season_words w on w.cell_lat = q.cell_lat and w.cell_lng = q.cell_lng
  ), summed as (
    select month, lexeme, (array_agg(word order by listings desc, word))[1] as word,
      sum(listings)::int as listings, sum(members)::int as members,
      sum(produce) as produce, sum(seeds) as seeds, sum(plants) as plants
    from near
    group by month, lexeme
    having sum(members) >= ${SEASONS_MIN_MEMBERS}
  ), ranked as (
    select month::int as month, word,
      case when produce >= seeds and produce >= plants then 1 when seeds >= plants then 2 else 3
      end as category_id,
      listings, members,
      row_number() over (partition by month order by members desc, listings desc, word) as rank
    from summed
  )
  select month, word, category_id, listings, members from ranked
  where rank <= ${SEASONS_TOP}
  order by month, rank`;

const seasonRows = preparedRows<SeasonRow>('seasons_near', statement);

/** The ranked words of every month around the viewer's square, as season_words holds them. */
export function seasonsAround(db: Db, cell: SeasonCell, withinKm: number): Promise<SeasonRow[]> {
  const centre = centreOf(cell);
  return seasonRows(db, {
    latitude: centre.latitude,
    longitude: centre.longitude,
    within: withinKm,
    ...cellBox(cell, withinKm),
  });
}
