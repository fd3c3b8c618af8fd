import type { FeatureRoutes } from '@client/lib/routes';
import { paths } from '@client/paths';

export const pickupsRoutes: FeatureRoutes = {
  protected: [
    {
      path: paths.pickups,
      lazy: async () => ({
        Component: (await import('./routes/upcoming-pickups-page')).UpcomingPickupsPage,
      }),
    },
  ],
};
