import { sessionStore } from '@client/lib/session';
import { aPublicMember } from '@client/test/factories';
import { fakeApi, signInAs } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import { REPORT_THANKS } from '@common/schemas/safety';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SellerPage } from './seller-page';

const basil = aPublicMember({
  id: 7,
  username: 'basil_b',
  profile_picture: null,
  city: 'Sandy',
  state: 'UT',
  zip_code: '84070',
  friend_count: 2,
});

afterEach(() => sessionStore.clear());

function renderSeller(blocked: boolean) {
  let blocks = blocked ? [{ id: 7, username: 'basil_b', profile_picture: null }] : [];
  const server = fakeApi({
    'GET /auth/users/7/public': { data: basil },
    'GET /listings/': { data: [] },
    'GET /auth/friends/status/7': { data: { status: 'none', is_sender: false } },
    'GET /blocks': () => ({ data: blocks }),
    'POST /blocks': () => {
      blocks = [{ id: 7, username: 'basil_b', profile_picture: null }];
      return { status: 201, data: blocks[0] };
    },
    'POST /reports': ({ body }) => ({
      status: 201,
      data: { id: 1, details: null, created_at: '2025-06-01T10:00:00.000Z', ...(body as object) },
    }),
  });
  renderRoute(<SellerPage />, { path: '/seller/:id', at: '/seller/7' });
  return server;
}

describe('the seller page’s Block and Report (docs/product.md §14)', () => {
  it('blocks after the confirm: then says so, offers Unblock, and no longer offers to write or befriend', async () => {
    signInAs(1, 'rosa');
    const server = renderSeller(false);
    expect(await screen.findByRole('form', { name: 'Message basil_b' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Block' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Block basil_b?' })).getByRole('button', {
        name: 'Block',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    expect(screen.getByText(/You have blocked basil_b/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Message basil_b' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Add friend' })).toBeNull();
    expect(server.to('POST /blocks').map((c) => c.body)).toEqual([{ user_id: 7 }]);
  });

  it('reports the member', async () => {
    signInAs(1, 'rosa');
    const server = renderSeller(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Report basil_b' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(REPORT_THANKS)).toBeInTheDocument();
    expect(server.to('POST /reports')[0]?.body).toEqual({
      target_type: 'user',
      target_id: 7,
      reason: 'spam',
    });
  });

  it('offers neither to a guest nor on my own page', async () => {
    const server = renderSeller(false);
    await screen.findByRole('heading', { name: '@basil_b' });
    expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
    expect(server.to('GET /blocks')).toHaveLength(0);
    sessionStore.clear();

    signInAs(7, 'basil_b');
    renderSeller(false);
    expect(await screen.findAllByRole('heading', { name: '@basil_b' })).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
  });
});
