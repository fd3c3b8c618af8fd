import type { FeatureRoutes } from '../../lib/routes';
import { paths } from '../../paths';
import { HomePage } from './routes/home-page';

export const homeRoutes: FeatureRoutes = {
  bare: [{ path: paths.home, Component: HomePage }],
};
