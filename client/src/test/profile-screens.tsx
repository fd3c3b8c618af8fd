import { Toaster } from '@client/components/toast';
import { EditProfilePage } from '@client/features/profile/routes/edit-profile-page';
import { ProfilePage } from '@client/features/profile/routes/profile-page';
import { profileKey } from '@client/lib/query-keys';
import { siteQuery } from '@client/lib/site-settings';
import type { UserProfile } from '@common/types';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { testQueryClient } from './render';

/**
 * The profile and its edit screen as the app routes them, with `more` routes beside them, for
 * a signed-in member whose profile is known; `toaster` adds the app's one toaster.
 */
export function renderProfileScreens(
  at: string,
  profile: UserProfile,
  more: RouteObject[],
  { toaster = false } = {},
) {
  const client = testQueryClient();
  client.setQueryData(profileKey, profile);
  client.setQueryData(siteQuery.queryKey, { support_email: 'help@example.com' });
  const router = createMemoryRouter(
    [
      { path: '/profile', element: <ProfilePage /> },
      { path: '/profile/edit', element: <EditProfilePage /> },
      ...more,
    ],
    { initialEntries: [at] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      {toaster && <Toaster />}
    </QueryClientProvider>,
  );
  return router;
}
