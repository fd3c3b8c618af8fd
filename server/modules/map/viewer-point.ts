import { type DistanceUnit, distanceUnitOf } from '@common/units';
import type { AppContext } from '@server/context';
import { users } from '@server/db/schema';
import { HttpError, local, validationFailed } from '@server/lib/errors';
import { eq } from 'drizzle-orm';
import type { Point } from './cloak';
import { geocode } from './service';

/** Where a page measures "near" from, and the unit its distances are said in. */
export interface ViewerPoint {
  point: Point;
  unit: DistanceUnit;
}

/**
 * The point "near you" pages that aggregate or list others' things (seasons, swap days;
 * docs/product.md §7.19–7.20) are measured from: a member's cloaked point, the one everyone
 * else is measured to, so an answer compared across radii says no more about the member's home
 * than their listings do; a guest's ZIP code, geocoded. A member with no location, or a guest
 * without a ZIP, is told what is missing (422).
 */
export async function viewerPoint(
  ctx: AppContext,
  viewerId: number | undefined,
  zip: string | undefined,
  acceptLanguage: string | undefined,
): Promise<ViewerPoint> {
  if (viewerId !== undefined) {
    const [row] = await ctx.db
      .select({
        latitude: users.cloakedLatitude,
        longitude: users.cloakedLongitude,
        unit: users.distanceUnit,
      })
      .from(users)
      .where(eq(users.id, viewerId));
    if (row?.latitude == null || row.longitude == null)
      throw new HttpError(422, local('errors.map.noLocation'));
    return {
      point: { latitude: row.latitude, longitude: row.longitude },
      unit: distanceUnitOf(row.unit, acceptLanguage),
    };
  }
  if (!zip)
    throw validationFailed([
      {
        loc: ['query', 'zip'],
        msg: local('validation.fieldRequired', { name: 'zip' }),
        type: 'missing',
      },
    ]);
  const place = await geocode(ctx, zip);
  return {
    point: { latitude: place.latitude, longitude: place.longitude },
    unit: distanceUnitOf(null, acceptLanguage),
  };
}
