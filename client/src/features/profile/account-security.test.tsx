import { sessionStore } from '@client/lib/session';
import { aProfile } from '@client/test/factories';
import { fakeApi } from '@client/test/fake-api';
import { renderProfileScreens } from '@client/test/profile-screens';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmEmailPage } from './routes/confirm-email-page';

const profile = aProfile();

/** The profile, its edit screen and the confirm page, as the app routes them. */
const renderApp = (at: string) =>
  renderProfileScreens(at, profile, [
    { path: '/confirm-email', element: <ConfirmEmailPage /> },
    { path: '*', element: <p>elsewhere</p> },
  ]);

afterEach(() => {
  sessionStore.clear();
});

const refusal = (status: number, detail: string) => ({ status, data: { detail } });

describe('edit profile: the current password', () => {
  it('is asked for only when the e-mail or the password changes', async () => {
    renderApp('/profile/edit');
    await userEvent.type(screen.getByLabelText('First name'), 'x');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'x');
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), '{backspace}');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'new-password');
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
  });

  it('is required before anything is sent', async () => {
    const server = fakeApi({});
    renderApp('/profile/edit');
    await userEvent.type(screen.getByLabelText('Password'), 'new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });

  it('shows the server’s 403 at its field and keeps the member signed in', async () => {
    sessionStore.start('token-1', { id: 1, username: 'rosa' });
    const server = fakeApi({
      'PUT /auth/profile': refusal(403, 'Current password is incorrect'),
    });
    const router = renderApp('/profile/edit');
    await userEvent.type(screen.getByLabelText('Password'), 'new-password');
    await userEvent.type(screen.getByLabelText('Current password'), 'not-mine');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(server.to('PUT /auth/profile').map((c) => c.body)).toEqual([
      { password: 'new-password', current_password: 'not-mine' },
    ]);
    expect(router.state.location.pathname).toBe('/profile/edit');
    expect(sessionStore.get()?.token).toBe('token-1');
  });

  it('sends a new e-mail with it, then says on the profile where the link went', async () => {
    const message =
      'We sent a confirmation link to new@example.com. Your e-mail address changes when you open it.';
    const server = fakeApi({
      'PUT /auth/profile': { data: { user: profile, pending_email: 'new@example.com', message } },
      'GET /auth/profile': { data: profile },
    });
    const router = renderApp('/profile/edit');
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('Current password'), 'garden-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(server.to('PUT /auth/profile').map((c) => c.body)).toEqual([
      { email: 'new@example.com', current_password: 'garden-password-1' },
    ]);
    expect(await screen.findByText(message)).toBeInTheDocument();
    // The profile keeps the old address until the link is opened.
    expect(screen.getByText('rosa@example.com')).toBeInTheDocument();
  });
});

describe('delete my profile', () => {
  const openDialog = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Delete my profile' }));
    return screen.getByRole('button', { name: 'Delete' });
  };

  it('asks for the password before sending anything', async () => {
    const server = fakeApi({});
    renderApp('/profile');
    await userEvent.click(await openDialog());
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });

  it('shows the server’s 403 and keeps the account and the session', async () => {
    sessionStore.start('token-1', { id: 1, username: 'rosa' });
    fakeApi({ 'DELETE /auth/profile': refusal(403, 'Current password is incorrect') });
    const router = renderApp('/profile');
    const remove = await openDialog();
    await userEvent.type(screen.getByLabelText('Password'), 'not-mine');
    await userEvent.click(remove);
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(sessionStore.get()?.token).toBe('token-1');
  });

  it('deletes with the password, ends the session and goes home', async () => {
    sessionStore.start('token-1', { id: 1, username: 'rosa' });
    const server = fakeApi({ 'DELETE /auth/profile': { status: 204 } });
    const router = renderApp('/profile');
    const remove = await openDialog();
    await userEvent.type(screen.getByLabelText('Password'), 'garden-password-1');
    await userEvent.click(remove);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(server.to('DELETE /auth/profile').map((c) => c.body)).toEqual([
      { password: 'garden-password-1' },
    ]);
    // The session ends as the profile page unmounts, a moment after the address changed.
    await waitFor(() => expect(sessionStore.get()).toBeNull());
  });
});

describe('confirm-email page', () => {
  it('confirms once, says so and ends the member’s own session here', async () => {
    sessionStore.start('token-1', { id: 1, username: 'rosa' });
    const message = 'Your e-mail address has been changed. Please log in with your new address.';
    const server = fakeApi({
      'POST /auth/email/confirm': { data: { message, user_id: 1, email_changed: true } },
    });
    renderApp('/confirm-email?token=abc');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toBeInTheDocument();
    expect(server.to('POST /auth/email/confirm').map((c) => c.body)).toEqual([{ token: 'abc' }]);
    expect(sessionStore.get()).toBeNull();
  });

  it('keeps another member’s session', async () => {
    sessionStore.start('token-2', { id: 2, username: 'ivy' });
    fakeApi({
      'POST /auth/email/confirm': { data: { message: 'done', user_id: 1, email_changed: true } },
    });
    renderApp('/confirm-email?token=abc');
    expect(await screen.findByText('done')).toBeInTheDocument();
    expect(sessionStore.get()?.token).toBe('token-2');
  });

  it('shows the server’s reason for a bad link, and says when there is none', async () => {
    fakeApi({
      'POST /auth/email/confirm': refusal(400, 'This confirmation link has already been used.'),
    });
    renderApp('/confirm-email?token=used');
    expect(
      await screen.findByText('This confirmation link has already been used.'),
    ).toBeInTheDocument();
  });

  it('says so when the link has no token', async () => {
    renderApp('/confirm-email');
    expect(screen.getByText(/This confirmation link is invalid/)).toBeInTheDocument();
  });
});
