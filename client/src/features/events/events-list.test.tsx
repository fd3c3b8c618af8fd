import { sessionStore } from '@client/lib/session';
import { timeSpan } from '@client/lib/time-span';
import { fakeApi, signInAs } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import type { NearbyEvent } from '@common/schemas/events';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EventsPage } from './routes/events-page';

/** docs/product.md §7.19: /swap-days, upcoming swap days near the member, soonest first. */
const at = (day: number, hour: number) => new Date(2031, 4, day, hour, 0).toISOString();
// As Testing Library reads text: Intl's thin spaces become plain ones.
const shown = (from: string, to: string) => timeSpan('en', from, to).replace(/\s+/g, ' ');

const anEvent = (overrides: Partial<NearbyEvent>): NearbyEvent => ({
  id: 1,
  title: 'Seed swap',
  description: '',
  starts_at: at(3, 10),
  ends_at: at(3, 13),
  place_name: 'Liberty Park',
  latitude: 40.745,
  longitude: -111.875,
  host: { id: 5, username: 'bob', avatar: null },
  going_count: 0,
  going: false,
  distance: 1.2,
  distance_unit: 'mi',
  ...overrides,
});

beforeEach(() => signInAs(1, 'rosa'));
afterEach(() => sessionStore.clear());

describe('Swap days', () => {
  it('lists each with its time, place, distance and who is going, as the server orders them', async () => {
    const server = fakeApi({
      'GET /events': {
        data: [
          anEvent({ going_count: 3 }),
          anEvent({
            id: 2,
            title: 'Tomato seedling swap',
            starts_at: at(9, 9),
            ends_at: at(9, 11),
            place_name: 'City Library',
            distance: 12,
            distance_unit: 'km',
            going_count: 1,
            going: true,
          }),
        ],
      },
    });
    renderRoute(<EventsPage />, { path: '/swap-days' });
    expect(await screen.findByRole('heading', { name: 'Swap days' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Upcoming swap days near you' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual([
      'Seed swap',
      'Tomato seedling swap',
    ]);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/swap-days/1');
    expect(within(first).getByText(shown(at(3, 10), at(3, 13)))).toBeInTheDocument();
    expect(within(first).getByText('Liberty Park · 1.2 mi away')).toBeInTheDocument();
    expect(within(first).getByText('3 going')).toBeInTheDocument();
    expect(within(second).getByText('City Library · 12 km away')).toBeInTheDocument();
    expect(within(second).getByText('1 going: you')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Host a swap day' })).toHaveAttribute(
      'href',
      '/swap-days/new',
    );
    expect(server.to('GET /events')).toHaveLength(1);
  });

  it('says what a swap day is when there is none near', async () => {
    fakeApi({ 'GET /events': { data: [] } });
    renderRoute(<EventsPage />, { path: '/swap-days' });
    expect(await screen.findByText('No swap days near you yet.')).toBeInTheDocument();
    expect(screen.getByText(/A swap day is a meeting at a public place/)).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('link', { name: 'Host a swap day' })).toBeInTheDocument();
  });

  it('asks for an address when the member has none to measure from', async () => {
    fakeApi({
      'GET /events': { status: 422, data: { detail: 'Add your address to see swap days' } },
    });
    renderRoute(<EventsPage />, { path: '/swap-days' });
    expect(
      await screen.findByText('Add your address to see swap days near you.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your address' })).toHaveAttribute(
      'href',
      '/profile/edit',
    );
  });

  it('says so when the list could not be loaded', async () => {
    fakeApi({ 'GET /events': { status: 500, data: { detail: 'Internal Server Error' } } });
    renderRoute(<EventsPage />, { path: '/swap-days' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Swap days could not be loaded. Try again later.',
    );
  });
});
