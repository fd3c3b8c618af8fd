import { geocodeSchema, nearbyQuerySchema, userLocationQuerySchema } from '@common/schemas/map';
import { Router } from 'express';
import type { AppContext } from '../../context';
import { inputOf, validate } from '../../lib/validate';
import { currentUser, requireAuth } from '../../middleware/auth';
import * as map from './service';

const MINUTE = 60_000;

/** docs/product.md §6.8, mounted at /api/map; every route is for signed-in members. */
export function mapRouter(ctx: AppContext): Router {
  const router = Router();
  const perMember = (name: string, windowMs: number, limit: number) =>
    ctx.limiter({
      name,
      windowMs,
      limit,
      key: (req) => (req.user ? `u${req.user.id}` : undefined),
    });

  router.post(
    '/geocode',
    requireAuth,
    // A remote geocoder (GEOCODER_URL) may allow only about one request a second.
    perMember('map-geocode', MINUTE, 30),
    validate(geocodeSchema),
    async (req, res) => {
      res.json(await map.geocode(ctx, inputOf(req, geocodeSchema).address));
    },
  );

  router.get(
    '/listings/nearby',
    requireAuth,
    perMember('map-nearby', MINUTE, 120),
    validate(nearbyQuerySchema, 'query'),
    async (req, res) => {
      const query = inputOf(req, nearbyQuerySchema);
      res.set('Cache-Control', 'private, no-cache');
      res.json(await map.nearbyListings(ctx, currentUser(req).id, query));
    },
  );

  router.post(
    '/user/location',
    requireAuth,
    perMember('map-location', 10 * MINUTE, 30),
    validate(userLocationQuerySchema, 'query'),
    async (req, res) => {
      res.json(
        await map.setUserLocation(ctx, currentUser(req).id, inputOf(req, userLocationQuerySchema)),
      );
    },
  );

  router.get('/user/geocode', requireAuth, async (req, res) => {
    res.set('Cache-Control', 'private, no-cache');
    res.json(await map.userLocation(ctx, currentUser(req).id));
  });

  return router;
}
