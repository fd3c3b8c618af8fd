import type { FeatureRoutes } from '../../lib/routes';
import { paths } from '../../paths';

export const onboardingRoutes: FeatureRoutes = {
  protected: [
    {
      path: paths.personalInfo,
      lazy: async () => ({
        Component: (await import('./routes/personal-info-page')).PersonalInfoPage,
      }),
    },
  ],
};
