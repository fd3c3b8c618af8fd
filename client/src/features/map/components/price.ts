import type { Listing } from '@common/types';

/** A price as money: whole dollars plainly, cents when there are any. */
export const money = (price: number) => `$${Number.isInteger(price) ? price : price.toFixed(2)}`;

/** The marker's text (docs/product.md §6.6): "$price", or "Free" at 0. */
export const markerLabel = (listing: Pick<Listing, 'price'>) =>
  listing.price > 0 ? money(listing.price) : 'Free';

/** Green above 0, red for giveaways (type 3) and anything free. */
export const isFree = (listing: Pick<Listing, 'price' | 'type_id'>) =>
  listing.price <= 0 || listing.type_id === 3;

/** The card's and info window's price: "giveaway" when the price is 0 or less (docs/product.md §6.6). */
export const cardPrice = (listing: Pick<Listing, 'price'>) =>
  listing.price > 0 ? money(listing.price) : 'giveaway';
