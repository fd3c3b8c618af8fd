/**
 * The listing schemas under one path, for the server's many importers. Client code imports the
 * file it needs (listing-inputs, listing-photos, …) instead: a page's chunk then carries only
 * the schemas it uses, not every listing schema built at load.
 */
export {
  AVAILABLE_UNTIL_MAX_DAYS,
  FRESH_DAYS,
} from './listing-availability';
export { PRICE_MAX } from './listing-fields';
export type {
  ListingCreate,
  ListingUpdate,
} from './listing-inputs';
export { listingSchema } from './listing-response';
export type {
  Asker,
  ListingStatusInput,
} from './listing-status';
export { SUGGESTIONS_MAX } from './listing-suggestions';
export {
  type ListingsQuery,
  sortOf,
} from './listings-query';
