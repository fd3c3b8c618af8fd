import type { FeatureRoutes } from '@client/lib/routes';

/** "In season near you" (docs/product.md §7.20). */
export const seasonsRoutes: FeatureRoutes = {};
