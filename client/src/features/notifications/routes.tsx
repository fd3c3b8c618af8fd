import type { FeatureRoutes } from '@client/lib/routes';
import { paths } from '@client/paths';

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
