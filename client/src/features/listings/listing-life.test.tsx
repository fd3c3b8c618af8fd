import { MyListingsPage } from '@client/app/pages/my-listings-page';
import { sessionStore } from '@client/lib/session';
import { aListing } from '@client/test/factories';
import { fakeApi } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import type { Listing } from '@common/types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AskersList } from './components/askers-list';
import { handOverLabel, StatusControls, statusLine } from './components/status-controls';

const bob = { id: 5, username: 'bob', profile_picture: null };
const cleo = { id: 6, username: 'cleo', profile_picture: null };
const asked = (member: typeof bob) => ({ ...member, asked_at: '2026-01-02T00:00:00.000Z' });

beforeEach(() => sessionStore.start('token', { id: 1, username: 'rosa' }));
afterEach(() => sessionStore.clear());

describe('status words (docs/product.md §7.13)', () => {
  it('sells what has a price and gives the rest', () => {
    expect(handOverLabel(1, 'en')).toBe('Mark as sold');
    expect(handOverLabel(2, 'en')).toBe('Mark as given');
    expect(handOverLabel(3, 'en')).toBe('Mark as given');
    expect(statusLine({ state_id: 2, type_id: 1, reserved_for: bob }, 'en')).toBe(
      'Reserved for bob',
    );
    expect(statusLine({ state_id: 3, type_id: 3, reserved_for: bob }, 'en')).toBe(
      'Given away to bob',
    );
    expect(statusLine({ state_id: 3, type_id: 1, reserved_for: null }, 'en')).toBe('Sold');
  });
});

describe('StatusControls', () => {
  it('reserves for someone who asked or a friend, picked in a dialog', async () => {
    const listing = aListing({ id: 1, title: 'Tomatoes', type_id: 3, price: 0 });
    const server = fakeApi({
      'GET /listings/1/askers': { data: [asked(bob)] },
      // A friend who also asked is listed once, as having asked.
      'GET /auth/friends': { data: [bob, cleo] },
      'PATCH /listings/1/status': ({ body }) => ({
        data: { ...listing, state_id: 2, ...(body as object), reserved_for: bob },
      }),
    });
    renderRoute(<StatusControls listing={listing} />);
    expect(screen.getByText('Available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as given' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Relist' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Reserve for…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reserve “Tomatoes” for…' });
    const choices = await within(dialog).findAllByRole('radio');
    expect(choices).toHaveLength(2);
    expect(within(dialog).getByText('asked about it')).toBeInTheDocument();
    expect(within(dialog).getByText('friend')).toBeInTheDocument();
    const reserve = within(dialog).getByRole('button', { name: 'Reserve' });
    expect(reserve).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: /bob/ }));
    await userEvent.click(reserve);
    await waitFor(() =>
      expect(server.to('PATCH /listings/1/status').map((c) => c.body)).toEqual([
        { state_id: 2, reserved_for: 5 },
      ]),
    );
  });

  it('says so when nobody asked and there are no friends', async () => {
    fakeApi({ 'GET /listings/1/askers': { data: [] }, 'GET /auth/friends': { data: [] } });
    renderRoute(<StatusControls listing={aListing({ id: 1 })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reserve for…' }));
    expect(await screen.findByText(/Nobody has asked about it yet/)).toBeInTheDocument();
  });

  it('hands over and relists a reserved listing, and shows a refusal', async () => {
    const listing = aListing({ id: 1, state_id: 2, reserved_for: bob });
    const server = fakeApi({
      'PATCH /listings/1/status': ({ body }) =>
        (body as { state_id: number }).state_id === 1
          ? {
              status: 409,
              data: { detail: 'This listing changed meanwhile: reload it and try again' },
            }
          : { data: { ...listing, state_id: 3 } },
    });
    renderRoute(<StatusControls listing={listing} />);
    expect(screen.getByText('Reserved for bob')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reserve for…' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as sold' }));
    await userEvent.click(screen.getByRole('button', { name: 'Relist' }));
    expect(
      await screen.findByText('This listing changed meanwhile: reload it and try again'),
    ).toBeInTheDocument();
    expect(server.to('PATCH /listings/1/status').map((c) => c.body)).toEqual([
      { state_id: 3 },
      { state_id: 1 },
    ]);
  });
});

describe('AskersList', () => {
  it('lists who asked, each opening the chat', async () => {
    fakeApi({ 'GET /listings/1/askers': { data: [asked(cleo), asked(bob)] } });
    renderRoute(<AskersList listingId={1} />);
    const links = await screen.findAllByRole('link');
    expect(links.map((l) => [l.getAttribute('aria-label'), l.getAttribute('href')])).toEqual([
      ['Open the chat with cleo', '/messages/6'],
      ['Open the chat with bob', '/messages/5'],
    ]);
  });

  it('says when nobody has asked', async () => {
    fakeApi({ 'GET /listings/1/askers': { data: [] } });
    renderRoute(<AskersList listingId={1} />);
    expect(await screen.findByText('Nobody has asked about it yet.')).toBeInTheDocument();
  });
});

describe('My lists, Done', () => {
  it('puts sold or given listings under "Done", out of their category', async () => {
    const items: Listing[] = [
      aListing({ id: 1, title: 'Tomatoes' }),
      aListing({ id: 2, title: 'Old basil', state_id: 3, type_id: 3, price: 0 }),
    ];
    fakeApi({ 'GET /listings/': { data: items }, 'GET /listings/want-listings': { data: [] } });
    renderRoute(<MyListingsPage />, { path: '/my-listings' });
    const done = await screen.findByRole('region', { name: 'Done' });
    expect(within(done).getByText('Old basil')).toBeInTheDocument();
    expect(within(done).getByText('Given away')).toBeInTheDocument();
    const produce = screen.getByRole('region', { name: 'produce' });
    expect(within(produce).getByText('Tomatoes')).toBeInTheDocument();
    expect(within(produce).queryByText('Old basil')).toBeNull();
  });
});
