import type { FeatureRoutes } from '@client/lib/routes';
import { paths } from '@client/paths';

export const moderationRoutes: FeatureRoutes = {
  protected: [
    {
      path: paths.moderation,
      lazy: async () => ({ Component: (await import('./routes/moderation-page')).ModerationPage }),
    },
  ],
};
