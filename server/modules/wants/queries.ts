import type { Db } from '@server/db/client';
import { users, wantListings } from '@server/db/schema';
import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** Great-circle distance in km between two points (haversine on a 6371 km sphere). */
export function distanceKm(
  lat1: SQLWrapper | number,
  lon1: SQLWrapper | number,
  lat2: SQLWrapper | number,
  lon2: SQLWrapper | number,
): SQL<number> {
  const h = sql`power(sin(radians(${lat2} - ${lat1}) / 2), 2) +
    cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lon2} - ${lon1}) / 2), 2)`;
  // Rounding can push h a hair above 1 for antipodes; a missing point must stay null (least()
  // would skip a null), so the clamp is a case.
  return sql<number>`(2 * 6371 * asin(sqrt(case when ${h} > 1 then 1 else ${h} end)))`;
}

/**
 * Whether a want is awake at `now` (docs/product.md §8.11): all year (no months), or `now`'s
 * month in its owner's time zone is one of its months. The one rule every match obeys.
 */
export function inSeason(months: SQLWrapper, timeZone: SQLWrapper | string, now: Date): SQL {
  return sql`(cardinality(${months}) = 0 or extract(month from (${now.toISOString()}::timestamptz at time zone ${timeZone}))::int = any(${months}))`;
}

/** A literal text[] with one bound parameter per element. */
export function textArray(values: string[]): SQL {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

export async function findWant(db: Db, id: number) {
  const [row] = await db.select().from(wantListings).where(eq(wantListings.id, id));
  return row;
}

export async function userExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return !!row;
}

/** Serializes one member's wish-list changes, so two saves cannot both pass the limit. */
export async function lockOwner(db: Db, ownerId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
}
