import { LISTING_STATES, LISTING_TYPES } from './codes';
import type { Listing } from './types';

/**
 * How a listing's price and state read, wherever a listing shows: its own screens and the
 * card of a message about it (docs/product.md §7.3, §10.7).
 */

/**
 * Dollars as en-US writes them ("$1,234.50"), as Intl.NumberFormat would for a price (never
 * negative). Written out because the first Intl formatter a page builds loads ICU's locale
 * data: a long task on a phone, before the marketplace's first card could be drawn.
 */
export function dollars(amount: number): string {
  const [whole = '0', cents = '00'] = (Math.round(amount * 100) / 100).toFixed(2).split('.');
  return `$${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${cents}`;
}

/** Whole dollars plainly, cents when there are any ("$4", "$2.50"): what fits a map marker. */
export function shortDollars(amount: number): string {
  const full = dollars(amount);
  return full.endsWith('.00') ? full.slice(0, -3) : full;
}

/**
 * What a listing offers, one label per type wherever it shows (cards, the listing, map markers,
 * the map's card and info window, a message's card): the price, or "exchange" / "giveaway"
 * (docs/product.md §6.6, §7.3). `short` drops ".00" for a marker's small circle.
 */
export function priceLabel(
  listing: Pick<Listing, 'price' | 'type_id'>,
  { short = false }: { short?: boolean } = {},
): string {
  if (listing.type_id === LISTING_TYPES.exchange) return 'exchange';
  if (listing.type_id === LISTING_TYPES.giveaway) return 'giveaway';
  return short ? shortDollars(listing.price) : dollars(listing.price);
}

/** A listing's colour on the map, one per type (docs/product.md §6.6). */
export type ListingTone = 'sell' | 'exchange' | 'giveaway';

export function listingTone(listing: Pick<Listing, 'type_id'>): ListingTone {
  if (listing.type_id === LISTING_TYPES.exchange) return 'exchange';
  if (listing.type_id === LISTING_TYPES.giveaway) return 'giveaway';
  return 'sell';
}

export const STATE_LABELS: Record<number, string> = {
  [LISTING_STATES.available]: 'Available',
  [LISTING_STATES.pending]: 'Reserved',
  [LISTING_STATES.sold]: 'Sold',
};

/**
 * A short tag for reserved and handed-over listings; available ones need none. What is sold
 * has a price: a giveaway or an exchange is given (docs/product.md §7.13).
 */
export function stateTag(stateId: number, typeId: number): string | undefined {
  if (stateId === LISTING_STATES.sold && typeId !== LISTING_TYPES.sell) return 'Given away';
  return stateId === LISTING_STATES.available ? undefined : STATE_LABELS[stateId];
}
