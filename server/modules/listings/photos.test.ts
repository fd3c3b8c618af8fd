import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { LISTING_PHOTOS_MAX } from '@common/limits';
import { PHOTOS_LIMIT_MESSAGE } from '@common/schemas/listing-photos';
import { listingPhotos, listings } from '@server/db/schema';
import { setupTestApp } from '@server/test/app';
import { messages } from '@server/test/error-messages';
import { befriend, createUser, TEST_PASSWORD, type TestUser } from '@server/test/factories';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type supertest from 'supertest';
import { describe, expect, it } from 'vitest';

const testApp = setupTestApp();

/** A JPEG of the given size, in a colour of its own so every upload is a different file. */
const photo = (width = 64, height = 48, background = '#3a7d2f') =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

async function storedFiles(): Promise<string[]> {
  const dir = path.join(testApp().ctx.config.uploadsDir, 'listings');
  return (await readdir(dir).catch(() => [])).sort();
}

/** The bare stored path of a photo URL (signed URLs carry a query). */
const pathOf = (url: string) => url.split('?')[0]!;
const fileOf = (url: string) => path.basename(pathOf(url));

type Photo = { id: number; url: string; width: number | null; height: number | null };

/** Attaches each buffer as one more `images` file. */
async function withImages(req: supertest.Test, files: Buffer[]) {
  files.forEach((file, i) => {
    req.attach('images', file, `photo-${i}.jpg`);
  });
  return req;
}

/** A listing of `owner` with `count` photos of distinct sizes, made through the API. */
async function listingWithPhotos(owner: TestUser, count: number, fields = {}) {
  const req = testApp()
    .as(owner)
    .post('/api/listings/')
    .field('title', 'Sungold tomatoes')
    .field('price', '2');
  for (const [key, value] of Object.entries(fields)) req.field(key, String(value));
  const files = await Promise.all(
    Array.from({ length: count }, (_, i) => photo(40 + i * 10, 30 + i * 10)),
  );
  const res = await withImages(req, files);
  expect(res.status).toBe(201);
  return res.body as { id: number; images: Photo[]; featured_image: string | null };
}

async function storedRows(listingId: number) {
  return testApp()
    .ctx.db.select()
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listingId))
    .orderBy(asc(listingPhotos.position));
}

async function coverOf(listingId: number) {
  const [row] = await testApp()
    .ctx.db.select({ cover: listings.featuredImage })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row?.cover;
}

