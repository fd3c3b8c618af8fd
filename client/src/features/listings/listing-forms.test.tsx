import type { Listing } from '@common/types';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session';
import { renderRoute } from '../../test/render';
import { EditListingPage } from './routes/edit-listing-page';
import { NewListingPage } from './routes/new-listing-page';

const mocks = vi.hoisted(() => ({
  createListing: vi.fn(),
  updateListing: vi.fn(),
  listing: undefined as unknown,
  compress: vi.fn(),
}));

vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api')>()),
  createListing: mocks.createListing,
  updateListing: mocks.updateListing,
  useListing: () => ({ data: mocks.listing, error: null, isPending: false }),
}));

vi.mock('../../lib/compress-image', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/compress-image')>()),
  compressImage: mocks.compress,
}));

const listing: Listing = {
  id: 7,
  title: 'Sungold tomatoes',
  description: 'Sweet and early',
  price: 4,
  featured_image: null,
  is_active: true,
  is_public: true,
  type_id: 1,
  state_id: 2,
  category_id: 3,
  owner_id: 1,
  owner_username: 'rosa',
  owner_profile_picture: null,
  owner_latitude: null,
  owner_longitude: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => {
  mocks.createListing.mockReset().mockResolvedValue({ ...listing, id: 8 });
  mocks.updateListing.mockReset().mockResolvedValue(listing);
  mocks.compress.mockReset();
  mocks.listing = listing;
  sessionStore.start('token', { id: 1, username: 'rosa' });
});

describe('create listing form', () => {
  it("shows docs/product.md §7.12's messages and sends nothing until they are met", async () => {
    const { router } = renderRoute(<NewListingPage />, { path: '/listings/new' });
    await userEvent.type(screen.getByLabelText('Title'), 'ab');
    await userEvent.type(screen.getByLabelText('Description'), 'x'.repeat(1001));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title must be at least 3 characters long')).toBeInTheDocument();
    expect(screen.getByText('Price must be greater than 0 for sell listings')).toBeInTheDocument();
    expect(
      screen.getByText('Description must be at most 1000 characters long'),
    ).toBeInTheDocument();
    expect(mocks.createListing).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Title'));
    await userEvent.type(screen.getByLabelText('Title'), 'Basil starts');
    await userEvent.clear(screen.getByLabelText('Description'));
    await userEvent.type(screen.getByLabelText('Price'), '3');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'plants');
    await userEvent.click(screen.getByLabelText('publish the post to public'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mocks.createListing).toHaveBeenCalled());
    expect(mocks.createListing).toHaveBeenCalledWith(
      {
        title: 'Basil starts',
        description: '',
        price: 3,
        type_id: 1,
        category_id: 3,
        is_public: false,
      },
      undefined,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-listings'));
  });

  it('hides the price of exchange and giveaway listings and sends 0', async () => {
    renderRoute(<NewListingPage />, { path: '/listings/new' });
    await userEvent.type(screen.getByLabelText('Price'), '12');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'giveaway');
    expect(screen.queryByLabelText('Price')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Title'), 'Zucchini glut');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mocks.createListing).toHaveBeenCalled());
    expect(mocks.createListing.mock.calls[0]![0]).toMatchObject({ type_id: 3, price: 0 });
  });

  it('shows a compression error, keeps the original photo and sends it', async () => {
    const { ImageTooLargeError } = await import('../../lib/compress-image');
    mocks.compress.mockRejectedValue(new ImageTooLargeError());
    renderRoute(<NewListingPage />, { path: '/listings/new' });
    const original = new File(['x'.repeat(10)], 'huge.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Add a photo'), original);
    expect(
      await screen.findByText("Couldn't compress below 3 MB; please choose a smaller image."),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Title'), 'Pumpkins');
    await userEvent.type(screen.getByLabelText('Price'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mocks.createListing).toHaveBeenCalled());
    expect(mocks.createListing.mock.calls[0]![1]).toBe(original);
  });

  it('says so when the server refuses', async () => {
    mocks.createListing.mockRejectedValue(new Error('Network Error'));
    renderRoute(<NewListingPage />, { path: '/listings/new' });
    await userEvent.type(screen.getByLabelText('Title'), 'Pumpkins');
    await userEvent.type(screen.getByLabelText('Price'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Failed to create listing. Please try again later.'),
    ).toBeInTheDocument();
  });
});

describe('edit listing form', () => {
  it('requires a title and a sell price, then sends exactly the fields of docs/product.md §7.8', async () => {
    const { router } = renderRoute(<EditListingPage />, {
      path: '/listings/:id/edit',
      at: '/listings/7/edit',
    });
    const title = screen.getByLabelText(/Item Name/);
    expect(title).toBeRequired();
    await userEvent.clear(title);
    await userEvent.type(title, '   ');
    await userEvent.clear(screen.getByLabelText('Price'));
    await userEvent.type(screen.getByLabelText('Price'), 'lots');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Price must be greater than 0 for sell listings')).toBeInTheDocument();
    expect(mocks.updateListing).not.toHaveBeenCalled();

    await userEvent.clear(title);
    await userEvent.type(title, 'Roma tomatoes');
    await userEvent.clear(screen.getByLabelText('Price'));
    await userEvent.type(screen.getByLabelText('Price'), '2.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mocks.updateListing).toHaveBeenCalled());
    expect(mocks.updateListing).toHaveBeenCalledWith(
      7,
      {
        title: 'Roma tomatoes',
        description: 'Sweet and early',
        price: 2.5,
        is_active: true,
        type_id: 1,
        state_id: 2,
        category_id: 3,
        is_public: true,
      },
      undefined,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/listings/7'));
  });

  it('sends price 0 for a giveaway and uploads a newly chosen photo', async () => {
    const photo = new File(['img'], 'new.webp', { type: 'image/webp' });
    mocks.compress.mockResolvedValue(photo);
    renderRoute(<EditListingPage />, { path: '/editlisting/:id', at: '/editlisting/7' });
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'giveaway');
    expect(screen.queryByLabelText('Price')).not.toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Choose a photo'), photo);
    await screen.findByRole('button', { name: 'Remove photo' });
    await userEvent.click(screen.getByLabelText('publish the post to public'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mocks.updateListing).toHaveBeenCalled());
    const [, fields, file] = mocks.updateListing.mock.calls[0]!;
    expect(fields).toMatchObject({ type_id: 3, price: 0, is_public: false });
    expect(file).toBe(photo);
  });

  it('shows the save error of docs/product.md §7.8', async () => {
    mocks.updateListing.mockRejectedValue(new Error('Network Error'));
    renderRoute(<EditListingPage />, { path: '/listings/:id/edit', at: '/listings/7/edit' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Failed to update listing. Please try again.'),
    ).toBeInTheDocument();
  });

  it("sends someone else's listing back to its page", async () => {
    mocks.listing = { ...listing, owner_id: 99 };
    const { router } = renderRoute(<EditListingPage />, {
      path: '/listings/:id/edit',
      at: '/listings/7/edit',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/listings/7'));
  });
});
