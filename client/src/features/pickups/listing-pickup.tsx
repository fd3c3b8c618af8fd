import type { Listing } from '@common/types';

/** A reserved listing's pickup, for its owner and the member it is reserved for. */
export function ListingPickup(_: { listing: Listing }) {
  return null;
}
