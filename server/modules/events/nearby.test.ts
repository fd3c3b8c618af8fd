import type { NearbyEvent } from '@common/schemas/events';
import { DAY_MS, HOUR_MS } from '@common/time';
import { KM_PER_MILE } from '@common/units';
import { events, users } from '@server/db/schema';
import { distanceKm } from '@server/geo/geo';
import { local, sayDetail } from '@server/lib/errors';
import { setupTestApp } from '@server/test/app';
import { detailsOf, FAR_LIBRARY, hostEvent, PARK } from '@server/test/events';
import { createUser } from '@server/test/factories';
import { type TestClock, testClock } from '@server/test/fakes/clock';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

// docs/product.md §7.19: GET /api/events, upcoming swap days around the viewer's point.
const testApp = setupTestApp();
const ctx = () => testApp().ctx;
let clock: TestClock;
beforeEach(() => {
  clock = testClock();
  ctx().clock = clock;
});
const at = (hours: number) => new Date(clock.now().getTime() + hours * HOUR_MS).toISOString();
const when = (startsIn: number) => ({ starts_at: at(startsIn), ends_at: at(startsIn + 2) });
const round = (value: number) => (value < 10 ? Math.round(value * 10) / 10 : Math.round(value));

/** A spot with no other test's events near it, so each test reads only its own. */
let spots = 0;
function nextSpot() {
  spots += 1;
  return { latitude: 30 + spots * 0.5, longitude: -100 + spots * 0.5 };
}
const near = (spot: { latitude: number; longitude: number }, km: number) => ({
  latitude: spot.latitude + km / 111.2,
  longitude: spot.longitude,
});

