import type { Db } from '@server/db/client';
import { perDatabase } from '@server/db/per-database';
import { listings, users } from '@server/db/schema';
import { type Box, boundingBox, EARTH_RADIUS_KM } from '@server/geo/geo';
import { boxWithin } from '@server/geo/reach';
import { selectListings } from '@server/modules/listings';
import { isActive, visibleTo } from '@server/policies/listings';
import { and, eq, inArray, isNotNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { HomeColumns } from './cloak';

/**
 * What the map shows: listings the viewer may see that are still on offer. `is_active` is the
 * bare column, not `= $1`, so the planner matches the partial location index whatever it plans.
 */
/** A value, or a placeholder for it in a statement built once. */
type Value = number | Placeholder;

function onTheMap(viewerId: Value): SQL {
  return and(visibleTo(viewerId), isActive, eq(listings.stateId, 1))!;
}

/** `location <@ box(...)`: the GiST index's filter (core point_ops, no extension). */
function inBox(box: Record<keyof Box, Value>): SQL {
  return sql`${listings.location} <@ box(point(${box.minLon}::float8, ${box.minLat}::float8), point(${box.maxLon}::float8, ${box.maxLat}::float8))`;
}

/**
 * Haversine distance in km from the point to the listing's location: its owner's cloaked
 * point (migration 0013), the same point the listing is shown at to everyone else.
 */
function kmFrom(latitude: Value, longitude: Value): SQL<number> {
  const lat = sql`(${listings.location})[1]`;
  const lon = sql`(${listings.location})[0]`;
  return sql<number>`2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin(radians(${lat} - ${latitude}::float8) / 2), 2) +
    cos(radians(${latitude}::float8)) * cos(radians(${lat})) *
    power(sin(radians(${lon} - ${longitude}::float8) / 2), 2))))`;
}

export interface Around {
  latitude: number;
  longitude: number;
  viewerId: number;
}

/** Where the previous page ended: its last listing's distance, and its id for ties. */
export interface After {
  km: number;
  id: number;
}

/**
 * The ids of the `limit` listings on the map nearest to the point within `radiusKm`, after the
 * cursor, by true distance then id (docs/product.md §6.8), in one statement and two walks of
 * listings_location_idx (GiST):
 * 1. the `limit` nearest by `<->` inside the radius's box. `<->` measures degrees, in which a
 *    degree of longitude counts as much as one of latitude, so they are not quite the nearest
 *    by distance; but they are `limit` listings of the answer's kind, so the answer's last one
 *    is no farther than the farthest of them: that is the reach (the radius when fewer came);
 * 2. the listings inside the reach's box and within the reach, ranked by true distance.
 * Only the answer's ids leave the subquery; nothing is over-read beyond the reach's box.
 */
function nearbyIds(
  at: { latitude: Value; longitude: Value; viewerId: Value },
  radiusKm: Value,
  limit: Value,
  after: After | undefined,
  radiusBox: Record<keyof Box, Value>,
) {
  const km = kmFrom(at.latitude, at.longitude);
  const beyond = after
    ? sql`and (s.km > ${after.km}::float8 or (s.km = ${after.km}::float8 and s.id > ${after.id}::int))`
    : sql``;
  return sql`with nearest as (
      select ${km} as km from ${listings}
      where ${and(
        inBox(radiusBox),
        onTheMap(at.viewerId),
        after ? sql`${km} > ${after.km}::float8` : undefined,
      )}
      order by ${listings.location} <-> point(${at.longitude}::float8, ${at.latitude}::float8)
      limit ${limit}::int
    ), reach as (
      select case when count(*) = ${limit}::int then least(${radiusKm}::float8, max(km))
        else ${radiusKm}::float8 end as km
      from nearest
    ), area as (
      select km, ${boxWithin(at.latitude, at.longitude, sql`km`)} as box from reach
    )
    select s.id from (
      select ${listings.id} as id, ${km} as km from ${listings}
      where ${listings.location} <@ (select box from area) and ${onTheMap(at.viewerId)}
    ) s
    where s.km <= (select km from area) ${beyond}
    order by s.km, s.id
    limit ${limit}::int`;
}

/**
 * The answer's statement, as built for a request or once with placeholders.
 * @internal
 */
export function nearbyListings(
  db: Db,
  at: { latitude: Value; longitude: Value; viewerId: Value },
  radiusKm: Value,
  limit: Value,
  after: After | undefined,
  radiusBox: Record<keyof Box, Value>,
) {
  return selectListings(db, at.viewerId)
    .where(inArray(listings.id, sql`(${nearbyIds(at, radiusKm, limit, after, radiusBox)})`))
    .orderBy(kmFrom(at.latitude, at.longitude), listings.id);
}

/** The first page, what every opened map asks for, built once per database. */
function prepareFirstPage(db: Db) {
  const p = (name: string) => sql.placeholder(name);
  return nearbyListings(
    db,
    { latitude: p('latitude'), longitude: p('longitude'), viewerId: p('viewer') },
    p('radius'),
    p('limit'),
    undefined,
    { minLat: p('minLat'), maxLat: p('maxLat'), minLon: p('minLon'), maxLon: p('maxLon') },
  ).prepare('nearby_first_page');
}

const firstPages = perDatabase(prepareFirstPage);

/**
 * The answer itself: the listings of nearbyIds, nearest first, with what every listing answer
 * carries (its owner's fields and photos, ../listings/queries), in the same statement.
 */
export async function nearbyListingsQuery(
  db: Db,
  at: Around,
  radiusKm: number,
  limit: number,
  after: After | undefined,
) {
  const box = boundingBox(at.latitude, at.longitude, radiusKm);
  if (after) return nearbyListings(db, at, radiusKm, limit, after, box);
  return firstPages(db).execute({
    latitude: at.latitude,
    longitude: at.longitude,
    viewer: at.viewerId,
    radius: radiusKm,
    limit,
    ...box,
  });
}

/** The distance to a listing the viewer may see, for a cursor; undefined when it has no place. */
export async function visibleListingKm(
  db: Db,
  at: Around,
  id: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ km: kmFrom(at.latitude, at.longitude) })
    .from(listings)
    .where(and(eq(listings.id, id), visibleTo(at.viewerId), isNotNull(listings.location)));
  return row ? Number(row.km) : undefined;
}

/** Stores the member's home: the exact point and its cloak together (see ./cloak). */
export async function saveUserLocation(
  db: Db,
  userId: number,
  home: HomeColumns,
  address: string | undefined,
): Promise<void> {
  await db
    .update(users)
    .set({
      ...home,
      ...(address ? { address } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

export async function findUserLocation(db: Db, userId: number) {
  const [row] = await db
    .select({
      latitude: users.latitude,
      longitude: users.longitude,
      address: users.address,
      city: users.city,
      state: users.state,
      zip_code: users.zipCode,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
