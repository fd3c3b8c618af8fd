import type { FeatureRoutes } from '../../lib/routes';
import { paths } from '../../paths';

export const profileRoutes: FeatureRoutes = {
  protected: [
    {
      path: paths.profile,
      lazy: async () => ({ Component: (await import('./routes/profile-page')).ProfilePage }),
    },
    {
      path: paths.editProfile,
      lazy: async () => ({
        Component: (await import('./routes/edit-profile-page')).EditProfilePage,
      }),
    },
  ],
};
