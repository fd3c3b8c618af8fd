import { sessionStore } from '@client/lib/session';
import { aListing } from '@client/test/factories';
import { fakeApi, networkFailure } from '@client/test/fake-api';
import { renderRoute, testQueryClient } from '@client/test/render';
import type { Listing } from '@common/types';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listingKeys } from './api';
import { EditListingPage } from './routes/edit-listing-page';
import { NewListingPage } from './routes/new-listing-page';

// Photos are compressed on a canvas, which jsdom does not draw.
const mocks = vi.hoisted(() => ({ compress: vi.fn() }));

vi.mock('@client/lib/compress-image', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@client/lib/compress-image')>()),
  compressImage: mocks.compress,
}));

const listing = aListing({
  id: 7,
  title: 'Sungold tomatoes',
  description: 'Sweet and early',
  price: 4,
  state_id: 2,
  category_id: 3,
});
const CREATE = 'POST /listings/';
const UPDATE = 'PATCH /listings/7';
let server: ReturnType<typeof fakeApi>;

/** The edit page of `shown`, already in the query cache as the listing page leaves it. */
function renderEdit(path: string, at: string, shown: Listing = listing) {
  const client = testQueryClient();
  client.setQueryData(listingKeys.detail(shown.id), shown);
  return renderRoute(<EditListingPage />, { path, at, client });
}

/** A multipart body as fields, the photo left out. */
const fieldsOf = (body: unknown) => Object.fromEntries(body as FormData);

beforeEach(() => {
  server = fakeApi({
    [CREATE]: { status: 201, data: { ...listing, id: 8 } },
    [UPDATE]: { data: listing },
  });
  mocks.compress.mockReset();
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
    expect(server.calls).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Title'));
    await userEvent.type(screen.getByLabelText('Title'), 'Basil starts');
    await userEvent.clear(screen.getByLabelText('Description'));
    await userEvent.type(screen.getByLabelText('Price'), '3');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'plants');
    await userEvent.click(screen.getByLabelText('publish the post to public'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.to(CREATE)).toHaveLength(1));
    expect(server.to(CREATE)[0]?.body).toEqual({
      title: 'Basil starts',
      description: '',
      price: 3,
      type_id: 1,
      category_id: 3,
      is_public: false,
      is_active: true,
      state_id: 1,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-listings'));
  });

  it('hides the price of exchange and giveaway listings and sends 0', async () => {
    renderRoute(<NewListingPage />, { path: '/listings/new' });
    await userEvent.type(screen.getByLabelText('Price'), '12');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'giveaway');
    expect(screen.queryByLabelText('Price')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Title'), 'Zucchini glut');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.to(CREATE)).toHaveLength(1));
    expect(server.to(CREATE)[0]?.body).toMatchObject({ type_id: 3, price: 0 });
  });

  it('shows a compression error, keeps the original photo and sends it', async () => {
    const { ImageTooLargeError } = await import('@client/lib/compress-image');
    mocks.compress.mockRejectedValue(new ImageTooLargeError());
    renderRoute(<NewListingPage />, { path: '/listings/new' });
    // A JPEG by its first bytes: the picker refuses anything else (docs/product.md §7.10).
    const jpegStart = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
    const original = new File([jpegStart, 'x'.repeat(10)], 'huge.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Add photos'), original);
    expect(
      await screen.findByText("Couldn't compress below 3 MB; please choose a smaller image."),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Title'), 'Pumpkins');
    await userEvent.type(screen.getByLabelText('Price'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.to(CREATE)).toHaveLength(1));
    const [create] = server.to(CREATE);
    expect((create!.body as FormData).getAll('images')).toEqual([original]);
  });

  it('says so when the server refuses', async () => {
    fakeApi({ [CREATE]: networkFailure });
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
    const { router } = renderEdit('/listings/:id/edit', '/listings/7/edit');
    const title = screen.getByLabelText('Title');
    expect(title).toBeRequired();
    await userEvent.clear(title);
    await userEvent.type(title, '   ');
    await userEvent.clear(screen.getByLabelText('Price'));
    await userEvent.type(screen.getByLabelText('Price'), 'lots');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Price must be greater than 0 for sell listings')).toBeInTheDocument();
    expect(server.calls).toEqual([]);

    await userEvent.clear(title);
    await userEvent.type(title, 'Roma tomatoes');
    await userEvent.clear(screen.getByLabelText('Price'));
    await userEvent.type(screen.getByLabelText('Price'), '2.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.to(UPDATE)).toHaveLength(1));
    expect(server.to(UPDATE)[0]?.body).toEqual({
      title: 'Roma tomatoes',
      description: 'Sweet and early',
      price: 2.5,
      is_active: true,
      type_id: 1,
      state_id: 2,
      category_id: 3,
      is_public: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/listings/7'));
  });

  it("shows the create form's fields under the same labels, in the same order", async () => {
    const labelsOf = () =>
      [...document.querySelectorAll('form label')].map((label) => label.textContent);
    const created = renderRoute(<NewListingPage />, { path: '/listings/new' });
    const createLabels = labelsOf();
    created.unmount();
    renderEdit('/listings/:id/edit', '/listings/7/edit');
    expect(labelsOf()).toEqual(createLabels);
    expect(createLabels).toEqual(
      expect.arrayContaining(['Title', 'Type', 'Category', 'Price', 'Description']),
    );
    expect(screen.queryByLabelText(/Item Name/)).not.toBeInTheDocument();
  });

  it('changes the category: the PATCH carries the chosen category_id', async () => {
    renderEdit('/listings/:id/edit', '/listings/7/edit');
    const category = screen.getByLabelText('Category');
    expect(category).toHaveValue('3');
    await userEvent.selectOptions(category, 'seeds');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.to(UPDATE)).toHaveLength(1));
    expect(server.to(UPDATE)[0]?.body).toMatchObject({ category_id: 2, title: 'Sungold tomatoes' });
  });

  it('sends price 0 for a giveaway and uploads a newly chosen photo', async () => {
    const photo = new File(['RIFF\0\0\0\0WEBPVP8 '], 'new.webp', { type: 'image/webp' });
    mocks.compress.mockResolvedValue(photo);
    renderEdit('/editlisting/:id', '/editlisting/7');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'giveaway');
    expect(screen.queryByLabelText('Price')).not.toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Add photos'), photo);
    await screen.findByRole('button', { name: 'Remove photo 1' });
    await userEvent.click(screen.getByLabelText('publish the post to public'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.to(UPDATE)).toHaveLength(1));
    const body = server.to(UPDATE)[0]?.body as FormData;
    expect(fieldsOf(body)).toMatchObject({ type_id: '3', price: '0', is_public: 'false' });
    expect(body.getAll('images')).toEqual([photo]);
    // The listing had no photos and keeps none of them: nothing to reorder.
    expect(body.get('image_order')).toBeNull();
  });

  it('shows the save error of docs/product.md §7.8', async () => {
    fakeApi({ [UPDATE]: networkFailure });
    renderEdit('/listings/:id/edit', '/listings/7/edit');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Failed to update listing. Please try again.'),
    ).toBeInTheDocument();
  });

  it("sends someone else's listing back to its page", async () => {
    const { router } = renderEdit('/listings/:id/edit', '/listings/7/edit', {
      ...listing,
      owner_id: 99,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/listings/7'));
  });
});
