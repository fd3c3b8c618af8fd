import { mapContracts as contracts } from '@common/contracts/map';
import { MINUTE_MS } from '@common/time';
import type { AppContext } from '@server/context';
import { implement } from '@server/http/route';
import * as map from './service';

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
    implement(
      contracts.geocode,
      {
        access: 'member',
        about: 'community',
        // A remote geocoder (GEOCODER_URL) may allow only about one request a second.
        before: [perMember('map-geocode', MINUTE_MS, 30)],
      },
      ({ input }) => map.geocode(ctx, input.body.address),
    ),
    implement(
      contracts.nearby,
      { access: 'member', about: 'community', before: [perMember('map-nearby', MINUTE_MS, 120)] },
      async ({ input, user, req, res }) => {
        res.set('Cache-Control', 'private, no-cache').vary('Accept-Language');
        return map.nearbyListings(ctx, user.id, input.query, req.get('accept-language'));
      },
    ),
    implement(
      contracts.setLocation,
      { access: 'member', about: 'self', before: [perMember('map-location', 10 * MINUTE_MS, 30)] },
      ({ input, user }) => map.setUserLocation(ctx, user.id, input.query),
    ),
    implement(contracts.location, { access: 'member', about: 'self' }, ({ user, res }) => {
      res.set('Cache-Control', 'private, no-cache');
      return map.userLocation(ctx, user.id);
    }),
  ];
}
