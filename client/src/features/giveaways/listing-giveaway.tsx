import type { Listing } from '@common/types';

/** A giveaway's simmer, interest and draw. */
export function ListingGiveaway(_: { listing: Listing }) {
  return null;
}
