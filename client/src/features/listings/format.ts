import { LISTING_STATES, LISTING_TYPES } from '../../../../common/codes';
import type { Listing } from '../../../../common/types';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The price, or "exchange" / "giveaway" (SPEC.md §2 My lists). */
export function priceLabel(listing: Pick<Listing, 'price' | 'type_id'>): string {
  if (listing.type_id === LISTING_TYPES.exchange) return 'exchange';
  if (listing.type_id === LISTING_TYPES.giveaway) return 'giveaway';
  return money.format(listing.price);
}

export const STATE_LABELS: Record<number, string> = {
  [LISTING_STATES.available]: 'Available',
  [LISTING_STATES.pending]: 'Reserved',
  [LISTING_STATES.sold]: 'Sold',
};

/** A short tag for reserved and sold (or given) listings; available ones need none. */
export function stateTag(stateId: number, typeId: number): string | undefined {
  if (stateId === LISTING_STATES.sold && typeId === LISTING_TYPES.giveaway) return 'Given away';
  return stateId === LISTING_STATES.available ? undefined : STATE_LABELS[stateId];
}
