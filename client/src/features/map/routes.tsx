import type { FeatureRoutes } from '../../lib/routes';
import { paths } from '../../paths';

/** The map (SPEC.md §2 "Map"): its code, Leaflet included, loads only on this route. */
export const mapRoutes: FeatureRoutes = {
  protected: [
    {
      path: paths.map,
      lazy: async () => ({ Component: (await import('./routes/map-page')).MapPage }),
    },
  ],
};
