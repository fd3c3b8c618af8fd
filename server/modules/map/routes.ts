import { listingSchema } from '@common/schemas/listings';
import {
  geocodeResultSchema,
  geocodeSchema,
  nearbyQuerySchema,
  userLocationQuerySchema,
  userLocationSchema,
} from '@common/schemas/map';
import type { AppContext } from '@server/context';
import { defineRoute } from '@server/http/route';
import { z } from 'zod';
import * as map from './service';

const MINUTE = 60_000;
const tag = 'map';

/** docs/product.md §6.8, under /map; every route is for signed-in members. */
export function mapRoutes(ctx: AppContext) {
  const perMember = (name: string, windowMs: number, limit: number) =>
    ctx.limiter({
      name,
      windowMs,
      limit,
      key: (req) => (req.user ? `u${req.user.id}` : undefined),
    });

  return [
    defineRoute(
      {
        method: 'POST',
        path: '/map/geocode',
        tag,
        access: 'member',
        summary: 'Geocode an address',
        body: geocodeSchema,
        response: geocodeResultSchema,
        errors: { 404: 'No place found for that address', 502: 'The geocoder is unavailable' },
        // A remote geocoder (GEOCODER_URL) may allow only about one request a second.
        before: [perMember('map-geocode', MINUTE, 30)],
      },
      ({ input }) => map.geocode(ctx, input.body.address),
    ),
    defineRoute(
      {
        method: 'GET',
        path: '/map/listings/nearby',
        tag,
        access: 'member',
        summary: 'Listings near a point, nearest first (owners’ points cloaked)',
        query: nearbyQuerySchema,
        response: z.array(listingSchema),
        before: [perMember('map-nearby', MINUTE, 120)],
      },
      async ({ input, user, req, res }) => {
        res.set('Cache-Control', 'private, no-cache').vary('Accept-Language');
        return map.nearbyListings(ctx, user.id, input.query, req.get('accept-language'));
      },
    ),
    defineRoute(
      {
        method: 'POST',
        path: '/map/user/location',
        tag,
        access: 'member',
        summary: 'Store my location',
        query: userLocationQuerySchema,
        response: userLocationSchema,
        before: [perMember('map-location', 10 * MINUTE, 30)],
      },
      ({ input, user }) => map.setUserLocation(ctx, user.id, input.query),
    ),
    defineRoute(
      {
        method: 'GET',
        path: '/map/user/geocode',
        tag,
        access: 'member',
        summary: 'My stored location',
        response: userLocationSchema,
        errors: { 404: 'No location stored yet' },
      },
      ({ user, res }) => {
        res.set('Cache-Control', 'private, no-cache');
        return map.userLocation(ctx, user.id);
      },
    ),
  ];
}
