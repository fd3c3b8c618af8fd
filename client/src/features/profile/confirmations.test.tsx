import { sessionStore } from '@client/lib/session';
import { aProfile } from '@client/test/factories';
import { fakeApi } from '@client/test/fake-api';
import { renderProfileScreens } from '@client/test/profile-screens';
import { NOTIFICATION_KINDS } from '@common/notification-kinds';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { NotificationSettingsPage } from './routes/notification-settings-page';

const profile = aProfile();

/** The profile's screens as the app routes them, with the app's one toaster beside them. */
const renderApp = (at: string) =>
  renderProfileScreens(
    at,
    profile,
    [
      { path: '/notification-settings', element: <NotificationSettingsPage /> },
      { path: '/', element: <p>home</p> },
    ],
    { toaster: true },
  );

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
