import type { ListingSort } from '@common/sorts';
import { listings } from '@server/db/schema';
import { boundingBox, EARTH_RADIUS_KM } from '@server/geo/geo';
import { and, type SQL, sql } from 'drizzle-orm';

export interface Point {
  latitude: number;
  longitude: number;
}

/** One key of an order: the expression, the type a cursor's text is read back as, its direction. */
interface SortKey {
  expr: SQL;
  type: 'timestamptz' | 'numeric' | 'float8' | 'int';
  desc: boolean;
}

/** A sort's keys, then the id in `idDesc` order to break ties. */
export interface Order {
  keys: SortKey[];
  idDesc: boolean;
}

/**
 * Haversine km from the viewer's own point to the listing's place, its owner's cloaked point
 * (docs/decisions.md "Locations and privacy"); a listing with no place sorts last (infinity).
 */
export function kmFrom(point: Point): SQL {
  const lat = sql`(${listings.location})[1]`;
  const lon = sql`(${listings.location})[0]`;
  return sql`coalesce(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin(radians(${lat} - ${point.latitude}::float8) / 2), 2) +
    cos(radians(${point.latitude}::float8)) * cos(radians(${lat})) *
    power(sin(radians(${lon} - ${point.longitude}::float8) / 2), 2)))), 'Infinity'::float8)`;
}

/**
 * Within `km` of the point: the box comes from listings_location_idx (GiST), the exact
 * distance decides at its edges.
 */
export function withinKm(point: Point, km: number): SQL {
  const box = boundingBox(point.latitude, point.longitude, km);
  return and(
    sql`${listings.location} <@ box(point(${box.minLon}::float8, ${box.minLat}::float8), point(${box.maxLon}::float8, ${box.maxLat}::float8))`,
    sql`${kmFrom(point)} <= ${km}::float8`,
  )!;
}

const createdAt = (desc: boolean): SortKey => ({
  expr: sql`${listings.createdAt}`,
  type: 'timestamptz',
  desc,
});
const price = (desc: boolean): SortKey => ({ expr: sql`${listings.price}`, type: 'numeric', desc });

/**
 * The order of a sort (docs/product.md §7.5). Relevance: listings with every word in the title
 * first, then nearer (when the viewer has a point), then newer; its three keys are always there,
 * constant when there is no search or no point, so its cursors have one shape.
 */
export function orderOf(
  sort: ListingSort,
  titleQuery: string | undefined,
  point: Point | undefined,
): Order {
  switch (sort) {
    case 'newest':
      return { keys: [createdAt(true)], idDesc: true };
    case 'oldest':
      return { keys: [createdAt(false)], idDesc: false };
    case 'price-low':
      return { keys: [price(false)], idDesc: false };
    case 'price-high':
      return { keys: [price(true)], idDesc: true };
    case 'distance':
      return {
        keys: [
          { expr: point ? kmFrom(point) : sql`'Infinity'::float8`, type: 'float8', desc: false },
        ],
        idDesc: false,
      };
    case 'relevance':
      return {
        keys: [
          {
            expr: titleQuery
              ? sql`(${listings.search} @@ ${titleQuery}::tsquery)::int`
              : // An expression, not a bare 0, which ORDER BY would read as a column number.
                sql`false::int`,
            type: 'int',
            desc: true,
          },
          { expr: point ? kmFrom(point) : sql`'Infinity'::float8`, type: 'float8', desc: false },
          createdAt(true),
        ],
        idDesc: true,
      };
  }
}

/** ORDER BY of the keys and the id. */
export function orderBy(order: Order): SQL {
  const dir = (desc: boolean) => sql.raw(desc ? 'desc' : 'asc');
  return sql.join(
    [
      ...order.keys.map((k) => sql`${k.expr} ${dir(k.desc)}`),
      sql`${listings.id} ${dir(order.idDesc)}`,
    ],
    sql`, `,
  );
}

/** The keys as text, as a cursor keeps them (PostgreSQL's text loses no precision). */
export function keysAsText(order: Order): SQL<string[]> {
  return sql<string[]>`array[${sql.join(
    order.keys.map((k) => sql`(${k.expr})::text`),
    sql`, `,
  )}]::text[]`;
}

/**
 * Rows after the cursor's: one row comparison when every key runs the id's way (the feed
 * indexes serve it), else the lexicographic chain of keys in mixed directions.
 */
export function afterCursor(order: Order, values: string[], id: number): SQL {
  const value = (k: SortKey, i: number) => sql`${values[i]}::${sql.raw(k.type)}`;
  const beyond = (desc: boolean) => sql.raw(desc ? '<' : '>');
  if (order.keys.every((k) => k.desc === order.idDesc)) {
    const keys = sql.join(
      order.keys.map((k) => k.expr),
      sql`, `,
    );
    const vals = sql.join(order.keys.map(value), sql`, `);
    return sql`(${keys}, ${listings.id}) ${beyond(order.idDesc)} (${vals}, ${id}::int)`;
  }
  const steps: SQL[] = [];
  order.keys.forEach((k, i) => {
    const equal = order.keys.slice(0, i).map((e, j) => sql`${e.expr} = ${value(e, j)}`);
    steps.push(
      sql`(${sql.join([...equal, sql`${k.expr} ${beyond(k.desc)} ${value(k, i)}`], sql` and `)})`,
    );
  });
  const allEqual = order.keys.map((e, j) => sql`${e.expr} = ${value(e, j)}`);
  steps.push(
    sql`(${sql.join([...allEqual, sql`${listings.id} ${beyond(order.idDesc)} ${id}::int`], sql` and `)})`,
  );
  return sql`(${sql.join(steps, sql` or `)})`;
}
