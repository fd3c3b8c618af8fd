import type { Db } from '@server/db/client';
import { rowsOf } from '@server/db/rows';
import { listings, users } from '@server/db/schema';
import { isActive, visibleTo } from '@server/modules/listings/queries';
import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { HomeColumns } from './cloak';
import { type Box, EARTH_RADIUS_KM } from './geo';

/**
 * What the map shows: listings the viewer may see that are still on offer. `is_active` is the
 * bare column, not `= $1`, so the planner matches the partial location index whatever it plans.
 */
export function onTheMap(viewerId: number): SQL {
  return and(visibleTo(viewerId), isActive, eq(listings.stateId, 1))!;
}

/** `location <@ box(...)`: the GiST index's filter (core point_ops, no extension). */
function inBox(box: Box): SQL {
  return sql`${listings.location} <@ box(point(${box.minLon}::float8, ${box.minLat}::float8), point(${box.maxLon}::float8, ${box.maxLat}::float8))`;
}

/**
 * Haversine distance in km from the point to the listing's location: its owner's cloaked
 * point (migration 0013), the same point the listing is shown at to everyone else.
 */
function kmFrom(latitude: number, longitude: number): SQL<number> {
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
 * The `limit` listings nearest to the point inside the box, walked nearest-first by the GiST
 * index (`<->` in degrees: only an upper bound of the answer's reach, the exact order is worked
 * out by rankedIn), skipping those closer than `beyondKm`. Answers their distances.
 */
export function nearestQuery(
  db: Db,
  at: Around,
  box: Box,
  limit: number,
  beyondKm: number | undefined,
) {
  const km = kmFrom(at.latitude, at.longitude);
  return db
    .select({ km })
    .from(listings)
    .where(
      and(
        inBox(box),
        onTheMap(at.viewerId),
        beyondKm === undefined ? undefined : sql`${km} > ${beyondKm}::float8`,
      ),
    )
    .orderBy(sql`${listings.location} <-> point(${at.longitude}::float8, ${at.latitude}::float8)`)
    .limit(limit);
}

export async function nearestDistances(...args: Parameters<typeof nearestQuery>) {
  const rows = await nearestQuery(...args);
  return rows.map((r) => Number(r.km));
}

/**
 * The first `limit` listings on the map inside the box and within `reachKm`, after the cursor,
 * by true distance (then id): the box comes from the index, the few rows that pass are
 * ranked here.
 */
export function rankedQuery(
  at: Around,
  box: Box,
  reachKm: number,
  after: After | undefined,
  limit: number,
): SQL {
  const km = kmFrom(at.latitude, at.longitude);
  return sql`select s.id from (
      select ${listings.id} as id, ${km} as km from ${listings}
      where ${and(inBox(box), onTheMap(at.viewerId))}
    ) s
    where s.km <= ${reachKm}::float8 ${
      after
        ? sql`and (s.km > ${after.km}::float8 or (s.km = ${after.km}::float8 and s.id > ${after.id}::int))`
        : sql``
    }
    order by s.km, s.id
    limit ${limit}::int`;
}

export async function rankedIn(db: Db, ...args: Parameters<typeof rankedQuery>) {
  const rows = await rowsOf<{ id: number }>(db, rankedQuery(...args));
  return rows.map((r) => Number(r.id));
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
