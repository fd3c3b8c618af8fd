import { LISTING_STATES } from '@common/codes';
import { pickups } from '@server/db/schema';
import { type Detail, forbidden } from '@server/lib/errors';
import { eq, or, type SQL } from 'drizzle-orm';
import { mustBeParty, owns, type Refusals } from './ownership';
import { isReservedFor } from './reservations';

/** What the pickup rules read of a listing. */
interface ReservedListing {
  ownerId: number;
  stateId: number;
  reservedFor: number | null;
}

/** A pickup's two parties and who proposed its time. */
interface Pickup {
  ownerId: number;
  recipientId: number;
  proposedBy: number;
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
  if (owns(listing, memberId)) return true;
  if (whileReserved && listing.stateId !== LISTING_STATES.pending) return false;
  return isReservedFor(listing, memberId);
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

/** The pickups `memberId` is a party to, as the queries that find one of theirs ask it. */
export function pickupPartyIs(memberId: number): SQL {
  return or(eq(pickups.ownerId, memberId), eq(pickups.recipientId, memberId))!;
}

/** The party of a pickup other than `memberId`: the one told of what `memberId` did. */
export function otherPickupParty(pickup: Omit<Pickup, 'proposedBy'>, memberId: number): number {
  return owns(pickup, memberId) ? pickup.recipientId : pickup.ownerId;
}

/** A proposed time is answered by the party who did not propose it (403 to the proposer). */
export function mustNotHaveProposed(pickup: Pickup, memberId: number, refused: Detail): void {
  if (pickup.proposedBy === memberId) throw forbidden(refused);
}

/**
 * No-shows are the owner's private record (docs/product.md §7.15, §14.3): only the owner says
 * one, and only the owner's answers carry it; to the member it is about, it does not exist.
 */
export function keepsNoShows(thing: { ownerId: number }, memberId: number): boolean {
  return owns(thing, memberId);
}
