import { sessionStore } from '@client/lib/session';
import { aPublicMember } from '@client/test/factories';
import { fakeApi, signInAs } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import type { ReceivedThanks } from '@common/schemas/thanks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SellerPage } from './seller-page';

// The seller page's record and thanks (docs/product.md §7.17).
const basil = aPublicMember({
  id: 7,
  username: 'basil_b',
  stats: {
    given: 12,
    received: 4,
    thanks: 9,
    member_since: '2025-03-14T10:00:00.000Z',
    reply_hours: 2,
  },
});
const received = (id: number, from: string, text: string, listing = true): ReceivedThanks => ({
  id,
  from: { id: 100 + id, username: from, avatar: null },
  text,
  listing: listing ? { id: 40 + id, title: `Listing ${40 + id}` } : null,
  created_at: '2026-02-01T10:00:00.000Z',
});

afterEach(() => sessionStore.clear());

function renderSeller() {
  const server = fakeApi({
    'GET /auth/users/7/public': { data: basil },
    'GET /listings/': { data: [] },
    'GET /auth/friends/status/7': { data: { status: 'none', is_sender: false } },
    'GET /blocks': { data: [] },
    'GET /users/7/thanks': ({ query }) =>
      String(query.cursor) === '2'
        ? { data: [received(1, 'cleo', 'Lovely seeds', false)] }
        : {
            data: [received(3, 'ana', 'They are thriving'), received(2, 'ben', 'Thank you!')],
            headers: { 'x-next-cursor': '2' },
          },
    'POST /reports': ({ body }) => ({
      status: 201,
      data: { id: 1, details: null, created_at: '2026-02-01T10:00:00.000Z', ...(body as object) },
    }),
  });
  renderRoute(<SellerPage />, { path: '/seller/:id', at: '/seller/7' });
  return server;
}

describe('the seller page’s record and thanks', () => {
  it('shows the record under the name and the thanks newest first, a page at a time', async () => {
    renderSeller();
    expect(
      await screen.findByText(
        /^Shared 12 · Received 4 · 9 thanks · usually replies within 2 hours · member since March 2025$/,
      ),
    ).toBeVisible();
    const section = await screen.findByRole('region', { name: 'Thanks' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((i) => i.querySelector('.thanks-item__text')?.textContent)).toEqual([
      'They are thriving',
      'Thank you!',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'ana' })).toHaveAttribute(
      'href',
      '/seller/103',
    );
    expect(within(items[0]!).getByRole('link', { name: 'Listing 43' })).toHaveAttribute(
      'href',
      '/listings/43',
    );
    // A guest reads them but reports nothing.
    expect(within(section).queryByRole('button', { name: 'Report this thank-you' })).toBeNull();

    await userEvent.click(within(section).getByRole('button', { name: 'More' }));
    expect(await within(section).findByText('Lovely seeds')).toBeVisible();
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    expect(within(section).queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('lets a member report a thank-you', async () => {
    signInAs(1, 'rosa');
    const server = renderSeller();
    const section = await screen.findByRole('region', { name: 'Thanks' });
    const [first] = await within(section).findAllByRole('button', {
      name: 'Report this thank-you',
    });
    await userEvent.click(first!);
    const dialog = await screen.findByRole('dialog', { name: 'Report the thanks from ana' });
    await userEvent.click(within(dialog).getByLabelText('Spam'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await screen.findByText('Thanks, our moderators will look at it.');
    expect(server.to('POST /reports').map((c) => c.body)).toEqual([
      expect.objectContaining({ target_type: 'thanks', target_id: 3, reason: 'spam' }),
    ]);
  });

  it('says when there are none', async () => {
    fakeApi({
      'GET /auth/users/7/public': { data: basil },
      'GET /listings/': { data: [] },
      'GET /users/7/thanks': { data: [] },
    });
    renderRoute(<SellerPage />, { path: '/seller/:id', at: '/seller/7' });
    const section = await screen.findByRole('region', { name: 'Thanks' });
    expect(await within(section).findByText('No thanks yet.')).toBeVisible();
  });
});
