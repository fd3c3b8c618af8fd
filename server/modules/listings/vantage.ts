import type { DistanceUnit } from '@common/units';
import type { AppContext } from '@server/context';
import { users } from '@server/db/schema';
import { distanceKm } from '@server/modules/map/geo';
import { eq } from 'drizzle-orm';
import { distanceUnitOf, KM_PER_MILE } from './units';

/**
 * Where a viewer measures listings from and in what unit (docs/product.md §6.3): their own
 * exact home, which only they are ever told about, and the unit they read.
 */
export interface Vantage {
  unit: DistanceUnit;
  point: { latitude: number; longitude: number } | null;
}

/** For answers that measure nothing (a guest, or a change answered to the owner). */
export const NOWHERE: Vantage = { unit: 'mi', point: null };

/**
 * One primary-key read per request for a member: read afresh, never cached, so a new home or
 * unit shows on the very next answer from any instance.
 */
export async function vantageOf(
  ctx: AppContext,
  viewerId: number | undefined,
  acceptLanguage: string | undefined,
): Promise<Vantage> {
  if (viewerId === undefined) return { unit: distanceUnitOf(null, acceptLanguage), point: null };
  const [row] = await ctx.db
    .select({ latitude: users.latitude, longitude: users.longitude, unit: users.distanceUnit })
    .from(users)
    .where(eq(users.id, viewerId));
  const unit = distanceUnitOf(row?.unit, acceptLanguage);
  if (row?.latitude == null || row.longitude == null) return { unit, point: null };
  return { unit, point: { latitude: row.latitude, longitude: row.longitude } };
}

/** 0.1 below 10 units, whole units from 10 (docs/product.md §6.3). */
export function roundDistance(value: number): number {
  return value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
}

/**
 * From the viewer's home to a listing's place, the owner's cloaked point (never their home),
 * in the viewer's unit; null when either side has no place.
 */
export function distanceFrom(
  vantage: Vantage,
  to: { latitude: number | null; longitude: number | null },
): number | null {
  if (!vantage.point || to.latitude === null || to.longitude === null) return null;
  const km = distanceKm(vantage.point.latitude, vantage.point.longitude, to.latitude, to.longitude);
  return roundDistance(vantage.unit === 'mi' ? km / KM_PER_MILE : km);
}
