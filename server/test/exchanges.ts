import { LISTING_STATES } from '@common/codes';
import { HOUR_MS } from '@common/time';
import type { AppContext } from '@server/context';
import type { Clock } from '@server/lib/clock';
import { createListing, createUser } from './factories';

/**
 * Scenes of an exchange's second half (docs/product.md §7.15–7.17) that several test files
 * play: a giveaway handed over, and pickup times counted from the test clock.
 */

/** A giveaway of `owner`'s in `stateId` (handed over by default) for `recipient`, and a neighbour. */
export async function handedOver(ctx: AppContext, stateId: number = LISTING_STATES.sold) {
  const [owner, recipient, neighbour] = [
    await createUser(ctx),
    await createUser(ctx),
    await createUser(ctx),
  ];
  const listing = await createListing(ctx, owner, {
    title: 'Rhubarb crowns',
    typeId: 3,
    price: 0,
    stateId,
    reservedFor: recipient.id,
  });
  return { ctx, owner, recipient, neighbour, listing };
}

/** Times `hours` ahead of the clock the test set (read at each call), as pickups take them. */
export function pickupTimes(clock: () => Clock) {
  const inHours = (hours: number) =>
    new Date(clock().now().getTime() + hours * HOUR_MS).toISOString();
  const slot = (from = 24, hours = 1) => ({
    starts_at: inHours(from),
    ends_at: inHours(from + hours),
  });
  return { inHours, slot };
}
