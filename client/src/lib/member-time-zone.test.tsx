import { useFollowMemberLocale } from '@client/lib/my-profile';
import { sessionStore } from '@client/lib/session';
import { aProfile } from '@client/test/factories';
import { fakeApi, signInAs } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// The member's time zone follows their browser, quietly (docs/product.md §8.11).
beforeEach(() => signInAs(1, 'rosa'));
afterEach(() => sessionStore.clear());

function Shell() {
  useFollowMemberLocale();
  return null;
}

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe('the member shell', () => {
  it("stores the browser's time zone once when the profile names another", async () => {
    const server = fakeApi({
      'GET /auth/profile': { data: aProfile({ time_zone: 'Pacific/Chatham' }) },
      'PUT /auth/profile': { data: { user: aProfile({ time_zone: browserZone }) } },
    });
    renderRoute(<Shell />, { path: '/' });
    await waitFor(() =>
      expect(server.to('PUT /auth/profile').map((c) => c.body)).toEqual([
        { time_zone: browserZone },
      ]),
    );
  });

  it('leaves a profile already in the browser’s zone alone', async () => {
    const server = fakeApi({
      'GET /auth/profile': { data: aProfile({ time_zone: browserZone }) },
      'PUT /auth/profile': { data: { user: aProfile() } },
    });
    renderRoute(<Shell />, { path: '/' });
    await waitFor(() => expect(server.to('GET /auth/profile')).toHaveLength(1));
    expect(server.to('PUT /auth/profile')).toEqual([]);
  });
});