describe('POST /api/listings with several photos', () => {
  it('stores each, re-encoded, in the order sent, with its size; the first is the cover', async () => {
    const owner = await createUser(testApp().ctx);
    const before = await storedFiles();
    const listing = await listingWithPhotos(owner, 3);
    expect(listing.images.map((p) => [p.width, p.height])).toEqual([
      [40, 30],
      [50, 40],
      [60, 50],
    ]);
    for (const image of listing.images) {
      expect(image.url).toMatch(/^uploads\/listings\/[\w-]+\.webp$/);
      const served = await testApp().api.get(`/api/${image.url}`);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }
    expect(listing.featured_image).toBe(listing.images[0]!.url);
    expect(await coverOf(listing.id)).toBe(listing.images[0]!.url);
    expect((await storedFiles()).length).toBe(before.length + 3);
    const rows = await storedRows(listing.id);
    expect(rows.map((r) => r.position)).toEqual([0, 1, 2]);
  });

  it('still takes the single `image` field of older clients, and none at all', async () => {
    const owner = await createUser(testApp().ctx);
    const single = await testApp()
      .as(owner)
      .post('/api/listings/')
      .field('title', 'Chard')
      .field('price', '1')
      .attach('image', await photo(), 'chard.jpg');
    expect(single.status).toBe(201);
    expect(single.body.images).toHaveLength(1);
    expect(single.body.featured_image).toBe(single.body.images[0].url);
    const none = await testApp().as(owner).post('/api/listings/').send({ title: 'Kale', price: 1 });
    expect(none.status).toBe(201);
    expect(none.body.images).toEqual([]);
    expect(none.body.featured_image).toBeNull();
  });

  it(`refuses more than ${LISTING_PHOTOS_MAX} photos with a clear 422, storing and creating nothing`, async () => {
    const owner = await createUser(testApp().ctx);
    const before = await storedFiles();
    const req = testApp()
      .as(owner)
      .post('/api/listings/')
      .field('title', 'Too many beans')
      .field('price', '1');
    const files = await Promise.all(Array.from({ length: LISTING_PHOTOS_MAX + 1 }, () => photo()));
    const res = await withImages(req, files);
    expect(res.status).toBe(422);
    expect(messages(res.body)).toEqual([PHOTOS_LIMIT_MESSAGE]);
    expect(await storedFiles()).toEqual(before);
    const mine = await testApp().as(owner).get('/api/listings/?mine=true');
    expect(mine.body).toEqual([]);
  });

  it('creates nothing and stores nothing when one of the photos is not an image', async () => {
    const owner = await createUser(testApp().ctx);
    const before = await storedFiles();
    const req = testApp()
      .as(owner)
      .post('/api/listings/')
      .field('title', 'Figs')
      .field('price', '1');
    req.attach('images', await photo(), 'good.jpg');
    req.attach('images', Buffer.from('not an image at all'), 'bad.jpg');
    const res = await req;
    expect(res.status).toBe(415);
    expect(await storedFiles()).toEqual(before);
    expect((await testApp().as(owner).get('/api/listings/?mine=true')).body).toEqual([]);
  });
});

