import type { FeatureRoutes } from '@client/lib/routes';
import { paths } from '@client/paths';
import { HomePage } from './routes/home-page';

export const homeRoutes: FeatureRoutes = {
  bare: [{ path: paths.home, Component: HomePage }],
};
