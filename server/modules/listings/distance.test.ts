import { listingSchema } from '@common/schemas/listings';
import { listingsQuerySchema } from '@common/schemas/listings-query';
import { KM_PER_MILE } from '@common/units';
import { cellOf, cloakPoint } from '@server/modules/map/cloak';
import { setupTestApp } from '@server/test/app';
import { befriend, createListing, createUser, type TestUser } from '@server/test/factories';
import { destination, kmBetween, type Point, trilaterate } from '@server/test/geodesy';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listListings } from './read-listings';
import { vantageOf } from './vantage';

const listingsResponse = z.array(listingSchema);

// Distances on every listing answer (docs/product.md §6.3): from the viewer's own home to the
// owner's cloaked point, in the viewer's unit, never to anyone's home.
const testApp = setupTestApp();

const HOME: Point = { latitude: 40.7559, longitude: -111.8967 };
const PUBLIC = '/api/listings/?public=true&friends=false';

interface Answer {
  id: number;
  distance: number | null;
  distance_unit: 'mi' | 'km';
  owner_latitude: number | null;
  owner_longitude: number | null;
  owner_city: string | null;
}

/** What the answer must say: 0.1 below 10, whole from 10, in the unit. */
function expected(from: Point, to: Point, unit: 'mi' | 'km'): number {
  const value = kmBetween(from, to) / (unit === 'mi' ? KM_PER_MILE : 1);
  return value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
}

async function member(point: Point | null): Promise<TestUser> {
  const { ctx } = testApp();
  return createUser(ctx, point ?? { latitude: null, longitude: null });
}

/** A seller at HOME with one public listing, and where everyone else is shown them. */
async function seller() {
  const { ctx } = testApp();
  const owner = await member(HOME);
  const listing = await createListing(ctx, owner, { title: 'Purple podded peas' });
  // Written past the service: the shared Public pages must hear of it as they would.
  ctx.listingPages.forget();
  return { owner, listing, shown: cloakPoint(ctx.config.locationKey, HOME) };
}

const find = (body: Answer[], id: number) => body.find((l) => l.id === id);

