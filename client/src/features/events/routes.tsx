import type { FeatureRoutes } from '@client/lib/routes';

/** Swap days (docs/product.md §7.19). */
export const eventsRoutes: FeatureRoutes = {};