describe('PATCH /api/listings/{id} photos', () => {
  it('adds new photos after the kept ones', async () => {
    const owner = await createUser(testApp().ctx);
    const listing = await listingWithPhotos(owner, 2);
    const req = testApp().as(owner).patch(`/api/listings/${listing.id}`);
    const res = await withImages(req, [await photo(90, 70)]);
    expect(res.status).toBe(200);
    expect(res.body.images).toHaveLength(3);
    expect(res.body.images.slice(0, 2)).toEqual(listing.images);
    expect(res.body.images[2]).toMatchObject({ width: 90, height: 70 });
    expect(res.body.featured_image).toBe(listing.images[0]!.url);
  });

  it('reorders with image_order (JSON), the new first becoming the cover', async () => {
    const owner = await createUser(testApp().ctx);
    const listing = await listingWithPhotos(owner, 3);
    const [a, b, c] = listing.images.map((p) => p.id);
    const res = await testApp()
      .as(owner)
      .patch(`/api/listings/${listing.id}`)
      .send({ image_order: [c, a, b] });
    expect(res.status).toBe(200);
    expect(res.body.images.map((p: Photo) => p.id)).toEqual([c, a, b]);
    expect(res.body.featured_image).toBe(listing.images[2]!.url);
    expect(await coverOf(listing.id)).toBe(listing.images[2]!.url);
    expect((await storedRows(listing.id)).map((r) => [r.id, r.position])).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
    // Answers everywhere agree: the listing by id and the owner's list.
    const again = await testApp().as(owner).get(`/api/listings/${listing.id}`);
    expect(again.body.images.map((p: Photo) => p.id)).toEqual([c, a, b]);
    const mine = await testApp().as(owner).get('/api/listings/?mine=true');
    const shown = mine.body.find((l: { id: number }) => l.id === listing.id);
    expect(shown.images.map((p: Photo) => p.id)).toEqual([c, a, b]);
  });

  it('removes, reorders and adds in one multipart change, deleting removed files after it', async () => {
    const owner = await createUser(testApp().ctx);
    const listing = await listingWithPhotos(owner, 3);
    const [a, b, c] = listing.images;
    const req = testApp()
      .as(owner)
      .patch(`/api/listings/${listing.id}`)
      .field('image_order', String(c!.id))
      .field('image_order', String(a!.id));
    const res = await withImages(req, [await photo(100, 80)]);
    expect(res.status).toBe(200);
    expect(res.body.images.map((p: Photo) => p.id).slice(0, 2)).toEqual([c!.id, a!.id]);
    expect(res.body.images).toHaveLength(3);
    expect(res.body.images[2]).toMatchObject({ width: 100, height: 80 });
    const files = await storedFiles();
    expect(files).not.toContain(fileOf(b!.url));
    expect(files).toContain(fileOf(a!.url));
    expect(files).toContain(fileOf(res.body.images[2].url));
    expect((await testApp().api.get(`/api/${b!.url}`)).status).toBe(404);
  });

  it('takes image_order as one comma list too, and an empty one removes every photo', async () => {
    const owner = await createUser(testApp().ctx);
    const listing = await listingWithPhotos(owner, 2);
    const [a, b] = listing.images;
    const swapped = await testApp()
      .as(owner)
      .patch(`/api/listings/${listing.id}`)
      .field('image_order', `${b!.id},${a!.id}`);
    expect(swapped.status).toBe(200);
    expect(swapped.body.images.map((p: Photo) => p.id)).toEqual([b!.id, a!.id]);
    const emptied = await testApp()
      .as(owner)
      .patch(`/api/listings/${listing.id}`)
      .send({ image_order: [] });
    expect(emptied.status).toBe(200);
    expect(emptied.body.images).toEqual([]);
    expect(emptied.body.featured_image).toBeNull();
    expect(await coverOf(listing.id)).toBeNull();
    const files = await storedFiles();
    expect(files).not.toContain(fileOf(a!.url));
    expect(files).not.toContain(fileOf(b!.url));
  });

  it('leaves the photos alone when a change does not name them', async () => {
    const owner = await createUser(testApp().ctx);
    const listing = await listingWithPhotos(owner, 2);
    const res = await testApp()
      .as(owner)
      .patch(`/api/listings/${listing.id}`)
      .send({ title: 'Sungold cherry tomatoes' });
    expect(res.status).toBe(200);
    expect(res.body.images).toEqual(listing.images);
    expect(res.body.featured_image).toBe(listing.featured_image);
  });

  it('replaces the cover with the single `image` of older clients, keeping the others', async () => {
    const owner = await createUser(testApp().ctx);
    const listing = await listingWithPhotos(owner, 2);
    const [a, b] = listing.images;
    const res = await testApp()
      .as(owner)
      .patch(`/api/listings/${listing.id}`)
      .attach('image', await photo(120, 90), 'new-cover.jpg');
    expect(res.status).toBe(200);
    expect(res.body.images).toHaveLength(2);
    expect(res.body.images[0]).toMatchObject({ width: 120, height: 90 });
    expect(res.body.images[1].id).toBe(b!.id);
    expect(res.body.featured_image).toBe(res.body.images[0].url);
    expect(await storedFiles()).not.toContain(fileOf(a!.url));
  });

  it(`refuses more than ${LISTING_PHOTOS_MAX} in total, storing nothing and changing nothing`, async () => {
    const owner = await createUser(testApp().ctx);
    const listing = await listingWithPhotos(owner, 4);
    const before = await storedFiles();
    const req = testApp().as(owner).patch(`/api/listings/${listing.id}`).field('title', 'Changed');
    const res = await withImages(req, await Promise.all([photo(), photo(), photo()]));
    expect(res.status).toBe(422);
    expect(messages(res.body)).toEqual([PHOTOS_LIMIT_MESSAGE]);
    expect(await storedFiles()).toEqual(before);
    const after = await testApp().as(owner).get(`/api/listings/${listing.id}`);
    expect(after.body.images).toEqual(listing.images);
    expect(after.body.title).toBe('Sungold tomatoes');
    // Removing one makes room for two.
    const fits = testApp()
      .as(owner)
      .patch(`/api/listings/${listing.id}`)
      .field(
        'image_order',
        listing.images
          .slice(1)
          .map((p) => p.id)
          .join(','),
      );
    const ok = await withImages(fits, await Promise.all([photo(), photo(), photo()]));
    expect(ok.status).toBe(200);
    expect(ok.body.images).toHaveLength(LISTING_PHOTOS_MAX);
  });

  it('refuses ids that are not photos of this listing, naming them, and changes nothing', async () => {
    const owner = await createUser(testApp().ctx);
    const other = await createUser(testApp().ctx);
    const listing = await listingWithPhotos(owner, 2);
    const mineElsewhere = await listingWithPhotos(owner, 1);
    const theirs = await listingWithPhotos(other, 1);
    const [a] = listing.images;
    const stranger = theirs.images[0]!.id;
    const elsewhere = mineElsewhere.images[0]!.id;
    const before = await storedFiles();
    for (const [order, expected] of [
      [[a!.id, stranger], `image_order may only name this listing's photos, not ${stranger}`],
      [[elsewhere], `image_order may only name this listing's photos, not ${elsewhere}`],
      [[a!.id, 2_000_000], "image_order may only name this listing's photos, not 2000000"],
      [[a!.id, a!.id], 'image_order names a photo twice'],
      [['first'], 'image_order must be a number'],
    ] as const) {
      const req = testApp()
        .as(owner)
        .patch(`/api/listings/${listing.id}`)
        .field('image_order', order.join(','));
      const res = await withImages(req, [await photo()]);
      expect(res.status).toBe(422);
      expect(messages(res.body)).toEqual([expected]);
    }
    expect(await storedFiles()).toEqual(before);
    const after = await testApp().as(owner).get(`/api/listings/${listing.id}`);
    expect(after.body.images).toEqual(listing.images);
    const theirsAfter = await testApp().as(other).get(`/api/listings/${theirs.id}`);
    expect(theirsAfter.body.images).toEqual(theirs.images);
  });

  it('changes nothing when one new photo is refused', async () => {
    const owner = await createUser(testApp().ctx);
    const listing = await listingWithPhotos(owner, 2);
    const before = await storedFiles();
    const req = testApp()
      .as(owner)
      .patch(`/api/listings/${listing.id}`)
      .field('title', 'Renamed')
      .field('image_order', String(listing.images[1]!.id));
    req.attach('images', await photo(), 'good.jpg');
    req.attach('images', Buffer.from('<svg>not a photo</svg>'), 'bad.jpg');
    const res = await req;
    expect(res.status).toBe(415);
    expect(await storedFiles()).toEqual(before);
    const after = await testApp().as(owner).get(`/api/listings/${listing.id}`);
    expect(after.body.images).toEqual(listing.images);
    expect(after.body.title).toBe('Sungold tomatoes');
  });

  it('is the owner’s alone: 403 to a friend who sees it, 404 to a stranger', async () => {
    const { ctx } = testApp();
    const [owner, friend, stranger] = await Promise.all([
      createUser(ctx),
      createUser(ctx),
      createUser(ctx),
    ]);
    await befriend(ctx, owner, friend);
    const listing = await listingWithPhotos(owner, 2, { is_public: false });
    const order = { image_order: [listing.images[1]!.id] };
    const asFriend = await testApp().as(friend).patch(`/api/listings/${listing.id}`).send(order);
    expect(asFriend.status).toBe(403);
    const asStranger = await testApp()
      .as(stranger)
      .patch(`/api/listings/${listing.id}`)
      .send(order);
    expect(asStranger.status).toBe(404);
    expect((await storedRows(listing.id)).length).toBe(2);
  });
});