describe('distance on listing answers', () => {
  it('is measured from the viewer’s home to the owner’s cloaked point, in miles for en-US', async () => {
    const { owner, listing, shown } = await seller();
    const near = destination(HOME, 70, 3);
    const viewer = await member(near);
    const res = await testApp()
      .as(viewer)
      .get(`/api/listings/${listing.id}`)
      .set('Accept-Language', 'en-US,en;q=0.9')
      .expect(200);
    expect(res.body.owner_latitude).toBe(shown.latitude);
    expect(res.body.distance_unit).toBe('mi');
    expect(res.body.distance).toBe(expected(near, shown, 'mi'));
    // Below 10: one decimal, here about 1.9 mi.
    expect(res.body.distance).toBeGreaterThan(1);
    expect(res.body.distance).toBeLessThan(10);
    expect(Number.isInteger(res.body.distance * 10)).toBe(true);
    expect(res.body.owner_city).toBe('Salt Lake City');
    expect(res.headers.vary).toMatch(/Accept-Language/);

    // No header at all reads miles too; any other language kilometres.
    const bare = await testApp().as(viewer).get(`/api/listings/${listing.id}`).expect(200);
    expect(bare.body.distance_unit).toBe('mi');
    expect(bare.body.distance).toBe(expected(near, shown, 'mi'));
    const french = await testApp()
      .as(viewer)
      .get(`/api/listings/${listing.id}`)
      .set('Accept-Language', 'fr-FR,fr;q=0.9,en-US;q=0.8')
      .expect(200);
    expect(french.body.distance_unit).toBe('km');
    expect(french.body.distance).toBe(expected(near, shown, 'km'));
    const british = await testApp()
      .as(viewer)
      .get(`/api/listings/${listing.id}`)
      .set('Accept-Language', 'en-GB')
      .expect(200);
    expect(british.body.distance_unit).toBe('km');
    expect(owner.id).not.toBe(viewer.id);
  });

  it('is whole units from 10 on', async () => {
    const { listing, shown } = await seller();
    const far = destination(HOME, 200, 40);
    const viewer = await member(far);
    const res = await testApp().as(viewer).get(`/api/listings/${listing.id}`).expect(200);
    expect(res.body.distance).toBe(expected(far, shown, 'mi'));
    expect(res.body.distance).toBeGreaterThanOrEqual(10);
    expect(Number.isInteger(res.body.distance)).toBe(true);
  });

  it('follows the unit chosen on the profile over the browser, until it is set back to null', async () => {
    const { listing, shown } = await seller();
    const near = destination(HOME, 10, 2);
    const viewer = await member(near);
    const read = () =>
      testApp()
        .as(viewer)
        .get(`/api/listings/${listing.id}`)
        .set('Accept-Language', 'en-US')
        .expect(200);

    await testApp().as(viewer).put('/api/auth/profile').send({ distance_unit: 'km' }).expect(200);
    const km = await read();
    expect(km.body.distance_unit).toBe('km');
    expect(km.body.distance).toBe(expected(near, shown, 'km'));

    await testApp().as(viewer).put('/api/auth/profile').send({ distance_unit: null }).expect(200);
    expect((await read()).body.distance_unit).toBe('mi');

    const french = await testApp()
      .as(viewer)
      .put('/api/auth/profile')
      .set('Accept-Language', 'fr-FR')
      .send({ distance_unit: 'mi' })
      .expect(200);
    expect(french.body.user.distance_unit).toBe('mi');
    const chosen = await testApp()
      .as(viewer)
      .get(`/api/listings/${listing.id}`)
      .set('Accept-Language', 'fr-FR')
      .expect(200);
    expect(chosen.body.distance_unit).toBe('mi');
  });

  it('is null for guests, members without a place, listings without one, and one’s own', async () => {
    const { ctx } = testApp();
    const { owner, listing } = await seller();
    const guest = await testApp()
      .api.get(`/api/listings/${listing.id}`)
      .set('Accept-Language', 'de-DE')
      .expect(200);
    expect(guest.body.distance).toBeNull();
    expect(guest.body.distance_unit).toBe('km');

    const homeless = await member(null);
    const unplaced = await testApp().as(homeless).get(`/api/listings/${listing.id}`).expect(200);
    expect(unplaced.body.distance).toBeNull();
    expect(unplaced.body.distance_unit).toBe('mi');

    const placeless = await member(null);
    const nowhere = await createListing(ctx, placeless, { title: 'Borage seeds' });
    const viewer = await member(destination(HOME, 0, 1));
    const none = await testApp().as(viewer).get(`/api/listings/${nowhere.id}`).expect(200);
    expect(none.body.distance).toBeNull();

    const own = await testApp().as(owner).get(`/api/listings/${listing.id}`).expect(200);
    expect(own.body.distance).toBeNull();
    const mine = await testApp().as(owner).get('/api/listings/?mine=true').expect(200);
    expect(find(mine.body, listing.id)?.distance).toBeNull();
  });

  it('is on every kind of listing answer: tabs, search, a seller’s page, by id and nearby', async () => {
    const { ctx } = testApp();
    const { owner, listing, shown } = await seller();
    const near = destination(HOME, 135, 4);
    const viewer = await member(near);
    await befriend(ctx, owner, viewer);
    const want = expected(near, shown, 'mi');
    const as = testApp().as(viewer);

    const urls = [
      PUBLIC,
      '/api/listings/?friends=true',
      '/api/listings/?public=true&q=podded',
      `/api/listings/?user_id=${owner.id}`,
    ];
    for (const url of urls) {
      const res = await as.get(url).expect(200);
      expect(find(res.body, listing.id), url).toMatchObject({
        distance: want,
        distance_unit: 'mi',
      });
    }
    // The nearby search measures from the member's home, not from the point asked about.
    const elsewhere = destination(HOME, 300, 20);
    const nearby = await as
      .get('/api/map/listings/nearby')
      .query({ ...elsewhere, radius_km: 100 })
      .expect(200);
    expect(find(nearby.body, listing.id)?.distance).toBe(want);
  });

  it('adds each member’s own distances to the shared Public page, which guests still get bare', async () => {
    const { ctx } = testApp();
    const { listing, shown } = await seller();
    const [a, b] = [destination(HOME, 20, 1), destination(HOME, 220, 6)];
    const [first, second] = [await member(a), await member(b)];

    const before = await testApp().api.get(PUBLIC).expect(200);
    expect(find(before.body, listing.id)?.distance).toBeNull();
    const pages = ctx.listingPages.size;
    const one = await testApp().as(first).get(PUBLIC).expect(200);
    const two = await testApp().as(second).get(PUBLIC).set('Accept-Language', 'nl').expect(200);
    expect(find(one.body, listing.id)?.distance).toBe(expected(a, shown, 'mi'));
    expect(find(two.body, listing.id)).toMatchObject({
      distance: expected(b, shown, 'km'),
      distance_unit: 'km',
    });
    // The miles page was shared (one page more, for kilometres), and is still bare for guests.
    expect(ctx.listingPages.size).toBe(pages + 1);
    const after = await testApp().api.get(PUBLIC).expect(200);
    expect(find(after.body, listing.id)?.distance).toBeNull();
  });

  it('splices the distances into the shared page without changing anything else', async () => {
    const { ctx } = testApp();
    const { listing } = await seller();
    await createListing(ctx, await member(null), { title: 'Placeless "quoted" \\ leeks' });
    const viewer = await member(destination(HOME, 45, 12));
    const res = await testApp().as(viewer).get(PUBLIC).set('Accept-Language', 'nl').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    // What the same viewer gets when the page is presented for them alone.
    const query = listingsQuerySchema.parse({ public: 'true', friends: 'false' });
    const vantage = await vantageOf(ctx, viewer.id, 'nl');
    const { items } = await listListings(ctx, query, viewer.id, { vantage });
    expect(res.body).toEqual(items);
    expect(find(res.body, listing.id)?.distance).toEqual(expect.any(Number));
    expect(listingsResponse.safeParse(res.body).success).toBe(true);
  });

  it('follows a member’s move on their very next request', async () => {
    const { listing, shown } = await seller();
    const viewer = await member(destination(HOME, 90, 30));
    const moved = destination(HOME, 90, 2);
    await testApp().as(viewer).post('/api/map/user/location').query(moved).expect(200);
    const res = await testApp().as(viewer).get(PUBLIC).expect(200);
    expect(find(res.body, listing.id)?.distance).toBe(expected(moved, shown, 'mi'));
    expect(find(res.body, listing.id)?.distance).toBe(
      (await testApp().as(viewer).get(`/api/listings/${listing.id}`)).body.distance,
    );
  });
});

