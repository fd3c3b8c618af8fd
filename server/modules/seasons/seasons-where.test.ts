import { distanceKm } from '@server/geo/geo';
import { cloakPoint } from '@server/modules/map/cloak';
import { setupTestApp } from '@server/test/app';
import { createListing, createUser } from '@server/test/factories';
import { testClock } from '@server/test/fakes/clock';
import { beforeEach, describe, expect, it } from 'vitest';
import { JUNE, NOW, newArea, wordsOf } from './season-world';

const testApp = setupTestApp();
beforeEach(() => {
  testApp().ctx.clock = testClock(NOW);
});

const seasons = (user: { token: string }, query: Record<string, string | number> = {}) =>
  testApp().as(user).get('/api/seasons').query(query);
const messages = (body: { detail: { msg: string }[] }) => body.detail.map((d) => d.msg);

describe('GET /api/seasons: where it measures from (docs/product.md §7.20)', () => {
  it('counts only listings within `within` km, 10 by default', async () => {
    const area = newArea(testApp);
    const viewer = await area.member();
    await area.together(2, 'Plums', 3);
    await area.together(1, 'Plums', 20);
    expect(wordsOf((await seasons(viewer)).body.months, 6)).toEqual([]);
    expect(wordsOf((await seasons(viewer, { within: 15 })).body.months, 6)).toEqual([]);
    expect(wordsOf((await seasons(viewer, { within: 25 })).body.months, 6)).toEqual(['plums:3/3']);
  });

  it("measures to each listing's cloaked point, never its owner's home (attacker)", async () => {
    const area = newArea(testApp);
    const key = testApp().ctx.config.locationKey;
    const viewer = await area.member();
    const from = cloakPoint(key, area.at());
    // Look, 3 to 4 km north, for a home whose cloaked point is at least 100 m farther than
    // the home itself: a radius between the two tells which one the answer measures.
    let home = area.at(3);
    for (let m = 3000; m < 4000; m += 10) {
      home = area.at(m / 1000);
      const shown = cloakPoint(key, home);
      const toShown = distanceKm(from.latitude, from.longitude, shown.latitude, shown.longitude);
      const toHome = distanceKm(from.latitude, from.longitude, home.latitude, home.longitude);
      if (toShown - toHome > 0.1) break;
    }
    const shown = cloakPoint(key, home);
    const toShown = distanceKm(from.latitude, from.longitude, shown.latitude, shown.longitude);
    const toHome = distanceKm(from.latitude, from.longitude, home.latitude, home.longitude);
    expect(toShown - toHome).toBeGreaterThan(0.1);
    // Three victims in one home's cell: the least the answer can show of them.
    for (let i = 0; i < 3; i++) {
      const victim = await createUser(testApp().ctx, home);
      await createListing(testApp().ctx, victim, { title: 'Quince', createdAt: JUNE });
    }
    const between = (toShown + toHome) / 2;
    expect(wordsOf((await seasons(viewer, { within: between })).body.months, 6)).toEqual([]);
    expect(wordsOf((await seasons(viewer, { within: toShown + 0.01 })).body.months, 6)).toEqual([
      'quince:3/3',
    ]);
  });

  it("measures from a guest's ZIP code, and asks a guest without one for it (422)", async () => {
    const place = await testApp().ctx.geocoder.geocode('84601');
    expect(place).not.toBeNull();
    for (let i = 0; i < 3; i++) {
      const m = await createUser(testApp().ctx, {
        latitude: place!.latitude,
        longitude: place!.longitude,
      });
      await createListing(testApp().ctx, m, { title: 'Apricots', createdAt: JUNE });
    }
    const guest = await testApp().api.get('/api/seasons').query({ zip: '84601', within: 5 });
    expect(guest.status).toBe(200);
    expect(wordsOf(guest.body.months, 6)).toEqual(['apricots:3/3']);

    const noZip = await testApp().api.get('/api/seasons');
    expect(noZip.status).toBe(422);
    expect(messages(noZip.body)).toEqual(['zip is required']);

    const unknown = await testApp().api.get('/api/seasons').query({ zip: '00000' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toContain('00000');
  });

  it.each([[{ within: 0 }], [{ within: 51 }], [{ within: -5 }], [{ within: 'ten' }]])(
    'refuses %o with 422 and a clear detail',
    async (query) => {
      const area = newArea(testApp);
      const viewer = await area.member();
      const res = await seasons(viewer, query);
      expect(res.status).toBe(422);
      expect(messages(res.body)).toEqual(['within must be a number between 1 and 50']);
    },
  );

  it('takes the bounds themselves and an empty `within` as the default', async () => {
    const area = newArea(testApp);
    const viewer = await area.member();
    for (const within of ['1', '50', '']) {
      const res = await seasons(viewer, { within });
      expect(res.status, within).toBe(200);
      expect(res.body.months).toHaveLength(12);
    }
  });

  it('asks a member without a location to add one (422)', async () => {
    const nowhere = await createUser(testApp().ctx, { latitude: null, longitude: null });
    const res = await seasons(nowhere);
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(/No location stored yet/);
  });
});
