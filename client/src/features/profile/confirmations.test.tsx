import { Toaster } from '@client/components/toast';
import { profileKey } from '@client/lib/query-keys';
import { sessionStore } from '@client/lib/session';
import { siteQuery } from '@client/lib/site-settings';
import { aProfile } from '@client/test/factories';
import { fakeApi } from '@client/test/fake-api';
import { testQueryClient } from '@client/test/render';
import { NOTIFICATION_KINDS } from '@common/notification-kinds';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { EditProfilePage } from './routes/edit-profile-page';
import { NotificationSettingsPage } from './routes/notification-settings-page';
import { ProfilePage } from './routes/profile-page';

const profile = aProfile();

/** The profile's screens as the app routes them, with the app's one toaster beside them. */
function renderApp(at: string) {
  const client = testQueryClient();
  client.setQueryData(profileKey, profile);
  client.setQueryData(siteQuery.queryKey, { support_email: 'help@example.com' });
  const router = createMemoryRouter(
    [
      { path: '/profile', element: <ProfilePage /> },
      { path: '/profile/edit', element: <EditProfilePage /> },
      { path: '/notification-settings', element: <NotificationSettingsPage /> },
      { path: '/', element: <p>home</p> },
    ],
    { initialEntries: [at] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  sessionStore.clear();
});

describe('what the member is told once a change is made', () => {
  it('says the password changed', async () => {
    sessionStore.start('token-1', { id: 1, username: 'rosa' });
    fakeApi({
      'PUT /auth/profile': { data: { user: profile, access_token: 'token-2' } },
      'GET /auth/profile': { data: profile },
    });
    const router = renderApp('/profile/edit');
    await userEvent.type(screen.getByLabelText('Password'), 'a-new-garden-password');
    await userEvent.type(screen.getByLabelText('Current password'), 'garden-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Password changed');
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('says other changes were saved', async () => {
    fakeApi({
      'PUT /auth/profile': { data: { user: { ...profile, first_name: 'Rosie' } } },
      'GET /auth/profile': { data: profile },
    });
    renderApp('/profile/edit');
    await userEvent.type(screen.getByLabelText('First name'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The profile page it returns to has a status of its own (the push notice).
    expect(await screen.findByText('Profile saved')).toHaveAttribute('role', 'status');
  });

  it('says the profile was deleted on the home page it lands on', async () => {
    sessionStore.start('token-1', { id: 1, username: 'rosa' });
    fakeApi({ 'DELETE /auth/profile': { status: 204 } });
    const router = renderApp('/profile');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my profile' }));
    await userEvent.type(screen.getByLabelText('Password'), 'garden-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByText('home')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your profile has been deleted.');
  });
});

describe('notification settings', () => {
  const settings = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, { email: true, push: true }]),
  );

  it('says "Saved" in a toast, and a failed save in one too, putting the switch back', async () => {
    let fail = false;
    fakeApi({
      'GET /notifications/settings': { data: settings },
      'PUT /notifications/settings': () =>
        fail
          ? { status: 500, data: { detail: 'Failed to save. Please try again.' } }
          : { data: { ...settings, match: { email: true, push: false } } },
    });
    renderApp('/notification-settings');
    const matches = await screen.findByRole('group', { name: 'Wish-list matches' });
    await userEvent.click(within(matches).getByRole('checkbox', { name: 'Push' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');

    fail = true;
    const email = within(matches).getByRole('checkbox', { name: 'E-mail' });
    await userEvent.click(email);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Failed to save. Please try again.'),
    );
    expect(email).toBeChecked();
  });
});