describe('a member who moves around to measure a seller', () => {
  it('finds the cloaked point, never the seller’s home', async () => {
    const { ctx } = testApp();
    const key = ctx.config.locationKey;
    // A home near its cell's corner, so that the cloak moves it far.
    let home = HOME;
    for (let i = 0; kmBetween(home, cloakPoint(key, home)) < 0.2; i++) {
      const cell = cellOf(destination(HOME, 45, i * 0.6));
      home = { latitude: cell.south + 0.0003, longitude: cell.west + 0.0003 };
    }
    const cloaked = cloakPoint(key, home);
    const owner = await createUser(ctx, home);
    const listing = await createListing(ctx, owner, { title: 'Scarlet runner beans' });
    const attacker = await member(null);
    await testApp().as(attacker).put('/api/auth/profile').send({ distance_unit: 'km' }).expect(200);

    const circles = [];
    let unlikeHome = 0;
    for (let i = 0; i < 16; i++) {
      const at = destination(home, i * 22.5, 0.6 + (i % 4) * 0.7);
      await testApp().as(attacker).post('/api/map/user/location').query(at).expect(200);
      const res = await testApp().as(attacker).get(`/api/listings/${listing.id}`).expect(200);
      // Every reading is the cloaked point's distance, to the tenth of a kilometre.
      expect(res.body.distance).toBe(expected(at, cloaked, 'km'));
      if (res.body.distance !== expected(at, home, 'km')) unlikeHome += 1;
      circles.push({ centre: at, km: res.body.distance as number });
    }
    expect(unlikeHome).toBeGreaterThan(4);
    const estimate = trilaterate(circles, home);
    expect(kmBetween(estimate, cloaked)).toBeLessThan(0.05);
    expect(kmBetween(estimate, home)).toBeGreaterThan(0.15);
  });
});
