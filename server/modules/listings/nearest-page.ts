import { listings } from '@server/db/schema';
import { boxWithin } from '@server/geo/reach';
import { type SQL, sql } from 'drizzle-orm';
import { kmFrom, type Point } from './search-order';

/**
 * A page of ids nearest first (the `distance` sort, docs/product.md §7.5) without reading every
 * listing in scope: the `size` nearest by `<->` through listings_location_idx (GiST) are all of
 * the page's kind, so the page's last listing is no farther than the farthest of them (`<->`
 * counts a degree of longitude like one of latitude, so they are not quite the nearest); the
 * listings inside that reach's box are then ranked by true distance, then id. When fewer than
 * `size` listings with a place remain, every listing in scope is ranked, those without a place
 * last, as before. `where` holds the scope, the filters and the cursor.
 */
export function nearestPage(where: SQL, point: Point, size: number): SQL {
  const km = kmFrom(point);
  const origin = sql`point(${point.longitude}::float8, ${point.latitude}::float8)`;
  return sql`(with reach as (
      select case when count(*) = ${size}::int then max(k.km) end as km from (
        select ${km} as km from ${listings}
        where ${where} and ${listings.location} is not null
        order by ${listings.location} <-> ${origin}
        limit ${size}::int
      ) k
    ), area as (
      select km, ${boxWithin(point.latitude, point.longitude, sql`km`)} as box from reach
    )
    select u.id from (
      select ${listings.id} as id, ${km} as km from ${listings}
      where ${where} and ${listings.location} <@ (select box from area)
        and ${km} <= (select km from area)
      union all
      select ${listings.id} as id, ${km} as km from ${listings}
      where ${where} and (select km from area) is null
    ) u
    order by u.km, u.id
    limit ${size}::int)`;
}
