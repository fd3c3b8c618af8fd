import { sessionStore } from '@client/lib/session';
import { aListing } from '@client/test/factories';
import { fakeApi } from '@client/test/fake-api';
import { renderRoute, testQueryClient } from '@client/test/render';
import { PHOTOS_LIMIT_MESSAGE } from '@common/schemas/listing-photos';
import type { Listing } from '@common/types';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listingKeys } from './api';
import { ListingGallery } from './components/listing-gallery';
import { EditListingPage } from './routes/edit-listing-page';
import { NewListingPage } from './routes/new-listing-page';

// Photos are compressed on a canvas, which jsdom does not draw: each comes back as it went.
const mocks = vi.hoisted(() => ({ compress: vi.fn() }));
vi.mock('@client/lib/compress-image', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@client/lib/compress-image')>()),
  compressImage: mocks.compress,
}));

const photo = (id: number) => ({
  id,
  url: `uploads/listings/p${id}.webp`,
  width: 800,
  height: 600,
});
/** A JPEG as far as its first bytes go (the picker reads them, docs/product.md §7.10). */
const JPEG_START = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
const file = (name: string) => new File([JPEG_START, name], `${name}.jpg`, { type: 'image/jpeg' });

const withPhotos = aListing({
  id: 7,
  title: 'Sungold tomatoes',
  // Plants: no end date to pick before saving (docs/product.md §7.14).
  category_id: 3,
  images: [photo(11), photo(12), photo(13)],
  featured_image: 'uploads/listings/p11.webp',
});
const UPDATE = 'PATCH /listings/7';
const NOT_A_PHOTO = (name: string) =>
  `${name} is not a photo. Choose a JPEG, PNG, WebP, GIF, AVIF or HEIC image.`;
const CREATE = 'POST /listings/';

function renderEdit(shown: Listing = withPhotos) {
  const client = testQueryClient();
  client.setQueryData(listingKeys.detail(shown.id), shown);
  return renderRoute(<EditListingPage />, {
    path: '/listings/:id/edit',
    at: `/listings/${shown.id}/edit`,
    client,
  });
}

/** The form's photos, in order, by their alternative text. */
const shownPhotos = () =>
  within(screen.getByRole('group', { name: 'Photos' }))
    .getAllByRole('img')
    .map((img) => img.getAttribute('src'));

let server: ReturnType<typeof fakeApi>;
beforeEach(() => {
  server = fakeApi({
    [UPDATE]: { data: withPhotos },
    [CREATE]: { status: 201, data: { ...withPhotos, id: 8 } },
  });
  mocks.compress.mockReset();
  mocks.compress.mockImplementation(async (chosen: File) => chosen);
  sessionStore.start('token', { id: 1, username: 'rosa' });
});

