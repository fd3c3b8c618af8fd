import { inArray } from 'drizzle-orm';
import type { GeocodeResult, NearbyQuery, UserLocation } from '../../../common/schemas/map';
import type { Listing } from '../../../common/types';
import type { AppContext } from '../../context';
import { listings } from '../../db/schema';
import { HttpError, notFound, validationFailed } from '../../lib/errors';
import { presentListing } from '../listings/presenter';
import { findVisibleListing, selectListings } from '../listings/queries';
import { boundingBox, distanceKm } from './geo';
import { BLUR_MAX_M, pointFor } from './privacy';
import {
  type Around,
  candidatesIn,
  findUserLocation,
  nearestDistances,
  saveUserLocation,
} from './queries';

export async function geocode(ctx: AppContext, address: string): Promise<GeocodeResult> {
  let place: GeocodeResult | null;
  try {
    place = await ctx.geocoder.geocode(address);
  } catch (err) {
    ctx.logger.warn({ err }, 'geocoder failed');
    throw new HttpError(502, 'The geocoding service is unavailable. Please try again later.');
  }
  if (!place) throw notFound(`No place found for "${address}". Try a ZIP code or "City, State".`);
  return place;
}

const BLUR_KM = BLUR_MAX_M / 1000;

/**
 * Listings nearest first, by the distance to the point each one is SHOWN at: others' blurred
 * point, the viewer's own exact one. Ranking and the radius use the same point the answer
 * shows, so neither can be used to measure the distance to someone's home (trilateration).
 *
 * Two index scans keep it fast at any size: (1) the `limit` nearest by exact location give an
 * upper bound r for the answer's last distance (blurring moves a point by at most BLUR_KM, so
 * the answer lies within min(radius, r + BLUR_KM) and its exact points within BLUR_KM more);
 * (2) the listings in that box are ranked exactly here.
 */
export async function nearbyListings(
  ctx: AppContext,
  viewerId: number,
  query: NearbyQuery,
): Promise<Listing[]> {
  const { latitude, longitude, radius_km: radius, limit } = query;
  const at: Around = { latitude, longitude, viewerId };
  const secret = ctx.config.jwtSecret;
  const after = query.cursor ? await cursorKey(ctx, at, query.cursor) : undefined;

  const nearest = await nearestDistances(
    ctx.db,
    at,
    boundingBox(latitude, longitude, radius + BLUR_KM),
    limit,
    after && after.km + BLUR_KM,
  );
  const bound = nearest.length === limit ? Math.max(...nearest) + BLUR_KM : radius;
  const reach = Math.min(radius, bound) + BLUR_KM;
  const candidates = await candidatesIn(
    ctx.db,
    at,
    boundingBox(latitude, longitude, reach),
    after && after.km - BLUR_KM,
  );

  const ranked = candidates
    .map((c) => {
      const shown = pointFor(viewerId, c.ownerId, c.latitude, c.longitude, secret);
      return { id: c.id, km: distanceKm(latitude, longitude, shown.latitude!, shown.longitude!) };
    })
    .filter(
      (c) =>
        c.km <= radius && (!after || c.km > after.km || (c.km === after.km && c.id > after.id)),
    )
    .sort((a, b) => a.km - b.km || a.id - b.id)
    .slice(0, limit);
  if (!ranked.length) return [];

  const rows = await selectListings(ctx.db).where(
    inArray(
      listings.id,
      ranked.map((r) => r.id),
    ),
  );
  const byId = new Map(rows.map((row) => [row.listing.id, row]));
  return ranked.flatMap((r) => {
    const row = byId.get(r.id);
    return row ? [presentListing(row, viewerId, secret)] : [];
  });
}

/** Where the previous page ended: its last listing's shown distance (and id, for ties). */
async function cursorKey(ctx: AppContext, at: Around, id: number) {
  const row = await findVisibleListing(ctx.db, id, at.viewerId);
  const shown =
    row &&
    pointFor(
      at.viewerId,
      row.listing.ownerId,
      row.ownerLatitude,
      row.ownerLongitude,
      ctx.config.jwtSecret,
    );
  if (!shown || shown.latitude === null || shown.longitude === null) {
    throw validationFailed([
      {
        loc: ['query', 'cursor'],
        msg: 'cursor must be a listing of the previous page',
        type: 'custom',
      },
    ]);
  }
  return { id, km: distanceKm(at.latitude, at.longitude, shown.latitude, shown.longitude) };
}

export async function setUserLocation(
  ctx: AppContext,
  userId: number,
  point: { latitude: number; longitude: number; address?: string | undefined },
): Promise<UserLocation> {
  await saveUserLocation(ctx.db, userId, point);
  return userLocation(ctx, userId);
}

export async function userLocation(ctx: AppContext, userId: number): Promise<UserLocation> {
  const row = await findUserLocation(ctx.db, userId);
  if (!row) throw notFound('Profile not found');
  if (row.latitude === null || row.longitude === null) {
    throw notFound('No location stored yet: add your city, state and postcode to your profile.');
  }
  return { ...row, latitude: row.latitude, longitude: row.longitude };
}
