import type { FeatureRoutes } from '../../lib/routes';
import { paths } from '../../paths';

export const wantsRoutes: FeatureRoutes = {
  protected: [
    {
      path: paths.postWant,
      lazy: async () => ({ Component: (await import('./routes/post-want-page')).PostWantPage }),
    },
    {
      path: paths.matchNoti,
      lazy: async () => ({ Component: (await import('./routes/match-noti-page')).MatchNotiPage }),
    },
  ],
};
