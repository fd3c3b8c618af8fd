import type { Listing } from '@common/types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session';
import { renderRoute } from '../../test/render';
import type { ListingParams } from './api';
import { filtersFromParams, paramsFromFilters } from './filters';
import { MarketplacePage } from './routes/marketplace-page';
import { MyListingsPage } from './routes/my-listings-page';

const mocks = vi.hoisted(() => ({
  items: (_params: ListingParams): Listing[] => [],
  calls: [] as ListingParams[],
  setVisibility: vi.fn(),
}));

vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api')>()),
  setVisibility: mocks.setVisibility,
  useListingPages: (params: ListingParams) => {
    mocks.calls.push(params);
    return {
      isPending: false,
      isError: false,
      data: { pages: [{ items: mocks.items(params), next: undefined }] },
      hasNextPage: false,
      isFetchingNextPage: false,
      isFetchNextPageError: false,
      fetchNextPage: vi.fn(),
    };
  },
}));

const make = (id: number, overrides: Partial<Listing> = {}): Listing => ({
  id,
  title: `Listing ${id}`,
  description: '',
  price: 3,
  featured_image: null,
  is_active: true,
  is_public: true,
  type_id: 1,
  state_id: 1,
  category_id: 1,
  owner_id: 1,
  owner_username: 'rosa',
  owner_profile_picture: null,
  owner_latitude: null,
  owner_longitude: null,
  created_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

beforeEach(() => {
  mocks.items = () => [];
  mocks.calls = [];
  mocks.setVisibility.mockReset().mockReturnValue(new Promise(() => {}));
  sessionStore.start('token', { id: 1, username: 'rosa' });
});

describe('My lists, Have tab', () => {
  it('groups by category, shows prices or exchange/giveaway, and filters private or public', async () => {
    mocks.items = () => [
      make(1, { title: 'Tomatoes', price: 4 }),
      make(2, { title: 'Bean seeds', category_id: 2, type_id: 2, price: 0, is_public: false }),
      make(3, { title: 'Lavender', category_id: 3, type_id: 3, price: 0, state_id: 2 }),
    ];
    renderRoute(<MyListingsPage />, { path: '/my-listings' });
    expect(mocks.calls[0]).toMatchObject({ mine: true });
    for (const heading of ['produce', 'seeds', 'plants']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText('$4.00')).toBeInTheDocument();
    expect(screen.getByText('exchange')).toBeInTheDocument();
    expect(screen.getByText('giveaway')).toBeInTheDocument();
    expect(screen.getByText('Reserved')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Tomatoes/ })).toHaveAttribute('href', '/listings/1');

    const onlyPrivate = screen.getByLabelText('private');
    const onlyPublic = screen.getByLabelText('public');
    await userEvent.click(onlyPrivate);
    expect(screen.queryByText('Tomatoes')).not.toBeInTheDocument();
    expect(screen.getByText('Bean seeds')).toBeInTheDocument();
    await userEvent.click(onlyPublic);
    expect(onlyPrivate).not.toBeChecked();
    expect(onlyPublic).toBeChecked();
    expect(screen.queryByText('Bean seeds')).not.toBeInTheDocument();
    expect(screen.getByText('Tomatoes')).toBeInTheDocument();
  });

  it('moves a public toggle only once the server has accepted it', async () => {
    mocks.items = () => [make(1, { title: 'Tomatoes' })];
    renderRoute(<MyListingsPage />, { path: '/my-listings' });
    const toggle = screen.getByRole('checkbox', { name: 'public: Tomatoes' });
    await userEvent.click(toggle);
    expect(mocks.setVisibility).toHaveBeenCalledWith(1, false);
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
  });

  it('says "No listings found." and adds to the tab in view', async () => {
    const { router } = renderRoute(<MyListingsPage />, { path: '/my-listings' });
    expect(screen.getByText('No listings found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a listing' })).toHaveAttribute(
      'href',
      '/listings/new',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Want' }));
    expect(router.state.location.search).toBe('?tab=want');
    expect(screen.getByRole('link', { name: 'Add wish-list items' })).toHaveAttribute(
      'href',
      '/post-want',
    );
  });
});

describe('marketplace', () => {
  it("shows the Friend's empty text, whose link opens the Public tab", async () => {
    renderRoute(<MarketplacePage defaultTab="friends" />, { path: '/my-friend-listing' });
    expect(mocks.calls.at(-1)).toMatchObject({ friends: true, public: false, state_id: '1' });
    const empty = screen.getByText(/No listings from friends yet\./);
    expect(empty).toHaveTextContent('No listings from friends yet. Check out the public listings!');
    await userEvent.click(screen.getByRole('button', { name: 'Check out the public listings!' }));
    expect(screen.getByRole('tab', { name: 'Public' })).toHaveAttribute('aria-selected', 'true');
    expect(mocks.calls.at(-1)).toMatchObject({ friends: false, public: true });
  });

  it('filters by category, search and the "Filter Listings" modal', async () => {
    const { router } = renderRoute(<MarketplacePage defaultTab="public" />, {
      path: '/listings',
    });
    await userEvent.click(screen.getByRole('button', { name: 'seeds' }));
    expect(screen.getByRole('button', { name: 'seeds' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('No seeds listings available at the moment.')).toBeInTheDocument();
    expect(mocks.calls.at(-1)).toMatchObject({ category_id: 2 });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search listings' }), 'kale');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(mocks.calls.at(-1)).toMatchObject({ q: 'kale', category_id: 2 });

    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = screen.getByRole('dialog', { name: 'Filter Listings' });
    await userEvent.click(within(dialog).getByLabelText('Lowest price'));
    await userEvent.click(within(dialog).getByLabelText('giveaway'));
    await userEvent.type(within(dialog).getByLabelText('Min price'), '5');
    await userEvent.type(within(dialog).getByLabelText('Max price'), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(
      within(dialog).getByText('The minimum price must not be above the maximum'),
    ).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Max price'));
    await userEvent.type(within(dialog).getByLabelText('Max price'), '20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(mocks.calls.at(-1)).toMatchObject({
        sort: 'price-low',
        type_id: '3',
        min_price: 5,
        max_price: 20,
        q: 'kale',
      }),
    );
    expect(screen.getByRole('button', { name: 'Filter (3)' })).toBeInTheDocument();
    expect(router.state.location.search).toContain('sort=price-low');
  });

  it('keeps its filters in the address, read back the same', () => {
    const filters = filtersFromParams(
      new URLSearchParams('tab=friends&category=3&q=mint&sort=oldest&type=1,3&status=1,2&min=1'),
      'public',
    );
    expect(filters).toEqual({
      tab: 'friends',
      category: 3,
      q: 'mint',
      sort: 'oldest',
      types: [1, 3],
      states: [1, 2],
      minPrice: 1,
      maxPrice: undefined,
    });
    expect(filtersFromParams(paramsFromFilters(filters), 'public')).toEqual(filters);
    expect(filtersFromParams(new URLSearchParams('sort=bogus&type=9'), 'public')).toMatchObject({
      sort: 'newest',
      types: [],
      states: [1],
    });
  });
});
