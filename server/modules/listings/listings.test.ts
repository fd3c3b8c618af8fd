import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { jobs } from '@server/db/schema';
import { cloakPoint } from '@server/modules/map/cloak';
import { setupTestApp } from '@server/test/app';
import { messages } from '@server/test/error-messages';
import { befriend, createListing, createUser } from '@server/test/factories';
import { and, asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

const testApp = setupTestApp();

const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7d2f' } })
    .jpeg()
    .toBuffer();

async function storedFiles(): Promise<string[]> {
  const dir = path.join(testApp().ctx.config.uploadsDir, 'listings');
  return readdir(dir).catch(() => []);
}

async function threeMembers() {
  const { ctx } = testApp();
  const [owner, friend, stranger] = await Promise.all([
    createUser(ctx),
    createUser(ctx),
    createUser(ctx),
  ]);
  await befriend(ctx, owner, friend);
  return { owner, friend, stranger };
}

describe('POST /api/listings/', () => {
  it('creates a listing from JSON with the defaults of docs/product.md §7.1', async () => {
    const owner = await createUser(testApp().ctx);
    const res = await testApp()
      .as(owner)
      .post('/api/listings/')
      .send({ title: '  Sungold tomatoes ', price: 4.5, description: 'Sweet' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Sungold tomatoes',
      description: 'Sweet',
      price: 4.5,
      featured_image: null,
      is_active: true,
      is_public: true,
      type_id: 1,
      state_id: 1,
      category_id: 1,
      owner_id: owner.id,
      owner_username: owner.username,
      owner_profile_picture: null,
      owner_latitude: 40.7559,
      owner_longitude: -111.8967,
    });
    expect(res.headers.location).toBe(`/api/listings/${res.body.id}`);
  });

  it('creates one from a multipart form with a photo, re-encoded to WebP', async () => {
    const owner = await createUser(testApp().ctx);
    const res = await testApp()
      .as(owner)
      .post('/api/listings/')
      .field('title', 'Basil seedlings')
      .field('price', '2')
      .field('type_id', '1')
      .field('category_id', '3')
      .field('is_public', 'false')
      .attach('image', await photo(), { filename: 'basil.jpg', contentType: 'image/jpeg' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: 'Basil seedlings', category_id: 3, is_public: false });
    // Friends-only: the owner gets a URL signed for them (server/modules/photos/photos.test.ts).
    expect(res.body.featured_image).toMatch(/^uploads\/listings\/[\w-]+\.webp\?v=\d+&exp=\d+&sig=/);
    const served = await testApp().api.get(`/api/${res.body.featured_image}`);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('private, no-cache');
  });

  it('forces the price of exchange and giveaway listings to 0', async () => {
    const owner = await createUser(testApp().ctx);
    for (const type_id of [2, 3]) {
      const res = await testApp()
        .as(owner)
        .post('/api/listings/')
        .send({ title: 'Zucchini', price: 9, type_id });
      expect(res.status).toBe(201);
      expect(res.body.price).toBe(0);
    }
  });

  it.each([
    [{ title: 'ab' }, 'Title must be at least 3 characters long'],
    [{ title: '  a  ' }, 'Title must be at least 3 characters long'],
    [{ title: undefined }, 'Title must be at least 3 characters long'],
    [{ price: 0 }, 'Price must be greater than 0 for sell listings'],
    [{ price: undefined, type_id: 1 }, 'Price must be greater than 0 for sell listings'],
    [{ description: 'x'.repeat(1001) }, 'Description must be at most 1000 characters long'],
    [{ type_id: 7 }, 'type_id must be one of 1, 2, 3'],
    [{ category_id: 'seeds' }, 'category_id must be a number'],
    [{ price: -1 }, 'Price cannot be negative'],
  ])('refuses %o with "%s" and stores nothing', async (override, message) => {
    const owner = await createUser(testApp().ctx);
    const res = await testApp()
      .as(owner)
      .post('/api/listings/')
      .send({ title: 'Good title', price: 3, ...override });
    expect(res.status).toBe(422);
    expect(messages(res.body)).toContain(message);
    const mine = await testApp().as(owner).get('/api/listings/?mine=true');
    expect(mine.body).toEqual([]);
  });

  it('needs a login', async () => {
    const res = await testApp().api.post('/api/listings/').send({ title: 'Kale', price: 1 });
    expect(res.status).toBe(401);
  });

  it('refuses a file that is not an image with 415, and stores no file and no listing', async () => {
    const owner = await createUser(testApp().ctx);
    const before = await storedFiles();
    const res = await testApp()
      .as(owner)
      .post('/api/listings/')
      .field('title', 'Not a photo')
      .field('price', '2')
      .attach('image', Buffer.from('%PDF-1.4 definitely not an image'), {
        filename: 'photo.jpg',
        contentType: 'image/jpeg',
      });
    expect(res.status).toBe(415);
    expect(res.body.detail).toMatch(/not a supported image/);
    expect(await storedFiles()).toEqual(before);
    expect((await testApp().as(owner).get('/api/listings/?mine=true')).body).toEqual([]);
  });

  it('refuses an oversize upload with 413 and stores nothing', async () => {
    const owner = await createUser(testApp().ctx);
    const before = await storedFiles();
    const res = await testApp()
      .as(owner)
      .post('/api/listings/')
      .field('title', 'Huge photo')
      .field('price', '2')
      .attach('image', Buffer.alloc(11 * 1024 * 1024, 1), { filename: 'big.jpg' });
    expect(res.status).toBe(413);
    expect(res.body.detail).toBe('File too large');
    expect(await storedFiles()).toEqual(before);
    expect((await testApp().as(owner).get('/api/listings/?mine=true')).body).toEqual([]);
  });
});

describe('GET /api/listings/{id}: visibility', () => {
  it('shows a public listing to everyone, guests included', async () => {
    const { owner, stranger } = await threeMembers();
    const listing = await createListing(testApp().ctx, owner);
    expect((await testApp().api.get(`/api/listings/${listing.id}`)).status).toBe(200);
    const res = await testApp().as(stranger).get(`/api/listings/${listing.id}`);
    expect(res.status).toBe(200);
    expect(res.body.owner_username).toBe(owner.username);
    // Others, guests too, see only the cloaked point of the owner's cell (docs/decisions.md
    // "Locations and privacy"); the owner sees their own exact point.
    const cloaked = cloakPoint(testApp().ctx.config.locationKey, {
      latitude: 40.7559,
      longitude: -111.8967,
    });
    expect([res.body.owner_latitude, res.body.owner_longitude]).toEqual([
      cloaked.latitude,
      cloaked.longitude,
    ]);
    const guest = await testApp().api.get(`/api/listings/${listing.id}`);
    expect([guest.body.owner_latitude, guest.body.owner_longitude]).toEqual([
      cloaked.latitude,
      cloaked.longitude,
    ]);
    const own = await testApp().as(owner).get(`/api/listings/${listing.id}`);
    expect([own.body.owner_latitude, own.body.owner_longitude]).toEqual([40.7559, -111.8967]);
  });

  it('shows a private listing to its owner and friends only: 404 for strangers and guests', async () => {
    const { owner, friend, stranger } = await threeMembers();
    const listing = await createListing(testApp().ctx, owner, { isPublic: false });
    expect((await testApp().as(owner).get(`/api/listings/${listing.id}`)).status).toBe(200);
    expect((await testApp().as(friend).get(`/api/listings/${listing.id}`)).status).toBe(200);
    const strangerRes = await testApp().as(stranger).get(`/api/listings/${listing.id}`);
    expect(strangerRes.status).toBe(404);
    expect(strangerRes.body.detail).toBe('Listing not found');
    expect((await testApp().api.get(`/api/listings/${listing.id}`)).status).toBe(404);
  });

  it('hides an inactive listing from everyone but its owner', async () => {
    const { owner, friend } = await threeMembers();
    const listing = await createListing(testApp().ctx, owner, { isActive: false });
    expect((await testApp().as(owner).get(`/api/listings/${listing.id}`)).status).toBe(200);
    expect((await testApp().as(friend).get(`/api/listings/${listing.id}`)).status).toBe(404);
  });

  it('answers an unknown or malformed id with 404 or 422', async () => {
    expect((await testApp().api.get('/api/listings/999999')).status).toBe(404);
    const bad = await testApp().api.get('/api/listings/abc');
    expect(bad.status).toBe(422);
  });
});

describe('GET /api/listings/', () => {
  it('mine=true answers all of my listings, private, inactive and sold ones included', async () => {
    const { ctx } = testApp();
    const owner = await createUser(ctx);
    const other = await createUser(ctx);
    await createListing(ctx, other);
    const a = await createListing(ctx, owner, { isPublic: false });
    const b = await createListing(ctx, owner, { stateId: 3 });
    const c = await createListing(ctx, owner, { isActive: false });
    const res = await testApp().as(owner).get('/api/listings/?mine=true');
    expect(res.status).toBe(200);
    expect(res.body.map((l: { id: number }) => l.id)).toEqual([c.id, b.id, a.id]);
    expect((await testApp().api.get('/api/listings/?mine=true')).status).toBe(401);
  });

  it("splits the marketplace into the Friend's and Public tabs", async () => {
    const { ctx } = testApp();
    const { owner: me, friend, stranger } = await threeMembers();
    const friendPrivate = await createListing(ctx, friend, { isPublic: false, title: 'F priv' });
    const friendPublic = await createListing(ctx, friend, { title: 'F pub' });
    const strangerPublic = await createListing(ctx, stranger, { title: 'S pub' });
    const strangerPrivate = await createListing(ctx, stranger, { isPublic: false });
    const mine = await createListing(ctx, me);
    await createListing(ctx, friend, { stateId: 2 });
    await createListing(ctx, friend, { isActive: false });

    const friends = await testApp().as(me).get('/api/listings/?friends=true&public=false');
    const friendIds = friends.body.map((l: { id: number }) => l.id);
    expect(friendIds).toEqual([friendPublic.id, friendPrivate.id]);

    const pub = await testApp().as(me).get('/api/listings/?public=true&friends=false');
    const pubIds = pub.body.map((l: { id: number }) => l.id);
    expect(pubIds).toContain(strangerPublic.id);
    expect(pubIds).toContain(friendPublic.id);
    expect(pubIds).not.toContain(mine.id);
    expect(pubIds).not.toContain(strangerPrivate.id);
    expect(pubIds).not.toContain(friendPrivate.id);

    const both = await testApp().as(me).get('/api/listings/?friends=true&public=true');
    const bothIds = both.body.map((l: { id: number }) => l.id);
    expect(bothIds).toEqual(expect.arrayContaining([friendPublic.id, friendPrivate.id]));
    expect(bothIds).toContain(strangerPublic.id);
    expect(bothIds).not.toContain(mine.id);
    expect(bothIds).not.toContain(strangerPrivate.id);
    expect(new Set(bothIds).size).toBe(bothIds.length);

    // Asking for reserved ones too (docs/product.md §7.2: available unless asked).
    const all = await testApp().as(me).get('/api/listings/?friends=true&state_id=1,2');
    expect(all.body).toHaveLength(3);

    expect((await testApp().api.get('/api/listings/?friends=true')).status).toBe(401);
    const guest = await testApp().api.get('/api/listings/?public=true');
    expect(guest.status).toBe(200);
    expect(guest.body.map((l: { id: number }) => l.id)).toContain(mine.id);
  });

  it("user_id answers a seller's listings as the viewer may see them", async () => {
    const { ctx } = testApp();
    const { owner, friend, stranger } = await threeMembers();
    const pub = await createListing(ctx, owner);
    const priv = await createListing(ctx, owner, { isPublic: false });
    const ids = (body: { id: number }[]) => body.map((l) => l.id);
    expect(ids((await testApp().api.get(`/api/listings/?user_id=${owner.id}`)).body)).toEqual([
      pub.id,
    ]);
    expect(
      ids((await testApp().as(stranger).get(`/api/listings/?user_id=${owner.id}`)).body),
    ).toEqual([pub.id]);
    expect(
      ids((await testApp().as(friend).get(`/api/listings/?user_id=${owner.id}`)).body),
    ).toEqual([priv.id, pub.id]);
  });

  it('searches title and description, filters, sorts and pages with a cursor', async () => {
    const { ctx } = testApp();
    const seller = await createUser(ctx);
    const viewer = await createUser(ctx);
    const tag = `q${Date.now()}`;
    const made = [];
    for (const [i, price] of [5, 1, 12, 3, 8].entries()) {
      made.push(
        await createListing(ctx, seller, {
          title: `Cherry ${tag} #${i}`,
          description: i === 4 ? 'purple_100% heirloom' : '',
          price,
          createdAt: new Date(Date.UTC(2025, 0, 1 + i)),
        }),
      );
    }
    await createListing(ctx, seller, {
      title: 'Pumpkin',
      description: `big ${tag}`,
      typeId: 3,
      price: 0,
      categoryId: 2,
    });
    const get = (qs: string) =>
      testApp().as(viewer).get(`/api/listings/?public=true&q=${tag}&${qs}`);
    const titles = (res: { body: { title: string }[] }) => res.body.map((l) => l.title);

    expect(titles(await get('sort=price-low&type_id=1'))).toEqual(
      [1, 3, 0, 4, 2].map((i) => `Cherry ${tag} #${i}`),
    );
    expect(titles(await get('sort=price-high&min_price=3&max_price=8'))).toEqual(
      [4, 0, 3].map((i) => `Cherry ${tag} #${i}`),
    );
    expect(titles(await get('sort=oldest&type_id=1&category_id=1')).at(0)).toBe(`Cherry ${tag} #0`);
    expect(titles(await get('type_id=3&category_id=2'))).toEqual(['Pumpkin']);
    // Several words must all appear; LIKE wildcards are taken literally.
    expect(titles(await get(''))).toHaveLength(6);
    const words = await testApp()
      .as(viewer)
      .get(`/api/listings/?q=${encodeURIComponent(`HEIRLOOM ${tag} 100%`)}`);
    expect(titles(words)).toEqual([`Cherry ${tag} #4`]);
    const wildcard = await testApp().as(viewer).get(`/api/listings/?q=${tag}%25%25x`);
    expect(wildcard.body).toEqual([]);

    // Pages of two, newest first, following X-Next-Cursor to the end.
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 5; page++) {
      const res = await get(`type_id=1&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      seen.push(...titles(res));
      cursor = res.headers['x-next-cursor'];
      if (!cursor) break;
    }
    expect(seen).toEqual([4, 3, 2, 1, 0].map((i) => `Cherry ${tag} #${i}`));

    // Price pages too, where equal prices must not be skipped.
    const pricePages: string[] = [];
    cursor = undefined;
    for (let page = 0; page < 5; page++) {
      const res = await get(`sort=price-high&limit=4${cursor ? `&cursor=${cursor}` : ''}`);
      pricePages.push(...titles(res));
      cursor = res.headers['x-next-cursor'];
      if (!cursor) break;
    }
    expect(pricePages).toHaveLength(6);
    expect(pricePages.at(-1)).toBe('Pumpkin');
  });

  it('refuses bad filters with a clear 422', async () => {
    const cases: [string, string][] = [
      [
        'sort=cheapest',
        'sort must be one of newest, oldest, price-low, price-high, relevance, distance',
      ],
      ['type_id=9', 'type_id must be among 1, 2, 3'],
      ['min_price=10&max_price=2', 'min_price must not be above max_price'],
      ['cursor=garbage', 'Invalid cursor for this sort'],
      ['limit=101', 'limit must be a whole number between 1 and 100'],
    ];
    for (const [qs, message] of cases) {
      const res = await testApp().api.get(`/api/listings/?${qs}`);
      expect(res.status, qs).toBe(422);
      expect(messages(res.body), qs).toContain(message);
    }
  });
});

describe('PATCH /api/listings/{id}', () => {
  it('lets the owner change the fields of docs/product.md §7.8, state included', async () => {
    const { owner } = await threeMembers();
    const listing = await createListing(testApp().ctx, owner);
    const res = await testApp().as(owner).patch(`/api/listings/${listing.id}`).send({
      title: 'Roma tomatoes',
      description: 'Paste tomatoes',
      price: 6,
      state_id: 3,
      category_id: 1,
      is_active: true,
      is_public: false,
      type_id: 1,
      featured_image: 'uploads/listings/../../etc/passwd',
      owner_id: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Roma tomatoes',
      description: 'Paste tomatoes',
      price: 6,
      state_id: 3,
      is_public: false,
      featured_image: null,
      owner_id: owner.id,
    });
  });

  it('sends price 0 for exchange and giveaway, and checks the sell price as merged', async () => {
    const { owner } = await threeMembers();
    const listing = await createListing(testApp().ctx, owner, { price: 4 });
    const giveaway = await testApp()
      .as(owner)
      .patch(`/api/listings/${listing.id}`)
      .send({ type_id: 3, price: 10 });
    expect(giveaway.body).toMatchObject({ type_id: 3, price: 0 });
    const backToSell = await testApp()
      .as(owner)
      .patch(`/api/listings/${listing.id}`)
      .send({ type_id: 1 });
    expect(backToSell.status).toBe(422);
    expect(messages(backToSell.body)).toEqual(['Price must be greater than 0 for sell listings']);
    const ok = await testApp()
      .as(owner)
      .patch(`/api/listings/${listing.id}`)
      .send({ type_id: 1, price: 2.5 });
    expect(ok.body).toMatchObject({ type_id: 1, price: 2.5 });
  });

  it('refuses a blank title with "Title is required" and changes nothing', async () => {
    const { owner } = await threeMembers();
    const listing = await createListing(testApp().ctx, owner);
    const res = await testApp()
      .as(owner)
      .patch(`/api/listings/${listing.id}`)
      .send({ title: '   ' });
    expect(res.status).toBe(422);
    expect(messages(res.body)).toEqual(['Title is required']);
    const after = await testApp().as(owner).get(`/api/listings/${listing.id}`);
    expect(after.body.title).toBe(listing.title);
  });

  it('is 403 for a member who can see it, 404 for one who cannot, 401 for a guest', async () => {
    const { owner, friend, stranger } = await threeMembers();
    const pub = await createListing(testApp().ctx, owner);
    const priv = await createListing(testApp().ctx, owner, { isPublic: false });
    const friendRes = await testApp()
      .as(friend)
      .patch(`/api/listings/${priv.id}`)
      .send({ title: 'Mine now' });
    expect(friendRes.status).toBe(403);
    expect(friendRes.body.detail).toBe('You do not have permission to edit this listing');
    expect(
      (await testApp().as(stranger).patch(`/api/listings/${pub.id}`).send({ title: 'Mine' }))
        .status,
    ).toBe(403);
    expect(
      (await testApp().as(stranger).patch(`/api/listings/${priv.id}`).send({ title: 'Mine' }))
        .status,
    ).toBe(404);
    expect((await testApp().api.patch(`/api/listings/${pub.id}`).send({ title: 'x' })).status).toBe(
      401,
    );
    const after = await testApp().as(owner).get(`/api/listings/${priv.id}`);
    expect(after.body.title).toBe(priv.title);
  });

  it('replaces the photo and removes the old file', async () => {
    const owner = await createUser(testApp().ctx);
    const created = await testApp()
      .as(owner)
      .post('/api/listings/')
      .field('title', 'Mint')
      .field('price', '1')
      .attach('image', await photo(), 'mint.jpg');
    const first = created.body.featured_image as string;
    const res = await testApp()
      .as(owner)
      .patch(`/api/listings/${created.body.id}`)
      .field('title', 'Mint cuttings')
      .attach('image', await photo(), 'mint2.png');
    expect(res.status).toBe(200);
    expect(res.body.featured_image).not.toBe(first);
    const files = await storedFiles();
    expect(files).toContain(path.basename(res.body.featured_image));
    expect(files).not.toContain(path.basename(first));
  });
});

describe('PATCH /api/listings/{id}/visibility', () => {
  it('toggles is_public for the owner only', async () => {
    const { owner, friend, stranger } = await threeMembers();
    const listing = await createListing(testApp().ctx, owner);
    const off = await testApp()
      .as(owner)
      .patch(`/api/listings/${listing.id}/visibility`)
      .send({ is_public: false });
    expect(off.status).toBe(200);
    expect(off.body.is_public).toBe(false);
    expect((await testApp().as(stranger).get(`/api/listings/${listing.id}`)).status).toBe(404);
    expect(
      (
        await testApp()
          .as(friend)
          .patch(`/api/listings/${listing.id}/visibility`)
          .send({ is_public: true })
      ).status,
    ).toBe(403);
    expect(
      (
        await testApp()
          .as(stranger)
          .patch(`/api/listings/${listing.id}/visibility`)
          .send({ is_public: true })
      ).status,
    ).toBe(404);
    expect(
      (
        await testApp()
          .api.patch(`/api/listings/${listing.id}/visibility`)
          .send({ is_public: true })
      ).status,
    ).toBe(401);
    const bad = await testApp()
      .as(owner)
      .patch(`/api/listings/${listing.id}/visibility`)
      .send({ is_public: 'maybe' });
    expect(bad.status).toBe(422);
    expect(messages(bad.body)).toEqual(['is_public must be true or false']);
    const on = await testApp()
      .as(owner)
      .patch(`/api/listings/${listing.id}/visibility`)
      .send({ is_public: true });
    expect(on.body.is_public).toBe(true);
  });
});

describe('DELETE /api/listings/{id}', () => {
  it('deletes for the owner, removes the photo, and is then 404', async () => {
    const owner = await createUser(testApp().ctx);
    const created = await testApp()
      .as(owner)
      .post('/api/listings/')
      .field('title', 'Chard')
      .field('price', '1')
      .attach('image', await photo(), 'chard.jpg');
    const file = path.basename(created.body.featured_image);
    expect(await storedFiles()).toContain(file);
    const res = await testApp().as(owner).delete(`/api/listings/${created.body.id}`);
    expect(res.status).toBe(204);
    expect(await storedFiles()).not.toContain(file);
    expect((await testApp().as(owner).get(`/api/listings/${created.body.id}`)).status).toBe(404);
    expect((await testApp().as(owner).delete(`/api/listings/${created.body.id}`)).status).toBe(404);
  });

  it('is 403 with the message of docs/product.md §7.9 for a non-owner who can see it', async () => {
    const { owner, friend, stranger } = await threeMembers();
    const priv = await createListing(testApp().ctx, owner, { isPublic: false });
    const res = await testApp().as(friend).delete(`/api/listings/${priv.id}`);
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe('You do not have permission to delete this listing');
    expect((await testApp().as(stranger).delete(`/api/listings/${priv.id}`)).status).toBe(404);
    expect((await testApp().api.delete(`/api/listings/${priv.id}`)).status).toBe(401);
    expect((await testApp().as(owner).get(`/api/listings/${priv.id}`)).status).toBe(200);
  });
});

describe('wish-list matching', () => {
  // Matching runs in a background job after the request (docs/product.md §8.4); the wish-list
  // matcher has its own tests, here only when a listing is queued for it counts.
  const queuedFor = async (id: number) => {
    await testApp().ctx.jobs.idle();
    const rows = await testApp()
      .ctx.db.select({ id: jobs.id })
      .from(jobs)
      .where(
        and(eq(jobs.kind, 'match_listing'), sql`(${jobs.payload} ->> 'listing_id')::int = ${id}`),
      )
      .orderBy(asc(jobs.id));
    return rows.map(() => id);
  };
  it('runs after a listing is created and when it becomes public, not on other edits', async () => {
    const owner = await createUser(testApp().ctx);
    const created = await testApp()
      .as(owner)
      .post('/api/listings/')
      .send({ title: 'Garlic bulbs', price: 2, is_public: false });
    const id = created.body.id as number;
    expect(await queuedFor(id)).toEqual([id]);
    await testApp().as(owner).patch(`/api/listings/${id}`).send({ title: 'Garlic heads' });
    expect(await queuedFor(id)).toEqual([id]);
    await testApp().as(owner).patch(`/api/listings/${id}/visibility`).send({ is_public: true });
    expect(await queuedFor(id)).toEqual([id, id]);
    await testApp().as(owner).patch(`/api/listings/${id}/visibility`).send({ is_public: true });
    await testApp().as(owner).patch(`/api/listings/${id}`).send({ is_public: false });
    expect(await queuedFor(id)).toEqual([id, id]);
    await testApp().as(owner).patch(`/api/listings/${id}`).send({ is_public: true });
    expect(await queuedFor(id)).toEqual([id, id, id]);
  });
});
