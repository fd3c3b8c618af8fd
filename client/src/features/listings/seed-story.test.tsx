import { sessionStore } from '@client/lib/session';
import { aListing } from '@client/test/factories';
import { fakeApi } from '@client/test/fake-api';
import { renderRoute, testQueryClient } from '@client/test/render';
import type { Seed } from '@common/schemas/listing-seed';
import type { Listing } from '@common/types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { listingKeys } from './api';
import { ListingCard } from './components/listing-card';
import { EditListingPage } from './routes/edit-listing-page';
import { ListingDetailPage } from './routes/listing-detail-page';
import { MarketplacePage } from './routes/marketplace-page';
import { NewListingPage } from './routes/new-listing-page';

// Seeds with their story on the screens (docs/product.md §7.18).
const STORY: Seed = {
  variety: 'Cherokee Purple',
  kind: 'heirloom',
  saved_year: 2025,
  origin: 'own_garden',
  note: 'germinated 90 % in March',
};
const seeds = aListing({ id: 7, title: 'Tomato seeds', category_id: 2, type_id: 3, seed: STORY });
const CREATE = 'POST /listings/';
const UPDATE = 'PATCH /listings/7';
const LIST = 'GET /listings/';
let server: ReturnType<typeof fakeApi>;

beforeEach(() => {
  server = fakeApi({
    [CREATE]: { status: 201, data: { ...seeds, id: 8 } },
    [UPDATE]: { data: seeds },
    [LIST]: { data: [] },
    'GET /listings/7': { data: seeds },
    'GET /listings/want-listings': { data: [] },
  });
  sessionStore.start('token', { id: 1, username: 'rosa' });
});

const field = (label: string) => screen.getByLabelText(label);

describe('the listing form and a seed story', () => {
  it('shows the seed fields only while the category is seeds, and sends the story', async () => {
    renderRoute(<NewListingPage />, { path: '/listings/new' });
    await screen.findByLabelText('Title');
    expect(screen.queryByLabelText('Variety')).not.toBeInTheDocument();
    await userEvent.type(field('Title'), 'Tomato seeds');
    await userEvent.selectOptions(field('Type'), 'giveaway');
    await userEvent.selectOptions(field('Category'), 'seeds');
    await userEvent.type(field('Variety'), '  Cherokee Purple ');
    expect(
      within(field('Kind') as HTMLElement)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Heirloom', 'Open-pollinated', 'Hybrid', 'Not sure']);
    await userEvent.selectOptions(field('Kind'), 'Heirloom');
    await userEvent.type(field('Year saved'), '2025');
    await userEvent.selectOptions(field('Where they come from'), 'My garden');
    await userEvent.type(field('Note'), 'germinated 90 % in March');
    expect(screen.getByText('24 of 200')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.to(CREATE)).toHaveLength(1));
    expect(server.to(CREATE)[0]?.body).toMatchObject({ category_id: 2, seed: STORY });
  });

  it('says what is wrong with a year or a variety and sends nothing', async () => {
    renderRoute(<NewListingPage />, { path: '/listings/new' });
    await userEvent.type(await screen.findByLabelText('Title'), 'Bean seeds');
    await userEvent.selectOptions(field('Type'), 'giveaway');
    await userEvent.selectOptions(field('Category'), 'seeds');
    await userEvent.type(field('Variety'), 'x'.repeat(61));
    await userEvent.type(field('Year saved'), '1985');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The year saved must be a whole year, 1990 or later'),
    ).toBeInTheDocument();
    expect(screen.getByText('The variety must be 1 to 60 characters long')).toBeInTheDocument();
    await userEvent.clear(field('Variety'));
    await userEvent.clear(field('Year saved'));
    await userEvent.type(field('Year saved'), String(new Date().getFullYear() + 1));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        `The year saved cannot be later than this year (${new Date().getFullYear()})`,
      ),
    ).toBeInTheDocument();
    expect(server.to(CREATE)).toEqual([]);
  });

  it('leaves the story out when the category changes away from seeds', async () => {
    renderRoute(<NewListingPage />, { path: '/listings/new' });
    await userEvent.type(await screen.findByLabelText('Title'), 'Kale starts');
    await userEvent.selectOptions(field('Type'), 'giveaway');
    await userEvent.selectOptions(field('Category'), 'seeds');
    await userEvent.type(field('Year saved'), '1900');
    await userEvent.selectOptions(field('Category'), 'plants');
    expect(screen.queryByLabelText('Variety')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.to(CREATE)).toHaveLength(1));
    expect(server.to(CREATE)[0]?.body).not.toHaveProperty('seed');
  });

  it('starts the edit form from the story and sends the change', async () => {
    const client = testQueryClient();
    client.setQueryData(listingKeys.detail(7), seeds);
    renderRoute(<EditListingPage />, {
      path: '/listings/:id/edit',
      at: '/listings/7/edit',
      client,
    });
    expect(await screen.findByLabelText('Variety')).toHaveValue('Cherokee Purple');
    expect(field('Year saved')).toHaveValue(2025);
    await userEvent.clear(field('Note'));
    await userEvent.selectOptions(field('Kind'), 'Hybrid');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.to(UPDATE)).toHaveLength(1));
    expect(server.to(UPDATE)[0]?.body).toMatchObject({
      seed: { ...STORY, kind: 'hybrid', note: null },
    });
  });
});

