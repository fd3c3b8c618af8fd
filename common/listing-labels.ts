import { categoryName, LISTING_STATES, LISTING_TYPES } from './codes';
import { formatMessage } from './i18n/format';
import { formatPrice } from './i18n/formats';
import type { Locale } from './i18n/locales';
import type { Listing } from './types';

/**
 * How a listing's price and state read, wherever a listing shows: its own screens and the
 * card of a message about it (docs/product.md §7.3, §10.7), in the reader's language.
 */

/**
 * What a listing offers, one label per type wherever it shows (cards, the listing, map markers,
 * the map's card and info window, a message's card): the price, or "exchange" / "giveaway"
 * (docs/product.md §6.6, §7.3). `short` drops ".00" for a marker's small circle.
 */
export function priceLabel(
  listing: Pick<Listing, 'price' | 'type_id'>,
  locale: Locale,
  { short = false }: { short?: boolean } = {},
): string {
  if (listing.type_id === LISTING_TYPES.exchange)
    return formatMessage(locale, 'format.type.exchange');
  if (listing.type_id === LISTING_TYPES.giveaway)
    return formatMessage(locale, 'format.type.giveaway');
  return formatPrice(locale, listing.price, { short });
}

/** Each category's key, "uncategorized" for any id without one. */
export const CATEGORY_KEYS = {
  produce: 'format.category.produce',
  seeds: 'format.category.seeds',
  plants: 'format.category.plants',
  uncategorized: 'format.category.uncategorized',
} as const satisfies Record<ReturnType<typeof categoryName>, string>;

/**
 * A category's key, for every screen, e-mail and list that names one ("produce", "cosecha"):
 * common/codes.ts keeps the English names the API and the search use.
 */
export function categoryKey(categoryId: number) {
  return CATEGORY_KEYS[categoryName(categoryId)];
}

/** A listing's colour on the map, one per type (docs/product.md §6.6). */
export type ListingTone = 'sell' | 'exchange' | 'giveaway';

export function listingTone(listing: Pick<Listing, 'type_id'>): ListingTone {
  if (listing.type_id === LISTING_TYPES.exchange) return 'exchange';
  if (listing.type_id === LISTING_TYPES.giveaway) return 'giveaway';
  return 'sell';
}

const STATE_KEYS = {
  [LISTING_STATES.available]: 'format.state.available',
  [LISTING_STATES.pending]: 'format.state.reserved',
  [LISTING_STATES.sold]: 'format.state.sold',
} as const;

/** "Available", "Reserved", "Sold". */
export function stateLabel(stateId: number, locale: Locale): string {
  const key = STATE_KEYS[stateId as keyof typeof STATE_KEYS];
  return key ? formatMessage(locale, key) : '';
}

/**
 * A short tag for reserved and handed-over listings; available ones need none. What is sold
 * has a price: a giveaway or an exchange is given (docs/product.md §7.13).
 */
export function stateTag(stateId: number, typeId: number, locale: Locale): string | undefined {
  if (stateId === LISTING_STATES.sold && typeId !== LISTING_TYPES.sell)
    return formatMessage(locale, 'format.state.givenAway');
  return stateId === LISTING_STATES.available ? undefined : stateLabel(stateId, locale);
}
