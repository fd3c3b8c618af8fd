import { MyListingsPage } from '@client/app/pages/my-listings-page';
import { sessionStore } from '@client/lib/session';
import { aListing } from '@client/test/factories';
import { fakeApi } from '@client/test/fake-api';
import { renderRoute, testQueryClient } from '@client/test/render';
import { DAY_MS } from '@common/time';
import type { Listing } from '@common/types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { listingKeys } from './api';
import { dayAhead, endOfDay, untilLabel } from './freshness';
import { EditListingPage } from './routes/edit-listing-page';
import { MarketplacePage } from './routes/marketplace-page';
import { NewListingPage } from './routes/new-listing-page';

const LIST = 'GET /listings/';
const CREATE = 'POST /listings/';
let items: Listing[];
let server: ReturnType<typeof fakeApi>;

const expired = aListing({ id: 1, title: 'Old tomatoes', expired: true });
const renewed = {
  ...expired,
  expired: false,
  available_until: new Date(Date.now() + 7 * DAY_MS).toISOString(),
};

beforeEach(() => {
  items = [];
  server = fakeApi({
    [LIST]: () => ({ data: items }),
    'GET /listings/want-listings': { data: [] },
    [CREATE]: { status: 201, data: aListing({ id: 8 }) },
    'PATCH /listings/7': { data: aListing({ id: 7 }) },
    'POST /listings/1/renew': () => {
      items = [renewed];
      return { data: renewed };
    },
  });
  sessionStore.start('token', { id: 1, username: 'rosa' });
});

describe('freshness on cards', () => {
  it('says when a listing was posted and, with an end date, until when', async () => {
    const until = new Date(Date.now() + 3 * DAY_MS).toISOString();
    items = [
      aListing({
        id: 1,
        title: 'Ripe tomatoes',
        created_at: new Date(Date.now() - 2 * DAY_MS - 60_000).toISOString(),
        available_until: until,
      }),
      aListing({ id: 2, title: 'Bean seeds', category_id: 2 }),
    ];
    renderRoute(<MarketplacePage defaultTab="public" />, { path: '/listings' });
    const tomatoes = (await screen.findByText('Ripe tomatoes')).closest('li')!;
    expect(tomatoes).toHaveTextContent(
      `posted 2 days ago · ${untilLabel(until, new Date(), 'en')}`,
    );
    const seeds = screen.getByText('Bean seeds').closest('li')!;
    expect(seeds).toHaveTextContent(/posted .* ago/);
    expect(seeds).not.toHaveTextContent('until');
  });
});

describe('My lists', () => {
  it('shows an expired listing as "Expired" with "Renew", which puts it back', async () => {
    items = [expired, aListing({ id: 2, title: 'Fresh basil', category_id: 3 })];
    renderRoute(<MyListingsPage />, { path: '/my-listings' });
    const row = (await screen.findByText('Old tomatoes')).closest('li')!;
    expect(within(row).getByText('Expired')).toBeInTheDocument();
    const basil = screen.getByText('Fresh basil').closest('li')!;
    expect(within(basil).queryByText('Expired')).not.toBeInTheDocument();
    expect(within(basil).queryByRole('button', { name: /Renew/ })).not.toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Renew Old tomatoes' }));
    await waitFor(() => expect(server.to('POST /listings/1/renew')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Expired')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /Renew/ })).not.toBeInTheDocument();
  });
});

describe('the end date field', () => {
  it('shows a week for new produce and sends nothing unless changed', async () => {
    renderRoute(<NewListingPage />, { path: '/listings/new' });
    const field = screen.getByLabelText('Available until');
    const today = new Date();
    expect(field).toHaveValue(dayAhead(today, 7));
    expect(field).toHaveAttribute('min', dayAhead(today, 0));
    expect(field).toHaveAttribute('max', dayAhead(today, 30));
    await userEvent.type(screen.getByLabelText('Title'), 'Ripe tomatoes');
    await userEvent.type(screen.getByLabelText('Price'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.to(CREATE)).toHaveLength(1));
    expect(server.to(CREATE)[0]?.body).not.toHaveProperty('available_until');
  });

  it('sends the end of the chosen day, and asks produce for one', async () => {
    renderRoute(<NewListingPage />, { path: '/listings/new' });
    await userEvent.type(screen.getByLabelText('Title'), 'Ripe tomatoes');
    await userEvent.type(screen.getByLabelText('Price'), '2');
    const field = screen.getByLabelText('Available until');
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Produce needs an end date, at most 30 days ahead'),
    ).toBeInTheDocument();
    expect(server.to(CREATE)).toEqual([]);

    const day = dayAhead(new Date(), 12);
    await userEvent.type(field, day);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.to(CREATE)).toHaveLength(1));
    expect(server.to(CREATE)[0]?.body).toMatchObject({ available_until: endOfDay(day) });
  });

  it('starts empty for seeds and plants', async () => {
    renderRoute(<NewListingPage />, { path: '/listings/new' });
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'seeds');
    expect(screen.getByLabelText('Available until')).toHaveValue('');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'produce');
    expect(screen.getByLabelText('Available until')).toHaveValue(dayAhead(new Date(), 7));
  });

  it('edits the date of a listing, or clears it for seeds', async () => {
    const seeds = aListing({
      id: 7,
      category_id: 2,
      available_until: new Date(Date.now() + 5 * DAY_MS).toISOString(),
    });
    const client = testQueryClient();
    client.setQueryData(listingKeys.detail(7), seeds);
    renderRoute(<EditListingPage />, {
      path: '/listings/:id/edit',
      at: '/listings/7/edit',
      client,
    });
    const field = screen.getByLabelText('Available until');
    expect(field).toHaveValue(dayAhead(new Date(Date.now() + 5 * DAY_MS), 0));
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.to('PATCH /listings/7')).toHaveLength(1));
    expect(server.to('PATCH /listings/7')[0]?.body).toMatchObject({ available_until: null });
  });
});
