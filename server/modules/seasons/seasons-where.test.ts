import { setupTestApp } from '@server/test/app';
import { messages } from '@server/test/error-messages';
import { createListing, createTrustedUser, createUser } from '@server/test/factories';
import { testClock } from '@server/test/fakes/clock';
import { JUNE, NOW, newArea, wordsOf } from '@server/test/season-world';
import { beforeEach, describe, expect, it } from 'vitest';
import { rebuildSeasonWords } from './sweep';

const testApp = setupTestApp();
beforeEach(() => {
  testApp().ctx.clock = testClock(NOW);
});

const seasons = (user: { token: string }, query: Record<string, string | number> = {}) =>
  testApp().as(user).get('/api/seasons').query(query);
const rebuild = () => rebuildSeasonWords(testApp().ctx);

describe('GET /api/seasons: which area it counts (docs/product.md §7.20)', () => {
  it('adds up the block of 4 × 4 squares the viewer is in up to 10 km (the default), 8 × 8 up to 25, 16 × 16 beyond', async () => {
    const area = newArea(testApp);
    const viewer = await area.member();
    // One lister in the viewer's square, one in the far corner of the 4 × 4 block; one each in
    // the far corners of the 8 × 8 and the 16 × 16 blocks.
    await area.together(1, 'Plums');
    await area.together(1, 'Plums', { north: 3, east: 3 });
    await area.together(1, 'Plums', { north: 7, east: 7 });
    await area.together(1, 'Plums', { north: 15, east: 15 });
    await area.together(3, 'Pears', { north: 3 });
    await rebuild();
    expect(wordsOf((await seasons(viewer)).body.months, 6)).toEqual(['pears:few']);
    for (const within of [1, 5, 10])
      expect(wordsOf((await seasons(viewer, { within })).body.months, 6), `${within}`).toEqual([
        'pears:few',
      ]);
    for (const within of [11, 25])
      expect(wordsOf((await seasons(viewer, { within })).body.months, 6), `${within}`).toEqual([
        'pears:few',
        'plums:few',
      ]);
    // Ranked by members (four plums, three pears), whatever the counts shown.
    for (const within of [26, 50])
      expect(wordsOf((await seasons(viewer, { within })).body.months, 6), `${within}`).toEqual([
        'plums:few',
        'pears:few',
      ]);
  });

  it("leaves out a square across the block's edge, however near its members live", async () => {
    const area = newArea(testApp);
    // The viewer near the top of the block's top row of squares; two listers in its bottom
    // row, some 18 km south; one just across the edge, in the next block, 2 km or so away.
    const viewer = await area.member({}, area.at({ north: 3 }, 1.8));
    await area.together(2, 'Damsons');
    const across = await area.member({}, area.at({ north: 4 }, -1.8));
    await area.post(across, 'Damsons');
    await rebuild();
    expect(wordsOf((await seasons(viewer)).body.months, 6)).toEqual([]);
    expect(wordsOf((await seasons(viewer, { within: 10 })).body.months, 6)).toEqual([]);
    // The 8 × 8 block holds both.
    expect(wordsOf((await seasons(viewer, { within: 11 })).body.months, 6)).toEqual([
      'damsons:few',
    ]);
  });

  it("measures from a guest's ZIP code, and asks a guest without one for it (422)", async () => {
    const place = await testApp().ctx.geocoder.geocode('84601');
    expect(place).not.toBeNull();
    const home = { latitude: place!.latitude, longitude: place!.longitude };
    for (let i = 0; i < 3; i++) {
      const m = await createTrustedUser(testApp().ctx, home, 40);
      await createListing(testApp().ctx, m, { title: 'Apricots', createdAt: JUNE });
    }
    await rebuild();
    const guest = await testApp().api.get('/api/seasons').query({ zip: '84601', within: 5 });
    expect(guest.status).toBe(200);
    expect(wordsOf(guest.body.months, 6)).toEqual(['apricots:few']);
    // A member living there gets the guest's answer: the block, not who asks, decides it.
    const neighbour = await createTrustedUser(testApp().ctx, home, 40);
    for (const within of [5, 10]) {
      const member = await seasons(neighbour, { within });
      expect(member.body, `${within}`).toEqual(guest.body);
    }

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