describe('a seed listing on cards and its page', () => {
  const card = (seed: Listing['seed']) => {
    renderRoute(
      <ul>
        <ListingCard listing={{ ...seeds, seed }} />
      </ul>,
    );
    return screen.getByRole('listitem');
  };

  it('shows the variety and "heirloom · saved 2025"', async () => {
    const item = card(STORY);
    expect(await within(item).findByText('heirloom · saved 2025')).toBeInTheDocument();
    expect(within(item).getByText('Cherokee Purple')).toBeInTheDocument();
  });

  it('says only what is known: the kind, the year, or nothing', async () => {
    const untold = { ...STORY, variety: null, saved_year: null, kind: 'unknown' } as const;
    expect(card({ ...untold, kind: 'hybrid' })).toHaveTextContent(/Tomato seeds\s*hybrid/);
    document.body.innerHTML = '';
    expect(card({ ...untold, saved_year: 2024 })).toHaveTextContent('saved 2024');
    document.body.innerHTML = '';
    const none = card(untold);
    expect(none).not.toHaveTextContent('saved');
    expect(none).not.toHaveTextContent('Not sure');
  });

  it('tells the whole story on the listing page', async () => {
    renderRoute(<ListingDetailPage messageOwner={() => null} />, {
      path: '/listings/:id',
      at: '/listings/7',
    });
    const story = await screen.findByRole('region', { name: 'Cherokee Purple' });
    expect(story).toHaveTextContent('KindHeirloom');
    expect(story).toHaveTextContent('Saved in2025');
    expect(story).toHaveTextContent("Saved in the grower's own garden");
    expect(story).toHaveTextContent('germinated 90 % in March');
  });

  it('filters the marketplace by seed kind', async () => {
    renderRoute(<MarketplacePage defaultTab="public" />, { path: '/listings' });
    await userEvent.click(await screen.findByRole('button', { name: 'seeds' }));
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = screen.getByRole('dialog', { name: 'Filter Listings' });
    await userEvent.click(within(dialog).getByLabelText('Heirloom'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(server.to(LIST).at(-1)?.query).toMatchObject({
        category_id: '2',
        seed_kind: 'heirloom',
      }),
    );
    // Produce has no seed kinds: choosing it drops the filter.
    await userEvent.click(screen.getByRole('button', { name: 'produce' }));
    await waitFor(() => expect(server.to(LIST).at(-1)?.query).toMatchObject({ category_id: '1' }));
    expect(server.to(LIST).at(-1)?.query.seed_kind).toBeUndefined();
  });
});
