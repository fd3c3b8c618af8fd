import { pickupContracts as contracts, pickupModerationContracts } from '@common/contracts/pickups';
import type { AppContext } from '@server/context';
import { implement } from '@server/http/route';
import { pickupCalendar } from './calendar';
import { currentPickup } from './current';
import { listNoShows } from './no-shows';
import { listingTitle } from './queries';
import * as service from './service';

/** docs/product.md §7.15: pickups of reserved listings, and the desk's no-shows (§14.3). */
export function pickupRoutes(ctx: AppContext) {
  const party = { access: 'owner' } as const;
  return [
    implement(contracts.propose, party, async ({ input: { params, body }, user, res }) => {
      const pickup = await service.proposePickup(ctx, params.id, user.id, body);
      res.location(`/api/pickups/${pickup.id}`);
      return pickup;
    }),
    implement(contracts.ofListing, party, ({ input: { params }, user, res }) => {
      res.set('Cache-Control', 'private, no-cache');
      return currentPickup(ctx, params.id, user.id);
    }),
    implement(contracts.mine, { access: 'member', about: 'self' }, ({ user, res }) => {
      res.set('Cache-Control', 'private, no-cache');
      return service.myPickups(ctx, user.id);
    }),
    implement(contracts.accept, party, ({ input: { params }, user }) =>
      service.answerPickup(ctx, params.id, user.id, 'accepted'),
    ),
    implement(contracts.decline, party, ({ input: { params }, user }) =>
      service.answerPickup(ctx, params.id, user.id, 'declined'),
    ),
    implement(contracts.cancel, party, ({ input: { params }, user }) =>
      service.cancelPickup(ctx, params.id, user.id),
    ),
    implement(contracts.calendar, party, async ({ input: { params }, user, res }) => {
      const pickup = await service.pickupForParty(ctx, params.id, user.id);
      const title = await listingTitle(ctx.db, pickup.listingId);
      res
        .set('Cache-Control', 'private, no-cache')
        .attachment(`pickup-${pickup.id}.ics`)
        .type('text/calendar; charset=utf-8')
        .send(pickupCalendar(pickup, title, ctx.config.appUrl, ctx.clock.now()));
      return undefined;
    }),
    implement(contracts.noShow, party, ({ input: { params }, user }) =>
      service.reportNoShow(ctx, params.id, user.id),
    ),
    implement(pickupModerationContracts.noShows, { access: 'moderator' }, () => listNoShows(ctx)),
  ];
}
