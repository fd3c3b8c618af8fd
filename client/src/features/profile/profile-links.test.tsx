import { profileKey } from '@client/lib/query-keys';
import { sessionStore } from '@client/lib/session';
import { aProfile } from '@client/test/factories';
import { fakeApi, signInAs } from '@client/test/fake-api';
import { renderRoute, testQueryClient } from '@client/test/render';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProfilePage } from './routes/profile-page';

function renderProfile(isModerator: boolean) {
  fakeApi({});
  const client = testQueryClient();
  client.setQueryData(profileKey, aProfile({ is_moderator: isModerator }));
  return renderRoute(<ProfilePage />, { client, path: '/profile' });
}

beforeEach(() => signInAs(1, 'rosa'));
afterEach(() => sessionStore.clear());

describe('the profile’s ways to trust and safety (docs/product.md §14)', () => {
  it('leads every member to the members they block', async () => {
    renderProfile(false);
    expect(await screen.findByRole('link', { name: 'Blocked members' })).toHaveAttribute(
      'href',
      '/profile/blocked',
    );
  });

  it('leads to the swap days near the member (docs/product.md §7.19)', async () => {
    renderProfile(false);
    expect(await screen.findByRole('link', { name: 'Swap days' })).toHaveAttribute(
      'href',
      '/swap-days',
    );
  });

  it('shows the moderation desk to a moderator only', async () => {
    const { unmount } = renderProfile(false);
    await screen.findByRole('link', { name: 'Blocked members' });
    expect(screen.queryByRole('link', { name: 'Moderation desk' })).toBeNull();
    unmount();
    renderProfile(true);
    expect(await screen.findByRole('link', { name: 'Moderation desk' })).toHaveAttribute(
      'href',
      '/moderation',
    );
  });
});
