/**
 * The listing schemas under one path, for the server's many importers. Client code imports the
 * file it needs (listing-inputs, listing-photos, …) instead: a page's chunk then carries only
 * the schemas it uses, not every listing schema built at load.
 */
export {
  AVAILABLE_UNTIL_MAX_DAYS,
  AVAILABLE_UNTIL_MESSAGES,
  FRESH_DAYS,
} from './listing-availability';
export { PRICE_MAX } from './listing-fields';
export {
  type ListingCreate,
  type ListingCreateInput,
  type ListingUpdate,
  listingCreateSchema,
  listingEditFormSchema,
  listingUpdateSchema,
  visibilitySchema,
} from './listing-inputs';
export { PHOTOS_LIMIT_MESSAGE } from './listing-photos';
export {
  type ListingPhoto,
  listingPhotoSchema,
  listingSchema,
} from './listing-response';
export {
  type Asker,
  askerSchema,
  type ListingStatusInput,
  listingStatusSchema,
} from './listing-status';
export {
  listingSuggestionsQuerySchema,
  listingSuggestionsSchema,
  SUGGESTIONS_MAX,
} from './listing-suggestions';
export {
  type ListingsQuery,
  listingsQuerySchema,
  sortOf,
  WITHIN_MAX,
  WITHIN_MESSAGE,
} from './listings-query';
