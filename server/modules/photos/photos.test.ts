import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { notifications, users } from '@server/db/schema';
import { setupTestApp } from '@server/test/app';
import {
  befriend,
  createListing,
  createUser,
  createWant,
  type TestUser,
} from '@server/test/factories';
import { TINY_PNG } from '@server/test/fakes/tile-upstream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PHOTO_URL_MAX_S, signPhotoPath } from './signing';

const testApp = setupTestApp();

/** An owner with a stored photo on a listing, a friend of theirs and a stranger. */
async function photoWorld(listing: { isPublic?: boolean; isActive?: boolean } = {}) {
  const { ctx } = testApp();
  const [owner, friend, stranger] = await Promise.all([
    createUser(ctx),
    createUser(ctx),
    createUser(ctx),
  ]);
  await befriend(ctx, owner, friend);
  const stored = await ctx.images.save(TINY_PNG, 'listings');
  const row = await createListing(ctx, owner, { featuredImage: stored, ...listing });
  return { owner, friend, stranger, stored, listing: row };
}

/** The photo URL the API hands `viewer` with the listing (undefined: a guest). */
async function photoUrlFor(listingId: number, viewer?: TestUser): Promise<string> {
  const app = testApp();
  const res = viewer
    ? await app.as(viewer).get(`/api/listings/${listingId}`)
    : await app.api.get(`/api/listings/${listingId}`);
  expect(res.status).toBe(200);
  return res.body.featured_image;
}

const fetchPhoto = (url: string, viewer?: TestUser) => {
  const req = testApp().api.get(`/api/${url}`);
  return viewer ? req.set('Authorization', `Bearer ${viewer.token}`) : req;
};

const PRIVATE = 'private, no-cache';
const AVATAR = 'public, max-age=31536000, immutable';
// A listing may go private, so no cache keeps its photo past an hour (docs/decisions.md "How
// long caches keep photos").
const OPEN_LISTING = 'public, max-age=3600';

/** The longest any cache may keep an answer with this Cache-Control, in seconds. */
function longestKept(cacheControl: string): number {
  const ages = [...cacheControl.matchAll(/\b(?:s-maxage|max-age)=(\d+)/g)].map((m) => Number(m[1]));
  return Math.max(...ages);
}

