import { distanceAndAge, distanceLabel } from '@client/lib/listing-distance';
import { profileKey } from '@client/lib/query-keys';
import { sessionStore } from '@client/lib/session';
import { aListing, aProfile } from '@client/test/factories';
import { type Call, fakeApi, signInAs } from '@client/test/fake-api';
import { renderRoute, testQueryClient } from '@client/test/render';
import { DAY_MS } from '@common/time';
import type { Listing, UserProfile } from '@common/types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ListingDetailPage } from './routes/listing-detail-page';
import { MarketplacePage } from './routes/marketplace-page';

// Distance and age on cards and the listing page, and the marketplace's distance controls
// (docs/product.md §6.3, §7.4–7.6).
const twoDaysAgo = () => new Date(Date.now() - 2 * DAY_MS - 60_000).toISOString();
let items: Listing[];
let calls: Call[];

function serve(profile?: UserProfile) {
  const server = fakeApi({
    'GET /listings/': () => ({ data: items }),
    'GET /listings/5': () => ({ data: items[0] }),
    ...(profile ? { 'GET /auth/profile': { data: profile } } : {}),
  });
  calls = server.calls;
}

const listQueries = () => calls.filter((c) => c.url === '/listings').map((c) => c.query);

beforeEach(() => {
  items = [];
  signInAs(1, 'rosa');
});
afterEach(() => sessionStore.clear());

describe('how far and how fresh', () => {
  it('reads "0.8 mi · 2 days ago", "12 km", and under a tenth in the same spot', () => {
    const now = new Date();
    expect(
      distanceAndAge({ created_at: twoDaysAgo(), distance: 0.8, distance_unit: 'mi' }, now, 'en'),
    ).toBe('0.8 mi · 2 days ago');
    expect(distanceAndAge({ created_at: twoDaysAgo(), distance: null }, now, 'en')).toBe(
      'posted 2 days ago',
    );
    expect(distanceLabel({ distance: 12, distance_unit: 'km' }, 'en')).toBe('12 km');
    expect(distanceLabel({ distance: 0, distance_unit: 'mi' }, 'en')).toBe('under 0.1 mi');
    expect(distanceLabel({ distance: null, distance_unit: 'mi' }, 'en')).toBeUndefined();
  });

  it('shows the distance and age on marketplace cards, and the age alone without a distance', async () => {
    items = [
      aListing({
        id: 1,
        title: 'Ripe tomatoes',
        owner_id: 2,
        created_at: twoDaysAgo(),
        distance: 0.8,
        distance_unit: 'mi',
      }),
      aListing({ id: 2, title: 'Bean seeds', owner_id: 2, created_at: twoDaysAgo() }),
    ];
    serve();
    renderRoute(<MarketplacePage defaultTab="public" />, { path: '/listings' });
    const tomatoes = (await screen.findByText('Ripe tomatoes')).closest('li')!;
    expect(tomatoes).toHaveTextContent('0.8 mi · 2 days ago');
    expect(tomatoes).not.toHaveTextContent('posted');
    const seeds = screen.getByText('Bean seeds').closest('li')!;
    expect(seeds).toHaveTextContent('posted 2 days ago');
    expect(seeds).not.toHaveTextContent(/ mi /);
  });

  it('says the area on the listing page: the owner’s city and how far, never a street', async () => {
    items = [
      aListing({
        id: 5,
        title: 'Lavender',
        owner_id: 2,
        owner_city: 'Provo',
        distance: 3.4,
        distance_unit: 'km',
        created_at: twoDaysAgo(),
      }),
    ];
    serve();
    renderRoute(<ListingDetailPage messageOwner={() => null} />, {
      path: '/listings/:id',
      at: '/listings/5',
    });
    const area = await screen.findByRole('region', { name: 'Where it is' });
    expect(area).toHaveTextContent('Near Provo · 3.4 km away');
    expect(screen.getByText('posted 2 days ago')).toBeInTheDocument();
  });

  it('says only the city to a guest, who has no distance', async () => {
    sessionStore.clear();
    items = [aListing({ id: 5, title: 'Lavender', owner_id: 2, owner_city: 'Orem' })];
    serve();
    renderRoute(<ListingDetailPage messageOwner={() => null} />, {
      path: '/listings/:id',
      at: '/listings/5',
    });
    const area = await screen.findByRole('region', { name: 'Where it is' });
    expect(area).toHaveTextContent(/^Near Orem$/);
  });
});

describe('nearest first and within a distance', () => {
  const openFilters = async () => {
    await userEvent.click(await screen.findByRole('button', { name: /^Filter/ }));
    return screen.getByRole('dialog', { name: 'Filter Listings' });
  };

  it('offers them to a member with a home, in their unit, and keeps them in the address', async () => {
    const client = testQueryClient();
    const profile = aProfile({ latitude: 40.2, longitude: -111.6, effective_distance_unit: 'km' });
    client.setQueryData(profileKey, profile);
    serve(profile);
    const { router } = renderRoute(<MarketplacePage defaultTab="public" />, {
      path: '/listings',
      client,
    });
    const dialog = await openFilters();
    expect(within(dialog).getByRole('radio', { name: 'Any distance' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Nearest first' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Within 5 km' }));
    expect(within(dialog).getAllByRole('radio', { name: /^Within \d+ km$/ })).toHaveLength(4);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(listQueries().at(-1)).toMatchObject({ sort: 'distance', within: 5 }),
    );
    expect(router.state.location.search).toContain('sort=distance');
    expect(router.state.location.search).toContain('within=5');
    expect(screen.getByRole('button', { name: 'Filter (2)' })).toBeInTheDocument();

    // Reset clears the distance too.
    const again = await openFilters();
    expect(within(again).getByRole('radio', { name: 'Within 5 km' })).toBeChecked();
    await userEvent.click(within(again).getByRole('button', { name: 'Reset' }));
    await userEvent.click(within(again).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('within'));
    expect(screen.getByRole('button', { name: 'Filter' })).toBeInTheDocument();
  });

  it('shows neither to a member without a home', async () => {
    const client = testQueryClient();
    client.setQueryData(profileKey, aProfile({ latitude: null, longitude: null }));
    serve(aProfile());
    renderRoute(<MarketplacePage defaultTab="public" />, { path: '/listings', client });
    const dialog = await openFilters();
    expect(within(dialog).getByRole('radio', { name: 'Newest' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: 'Nearest first' })).toBeNull();
    expect(within(dialog).queryByRole('group', { name: 'Distance' })).toBeNull();
  });
});
