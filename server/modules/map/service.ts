import type { GeocodeResult, NearbyQuery, UserLocation } from '@common/schemas/map';
import type { Listing } from '@common/types';
import type { AppContext } from '@server/context';
import { HttpError, local, notFound, validationFailed } from '@server/lib/errors';
import { presentListing, vantageOfHome } from '@server/modules/listings';
import { homeColumns } from './cloak';
import {
  type After,
  type Around,
  findUserLocation,
  nearbyListingsQuery,
  saveUserLocation,
  visibleListingKm,
} from './queries';

export async function geocode(ctx: AppContext, address: string): Promise<GeocodeResult> {
  let place: GeocodeResult | null;
  try {
    place = await ctx.geocoder.geocode(address);
  } catch (err) {
    ctx.logger.warn({ err }, 'geocoder failed');
    throw new HttpError(502, local('errors.map.geocoderDown'));
  }
  if (!place) throw notFound(local('errors.map.noPlace', { address }));
  return place;
}

/**
 * Listings nearest first. Every listing stands at its owner's cloaked point (migration 0013),
 * so ranking and the radius measure the point others are shown, never a home
 * (docs/decisions.md "Locations and privacy"). The database answers the page itself, in one
 * statement (./queries nearbyIds); a cursor costs one more read.
 */
export async function nearbyListings(
  ctx: AppContext,
  viewerId: number,
  query: NearbyQuery,
  acceptLanguage: string | undefined,
): Promise<Listing[]> {
  const { latitude, longitude, radius_km: radius, limit } = query;
  const at: Around = { latitude, longitude, viewerId };
  const after = query.cursor ? await cursorKey(ctx, at, query.cursor) : undefined;
  const rows = await nearbyListingsQuery(ctx.db, at, radius, limit, after);
  // Measured from the member's home, read in the same statement, not from the point asked
  // about (docs/product.md §6.3).
  const vantage = vantageOfHome(rows[0]?.viewerHome, acceptLanguage);
  return rows.map((row) => presentListing(row, viewerId, ctx.config.photoKey, vantage));
}

/** Where the previous page ended: its last listing's distance (and id, for ties). */
async function cursorKey(ctx: AppContext, at: Around, id: number): Promise<After> {
  const km = await visibleListingKm(ctx.db, at, id);
  if (km === undefined) {
    throw validationFailed([
      {
        loc: ['query', 'cursor'],
        msg: local('errors.map.cursorNotOnPage'),
        type: 'custom',
      },
    ]);
  }
  return { id, km };
}

export async function setUserLocation(
  ctx: AppContext,
  userId: number,
  point: { latitude: number; longitude: number; address?: string | undefined },
): Promise<UserLocation> {
  const { latitude, longitude } = point;
  await saveUserLocation(
    ctx.db,
    userId,
    homeColumns(ctx.config.locationKey, { latitude, longitude }),
    point.address,
  );
  // The Public tab shows each listing's owner's (cloaked) point.
  ctx.listingPages.forget();
  return userLocation(ctx, userId);
}

export async function userLocation(ctx: AppContext, userId: number): Promise<UserLocation> {
  const row = await findUserLocation(ctx.db, userId);
  if (!row) throw notFound(local('auth.error.profileNotFound'));
  if (row.latitude === null || row.longitude === null) {
    throw notFound(local('errors.map.noLocation'));
  }
  return { ...row, latitude: row.latitude, longitude: row.longitude };
}
