/** The marketplace's sort orders (GET /listings/ sort=); apart from the schemas, so the list page loads no zod. */
export const SORTS = [
  'newest',
  'oldest',
  'price-low',
  'price-high',
  'relevance',
  'distance',
] as const;
export type ListingSort = (typeof SORTS)[number];
