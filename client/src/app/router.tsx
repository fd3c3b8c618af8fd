import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { authRoutes } from '../features/auth/routes';
import { eventsRoutes } from '../features/events/routes';
import { friendsRoutes } from '../features/friends/routes';
import { homeRoutes } from '../features/home/routes';
import { listingsRoutes } from '../features/listings/routes';
import { mapRoutes } from '../features/map/routes';
import { messagesRoutes } from '../features/messages/routes';
import { moderationRoutes } from '../features/moderation/routes';
import { notificationsRoutes } from '../features/notifications/routes';
import { onboardingRoutes } from '../features/onboarding/routes';
import { pickupsRoutes } from '../features/pickups/routes';
import { profileRoutes } from '../features/profile/routes';
import { safetyRoutes } from '../features/safety/routes';
import { seasonsRoutes } from '../features/seasons/routes';
import { wantsRoutes } from '../features/wants/routes';
import type { FeatureRoutes } from '../lib/routes';
import { paths } from '../paths';
import { BootSplash } from './boot-splash';
import { ErrorPage } from './error-page';
import { OnboardingLayout } from './layouts/onboarding-layout';
import { GuestOnlyLayout, OpenLayout, ProtectedLayout } from './layouts/protected-layout';
import { NotFoundPage } from './not-found-page';
import { composedRoutes } from './pages/routes';
import { RootLayout } from './root-layout';

const features: FeatureRoutes[] = [
  homeRoutes,
  authRoutes,
  onboardingRoutes,
  profileRoutes,
  listingsRoutes,
  wantsRoutes,
  friendsRoutes,
  messagesRoutes,
  notificationsRoutes,
  pickupsRoutes,
  mapRoutes,
  seasonsRoutes,
  eventsRoutes,
  safetyRoutes,
  moderationRoutes,
  composedRoutes,
];

const collect = (key: keyof FeatureRoutes) => features.flatMap((f) => f[key] ?? []);

/** @internal */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    // What shows while the first page's lazy route loads (React Router warns without one).
    HydrateFallback: BootSplash,
    children: [
      ...collect('bare'),
      { element: <GuestOnlyLayout />, children: collect('guest') },
      { element: <OpenLayout />, children: collect('public') },
      { element: <ProtectedLayout />, children: collect('protected') },
      { element: <OnboardingLayout />, children: collect('onboarding') },
      { path: paths.oldProfile, element: <Navigate to={paths.profile} replace /> },
      { path: paths.notFound, element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