describe('the form’s photos', () => {
  it('shows the listing’s photos in order, the first as the cover', () => {
    renderEdit();
    expect(shownPhotos()).toEqual([
      '/api/uploads/listings/p11.webp',
      '/api/uploads/listings/p12.webp',
      '/api/uploads/listings/p13.webp',
    ]);
    expect(screen.getByAltText('Photo 1 (cover)')).toBeInTheDocument();
    expect(screen.getByText('Cover')).toBeInTheDocument();
    expect(screen.getByText('3 of 6. The first is the cover.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move photo 1 earlier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move photo 3 later' })).toBeDisabled();
  });

  it('reorders and removes, then sends the kept ids in their order (JSON, nothing uploaded)', async () => {
    renderEdit();
    await userEvent.click(screen.getByRole('button', { name: 'Move photo 3 earlier' }));
    expect(shownPhotos()).toEqual([
      '/api/uploads/listings/p11.webp',
      '/api/uploads/listings/p13.webp',
      '/api/uploads/listings/p12.webp',
    ]);
    expect(screen.getByText('Photo moved to position 2 of 3')).toBeInTheDocument();
    // Focus follows the photo it moved, so the same key press moves it again.
    expect(screen.getByRole('button', { name: 'Move photo 2 earlier' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByAltText('Photo 1 (cover)')).toHaveAttribute(
      'src',
      '/api/uploads/listings/p13.webp',
    );
    expect(screen.getByText('Photo moved to position 1 of 3, now the cover')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 3' }));
    expect(shownPhotos()).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.to(UPDATE)).toHaveLength(1));
    expect(server.to(UPDATE)[0]?.body).toMatchObject({ image_order: [13, 11] });
  });

  it('sends no image_order when the photos are as they were', async () => {
    renderEdit();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.to(UPDATE)).toHaveLength(1));
    expect(server.to(UPDATE)[0]?.body).not.toHaveProperty('image_order');
  });

  it('uploads a new photo made the cover, then puts it first with a second request', async () => {
    // As the server answers the upload: 13 removed, the new photo (14) after those kept.
    const added = { ...withPhotos, images: [photo(11), photo(12), photo(14)] };
    server = fakeApi({
      [UPDATE]: ({ body }) =>
        body instanceof FormData ? { data: added } : { data: { ...added, images: [] } },
    });
    renderEdit();
    const tomato = file('tomato');
    await userEvent.upload(screen.getByLabelText('Add photos'), tomato);
    expect(await screen.findByAltText('Photo 4')).toBeInTheDocument();
    expect(mocks.compress).toHaveBeenCalledWith(tomato);
    for (const at of [4, 3, 2]) {
      await userEvent.click(screen.getByRole('button', { name: `Move photo ${at} earlier` }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.to(UPDATE)).toHaveLength(2));
    const [upload, reorder] = server.to(UPDATE);
    const form = upload!.body as FormData;
    expect(form.getAll('images')).toEqual([tomato]);
    expect(form.get('image_order')).toBe('11,12');
    // The server answered the new photo as id 14, after the kept ones.
    expect(reorder!.body).toEqual({ image_order: [14, 11, 12] });
  });

  it('adds several at once on a new listing, in the order chosen then arranged', async () => {
    renderRoute(<NewListingPage />, { path: '/listings/new' });
    const [beans, peas] = [file('beans'), file('peas')];
    await userEvent.upload(screen.getByLabelText('Add photos'), [beans, peas]);
    expect(await screen.findByText('2 photos added')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    await userEvent.type(screen.getByLabelText('Title'), 'Pole beans');
    await userEvent.type(screen.getByLabelText('Price'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.to(CREATE)).toHaveLength(1));
    const form = server.to(CREATE)[0]!.body as FormData;
    expect(form.getAll('images')).toEqual([peas, beans]);
    expect(form.get('title')).toBe('Pole beans');
  });

  it(`keeps at most six and says so`, async () => {
    renderEdit();
    const chosen = ['a', 'b', 'c', 'd'].map(file);
    await userEvent.upload(screen.getByLabelText('Add photos'), chosen);
    expect(await screen.findByText(PHOTOS_LIMIT_MESSAGE)).toBeInTheDocument();
    expect(shownPhotos()).toHaveLength(6);
    expect(mocks.compress).toHaveBeenCalledTimes(3);
    expect(screen.queryByLabelText('Add photos')).not.toBeInTheDocument();
    expect(screen.getByText('That is the most a listing can have.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 6' }));
    expect(screen.getByLabelText('Add photos')).toBeInTheDocument();
  });

  it('keeps a photo it could not compress, says why, and refuses what is not an image', async () => {
    const { ImageTooLargeError } = await import('@client/lib/compress-image');
    mocks.compress.mockRejectedValue(new ImageTooLargeError());
    renderRoute(<NewListingPage />, { path: '/listings/new' });
    const huge = file('huge');
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByLabelText('Add photos'), { target: { files: [huge, notes] } });
    expect(
      await screen.findByText("Couldn't compress below 3 MB; please choose a smaller image."),
    ).toBeInTheDocument();
    expect(screen.getByText(NOT_A_PHOTO('notes.txt'))).toBeInTheDocument();
    expect(await screen.findAllByRole('img', { name: /^Photo \d/ })).toHaveLength(1);
  });

  it('refuses a file named and typed as a photo that is not one, with one message, and never sends it', async () => {
    renderRoute(<NewListingPage />, { path: '/listings/new' });
    const fake = new File(['Dear diary, the beans are up.'], 'beans.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Add photos'), fake);
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_A_PHOTO('beans.jpg'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(within(screen.getByRole('group', { name: 'Photos' })).queryAllByRole('img')).toEqual([]);
    expect(mocks.compress).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Title'), 'Pole beans');
    await userEvent.type(screen.getByLabelText('Price'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.to(CREATE)).toHaveLength(1));
    const sent = server.to(CREATE)[0]!.body;
    expect(sent instanceof FormData ? sent.getAll('images') : []).toEqual([]);
  });

  it('takes the photos of a mixed choice and names every file it refuses, in one message', async () => {
    renderRoute(<NewListingPage />, { path: '/listings/new' });
    const pdf = new File(['%PDF-1.7'], 'seed-list.pdf', { type: 'application/pdf' });
    const renamed = new File(['%PDF-1.7'], 'seed-list.png', { type: 'image/png' });
    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
      'peas.png',
      { type: 'image/png' },
    );
    const webp = new File(['RIFF\0\0\0\0WEBPVP8 '], 'kale.webp', { type: 'image/webp' });
    const heic = new File(['\0\0\0\x18ftypheic'], 'chard.heic', { type: 'image/heic' });
    fireEvent.change(screen.getByLabelText('Add photos'), {
      target: { files: [pdf, png, renamed, webp, heic] },
    });
    expect(await screen.findByText('3 photos added')).toBeInTheDocument();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'seed-list.pdf, seed-list.png are not photos. Choose a JPEG, PNG, WebP, GIF, AVIF or HEIC image.',
    ]);
    expect(mocks.compress.mock.calls.map(([f]) => (f as File).name)).toEqual([
      'peas.png',
      'kale.webp',
      'chard.heic',
    ]);
  });
});

