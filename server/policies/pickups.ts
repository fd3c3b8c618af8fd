import { LISTING_STATES } from '@common/codes';
import { mustBeParty, type Refusals } from './ownership';

/** What the pickup rules read of a listing. */
interface ReservedListing {
  ownerId: number;
  stateId: number;
  reservedFor: number | null;
}

/**
 * A listing's pickup is its two parties' business (docs/product.md §7.15): its owner and the
 * member it is reserved for. Arranging one (proposing) needs the listing still reserved; seeing
 * the current one does not, so the member it went to still sees the time after it is handed
 * over. Anyone else who sees the listing is refused (403), anyone who does not is told nothing
 * (404), as for the owner's own routes.
 */
function isPickupParty(
  listing: ReservedListing,
  memberId: number,
  { whileReserved }: { whileReserved: boolean },
): boolean {
  if (listing.ownerId === memberId) return true;
  if (whileReserved && listing.stateId !== LISTING_STATES.pending) return false;
  return listing.reservedFor === memberId;
}

/** Who may arrange a pickup for a listing: its owner, or the member it is reserved for now. */
export function mustBePickupParty<T extends ReservedListing>(
  listing: T | undefined,
  memberId: number,
  refusals: Refusals,
): T {
  const party = !!listing && isPickupParty(listing, memberId, { whileReserved: true });
  return mustBeParty(listing, party, refusals);
}

/** Who may see a listing's current pickup: its owner, or the member it was reserved for. */
export function mustSeePickup<T extends ReservedListing>(
  listing: T | undefined,
  memberId: number,
  refusals: Refusals,
): T {
  const party = !!listing && isPickupParty(listing, memberId, { whileReserved: false });
  return mustBeParty(listing, party, refusals);
}
