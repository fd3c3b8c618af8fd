import type { Listing } from '@common/types';
import { boundingBox, distanceKm } from '@server/geo/geo';
import { setupTestApp } from '@server/test/app';
import { messages } from '@server/test/error-messages';
import { befriend, createListing, createUser, reloadUser } from '@server/test/factories';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CELL_DEGREES, cellOf, cloakPoint } from './cloak';
import { nearbyListings } from './queries';

const testApp = setupTestApp();

const KM_PER_DEGREE = 111.195;
let areas = 0;
/** Every test works in its own patch of the globe, far from the others' rows. */
function newArea() {
  const centre = { latitude: 10, longitude: -170 + 12 * areas++ };
  const at = (northKm: number, eastKm = 0) => ({
    latitude: centre.latitude + northKm / KM_PER_DEGREE,
    longitude:
      centre.longitude + eastKm / (KM_PER_DEGREE * Math.cos((centre.latitude * Math.PI) / 180)),
  });
  return { centre, at };
}

const nearby = (user: { token: string }, query: Record<string, string | number>) =>
  testApp().as(user).get('/api/map/listings/nearby').query(query);

const ids = (body: Listing[]) => body.map((l) => l.id);

describe('POST /api/map/geocode', () => {
  it('finds a ZIP code, a "City, State" and a "City ST" in the bundled gazetteer', async () => {
    const viewer = await createUser(testApp().ctx);
    const zip = await testApp().as(viewer).post('/api/map/geocode').send({ address: '84101' });
    expect(zip.status).toBe(200);
    expect(zip.body).toEqual({
      latitude: 40.7559,
      longitude: -111.8967,
      display_name: 'Salt Lake City, UT 84101, USA',
      city: 'Salt Lake City',
      state: 'UT',
      postcode: '84101',
    });
    for (const address of ['Provo, Utah', 'provo ut', '12 Center St, Provo, UT, USA']) {
      const res = await testApp().as(viewer).post('/api/map/geocode').send({ address });
      expect(res.status, address).toBe(200);
      expect(res.body).toMatchObject({ city: 'Provo', state: 'UT', postcode: null });
      expect(distanceKm(res.body.latitude, res.body.longitude, 40.2338, -111.6585)).toBeLessThan(
        15,
      );
    }
  });

  it('answers an unknown place with 404 and a clear detail', async () => {
    const viewer = await createUser(testApp().ctx);
    const res = await testApp()
      .as(viewer)
      .post('/api/map/geocode')
      .send({ address: 'Atlantis, Neverland' });
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe(
      'No place found for "Atlantis, Neverland". Try a ZIP code or "City, State".',
    );
  });

  it('refuses a missing or blank address (422) and guests (401)', async () => {
    const viewer = await createUser(testApp().ctx);
    for (const body of [{}, { address: '   ' }, { address: 42 }]) {
      const res = await testApp().as(viewer).post('/api/map/geocode').send(body);
      expect(res.status).toBe(422);
      expect(messages(res.body)).toEqual(['Address is required']);
    }
    const long = await testApp()
      .as(viewer)
      .post('/api/map/geocode')
      .send({ address: 'x'.repeat(301) });
    expect(messages(long.body)).toEqual(['Address must be at most 300 characters long']);
    const guest = await testApp().api.post('/api/map/geocode').send({ address: '84101' });
    expect(guest.status).toBe(401);
  });
});

