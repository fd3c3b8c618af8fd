import { users } from '@server/db/schema';
import { setupTestApp } from '@server/test/app';
import { createListing, createUser } from '@server/test/factories';
import { testClock } from '@server/test/fakes/clock';
import { inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { seasonCellOf } from './cells';
import { JUNE, NOW, newArea, SQUARE_KM, wordsOf } from './season-world';
import { rebuildSeasonWords } from './sweep';

const testApp = setupTestApp();
beforeEach(() => {
  testApp().ctx.clock = testClock(NOW);
});

const seasons = (user: { token: string }, query: Record<string, string | number> = {}) =>
  testApp().as(user).get('/api/seasons').query(query);
const messages = (body: { detail: { msg: string }[] }) => body.detail.map((d) => d.msg);
const rebuild = () => rebuildSeasonWords(testApp().ctx);

describe('GET /api/seasons: where it measures from (docs/product.md §7.20)', () => {
  it("adds up squares whose centre is within `within` km of the viewer's, 10 by default", async () => {
    const area = newArea(testApp);
    const viewer = await area.member();
    // Two in the viewer's square, one in the next square north: three members in all.
    await area.together(2, 'Plums');
    await area.together(1, 'Plums', SQUARE_KM);
    await rebuild();
    expect(wordsOf((await seasons(viewer)).body.months, 6)).toEqual(['plums:3/3']);
    // The next square's centre is SQUARE_KM (5.56 km) away: a radius of 5 leaves it out.
    expect(wordsOf((await seasons(viewer, { within: 5 })).body.months, 6)).toEqual([]);
    expect(wordsOf((await seasons(viewer, { within: 6 })).body.months, 6)).toEqual(['plums:3/3']);
  });

  it('leaves out a square whose centre is outside the radius, however near its members live', async () => {
    const area = newArea(testApp);
    const viewer = await area.member(2);
    await area.together(2, 'Damsons');
    // Two squares north (11.1 km from centre to centre), 7.6 km from the viewer's home.
    await area.together(1, 'Damsons', 2 * SQUARE_KM - 1.5);
    await rebuild();
    expect(wordsOf((await seasons(viewer)).body.months, 6)).toEqual([]);
    expect(wordsOf((await seasons(viewer, { within: 11 })).body.months, 6)).toEqual([]);
    expect(wordsOf((await seasons(viewer, { within: 12 })).body.months, 6)).toEqual([
      'damsons:3/3',
    ]);
  });

  it("gives everyone in a square the same answer, whatever their or the listers' exact homes (attacker)", async () => {
    const area = newArea(testApp);
    // Two viewers 4 km apart, in one square; three victims near the top of the next square.
    const south = await area.member(-2);
    const north = await area.member(2);
    for (let i = 0; i < 3; i++) {
      const victim = await createUser(testApp().ctx, area.at(SQUARE_KM + 1.5 + i * 0.3));
      await createListing(testApp().ctx, victim, { title: 'Quince', createdAt: JUNE });
    }
    await rebuild();
    const stored = await testApp()
      .ctx.db.select({ latitude: users.cloakedLatitude, longitude: users.cloakedLongitude })
      .from(users)
      .where(inArray(users.id, [south.id, north.id]));
    const [a, b] = stored.map((p) =>
      seasonCellOf({ latitude: p.latitude!, longitude: p.longitude! }),
    );
    expect(a).toEqual(b);
    // The victims live about 9.5 km from one viewer and 5.5 km from the other: both see them from
    // exactly the same radius, the squares' 5.56 km, so no radius tells either viewer more.
    for (let within = 1; within <= 15; within++) {
      const fromSouth = (await seasons(south, { within })).body;
      const fromNorth = (await seasons(north, { within })).body;
      expect(fromSouth, `within ${within}`).toEqual(fromNorth);
      expect(wordsOf(fromSouth.months, 6)).toEqual(within >= SQUARE_KM ? ['quince:3/3'] : []);
    }
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
    await rebuild();
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
