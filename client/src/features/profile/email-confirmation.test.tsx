import { profileKey } from '@client/lib/query-keys';
import { sessionStore } from '@client/lib/session';
import { siteQuery } from '@client/lib/site-settings';
import { aProfile } from '@client/test/factories';
import { fakeApi } from '@client/test/fake-api';
import { renderRoute, testQueryClient } from '@client/test/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmEmailPage } from './routes/confirm-email-page';
import { ProfilePage } from './routes/profile-page';

afterEach(() => {
  sessionStore.clear();
});

function renderProfile(profile = aProfile({ email_confirmed: false })) {
  const client = testQueryClient();
  client.setQueryData(profileKey, profile);
  client.setQueryData(siteQuery.queryKey, { support_email: 'help@example.com' });
  return renderRoute(<ProfilePage />, { path: '/profile', client });
}

const notice = () => screen.queryByRole('heading', { name: 'Confirm your e-mail address' });
const sent = 'We sent a confirmation link to rosa@example.com. Open it to confirm your address.';

describe('the profile of a member whose address is not confirmed', () => {
  it('asks them to confirm it, and sends the link again on request', async () => {
    const server = fakeApi({ 'POST /auth/email-confirmation': { data: { message: sent } } });
    renderProfile();
    expect(notice()).toBeInTheDocument();
    expect(screen.getByText(/Please confirm that rosa@example.com is yours/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText(sent)).toBeInTheDocument();
    expect(server.to('POST /auth/email-confirmation')).toHaveLength(1);
    // Said once: no button to send it over and over.
    expect(screen.queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
  });

  it('says nothing of it once the address is confirmed', () => {
    renderProfile(aProfile({ email_confirmed: true }));
    expect(screen.getByText('rosa@example.com')).toBeInTheDocument();
    expect(notice()).not.toBeInTheDocument();
  });

  it('shows a refusal, and drops the notice when the address was confirmed meanwhile', async () => {
    const limited = 'Too many requests. Please try again later.';
    fakeApi({ 'POST /auth/email-confirmation': { status: 429, data: { detail: limited } } });
    renderProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText(limited)).toBeInTheDocument();

    fakeApi({
      'POST /auth/email-confirmation': {
        status: 409,
        data: { detail: 'Your e-mail address is already confirmed.' },
      },
      'GET /auth/profile': { data: aProfile({ email_confirmed: true }) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    await waitFor(() => expect(notice()).not.toBeInTheDocument());
  });
});

describe('the confirm page, for the link sent at sign-up', () => {
  it('says the address is confirmed and keeps the member signed in', async () => {
    sessionStore.start('token-1', { id: 1, username: 'rosa' });
    const message = 'Thank you: your e-mail address is confirmed.';
    fakeApi({
      'POST /auth/email/confirm': { data: { message, user_id: 1, email_changed: false } },
    });
    renderRoute(<ConfirmEmailPage />, { path: '/confirm-email', at: '/confirm-email?token=abc' });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to Login' })).not.toBeInTheDocument();
    expect(sessionStore.get()?.token).toBe('token-1');
  });
});