describe('GET /api/map/listings/nearby', () => {
  it('answers the listings nearest first, within the radius, up to the limit', async () => {
    const { ctx } = testApp();
    const { centre, at } = newArea();
    const viewer = await createUser(ctx, at(0.2));
    const owners = await Promise.all(
      [30, 5, 60, 12, 48].map((km, i) => createUser(ctx, at(km * (i % 2 ? 1 : -1), km / 10))),
    );
    const [at30, at5, at60, at12, at48] = await Promise.all(
      owners.map((o) => createListing(ctx, o, { title: `Squash ${o.id}` })),
    );

    const res = await nearby(viewer, centre);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([at5!.id, at12!.id, at30!.id, at48!.id]);
    expect(res.body[0]).toMatchObject({
      title: `Squash ${owners[1]!.id}`,
      owner_id: owners[1]!.id,
    });

    const wider = await nearby(viewer, { ...centre, radius_km: 100 });
    expect(ids(wider.body)).toEqual([at5!.id, at12!.id, at30!.id, at48!.id, at60!.id]);
    const narrow = await nearby(viewer, { ...centre, radius_km: 20 });
    expect(ids(narrow.body)).toEqual([at5!.id, at12!.id]);
    const two = await nearby(viewer, { ...centre, radius_km: 100, limit: 2 });
    expect(ids(two.body)).toEqual([at5!.id, at12!.id]);

    // The cursor (the last listing of a page) continues where the page ended.
    const next = await nearby(viewer, { ...centre, radius_km: 100, limit: 2, cursor: at12!.id });
    expect(ids(next.body)).toEqual([at30!.id, at48!.id]);
    const last = await nearby(viewer, { ...centre, radius_km: 100, limit: 2, cursor: at48!.id });
    expect(ids(last.body)).toEqual([at60!.id]);
  });

  it('ranks by true distance, not by degrees (a degree of longitude is shorter)', async () => {
    const { ctx } = testApp();
    const centre = { latitude: 60, longitude: 20 };
    const viewer = await createUser(ctx, centre);
    // 0.3° east is 16.7 km at 60°N; 0.2° north is 22.2 km: east is nearer, in degrees it is not.
    const north = await createListing(
      ctx,
      await createUser(ctx, { latitude: 60.2, longitude: 20 }),
    );
    const east = await createListing(ctx, await createUser(ctx, { latitude: 60, longitude: 20.3 }));
    const res = await nearby(viewer, { ...centre, limit: 1 });
    expect(ids(res.body)).toEqual([east.id]);
    const both = await nearby(viewer, centre);
    expect(ids(both.body)).toEqual([east.id, north.id]);
  });

  it('shows only what the caller may see, and only what is still on offer', async () => {
    const { ctx } = testApp();
    const { centre, at } = newArea();
    const viewer = await createUser(ctx, at(1));
    const stranger = await createUser(ctx, at(3));
    const friend = await createUser(ctx, at(5));
    await befriend(ctx, viewer, friend);
    const mine = await createListing(ctx, viewer, { isPublic: false });
    const strangersPublic = await createListing(ctx, stranger);
    await createListing(ctx, stranger, { isPublic: false, title: 'Secret stash' });
    await createListing(ctx, stranger, { isActive: false });
    await createListing(ctx, stranger, { stateId: 3 });
    const friendsPrivate = await createListing(ctx, friend, { isPublic: false });

    const res = await nearby(viewer, centre);
    expect(ids(res.body)).toEqual([mine.id, strangersPublic.id, friendsPrivate.id]);
    const asStranger = await nearby(stranger, centre);
    expect(ids(asStranger.body)).not.toContain(friendsPrivate.id);
    expect(ids(asStranger.body)).not.toContain(mine.id);
    expect(asStranger.body.map((l: Listing) => l.title)).toContain('Secret stash');
  });

  it("shows other members at their cell's cloaked point, the same on every look, and the caller's own point exactly", async () => {
    const { ctx } = testApp();
    const { centre, at } = newArea();
    const home = at(2, 2);
    const owner = await createUser(ctx, home);
    const listing = await createListing(ctx, owner);
    const viewer = await createUser(ctx, at(0));
    const cloaked = cloakPoint(ctx.config.locationKey, home);

    const first = (await nearby(viewer, centre)).body.find((l: Listing) => l.id === listing.id);
    const again = (await nearby(viewer, centre)).body.find((l: Listing) => l.id === listing.id);
    expect([first.owner_latitude, first.owner_longitude]).toEqual([
      cloaked.latitude,
      cloaked.longitude,
    ]);
    expect(cellOf(cloaked)).toEqual(cellOf(home));
    expect([again.owner_latitude, again.owner_longitude]).toEqual([
      first.owner_latitude,
      first.owner_longitude,
    ]);

    const own = (await nearby(owner, centre)).body.find((l: Listing) => l.id === listing.id);
    expect([own.owner_latitude, own.owner_longitude]).toEqual([home.latitude, home.longitude]);
  });

  it('moving inside the cell changes nothing others see; moving out shows the new cell’s point', async () => {
    const { ctx } = testApp();
    const { centre, at } = newArea();
    const owner = await createUser(ctx, at(3, 1));
    const listing = await createListing(ctx, owner);
    const viewer = await createUser(ctx, at(0));
    const shown = async () => {
      const l = (await nearby(viewer, centre)).body.find((x: Listing) => x.id === listing.id);
      return { latitude: l.owner_latitude, longitude: l.owner_longitude };
    };
    const before = await shown();
    const cell = cellOf(before);
    for (const [u, v] of [
      [0.01, 0.01],
      [0.99, 0.5],
      [0.5, 0.99],
    ] as const) {
      const inside = {
        latitude: cell.south + u * CELL_DEGREES,
        longitude: cell.west + v * cell.width,
      };
      await testApp().as(owner).post('/api/map/user/location').query(inside);
      expect(await shown()).toEqual(before);
    }
    // One cell north: that cell's own point, wherever the owner is inside it.
    const north = {
      latitude: cell.south + 1.5 * CELL_DEGREES,
      longitude: cell.west + cell.width / 2,
    };
    await testApp().as(owner).post('/api/map/user/location').query(north);
    const moved = await shown();
    expect(moved).toEqual(cloakPoint(ctx.config.locationKey, north));
    expect(cellOf(moved).row).toBe(cell.row + 1);
  });

  it('ranks and cuts by the cloaked point, so the radius cannot measure the way home', async () => {
    const { ctx } = testApp();
    const { centre, at } = newArea();
    const home = at(10);
    const owner = await createUser(ctx, home);
    const listing = await createListing(ctx, owner);
    const viewer = await createUser(ctx, at(-40));
    const shown = (await nearby(viewer, centre)).body[0] as Listing;
    expect(shown.id).toBe(listing.id);
    const cloaked = cloakPoint(ctx.config.locationKey, home);
    const shownKm = distanceKm(
      centre.latitude,
      centre.longitude,
      cloaked.latitude,
      cloaked.longitude,
    );
    const homeKm = distanceKm(centre.latitude, centre.longitude, home.latitude, home.longitude);
    expect(Math.abs(shownKm - homeKm)).toBeGreaterThan(0.002);
    const inside = await nearby(viewer, { ...centre, radius_km: shownKm + 0.001 });
    const outside = await nearby(viewer, { ...centre, radius_km: shownKm - 0.001 });
    expect(ids(inside.body)).toEqual([listing.id]);
    expect(ids(outside.body)).toEqual([]);
  });

  it('orders by the cloaked points, not the homes', async () => {
    const { ctx } = testApp();
    const { centre, at } = newArea();
    const viewer = await createUser(ctx, at(-30));
    // A home 5 km north and one 100 m farther east whose cells' points lie the other way round
    // (the first such pair along the way: the cloak is keyed, so it is looked for).
    let pair: { near: typeof centre; far: typeof centre } | undefined;
    const km = (p: typeof centre) => {
      const c = cloakPoint(ctx.config.locationKey, p);
      return distanceKm(centre.latitude, centre.longitude, c.latitude, c.longitude);
    };
    for (let step = 0; !pair && step < 400; step++) {
      const near = at(5 + step * 0.05);
      const far = at(0, 5.1 + step * 0.05);
      if (km(near) > km(far)) pair = { near, far };
    }
    expect(pair).toBeDefined();
    const nearHome = await createListing(ctx, await createUser(ctx, pair!.near));
    const farHome = await createListing(ctx, await createUser(ctx, pair!.far));
    expect(ids((await nearby(viewer, centre)).body)).toEqual([farHome.id, nearHome.id]);
  });

  it('places a listing at its owner, and moves it when the owner moves', async () => {
    const { ctx } = testApp();
    const { centre, at } = newArea();
    const viewer = await createUser(ctx, at(0));
    const nomad = await createUser(ctx, { latitude: null, longitude: null });
    const listing = await createListing(ctx, nomad);
    expect(ids((await nearby(viewer, centre)).body)).not.toContain(listing.id);

    const there = at(4);
    const stored = await testApp()
      .as(nomad)
      .post('/api/map/user/location')
      .query({ ...there, address: '1 Orchard Lane' });
    expect(stored.status).toBe(200);
    expect(ids((await nearby(viewer, centre)).body)).toContain(listing.id);

    await testApp().as(nomad).post('/api/map/user/location').query(at(300));
    expect(ids((await nearby(viewer, centre)).body)).not.toContain(listing.id);
    expect(ids((await nearby(viewer, { ...centre, radius_km: 400 })).body)).toContain(listing.id);
  });

  it.each([
    [{ latitude: 91, longitude: 0 }, 'latitude must be between -90 and 90'],
    [{ latitude: -90.5, longitude: 0 }, 'latitude must be between -90 and 90'],
    [{ latitude: 'north', longitude: 0 }, 'latitude must be a number'],
    [{ latitude: '', longitude: 0 }, 'latitude must be a number'],
    [{ longitude: 0 }, 'latitude must be a number'],
    [{ latitude: 0, longitude: 180.1 }, 'longitude must be between -180 and 180'],
    [{ latitude: 0, longitude: -181 }, 'longitude must be between -180 and 180'],
    [
      { latitude: 0, longitude: 0, radius_km: 0 },
      'radius_km must be greater than 0 and at most 500',
    ],
    [
      { latitude: 0, longitude: 0, radius_km: 500.5 },
      'radius_km must be greater than 0 and at most 500',
    ],
    [{ latitude: 0, longitude: 0, limit: 0 }, 'limit must be between 1 and 100'],
    [{ latitude: 0, longitude: 0, limit: 101 }, 'limit must be between 1 and 100'],
    [{ latitude: 0, longitude: 0, limit: 2.5 }, 'limit must be a whole number'],
    [{ latitude: 0, longitude: 0, cursor: -3 }, 'cursor must be a listing id'],
  ])('refuses %o with 422 "%s"', async (query, message) => {
    const viewer = await createUser(testApp().ctx);
    const res = await nearby(viewer, query as Record<string, string | number>);
    expect(res.status).toBe(422);
    expect(messages(res.body)).toContain(message);
  });

  it('accepts the edges of every range', async () => {
    const viewer = await createUser(testApp().ctx);
    for (const query of [
      { latitude: 90, longitude: 180, radius_km: 500, limit: 100 },
      { latitude: -90, longitude: -180, radius_km: 0.001, limit: 1 },
    ]) {
      const res = await nearby(viewer, query);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    }
  });

  it('refuses a cursor the caller cannot see (422) and guests (401)', async () => {
    const { ctx } = testApp();
    const viewer = await createUser(ctx);
    const hidden = await createListing(ctx, await createUser(ctx), { isPublic: false });
    const res = await nearby(viewer, { latitude: 40, longitude: -111, cursor: hidden.id });
    expect(res.status).toBe(422);
    expect(messages(res.body)).toEqual(['cursor must be a listing of the previous page']);
    const guest = await testApp().api.get('/api/map/listings/nearby?latitude=40&longitude=-111');
    expect(guest.status).toBe(401);
  });

  it('pages exactly as a brute-force ranking of every visible listing does', async () => {
    const { ctx } = testApp();
    // Far north, where a degree of longitude is half a degree of latitude's length: the index
    // walks by degrees, the answer must still be by true distance.
    const centre = { latitude: 60, longitude: 100 };
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const around = (spreadDeg: number) => ({
      latitude: centre.latitude + (random() - 0.5) * spreadDeg,
      longitude: centre.longitude + (random() - 0.5) * spreadDeg * 2,
    });
    const viewer = await createUser(ctx, centre);
    for (let i = 0; i < 30; i++) {
      const owner = await createUser(ctx, around(1.6));
      await createListing(ctx, owner, { isPublic: i % 5 !== 0 });
      await createListing(ctx, owner, { isActive: i % 4 !== 0 });
    }
    const stored = await ctx.db.execute(sql`select id, (location)[1] as lat, (location)[0] as lon
      from listings where is_public and is_active and state_id = 1 and location is not null
        and owner_id <> ${viewer.id}`);
    const rows = (Array.isArray(stored) ? stored : (stored as { rows: unknown[] }).rows) as {
      id: number;
      lat: number;
      lon: number;
    }[];

    let answered = 0;
    for (let look = 0; look < 6; look++) {
      const point = around(1.2);
      const radius = [15, 40, 80][look % 3]!;
      const expected = rows
        .map((r) => ({
          id: Number(r.id),
          km: distanceKm(point.latitude, point.longitude, Number(r.lat), Number(r.lon)),
        }))
        .filter((r) => r.km <= radius)
        .sort((a, b) => a.km - b.km || a.id - b.id)
        .map((r) => r.id);
      const seen: number[] = [];
      let cursor: number | undefined;
      for (let page = 0; page < 20; page++) {
        const res = await nearby(viewer, {
          ...point,
          radius_km: radius,
          limit: 4,
          ...(cursor ? { cursor } : {}),
        });
        expect(res.status).toBe(200);
        seen.push(...ids(res.body));
        if (res.body.length < 4) break;
        cursor = res.body.at(-1).id;
      }
      expect(seen, `look ${look}`).toEqual(expected);
      const whole = await nearby(viewer, { ...point, radius_km: radius, limit: 100 });
      expect(ids(whole.body)).toEqual(expected);
      answered += expected.length;
    }
    // Enough listings in reach that the pages and the reach are really put to the test.
    expect(answered).toBeGreaterThan(40);
  });

  it('answers from one statement walking the GiST index (box and nearest-first order)', async () => {
    const { ctx } = testApp();
    const at = { latitude: 40.7, longitude: -111.9, viewerId: 1 };
    const box = boundingBox(at.latitude, at.longitude, 50);
    const query = nearbyListings(ctx.db, at, 50, 100, { km: 1, id: 3 }, box).toSQL();
    const plan = await ctx.db.transaction(async (tx) => {
      // The test table is tiny, where a sequential scan is cheaper; at scale the planner picks
      // the index by itself (bench/results/nearby-plans.md). This proves the index can serve it.
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql.raw(`explain ${inline(query)}`));
    });
    const rows = (Array.isArray(plan) ? plan : (plan as { rows: unknown[] }).rows) as {
      'QUERY PLAN': string;
    }[];
    const text = rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Order By: \(location <-> /);
    expect(text.match(/Index Cond: \(.*location <@/g)).toHaveLength(2);
    expect(text).not.toMatch(/Seq Scan on listings/);
  });
});

