import { LISTING_STATES } from '@common/codes';
import type { CurrentPickup } from '@common/schemas/pickups';
import type { AppContext } from '@server/context';
import { local } from '@server/lib/errors';
import { keepsNoShows, mustSeePickup } from '@server/policies/pickups';
import { presentPickup } from './presenter';
import { findCurrentPickup, findSeenListing } from './queries';

const REFUSALS = {
  missing: local('errors.listings.notFound'),
  notYours: local('errors.pickups.notYoursToSee'),
};

/**
 * GET /listings/{id}/pickup (docs/product.md §7.15): for the owner and the member the listing is
 * reserved for; anyone else who sees it 403, anyone who does not 404. Whether the owner said the
 * member did not come is in the owner's answer alone: no-shows are private.
 */
export async function currentPickup(
  ctx: AppContext,
  listingId: number,
  memberId: number,
): Promise<CurrentPickup | null> {
  const listing = mustSeePickup(
    await findSeenListing(ctx.db, listingId, memberId),
    memberId,
    REFUSALS,
  );
  if (!listing.reservedFor) return null;
  const row = await findCurrentPickup(
    ctx.db,
    listingId,
    listing.reservedFor,
    listing.stateId === LISTING_STATES.sold,
  );
  if (!row) return null;
  const over = row.endsAt <= ctx.clock.now();
  return keepsNoShows(listing, memberId)
    ? { ...presentPickup(row), over, no_show: row.noShowAt !== null }
    : { ...presentPickup(row), over };
}
