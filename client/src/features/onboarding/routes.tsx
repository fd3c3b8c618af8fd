import type { FeatureRoutes } from '@client/lib/routes';
import { paths } from '@client/paths';

export const onboardingRoutes: FeatureRoutes = {
  onboarding: [
    {
      path: paths.personalInfo,
      lazy: async () => ({
        Component: (await import('./routes/personal-info-page')).PersonalInfoPage,
      }),
    },
  ],
};
