import type { FeatureRoutes } from '@client/lib/routes';
import { paths } from '@client/paths';

export const wantsRoutes: FeatureRoutes = {
  protected: [
    {
      path: paths.postWant,
      lazy: async () => ({ Component: (await import('./routes/post-want-page')).PostWantPage }),
    },
    {
      path: paths.matchNotification,
      lazy: async () => ({
        Component: (await import('./routes/match-notification-page')).MatchNotificationPage,
      }),
    },
  ],
};
