import type { FeatureRoutes } from '@client/lib/routes';
import { paths } from '@client/paths';

/** The map (docs/product.md §6.5): its code, Leaflet included, loads only on this route. */
export const mapRoutes: FeatureRoutes = {
  protected: [
    {
      path: paths.map,
      lazy: async () => ({ Component: (await import('./routes/map-page')).MapPage }),
    },
  ],
};
