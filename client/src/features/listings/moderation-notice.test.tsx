import { MyListingsPage } from '@client/app/pages/my-listings-page';
import { sessionStore } from '@client/lib/session';
import { aListing } from '@client/test/factories';
import { fakeApi } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import { REMOVED_BY_MODERATOR } from '@common/schemas/moderation';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ListingDetailPage } from './routes/listing-detail-page';

const removed = aListing({ id: 1, title: 'Tomatoes', moderation: 'removed' });
const held = aListing({ id: 2, title: 'Bean seeds', moderation: 'held' });
const shown = aListing({ id: 3, title: 'Lavender' });

beforeEach(() => sessionStore.start('token', { id: 1, username: 'rosa' }));
afterEach(() => sessionStore.clear());

describe('what its owner reads on a moderated listing (docs/product.md §14.2, §14.3)', () => {
  it('My lists names a removed and a held listing, and nothing on the others', async () => {
    fakeApi({
      'GET /listings/': { data: [removed, held, shown] },
      'GET /listings/want-listings': { data: [] },
    });
    renderRoute(<MyListingsPage />, { path: '/my-listings' });
    const row = async (title: string) =>
      (await screen.findByRole('link', { name: new RegExp(title) })).closest('li')!;
    expect(await row('Tomatoes')).toHaveTextContent(REMOVED_BY_MODERATOR);
    expect(await row('Bean seeds')).toHaveTextContent(
      'Hidden while our moderators look at reports',
    );
    const lavender = await row('Lavender');
    expect(lavender).not.toHaveTextContent(/moderat/i);
  });

  it.each([
    [removed, `${REMOVED_BY_MODERATOR}. Nobody else can see this listing any more.`],
    [
      held,
      'Hidden while our moderators look at reports. Nobody else can see this listing until they have.',
    ],
  ])('the listing page says it on listing %#', async (listing, text) => {
    fakeApi({ [`GET /listings/${listing.id}`]: { data: listing } });
    renderRoute(<ListingDetailPage messageOwner={() => null} />, {
      path: '/listings/:id',
      at: `/listings/${listing.id}`,
    });
    expect(
      await screen.findByText(
        (_, el) => el?.className === 'alert__text' && el.textContent === text,
      ),
    ).toBeInTheDocument();
  });

  it('a listing page offers others "Report this listing", never its owner', async () => {
    fakeApi({ 'GET /listings/3': { data: { ...shown, owner_id: 9, owner_username: 'basil' } } });
    const { unmount } = renderRoute(<ListingDetailPage messageOwner={() => null} />, {
      path: '/listings/:id',
      at: '/listings/3',
    });
    await screen.findByRole('heading', { name: 'Lavender' });
    expect(screen.getByRole('button', { name: 'Report this listing' })).toBeInTheDocument();
    expect(screen.queryByText(/moderat/i)).toBeNull();
    unmount();

    fakeApi({ 'GET /listings/3': { data: shown } });
    renderRoute(<ListingDetailPage messageOwner={() => null} />, {
      path: '/listings/:id',
      at: '/listings/3',
    });
    const manage = await screen.findByRole('region', { name: 'Manage this listing' });
    expect(within(manage).getByRole('button', { name: /Delete/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report this listing' })).toBeNull();
  });
});
