import type { MemberNotification } from '@common/types';
import { notifications } from '@server/db/schema';
import { pushOf } from '@server/modules/notifications/push-text';
import { setupTestApp } from '@server/test/app';
import { FAR_LIBRARY, hostEvent, PARK } from '@server/test/events';
import { createUser, type TestUser } from '@server/test/factories';
import { HOUR_MS, type TestClock, testClock } from '@server/test/fakes/clock';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { tellNeighbours } from './notices';
import { sweepEvents } from './sweep';

// docs/product.md §7.19: who hears of a swap day, and when.
const testApp = setupTestApp();
const ctx = () => testApp().ctx;
let clock: TestClock;
beforeEach(() => {
  clock = testClock();
  ctx().clock = clock;
});
const at = (hours: number) => new Date(clock.now().getTime() + hours * HOUR_MS).toISOString();

const noticesOf = (who: TestUser, kind: string) =>
  ctx()
    .db.select()
    .from(notifications)
    .where(and(eq(notifications.userId, who.id), eq(notifications.kind, kind)));
const bell = async (who: TestUser, type: string) => {
  const res = await testApp().as(who).get('/api/notifications');
  expect(res.status).toBe(200);
  return (res.body as MemberNotification[]).filter((n) => n.type === type);
};

/** Somewhere with nobody else's events or homes: a test's own neighbourhood. */
let towns = 0;
function town() {
  towns += 1;
  return { latitude: 45 + towns * 0.7, longitude: -90 - towns * 0.7 };
}
const north = (p: { latitude: number; longitude: number }, km: number) => ({
  latitude: p.latitude + km / 111.2,
  longitude: p.longitude,
});

describe('event_nearby', () => {
  it('tells members within 25 km of the place, by their cloaked point, once the job runs', async () => {
    const place = town();
    const host = await createUser(ctx(), place);
    const [close, edge, far, blocked, off] = [
      await createUser(ctx(), north(place, 5)),
      await createUser(ctx(), north(place, 23)),
      await createUser(ctx(), north(place, 40)),
      await createUser(ctx(), north(place, 3)),
      await createUser(ctx(), north(place, 3)),
    ];
    // Measured from the cloak, never the home: a home near with its cloak far is not told,
    // a home far with its cloak near is.
    const cloakOf = (p: { latitude: number; longitude: number }) => ({
      cloakedLatitude: p.latitude,
      cloakedLongitude: p.longitude,
    });
    const cloakedFar = await createUser(ctx(), {
      ...north(place, 5),
      ...cloakOf(north(place, 30)),
    });
    const cloakedNear = await createUser(ctx(), {
      ...north(place, 30),
      ...cloakOf(north(place, 5)),
    });
    await testApp().as(blocked).post('/api/blocks').send({ user_id: host.id }).expect(201);
    await testApp()
      .as(off)
      .put('/api/notifications/settings')
      .send({ event_nearby: { email: false, push: false } })
      .expect(200);
    const id = await hostEvent(testApp(), host, clock, { ...place, place_name: 'Town library' });
    await ctx().jobs.idle();
    const [told] = await bell(close, 'event_nearby');
    expect(told).toMatchObject({
      actor: { id: host.id, username: host.username },
      event: { id, title: 'Spring seed swap', place_name: 'Town library' },
    });
    expect(await bell(edge, 'event_nearby')).toHaveLength(1);
    expect(await bell(cloakedNear, 'event_nearby')).toHaveLength(1);
    for (const untold of [far, blocked, off, host, cloakedFar])
      expect(await noticesOf(untold, 'event_nearby')).toEqual([]);
    const push = pushOf(told!, 'km', 'en');
    expect(push).toMatchObject({ url: `/swap-days/${id}`, tag: `event:${id}` });
    expect(push.body).toContain('Town library');
  });

  it('is told when only push was switched off but e-mail on, and never twice', async () => {
    const place = town();
    const host = await createUser(ctx(), place);
    const member = await createUser(ctx(), north(place, 2));
    await testApp()
      .as(member)
      .put('/api/notifications/settings')
      .send({ event_nearby: { email: true, push: false } })
      .expect(200);
    const id = await hostEvent(testApp(), host, clock, place);
    await ctx().jobs.idle();
    expect(await tellNeighbours(ctx(), id)).toBe(0);
    expect(await noticesOf(member, 'event_nearby')).toHaveLength(1);
  });
});

describe('event_reminder', () => {
  it('tells attendees once, the day before, by the clock; not the host', async () => {
    const place = town();
    const host = await createUser(ctx(), place);
    const member = await createUser(ctx(), FAR_LIBRARY);
    const id = await hostEvent(testApp(), host, clock, {
      ...PARK,
      starts_at: at(30),
      ends_at: at(32),
    });
    await testApp().as(member).post(`/api/events/${id}/rsvp`).send({}).expect(200);
    await testApp().as(host).post(`/api/events/${id}/rsvp`).send({}).expect(200);
    await sweepEvents(ctx());
    expect(await noticesOf(member, 'event_reminder')).toEqual([]);
    clock.advance(7 * HOUR_MS);
    await sweepEvents(ctx());
    await sweepEvents(ctx());
    const [reminder] = await bell(member, 'event_reminder');
    expect(reminder).toMatchObject({ event: { id, starts_at: at(23) } });
    expect(await noticesOf(member, 'event_reminder')).toHaveLength(1);
    expect(await noticesOf(host, 'event_reminder')).toEqual([]);
  });
});

describe('event_cancelled', () => {
  it('tells every attendee when the host cancels, and nobody else', async () => {
    const place = town();
    const host = await createUser(ctx(), place);
    const [going, alsoGoing, notGoing] = [
      await createUser(ctx(), FAR_LIBRARY),
      await createUser(ctx(), FAR_LIBRARY),
      await createUser(ctx(), FAR_LIBRARY),
    ];
    const id = await hostEvent(testApp(), host, clock, PARK);
    for (const who of [going, alsoGoing])
      await testApp().as(who).post(`/api/events/${id}/rsvp`).send({}).expect(200);
    await testApp().as(host).delete(`/api/events/${id}`).expect(204);
    const [told] = await bell(going, 'event_cancelled');
    expect(told).toMatchObject({ actor: { id: host.id }, event: { id } });
    expect(await bell(alsoGoing, 'event_cancelled')).toHaveLength(1);
    expect(await noticesOf(notGoing, 'event_cancelled')).toEqual([]);
    expect(await noticesOf(host, 'event_cancelled')).toEqual([]);
  });
});

describe('GET /api/events/{id}/calendar', () => {
  it('gives the swap day as iCalendar, with its place, to anyone who may see it', async () => {
    const [host, blocked] = [await createUser(ctx()), await createUser(ctx())];
    const id = await hostEvent(testApp(), host, clock, {
      title: 'Seeds, cuttings; and more',
      place_name: 'Liberty Park',
    });
    const res = await testApp().api.get(`/api/events/${id}/calendar`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.text).toContain('SUMMARY:Seeds\\, cuttings\\; and more');
    expect(res.text).toContain('LOCATION:Liberty Park');
    expect(res.text).toContain(`GEO:${PARK.latitude};${PARK.longitude}`);
    expect(res.text).toContain(`UID:event-${id}@`);
    expect(res.text).toMatch(/\r\nURL:.*\/swap-days\/\d+\r\n/);
    await testApp().as(host).post('/api/blocks').send({ user_id: blocked.id }).expect(201);
    expect((await testApp().as(blocked).get(`/api/events/${id}/calendar`)).status).toBe(404);
    expect((await testApp().api.get('/api/events/2000000000/calendar')).status).toBe(404);
  });
});
