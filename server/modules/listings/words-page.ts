import { listings } from '@server/db/schema';
import { type SQL, sql } from 'drizzle-orm';
import { type Order, orderBy } from './search-order';

/**
 * How many listings in the page's order a search reads before it turns to the word index:
 * enough for a word on one listing in six to fill a page of 50 (a crop's name among a
 * category's listings), few enough that a window in vain costs a few milliseconds at most
 * (docs/performance.md "Search with words").
 */
const SEARCH_WINDOW = 300;

/** ORDER BY over a subquery's columns: its keys `k0`, `k1`… then its `id`. */
function byColumns(order: Order, alias: string): SQL {
  const dir = (desc: boolean) => (desc ? 'desc' : 'asc');
  return sql.raw(
    [
      ...order.keys.map((k, i) => `${alias}.k${i} ${dir(k.desc)}`),
      `${alias}.id ${dir(order.idDesc)}`,
    ].join(', '),
  );
}

/**
 * A page of ids for a search with words in a date or price order (docs/product.md §7.5),
 * whichever way its words run:
 * - A common word ("fresh" on a third of all listings) fills the page from the first
 *   SEARCH_WINDOW listings of the order's feed index that meet the filters. Any listing past
 *   them comes later in the order, so when they hold a page it is the page.
 * - Otherwise the listings with the words come from the full-text index alone, then the
 *   filters and the order: the sort keys are hidden behind a subquery and the price bounds
 *   behind `+ 0`, so the planner cannot walk a feed index hoping to meet a rare word soon,
 *   nor AND the word's few listings with a price range of a hundred thousand.
 * `scope` holds the scope, the filters but the words, and the cursor; `scopeByWords` the same
 * with its price bounds unindexable.
 */
export function wordsPage(
  scope: SQL,
  scopeByWords: SQL,
  words: SQL,
  order: Order,
  size: number,
  window = SEARCH_WINDOW,
): SQL {
  const keys = sql.join(
    order.keys.map((k, i) => sql`${k.expr} as ${sql.raw(`k${i}`)}`),
    sql`, `,
  );
  return sql`(with walk as materialized (
      select w.id from (
        select ${listings.id} as id, ${words} as hit, ${keys} from ${listings}
        where ${scope}
        order by ${orderBy(order)}
        limit ${window}::int
      ) w
      where w.hit
      order by ${byColumns(order, 'w')}
      limit ${size}::int
    )
    select id from walk where (select count(*) from walk) >= ${size}::int
    union all
    (select h.id from (
      select ${listings.id} as id, ${keys} from ${listings}
      where (select count(*) from walk) < ${size}::int and ${scopeByWords} and ${words}
      offset 0
    ) h
    order by ${byColumns(order, 'h')}
    limit ${size}::int))`;
}