describe('the listing page’s gallery', () => {
  const dots = () => screen.getAllByRole('button', { name: /^Show photo/ });
  const currentDot = () => dots().findIndex((d) => d.getAttribute('aria-current') === 'true');

  it('shows one photo as before, without dots or arrows', () => {
    render(<ListingGallery listing={aListing({ title: 'Figs', images: [photo(1)] })} />);
    expect(screen.getByAltText('Figs')).toHaveAttribute('src', '/api/uploads/listings/p1.webp');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('moves through the photos with its buttons, its dots and the arrow keys', async () => {
    render(<ListingGallery listing={withPhotos} />);
    const region = screen.getByRole('region', { name: 'Photos of Sungold tomatoes' });
    expect(within(region).getAllByRole('img', { hidden: true })).toHaveLength(3);
    expect(screen.getByAltText('Sungold tomatoes, photo 1 of 3')).toHaveAttribute('width', '800');
    expect(dots()).toHaveLength(3);
    expect(currentDot()).toBe(0);
    expect(screen.getByRole('button', { name: 'Previous photo' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(currentDot()).toBe(1);
    expect(screen.getByText('Photo 2 of 3')).toBeInTheDocument();

    region.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(currentDot()).toBe(2);
    expect(screen.getByRole('button', { name: 'Next photo' })).toBeDisabled();
    await userEvent.keyboard('{ArrowRight}');
    expect(currentDot()).toBe(2);
    await userEvent.keyboard('{Home}');
    expect(currentDot()).toBe(0);
    await userEvent.keyboard('{End}');
    expect(currentDot()).toBe(2);
    await userEvent.keyboard('{ArrowLeft}');
    expect(currentDot()).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: 'Show photo 1 of 3' }));
    expect(currentDot()).toBe(0);
    expect(screen.getByText('Photo 1 of 3')).toBeInTheDocument();
  });

  it('follows a swipe: the dot of the photo the strip stops on lights up', () => {
    render(<ListingGallery listing={withPhotos} />);
    const region = screen.getByRole('region', { name: 'Photos of Sungold tomatoes' });
    Object.defineProperty(region, 'clientWidth', { value: 300, configurable: true });
    region.scrollLeft = 600;
    fireEvent.scroll(region);
    expect(currentDot()).toBe(2);
  });
});
