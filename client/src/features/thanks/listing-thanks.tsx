import type { Listing } from '@common/types';

/** Thanks between the two members of a handed-over listing. */
export function ListingThanks(_: { listing: Listing }) {
  return null;
}
