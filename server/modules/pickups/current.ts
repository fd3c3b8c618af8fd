import { LISTING_STATES } from '@common/codes';
import type { CurrentPickup } from '@common/schemas/pickups';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { pickups } from '@server/db/schema';
import { local } from '@server/lib/errors';
import { mustOwn } from '@server/policies/ownership';
import { and, desc, eq, or } from 'drizzle-orm';
import { presentPickup } from './presenter';
import { findSeenListing } from './queries';

const REFUSALS = {
  missing: local('errors.listings.notFound'),
  notYours: local('errors.pickups.notYoursToSee'),
};

/**
 * The pickup the two are arranging now: the newest proposed one, or an accepted one until the
 * listing is handed over (after its end too, so the owner can say whether it was). Only pickups
 * with the member it is reserved for now: a relisted listing's earlier ones are history.
 */
async function findCurrent(db: Db, listingId: number, recipientId: number, handedOver: boolean) {
  const open = handedOver
    ? eq(pickups.state, 'proposed')
    : or(eq(pickups.state, 'proposed'), eq(pickups.state, 'accepted'));
  const [row] = await db
    .select()
    .from(pickups)
    .where(and(eq(pickups.listingId, listingId), eq(pickups.recipientId, recipientId), open))
    .orderBy(desc(pickups.id))
    .limit(1);
  return row;
}

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
  const listing = await findSeenListing(ctx.db, listingId, memberId);
  const party =
    listing !== undefined && (listing.ownerId === memberId || listing.reservedFor === memberId);
  mustOwn(listing && { ownerId: party ? memberId : listing.ownerId }, memberId, REFUSALS);
  if (!listing?.reservedFor) return null;
  const row = await findCurrent(
    ctx.db,
    listingId,
    listing.reservedFor,
    listing.stateId === LISTING_STATES.sold,
  );
  if (!row) return null;
  const over = row.endsAt <= ctx.clock.now();
  return listing.ownerId === memberId
    ? { ...presentPickup(row), over, no_show: row.noShowAt !== null }
    : { ...presentPickup(row), over };
}