async function list(who: Parameters<ReturnType<typeof testApp>['as']>[0], query = '') {
  const res = await testApp().as(who).get(`/api/events${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body as NearbyEvent[];
}

describe('GET /api/events', () => {
  it('lists upcoming ones within `within` km of the member, soonest first, with distances', async () => {
    const spot = nextSpot();
    const viewer = await createUser(ctx(), { ...spot, distanceUnit: 'km' });
    const host = await createUser(ctx());
    const later = await hostEvent(testApp(), host, clock, { ...near(spot, 3), ...when(72) });
    const sooner = await hostEvent(testApp(), host, clock, { ...near(spot, 20), ...when(24) });
    await hostEvent(testApp(), host, clock, { ...near(spot, 40), ...when(30) });
    const shown = await list(viewer);
    expect(shown.map((e) => e.id)).toEqual([sooner, later]);
    const [me] = await ctx().db.select().from(users).where(eq(users.id, viewer.id));
    const km = distanceKm(
      me!.cloakedLatitude!,
      me!.cloakedLongitude!,
      spot.latitude + 3 / 111.2,
      spot.longitude,
    );
    expect(shown[1]).toMatchObject({ distance: round(km), distance_unit: 'km', going: false });
    expect((await list(viewer, '?within=50')).map((e) => e.id)).toHaveLength(3);
    expect((await list(viewer, '?within=5')).map((e) => e.id)).toEqual([later]);
  });

  it('says distances in miles to a member who reads miles', async () => {
    const spot = nextSpot();
    const viewer = await createUser(ctx(), { ...spot, distanceUnit: 'mi' });
    const host = await createUser(ctx());
    await hostEvent(testApp(), host, clock, near(spot, 16));
    const [me] = await ctx().db.select().from(users).where(eq(users.id, viewer.id));
    const km = distanceKm(
      me!.cloakedLatitude!,
      me!.cloakedLongitude!,
      spot.latitude + 16 / 111.2,
      spot.longitude,
    );
    const [event] = await list(viewer);
    expect(event).toMatchObject({ distance: round(km / KM_PER_MILE), distance_unit: 'mi' });
  });

  it('measures from the cloaked point, never the home: an event at the door is as far as the cloak', async () => {
    // An attacker hosting at a member's door learns nothing from the distance the member
    // is shown, and the radius filters by the cloak too (docs/decisions.md "Locations and privacy").
    const spot = nextSpot();
    const cloak = near(spot, 2);
    const victim = await createUser(ctx(), {
      ...spot,
      cloakedLatitude: cloak.latitude,
      cloakedLongitude: cloak.longitude,
      distanceUnit: 'km',
    });
    const attacker = await createUser(ctx());
    const atDoor = await hostEvent(testApp(), attacker, clock, spot);
    const [event] = await list(victim, '?within=3');
    expect(event?.id).toBe(atDoor);
    expect(event?.distance).toBe(
      round(distanceKm(cloak.latitude, cloak.longitude, spot.latitude, spot.longitude)),
    );
    expect(event?.distance).toBeGreaterThan(1.5);
    expect(await list(victim, '?within=1')).toEqual([]);
  });

  it('leaves out events over, cancelled, removed, of suspended hosts, and hosts blocked either way', async () => {
    const spot = nextSpot();
    const viewer = await createUser(ctx(), spot);
    const [host, early, blocker, blocked, suspended] = [
      await createUser(ctx()),
      await createUser(ctx()),
      await createUser(ctx()),
      await createUser(ctx()),
      await createUser(ctx()),
    ];
    const place = near(spot, 1);
    const shown = await hostEvent(testApp(), host, clock, { ...place, ...when(30) });
    const cancelled = await hostEvent(testApp(), host, clock, { ...place, ...when(31) });
    const removed = await hostEvent(testApp(), host, clock, { ...place, ...when(32) });
    const over = await hostEvent(testApp(), early, clock, { ...place, ...when(1) });
    await hostEvent(testApp(), blocker, clock, place);
    await hostEvent(testApp(), blocked, clock, place);
    await hostEvent(testApp(), suspended, clock, place);
    await testApp().as(host).delete(`/api/events/${cancelled}`).expect(204);
    await ctx().db.update(events).set({ removedAt: clock.now() }).where(eq(events.id, removed));
    await testApp().as(blocker).post('/api/blocks').send({ user_id: viewer.id }).expect(201);
    await testApp().as(viewer).post('/api/blocks').send({ user_id: blocked.id }).expect(201);
    await ctx()
      .db.update(users)
      .set({ suspendedAt: clock.now() })
      .where(eq(users.id, suspended.id));
    expect((await list(viewer)).map((e) => e.id)).toEqual([over, shown]);
    clock.advance(4 * HOUR_MS);
    expect((await list(viewer)).map((e) => e.id)).toEqual([shown]);
    clock.advance(2 * DAY_MS);
    expect(await list(viewer)).toEqual([]);
  });

  it('measures from a guest’s ZIP code, and asks a guest without one for it (422)', async () => {
    const host = await createUser(ctx());
    // 84101 is downtown Salt Lake City: the park is near it, Provo is not.
    const park = await hostEvent(testApp(), host, clock, PARK);
    const far = await hostEvent(testApp(), host, clock, FAR_LIBRARY);
    const res = await testApp().api.get('/api/events?zip=84101&within=10');
    expect(res.status, res.text).toBe(200);
    const ids = (res.body as NearbyEvent[]).map((e) => e.id);
    expect(ids).toContain(park);
    expect(ids).not.toContain(far);
    const none = await testApp().api.get('/api/events');
    expect(none.status).toBe(422);
    expect(detailsOf(none.body)).toEqual([
      sayDetail(local('validation.fieldRequired', { name: 'zip' }), 'en'),
    ]);
  });

  it('refuses a radius out of 1–100 and a member with no location (422)', async () => {
    const viewer = await createUser(ctx());
    const message = sayDetail(
      local('validation.fieldBetween', { name: 'within', min: 1, max: 100 }),
      'en',
    );
    for (const within of ['0', '101', 'far']) {
      const res = await testApp().as(viewer).get(`/api/events?within=${within}`);
      expect(res.status, within).toBe(422);
      expect(detailsOf(res.body)).toEqual([message]);
    }
    const homeless = await createUser(ctx(), { latitude: null, longitude: null });
    const res = await testApp().as(homeless).get('/api/events');
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe(sayDetail(local('errors.map.noLocation'), 'en'));
  });
});