describe('deleting photos’ listings', () => {
  it('deleting a listing deletes every photo file', async () => {
    const owner = await createUser(testApp().ctx);
    const listing = await listingWithPhotos(owner, 3);
    const res = await testApp().as(owner).delete(`/api/listings/${listing.id}`);
    expect(res.status).toBe(204);
    const files = await storedFiles();
    for (const image of listing.images) expect(files).not.toContain(fileOf(image.url));
    expect(await storedRows(listing.id)).toEqual([]);
  });

  it('deleting an account deletes every photo of every listing', async () => {
    const owner = await createUser(testApp().ctx);
    const first = await listingWithPhotos(owner, 2);
    const second = await listingWithPhotos(owner, 3);
    await testApp()
      .as(owner)
      .delete('/api/auth/profile')
      .send({ password: TEST_PASSWORD })
      .expect(204);
    const files = await storedFiles();
    for (const image of [...first.images, ...second.images]) {
      expect(files).not.toContain(fileOf(image.url));
    }
  });
});

describe('access to each photo follows its listing', () => {
  it('a private listing’s second photo is 404 to a stranger and a guest, served to friends', async () => {
    const { ctx } = testApp();
    const [owner, friend, stranger] = await Promise.all([
      createUser(ctx),
      createUser(ctx),
      createUser(ctx),
    ]);
    await befriend(ctx, owner, friend);
    const listing = await listingWithPhotos(owner, 2, { is_public: false });
    const second = pathOf(listing.images[1]!.url);
    // The owner's answer is signed for the owner; a friend's for the friend.
    expect(listing.images[1]!.url).toMatch(new RegExp(`^${second}\\?v=${owner.id}&exp=\\d+&sig=`));
    const seen = await testApp().as(friend).get(`/api/listings/${listing.id}`);
    const signed = seen.body.images[1].url as string;
    expect(signed).toMatch(new RegExp(`^${second}\\?v=${friend.id}&`));
    const served = await testApp().api.get(`/api/${signed}`);
    expect(served.status).toBe(200);
    expect(served.headers['cache-control']).toBe('private, no-cache');

    expect((await testApp().api.get(`/api/${second}`)).status).toBe(404);
    const asStranger = await testApp()
      .api.get(`/api/${second}`)
      .set('Authorization', `Bearer ${stranger.token}`);
    expect(asStranger.status).toBe(404);
    // The stranger cannot borrow the friend's URL by signing it for themselves.
    const forged = signed.replace(`v=${friend.id}`, `v=${stranger.id}`);
    expect((await testApp().api.get(`/api/${forged}`)).status).toBe(404);
  });

  it('a public listing’s every photo is public and cached; made private, none is', async () => {
    const owner = await createUser(testApp().ctx);
    const listing = await listingWithPhotos(owner, 2);
    for (const image of listing.images) {
      const res = await testApp().api.get(`/api/${image.url}`);
      expect(res.status).toBe(200);
      // Kept an hour at most: the listing may go private (docs/decisions.md "How long caches
      // keep photos").
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
    }
    await testApp()
      .as(owner)
      .patch(`/api/listings/${listing.id}/visibility`)
      .send({ is_public: false })
      .expect(200);
    for (const image of listing.images) {
      expect((await testApp().api.get(`/api/${image.url}`)).status).toBe(404);
    }
  });
});

describe('listing pages carry every photo', () => {
  it('the public marketplace lists each listing’s photos in order', async () => {
    const owner = await createUser(testApp().ctx);
    const listing = await listingWithPhotos(owner, 3);
    const viewer = await createUser(testApp().ctx);
    const page = await testApp().as(viewer).get('/api/listings/?public=true&limit=100');
    expect(page.status).toBe(200);
    const shown = page.body.find((l: { id: number }) => l.id === listing.id);
    expect(shown.images).toEqual(listing.images);
    const guest = await testApp().api.get('/api/listings/?public=true&limit=100');
    const shownToGuest = guest.body.find((l: { id: number }) => l.id === listing.id);
    expect(shownToGuest.images).toEqual(listing.images);
  });
});