describe('photos of public listings', () => {
  it('are plain paths, served to anyone and cached publicly for an hour', async () => {
    const { owner, stranger, stored, listing } = await photoWorld();
    for (const viewer of [undefined, stranger, owner]) {
      const url = await photoUrlFor(listing.id, viewer);
      expect(url).toBe(stored);
      const res = await fetchPhoto(url);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe(OPEN_LISTING);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('are kept by no cache longer than an hour, and refused when asked again once private', async () => {
    const { owner, stored, listing } = await photoWorld();
    const first = await fetchPhoto(stored);
    const cache = first.headers['cache-control'] ?? '';
    expect(cache).not.toMatch(/immutable/);
    expect(longestKept(cache)).toBeLessThanOrEqual(3600);
    // Asked again while still public: "not modified", so the hour costs little.
    const fresh = await fetchPhoto(stored).set('If-None-Match', first.headers.etag ?? '');
    expect(fresh.status).toBe(304);
    await testApp()
      .as(owner)
      .patch(`/api/listings/${listing.id}/visibility`)
      .send({ is_public: false })
      .expect(200);
    // A cache asking again after its hour is refused, not told "not modified".
    const stale = await fetchPhoto(stored).set('If-None-Match', first.headers.etag ?? '');
    expect(stale.status).toBe(404);
  });
});

describe('photos of friends-only listings', () => {
  it('are served to the owner and friends through URLs signed for them, never cached publicly', async () => {
    const { owner, friend, stored, listing } = await photoWorld({ isPublic: false });
    for (const viewer of [owner, friend]) {
      const url = await photoUrlFor(listing.id, viewer);
      expect(url).toMatch(new RegExp(`^${stored}\\?v=${viewer.id}&exp=\\d+&sig=[\\w-]+$`));
      const res = await fetchPhoto(url);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe(PRIVATE);
      expect(res.headers['cache-control']).not.toMatch(/public|immutable|max-age/);
      // Fetched with the bearer token instead (as axios would), the plain path works too.
      const withToken = await fetchPhoto(stored, viewer);
      expect(withToken.status).toBe(200);
      expect(withToken.headers['cache-control']).toBe(PRIVATE);
    }
  });

  it('are 404 to a guest and to a stranger, whatever URL they try', async () => {
    const { friend, stranger, stored, listing } = await photoWorld({ isPublic: false });
    expect((await fetchPhoto(stored)).status).toBe(404);
    expect((await fetchPhoto(stored, stranger)).status).toBe(404);
    const friendsUrl = await photoUrlFor(listing.id, friend);
    const sig = new URL(`http://x/${friendsUrl}`).searchParams.get('sig');
    for (const forged of [
      friendsUrl.replace(`v=${friend.id}`, `v=${stranger.id}`),
      friendsUrl.replace(/sig=[\w-]+/, 'sig=AAAA'),
      friendsUrl.replace(/sig=[\w-]+/, `sig=${sig?.slice(0, -2)}`),
      friendsUrl.replace(/exp=\d+/, (e) => `exp=${Number(e.slice(4)) + 600}`),
      friendsUrl.replace(/&sig=[\w-]+/, ''),
      `${stored}?v=${stranger.id}&exp=99999999999&sig=`,
    ]) {
      const res = await fetchPhoto(forged, stranger);
      expect(res.status, forged).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found' });
    }
  });

  it('stop working once the signature has expired', async () => {
    const { friend, stored } = await photoWorld({ isPublic: false });
    const key = testApp().ctx.config.photoKey;
    const lapsed = signPhotoPath(key, stored, friend.id, Date.now() - PHOTO_URL_MAX_S * 1000);
    expect((await fetchPhoto(lapsed)).status).toBe(404);
    const fresh = signPhotoPath(key, stored, friend.id);
    expect((await fetchPhoto(fresh)).status).toBe(200);
    // A signature is for one photo only.
    const other = await testApp().ctx.images.save(TINY_PNG, 'listings');
    await createListing(testApp().ctx, friend, { featuredImage: other, isPublic: false });
    expect((await fetchPhoto(fresh.replace(stored, other))).status).toBe(404);
  });

  it('cut a member off at once when the friendship ends', async () => {
    const { owner, friend, listing } = await photoWorld({ isPublic: false });
    const url = await photoUrlFor(listing.id, friend);
    const first = await fetchPhoto(url);
    expect(first.status).toBe(200);
    await testApp().as(friend).delete(`/api/auth/friends/${owner.id}`).expect(204);
    expect((await fetchPhoto(url)).status).toBe(404);
    // A browser revalidating its private copy is refused too, not told "not modified".
    const revalidate = await fetchPhoto(url).set('If-None-Match', first.headers.etag ?? '');
    expect(revalidate.status).toBe(404);
  });

  it('cut everyone but the owner and friends off at once when a listing is made private', async () => {
    const { owner, friend, stranger, stored, listing } = await photoWorld();
    expect((await fetchPhoto(stored)).status).toBe(200);
    await testApp()
      .as(owner)
      .patch(`/api/listings/${listing.id}/visibility`)
      .send({ is_public: false })
      .expect(200);
    expect((await fetchPhoto(stored)).status).toBe(404);
    expect((await fetchPhoto(stored, stranger)).status).toBe(404);
    const friendsUrl = await photoUrlFor(listing.id, friend);
    expect(friendsUrl).not.toBe(stored);
    const res = await fetchPhoto(friendsUrl);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(PRIVATE);
  });

  it("of an inactive listing are the owner's alone", async () => {
    const { owner, friend, stored, listing } = await photoWorld({ isActive: false });
    expect((await fetchPhoto(stored)).status).toBe(404);
    expect((await fetchPhoto(stored, friend)).status).toBe(404);
    const res = await fetchPhoto(await photoUrlFor(listing.id, owner));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(PRIVATE);
  });

  it('come signed in the lists and match notifications that show them', async () => {
    const { ctx } = testApp();
    const { owner, friend, stored, listing } = await photoWorld({ isPublic: false });
    const mine = await testApp().as(owner).get('/api/listings/?mine=true').expect(200);
    expect(mine.body[0].featured_image).toMatch(new RegExp(`^${stored}\\?v=${owner.id}&`));
    const feed = await testApp().as(friend).get('/api/listings/?friends=true').expect(200);
    const shown = feed.body.find((l: { id: number }) => l.id === listing.id);
    expect(shown.featured_image).toMatch(new RegExp(`^${stored}\\?v=${friend.id}&`));
    expect((await fetchPhoto(shown.featured_image)).status).toBe(200);

    const want = await createWant(ctx, friend);
    await ctx.db
      .insert(notifications)
      .values({ userId: friend.id, wantId: want.id, listingId: listing.id });
    const notes = await testApp().as(friend).get('/api/notifications').expect(200);
    const note = notes.body[0].listing.featured_image;
    expect(note).toMatch(new RegExp(`^${stored}\\?v=${friend.id}&`));
    expect((await fetchPhoto(note)).status).toBe(200);
  });
});

describe('the uploads route', () => {
  it('serves avatars publicly, as before', async () => {
    const { ctx } = testApp();
    const member = await createUser(ctx);
    const avatar = await ctx.images.save(TINY_PNG, 'avatars');
    await ctx.db.update(users).set({ profilePicture: avatar }).where(eq(users.id, member.id));
    const res = await fetchPhoto(avatar);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(AVATAR);
  });

  it('serves only stored photos: no other file, no path out of the folder, no orphan', async () => {
    const { ctx } = testApp();
    const { stored } = await photoWorld({ isPublic: false });
    const name = path.basename(stored);
    await writeFile(path.join(ctx.config.uploadsDir, 'notes.txt'), 'test-secret');
    await writeFile(path.join(ctx.config.uploadsDir, 'listings', 'orphan.webp'), TINY_PNG);
    for (const probe of [
      '/api/uploads/notes.txt',
      '/api/uploads/listings/orphan.webp',
      '/api/uploads/../jwt-secret',
      '/api/uploads/%2e%2e/jwt-secret',
      '/api/uploads/..%2fjwt-secret',
      '/api/uploads/listings/..%2f..%2fjwt-secret',
      '/api/uploads/.hidden',
      '/api/uploads/listings/.webp',
      `/api/uploads/avatars/../listings/${name}`,
      `/api/uploads/avatars/${name}`,
      `/api/uploads/avatars%2f..%2flistings%2f${name}`,
      `/api/uploads/listings/${name}/`,
      `/api/uploads/listings/${name}%00.png`,
      '/api/uploads/',
      '/api/uploads',
    ]) {
      const res = await testApp().api.get(probe);
      expect(res.status, probe).toBe(404);
      expect(res.text, probe).not.toContain('test-secret');
    }
  });

  it('answers only GET and HEAD', async () => {
    const { stored } = await photoWorld();
    expect((await testApp().api.head(`/api/${stored}`)).status).toBe(200);
    const res = await testApp().api.post(`/api/${stored}`);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });
});
