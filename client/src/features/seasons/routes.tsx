import type { FeatureRoutes } from '@client/lib/routes';
import { paths } from '@client/paths';

/** "In season near you" (docs/product.md §7.20). */
export const seasonsRoutes: FeatureRoutes = {
  protected: [
    {
      path: paths.seasons,
      lazy: async () => ({
        Component: (await import('./routes/seasons-page')).SeasonsPage,
      }),
    },
  ],
};
