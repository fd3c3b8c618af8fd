import { LISTING_STATES } from '@common/codes';
import { mustOwn, type Refusals } from './ownership';

/** What the pickup rule reads of a listing. */
interface ReservedListing {
  ownerId: number;
  stateId: number;
  reservedFor: number | null;
}

/**
 * Who may arrange a pickup for a listing (docs/product.md §7.15): its owner, and while it is
 * reserved, the member it is reserved for. Anyone else who sees it is refused (403), anyone who
 * does not is told nothing (404), as for the owner's own routes.
 */
export function mustBePickupParty<T extends ReservedListing>(
  listing: T | undefined,
  memberId: number,
  refusals: Refusals,
): T {
  const party =
    listing !== undefined &&
    (listing.ownerId === memberId ||
      (listing.stateId === LISTING_STATES.pending && listing.reservedFor === memberId));
  mustOwn(listing && { ownerId: party ? memberId : listing.ownerId }, memberId, refusals);
  return listing!;
}