/** A statement with its parameters written in, for EXPLAIN (numbers only here). */
function inline(query: { sql: string; params: unknown[] }): string {
  return query.sql.replace(/\$(\d+)/g, (_, n) => String(query.params[Number(n) - 1]));
}

describe('the location of a member', () => {
  it('stores the caller’s point (and address) and answers it exactly', async () => {
    const { ctx } = testApp();
    const member = await createUser(ctx);
    const res = await testApp()
      .as(member)
      .post('/api/map/user/location')
      .query({ latitude: '40.123456', longitude: '-111.654321', address: ' 12 Garden Row ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      latitude: 40.123456,
      longitude: -111.654321,
      address: '12 Garden Row',
    });
    const row = await reloadUser(ctx, member.id);
    expect([row?.latitude, row?.longitude, row?.address]).toEqual([
      40.123456,
      -111.654321,
      '12 Garden Row',
    ]);
    // Stored with it, always: the point everyone else sees (docs/decisions.md).
    const cloaked = cloakPoint(ctx.config.locationKey, {
      latitude: 40.123456,
      longitude: -111.654321,
    });
    expect([row?.cloakedLatitude, row?.cloakedLongitude]).toEqual([
      cloaked.latitude,
      cloaked.longitude,
    ]);
    const stored = await testApp().as(member).get('/api/map/user/geocode');
    expect(stored.status).toBe(200);
    expect(stored.body).toEqual({
      latitude: 40.123456,
      longitude: -111.654321,
      address: '12 Garden Row',
      city: 'Salt Lake City',
      state: 'UT',
      zip_code: '84101',
    });
  });

  it('keeps the address when none is sent', async () => {
    const { ctx } = testApp();
    const member = await createUser(ctx, { address: '3 Bean St' });
    await testApp().as(member).post('/api/map/user/location').query({ latitude: 1, longitude: 2 });
    const row = await reloadUser(ctx, member.id);
    expect([row?.latitude, row?.longitude, row?.address]).toEqual([1, 2, '3 Bean St']);
  });

  it('answers 404 while the caller has no location', async () => {
    const member = await createUser(testApp().ctx, { latitude: null, longitude: null });
    const res = await testApp().as(member).get('/api/map/user/geocode');
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe(
      'No location stored yet: add your city, state and postcode to your profile.',
    );
  });

  it('refuses points out of range (422, nothing stored) and guests (401)', async () => {
    const { ctx } = testApp();
    const member = await createUser(ctx);
    for (const [query, message] of [
      [{ latitude: 95, longitude: 0 }, 'latitude must be between -90 and 90'],
      [{ latitude: 0, longitude: 200 }, 'longitude must be between -180 and 180'],
      [{ latitude: 0 }, 'longitude must be a number'],
    ] as const) {
      const res = await testApp().as(member).post('/api/map/user/location').query(query);
      expect(res.status).toBe(422);
      expect(messages(res.body)).toContain(message);
    }
    const row = await reloadUser(ctx, member.id);
    expect([row?.latitude, row?.longitude]).toEqual([40.7559, -111.8967]);
    const cloaked = cloakPoint(ctx.config.locationKey, { latitude: 40.7559, longitude: -111.8967 });
    expect([row?.cloakedLatitude, row?.cloakedLongitude]).toEqual([
      cloaked.latitude,
      cloaked.longitude,
    ]);
    expect((await testApp().api.post('/api/map/user/location?latitude=1&longitude=1')).status).toBe(
      401,
    );
    expect((await testApp().api.get('/api/map/user/geocode')).status).toBe(401);
  });
});
