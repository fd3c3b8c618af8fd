import { SEASONS_MIN_MEMBERS, SEASONS_TOP } from '@common/schemas/seasons';
import type { Db } from '@server/db/client';
import { preparedRows } from '@server/db/rows';
import { sql } from 'drizzle-orm';
import { type SeasonBlock, squaresOf } from './cells';

/** One word of one month, as the statement ranks it (rank 1 to 10). */
export interface SeasonRow {
  month: number;
  word: string;
  category_id: number;
  listings: number;
  members: number;
}

const p = (name: string) => sql.placeholder(name);

/**
 * docs/product.md §7.20, in one statement over season_words (built by rebuild.ts):
 * 1. `near`: the rows of the block's squares, by a range on the primary key per row of squares
 *    (cell_lat one of the block's, cell_lng between its sides): at most 16 short searches of
 *    the index however wide the map is. Written as `= any(array(…))` because with a join on
 *    generate_series the generic plan of this prepared statement guessed 1000 rows of squares
 *    and read the whole table.
 * 2. `summed`: per month and lexeme, the squares' listings, members and listings per category
 *    added up (a member lives in one square: members add up exactly), kept when at least three
 *    members listed it, so no word stands for one member's listing. Its spelling is the one of
 *    the square with the most such listings.
 * 3. the category most of its listings have (ties: the lowest id), and the ten best a month by
 *    members, then listings, then the spelling.
 */
const statement = () => sql`
  with near as (
    select w.month, w.lexeme, w.word, w.listings, w.members, w.produce, w.seeds, w.plants
    from season_words w
    where w.cell_lat = any(array(
        select generate_series(${p('minCellLat')}::int, ${p('maxCellLat')}::int)))
      and w.cell_lng between ${p('minCellLng')}::int and ${p('maxCellLng')}::int
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

const seasonRows = preparedRows<SeasonRow>('seasons_block', statement);

/** The ranked words of every month in one block, as season_words holds them. */
export function seasonsInBlock(db: Db, block: SeasonBlock): Promise<SeasonRow[]> {
  return seasonRows(db, squaresOf(block));
}
