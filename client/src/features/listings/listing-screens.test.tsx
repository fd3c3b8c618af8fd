import { MyListingsPage } from '@client/app/pages/my-listings-page';
import { sessionStore } from '@client/lib/session';
import { aListing } from '@client/test/factories';
import { fakeApi } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import type { Listing } from '@common/types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { filtersFromParams, paramsFromFilters, withWords } from './filters';
import { MarketplacePage } from './routes/marketplace-page';

const LIST = 'GET /listings/';
const VISIBILITY = 'PATCH /listings/1/visibility';
let items: (query: Record<string, unknown>) => Listing[];
let server: ReturnType<typeof fakeApi>;
const lastQuery = () => server.to(LIST).at(-1)?.query;

beforeEach(() => {
  items = () => [];
  server = fakeApi({
    [LIST]: ({ query }) => ({ data: items(query) }),
    'GET /listings/want-listings': { data: [] },
    // No answer yet: the toggle waits for one.
    [VISIBILITY]: () => new Promise(() => {}),
  });
  sessionStore.start('token', { id: 1, username: 'rosa' });
});

describe('My lists, Have tab', () => {
  it('groups by category, shows prices or exchange/giveaway, and filters private or public', async () => {
    items = () => [
      aListing({ id: 1, title: 'Tomatoes', price: 4 }),
      aListing({
        id: 2,
        title: 'Bean seeds',
        category_id: 2,
        type_id: 2,
        price: 0,
        is_public: false,
      }),
      aListing({ id: 3, title: 'Lavender', category_id: 3, type_id: 3, price: 0, state_id: 2 }),
    ];
    renderRoute(<MyListingsPage />, { path: '/my-listings' });
    for (const heading of ['produce', 'seeds', 'plants']) {
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(server.to(LIST)[0]?.query).toMatchObject({ mine: true });
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
    items = () => [aListing({ id: 1, title: 'Tomatoes' })];
    renderRoute(<MyListingsPage />, { path: '/my-listings' });
    const toggle = await screen.findByRole('checkbox', { name: 'public: Tomatoes' });
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(server.to(VISIBILITY).map((c) => c.body)).toEqual([{ is_public: false }]),
    );
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
  });

  it('captions the toggle with who sees the listing: "public" on, "friends only" off', async () => {
    items = () => [
      aListing({ id: 1, title: 'Tomatoes' }),
      aListing({ id: 2, title: 'Bean seeds', is_public: false }),
    ];
    renderRoute(<MyListingsPage />, { path: '/my-listings' });
    const row = async (title: string) =>
      (await screen.findByRole('checkbox', { name: `public: ${title}` })).closest('li')!;
    expect(await row('Tomatoes')).toHaveTextContent(/public$/);
    expect(await row('Bean seeds')).toHaveTextContent(/friends only$/);
    expect(await row('Bean seeds')).not.toHaveTextContent(/public$/);
  });

  it('says "No listings found." and adds to the tab in view', async () => {
    const { router } = renderRoute(<MyListingsPage />, { path: '/my-listings' });
    expect(await screen.findByText('No listings found.')).toBeInTheDocument();
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
  it('leads to the swap days near the member (docs/product.md §7.19)', async () => {
    renderRoute(<MarketplacePage defaultTab="public" />, { path: '/listings' });
    expect(await screen.findByRole('link', { name: 'Swap days' })).toHaveAttribute(
      'href',
      '/swap-days',
    );
  });

  it("shows the Friend's empty text, whose link opens the Public tab", async () => {
    renderRoute(<MarketplacePage defaultTab="friends" />, { path: '/my-friend-listing' });
    const empty = await screen.findByText(/No listings from friends yet\./);
    expect(lastQuery()).toMatchObject({ friends: true, public: false, state_id: '1' });
    expect(empty).toHaveTextContent('No listings from friends yet. Check out the public listings!');
    await userEvent.click(screen.getByRole('button', { name: 'Check out the public listings!' }));
    expect(screen.getByRole('tab', { name: 'Public' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(lastQuery()).toMatchObject({ friends: false, public: true }));
  });

  it('filters by category, search and the "Filter Listings" modal', async () => {
    const { router } = renderRoute(<MarketplacePage defaultTab="public" />, {
      path: '/listings',
    });
    await userEvent.click(screen.getByRole('button', { name: 'seeds' }));
    expect(screen.getByRole('button', { name: 'seeds' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      await screen.findByText('No seeds listings available at the moment.'),
    ).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ category_id: '2' });

    await userEvent.type(screen.getByRole('combobox', { name: 'Search listings' }), 'kale');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ q: 'kale', category_id: '2' }));

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
      expect(lastQuery()).toMatchObject({
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

  it('orders a search by best match unless another order is chosen, and keeps that out of the address', () => {
    const searching = filtersFromParams(new URLSearchParams('q=tomatoes'), 'public');
    expect(searching.sort).toBe('relevance');
    expect(paramsFromFilters(searching).has('sort')).toBe(false);
    expect(filtersFromParams(new URLSearchParams('q=tomatoes&sort=newest'), 'public').sort).toBe(
      'newest',
    );
    expect(paramsFromFilters({ ...searching, sort: 'newest' }).get('sort')).toBe('newest');
    // Without words there is nothing to match: best match falls back to newest.
    expect(filtersFromParams(new URLSearchParams('sort=relevance'), 'public').sort).toBe('newest');
    // New words: a default order follows them, a chosen one stays.
    const browsing = filtersFromParams(new URLSearchParams(''), 'public');
    expect(withWords(browsing, 'kale').sort).toBe('relevance');
    expect(withWords({ ...browsing, sort: 'oldest' }, 'kale').sort).toBe('oldest');
    expect(withWords(searching, '').sort).toBe('newest');
  });
});
