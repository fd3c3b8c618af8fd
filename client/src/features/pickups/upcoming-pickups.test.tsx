import { MyListingsPage } from '@client/app/pages/my-listings-page';
import { sessionStore } from '@client/lib/session';
import { timeSpan } from '@client/lib/time-span';
import { fakeApi, signInAs } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import type { PickupEntry } from '@common/schemas/pickups';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UpcomingPickupsPage } from './routes/upcoming-pickups-page';

/** docs/product.md §7.15: /pickups, the member's pickups still ahead, soonest first. */
const at = (day: number, hour: number) => new Date(2031, 4, day, hour, 0).toISOString();
const shown = (from: string, to: string) => timeSpan('en', from, to).replace(/\s+/g, ' ');

const anEntry = (overrides: Partial<PickupEntry>): PickupEntry => ({
  id: 1,
  listing_id: 10,
  proposed_by: 1,
  starts_at: at(3, 10),
  ends_at: at(3, 11),
  note: '',
  state: 'proposed',
  listing: { id: 10, title: 'Zucchini', featured_image: null, type_id: 3 },
  other_member: { id: 5, username: 'bob', profile_picture: null },
  ...overrides,
});

beforeEach(() => signInAs(1, 'rosa'));
afterEach(() => sessionStore.clear());

describe('Upcoming pickups', () => {
  it('lists each with its listing, the other member, the time and where it stands', async () => {
    fakeApi({
      'GET /pickups': {
        data: [
          anEntry({ state: 'accepted', note: 'at the gate' }),
          anEntry({
            id: 2,
            listing_id: 11,
            starts_at: at(4, 9),
            ends_at: at(4, 10),
            listing: { id: 11, title: 'Basil', featured_image: 'photos/basil.webp', type_id: 1 },
          }),
          anEntry({
            id: 3,
            listing_id: 12,
            proposed_by: 6,
            starts_at: at(5, 17),
            ends_at: at(5, 18),
            listing: { id: 12, title: 'Seed potatoes', featured_image: null, type_id: 2 },
            other_member: { id: 6, username: 'cleo', profile_picture: null },
          }),
        ],
      },
    });
    renderRoute(<UpcomingPickupsPage />, { path: '/pickups' });
    expect(await screen.findByRole('heading', { name: 'Upcoming pickups' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Upcoming pickups' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual([
      'Zucchini',
      'Basil',
      'Seed potatoes',
    ]);
    const [agreed, mine, theirs] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(agreed).getByRole('link')).toHaveAttribute('href', '/listings/10');
    expect(within(agreed).getByText(shown(at(3, 10), at(3, 11)))).toBeInTheDocument();
    expect(within(agreed).getByText('agreed')).toBeInTheDocument();
    expect(within(agreed).getByText('with bob')).toBeInTheDocument();
    expect(within(agreed).getByRole('img', { name: "bob's avatar" })).toBeInTheDocument();
    expect(within(agreed).getByText('Where to meet: at the gate')).toBeInTheDocument();
    expect(within(agreed).getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
    expect(within(mine).getByText('waiting for bob')).toBeInTheDocument();
    expect(mine.querySelector('img.pickup-entry__photo')).toHaveAttribute(
      'src',
      '/api/photos/basil.webp',
    );
    expect(within(mine).queryByRole('button', { name: 'Add to calendar' })).toBeNull();
    expect(within(theirs).getByText('waiting for you')).toBeInTheDocument();
    expect(within(theirs).getByText('with cleo')).toBeInTheDocument();
  });

  it('says so when there is nothing coming up', async () => {
    fakeApi({ 'GET /pickups': { data: [] } });
    renderRoute(<UpcomingPickupsPage />, { path: '/pickups' });
    expect(await screen.findByText(/No pickups coming up/)).toBeInTheDocument();
  });

  it('says so when the list could not be loaded', async () => {
    fakeApi({ 'GET /pickups': { status: 500, data: { detail: 'Internal Server Error' } } });
    renderRoute(<UpcomingPickupsPage />, { path: '/pickups' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your pickups could not be loaded. Try again later.',
    );
  });

  it('is reachable from My lists', async () => {
    fakeApi({ 'GET /listings/': { data: [] }, 'GET /listings/want-listings': { data: [] } });
    renderRoute(<MyListingsPage />, { path: '/my-listings' });
    expect(await screen.findByRole('link', { name: 'Upcoming pickups' })).toHaveAttribute(
      'href',
      '/pickups',
    );
  });
});
