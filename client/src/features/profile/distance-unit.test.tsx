import { profileKey } from '@client/lib/query-keys';
import { sessionStore } from '@client/lib/session';
import { aProfile } from '@client/test/factories';
import { fakeApi, signInAs } from '@client/test/fake-api';
import { renderRoute, testQueryClient } from '@client/test/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProfilePage } from './routes/profile-page';

// "Distances in" on the profile (docs/product.md §4.1, §6.3).
beforeEach(() => signInAs(1, 'rosa'));
afterEach(() => sessionStore.clear());

function renderProfile(routes: Parameters<typeof fakeApi>[0]) {
  const server = fakeApi(routes);
  const client = testQueryClient();
  client.setQueryData(profileKey, aProfile());
  renderRoute(<ProfilePage />, { client, path: '/profile' });
  return { server, client };
}

describe('the distance unit setting', () => {
  it('follows the browser until the member picks miles or kilometres, saved at once', async () => {
    const { server, client } = renderProfile({
      'PUT /auth/profile': ({ body }) => ({
        data: {
          user: aProfile({
            distance_unit: (body as { distance_unit: 'km' }).distance_unit,
            effective_distance_unit: 'km',
          }),
        },
      }),
    });
    const select = await screen.findByRole('combobox', { name: 'Distances in' });
    expect(select).toHaveDisplayValue('As my browser');
    await userEvent.selectOptions(select, 'Kilometres');
    await waitFor(() =>
      expect(server.to('PUT /auth/profile').map((c) => c.body)).toEqual([{ distance_unit: 'km' }]),
    );
    await waitFor(() => expect(select).toHaveDisplayValue('Kilometres'));
    expect(client.getQueryData(profileKey)).toMatchObject({ distance_unit: 'km' });

    await userEvent.selectOptions(select, 'As my browser');
    await waitFor(() =>
      expect(server.to('PUT /auth/profile').at(-1)?.body).toEqual({ distance_unit: null }),
    );
  });

  it('says why a change was refused and keeps the saved choice', async () => {
    renderProfile({
      'PUT /auth/profile': {
        status: 422,
        data: { detail: [{ loc: ['body', 'distance_unit'], msg: 'nope', type: 'custom' }] },
      },
    });
    const select = await screen.findByRole('combobox', { name: 'Distances in' });
    await userEvent.selectOptions(select, 'Miles');
    expect(await screen.findByText('nope')).toBeInTheDocument();
    expect(select).toHaveDisplayValue('As my browser');
  });
});
