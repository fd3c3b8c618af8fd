import sharp from 'sharp';
import { expect, signIn, test, uniqueName } from './fixtures';

/** A photo of its own size and colour, so each can be told apart once the server re-encodes it. */
async function photo(name: string, width: number, height: number, background: string) {
  const buffer = await sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
  return { name: `${name}.jpg`, mimeType: 'image/jpeg', buffer };
}

test('a gardener adds photos, reorders them, removes one, and the listing shows them in order', async ({
  page,
  member,
  request,
}) => {
  const title = `Runner beans ${uniqueName('')}`;
  const [pods, flowers, harvest] = await Promise.all([
    photo('pods', 320, 240, '#3a7d2f'),
    photo('flowers', 240, 320, '#d9482b'),
    photo('harvest', 400, 300, '#8d5a3b'),
  ]);

  // Create it with two photos: the first chosen is the cover.
  await signIn(page, member);
  await page.goto('/listings/new');
  await page.getByLabel('Add photos').setInputFiles([pods, flowers]);
  const photos = page.getByRole('group', { name: 'Photos' });
  await expect(photos.getByRole('img', { name: 'Photo 1 (cover)' })).toBeVisible();
  await expect(photos.getByRole('img', { name: 'Photo 2', exact: true })).toBeVisible();
  await expect(photos.getByText('Cover', { exact: true })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Price').fill('2');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/my-listings$/);

  const mine = await request.get('/api/listings/?mine=true', {
    headers: { Authorization: `Bearer ${member.token}` },
  });
  const listing = (await mine.json()).find((l: { title: string }) => l.title === title);
  expect(listing.images.map((i: { width: number }) => i.width)).toEqual([320, 240]);

  // The listing page: a gallery with a dot per photo.
  await page.goto(`/listings/${listing.id}`);
  const gallery = page.getByRole('region', { name: `Photos of ${title}` });
  await expect(gallery).toBeVisible();
  await expect(page.getByRole('button', { name: /^Show photo \d of 2$/ })).toHaveCount(2);

  // Edit: add a third, make it the cover, and remove the second of the first two.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/listings\/\d+\/edit$/);
  await expect(photos.getByRole('img')).toHaveCount(2);
  await page.getByLabel('Add photos').setInputFiles([harvest]);
  await expect(photos.getByRole('img', { name: 'Photo 3', exact: true })).toBeVisible();
  // From the keyboard: focus stays on the photo as it moves.
  await page.getByRole('button', { name: 'Move photo 3 earlier' }).click();
  await expect(page.getByRole('button', { name: 'Move photo 2 earlier' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Photo moved to position 1 of 3, now the cover')).toBeAttached();
  await page.getByRole('button', { name: 'Remove photo 3' }).click();
  await expect(photos.getByRole('img')).toHaveCount(2);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/listings/${listing.id}$`));

  // The listing page shows them in the new order: the new photo first, then the pods.
  const slides = gallery.getByRole('img', { includeHidden: true });
  await expect(slides).toHaveCount(2);
  await expect(slides.nth(0)).toHaveAttribute('width', '400');
  await expect(slides.nth(1)).toHaveAttribute('width', '320');
  await expect
    .poll(() => slides.nth(0).evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(400);
  const dots = page.getByRole('button', { name: /^Show photo \d of 2$/ });
  await expect(dots).toHaveCount(2);
  await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
  await page.getByRole('button', { name: 'Next photo' }).click();
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('button', { name: 'Next photo' })).toBeHidden();
  await gallery.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');

  // The cover is the new first photo everywhere one photo is shown; the removed file is gone.
  const after = await request.get(`/api/listings/${listing.id}`, {
    headers: { Authorization: `Bearer ${member.token}` },
  });
  const saved = await after.json();
  expect(saved.images.map((i: { width: number }) => i.width)).toEqual([400, 320]);
  expect(saved.featured_image).toBe(saved.images[0].url);
  const removed = listing.images[1].url;
  expect((await request.get(`/api/${removed}`)).status()).toBe(404);
});
