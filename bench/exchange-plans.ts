import { thanksQuerySchema } from '@common/schemas/thanks';
import type { AppContext } from '@server/context';
import { currentPickup } from '@server/modules/pickups/current';
import { myPickups } from '@server/modules/pickups/service';
import { listReceivedThanks } from '@server/modules/thanks/service';
import { publicUser } from '@server/modules/users/service';
import type { Fixtures } from './fixtures';

/** Tables of an exchange's second half, which grow with the community as listings do. */
export const EXCHANGE_GROWING = ['pickups', 'thanks', 'listing_interests'];

/**
 * The exchange pages' services (bench/exchange-scenarios.ts), run once each for the plans:
 * the first member of each fixture, as a request of that page would name them.
 */
export function exchangeFigures(ctx: AppContext, fx: Fixtures, viewer: number) {
  const [listing, party] = fx.reservedParties[0] ?? [0, viewer];
  // The dearest record: the member with the most conversations.
  const seller = fx.talkativeIds[0] ?? viewer;
  return [
    {
      key: 'pickups',
      label: 'Upcoming pickups',
      run: () => myPickups(ctx, fx.pickupMemberIds[0] ?? viewer),
    },
    {
      key: 'record',
      label: "A member's profile and record (the member with the most conversations)",
      run: () => publicUser(ctx, seller, viewer),
    },
    {
      key: 'thanks',
      label: "A member's thanks, first page",
      run: () =>
        listReceivedThanks(ctx, fx.thankedIds[0] ?? viewer, viewer, thanksQuerySchema.parse({})),
    },
    {
      key: 'exchange',
      label: "A reserved listing's pickup, for a party",
      run: () => currentPickup(ctx, listing, party),
    },
  ];
}
