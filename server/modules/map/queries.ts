import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { listings, users } from '../../db/schema';
import { isActive, visibleTo } from '../listings/queries';
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

/** Haversine distance in km from the point to the listing's exact location. */
function exactKm(latitude: number, longitude: number): SQL<number> {
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

/**
 * The `limit` listings nearest to the point inside the box, walked nearest-first by the GiST
 * index (`<->` in degrees: only an upper bound of the answer's reach, the exact order is worked
 * out by the caller), skipping those closer than `beyondKm`. Answers their exact distances.
 */
export function nearestQuery(
  db: Db,
  at: Around,
  box: Box,
  limit: number,
  beyondKm: number | undefined,
) {
  const km = exactKm(at.latitude, at.longitude);
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

export interface Candidate {
  id: number;
  ownerId: number;
  latitude: number;
  longitude: number;
}

/**
 * Every listing on the map inside the box (index scan), at least `fromKm` away. A town centre
 * gives a thousand candidates or more, so they are read as plain rows: Drizzle's mapping of
 * each field took a tenth of a nearby search's CPU.
 */
export function candidatesIn(
  db: Db,
  at: Around,
  box: Box,
  fromKm: number | undefined,
): Promise<Candidate[]> {
  const where = and(
    inBox(box),
    onTheMap(at.viewerId),
    fromKm === undefined
      ? undefined
      : sql`${exactKm(at.latitude, at.longitude)} >= ${fromKm}::float8`,
  );
  return rowsOf<Candidate>(
    db,
    sql`select ${listings.id} as "id", ${listings.ownerId} as "ownerId",
      (${listings.location})[1] as "latitude", (${listings.location})[0] as "longitude"
      from ${listings} where ${where}`,
  );
}

export async function saveUserLocation(
  db: Db,
  userId: number,
  point: { latitude: number; longitude: number; address?: string | undefined },
): Promise<void> {
  await db
    .update(users)
    .set({
      latitude: point.latitude,
      longitude: point.longitude,
      ...(point.address ? { address: point.address } : {}),
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
