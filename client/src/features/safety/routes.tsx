import type { FeatureRoutes } from '@client/lib/routes';
import { paths } from '@client/paths';

export const safetyRoutes: FeatureRoutes = {
  protected: [
    {
      path: paths.blockedMembers,
      lazy: async () => ({
        Component: (await import('./routes/blocked-members-page')).BlockedMembersPage,
      }),
    },
  ],
};
