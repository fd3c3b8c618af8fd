import type { FeatureRoutes } from '../../lib/routes';
import { paths } from '../../paths';

export const notificationsRoutes: FeatureRoutes = {
  protected: [
    {
      path: paths.notifications,
      lazy: async () => ({
        Component: (await import('./routes/notifications-page')).NotificationsPage,
      }),
    },
  ],
};
