import { DAY_MS, HOUR_MS } from '@common/time';
import type { MemberNotification } from '@common/types';
import { notifications } from '@server/db/schema';
import { pushOf } from '@server/modules/notifications';
import { setupTestApp } from '@server/test/app';
import { eventBody, FAR_LIBRARY, hostEvent, north, PARK, town } from '@server/test/events';
import { createUser, type TestUser } from '@server/test/factories';
import { type TestClock, testClock } from '@server/test/fakes/clock';
import { and, eq, sql } from 'drizzle-orm';
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

/**
 * Time passes for the app's clock and for the queue, whose jobs wait by the database's own
 * time: the jobs still to run fall due as much sooner. Then the jobs due are run.
 */
async function passes(ms: number) {
  clock.advance(ms);
  await ctx().db.execute(
    sql`update jobs set run_at = run_at - ${ms}::int * interval '1 millisecond'
      where finished_at is null and failed_at is null`,
  );
  await ctx().jobs.idle();
}

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

describe('event_nearby', () => {
  it('tells members within 25 km of the place, by their cloaked point, once the job runs', async () => {
    const place = town();
    const host = await createUser(ctx(), north(place, -1));
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
    expect(await noticesOf(close, 'event_nearby')).toEqual([]);
    await passes(HOUR_MS);
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
    const host = await createUser(ctx(), north(place, -1));
    const member = await createUser(ctx(), north(place, 2));
    await testApp()
      .as(member)
      .put('/api/notifications/settings')
      .send({ event_nearby: { email: true, push: false } })
      .expect(200);
    const id = await hostEvent(testApp(), host, clock, place);
    await passes(HOUR_MS);
    expect(await tellNeighbours(ctx(), id)).toBe(0);
    expect(await noticesOf(member, 'event_nearby')).toHaveLength(1);
  });
});

describe('event_nearby against a host who makes and cancels swap days over and over', () => {
  /** A host 2 km from a town's library, and a neighbour 1 km from it. */
  async function hostAndNeighbour() {
    const place = town();
    const host = await createUser(ctx(), north(place, -2));
    const neighbour = await createUser(ctx(), north(place, 1));
    const make = () => testApp().as(host).post('/api/events').send(eventBody(clock, place));
    const cancel = (id: number) => testApp().as(host).delete(`/api/events/${id}`);
    return { place, host, neighbour, make, cancel };
  }

  it('waits an hour, and tells nobody of a swap day cancelled within it', async () => {
    const { neighbour, make, cancel } = await hostAndNeighbour();
    const gone = await make();
    expect(gone.status).toBe(201);
    await ctx().jobs.idle();
    await passes(59 * 60 * 1000);
    expect(await noticesOf(neighbour, 'event_nearby')).toEqual([]);
    expect((await cancel(gone.body.id)).status).toBe(204);
    await passes(HOUR_MS);
    expect(await noticesOf(neighbour, 'event_nearby')).toEqual([]);
    const stands = await make();
    await passes(HOUR_MS - 1000);
    expect(await noticesOf(neighbour, 'event_nearby')).toEqual([]);
    await passes(1000);
    const told = await bell(neighbour, 'event_nearby');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ event: { id: stands.body.id } });
  });

  it('the probe: 20 swap days made and cancelled 1.2 s later, 1.4 s apart, tell nobody', async () => {
    const { neighbour, make, cancel } = await hostAndNeighbour();
    const statuses: number[] = [];
    for (let n = 0; n < 20; n += 1) {
      const made = await make();
      statuses.push(made.status);
      clock.advance(1200);
      if (made.status === 201) expect((await cancel(made.body.id)).status).toBe(204);
      clock.advance(200);
    }
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(15).fill(429)]);
    await passes(2 * HOUR_MS);
    expect(await noticesOf(neighbour, 'event_nearby')).toEqual([]);
  });

  it('20 made and cancelled within the hour over a week, within the daily limit, tell nobody', async () => {
    const { neighbour, make, cancel } = await hostAndNeighbour();
    for (let n = 0; n < 20; n += 1) {
      const made = await make();
      expect(made.status, made.text).toBe(201);
      await passes(1200);
      expect((await cancel(made.body.id)).status).toBe(204);
      await passes(8 * HOUR_MS);
    }
    expect(await noticesOf(neighbour, 'event_nearby')).toEqual([]);
  });

  it('20 that stand their hour over a week tell a neighbour once; a week on, again', async () => {
    const { host, neighbour, make, cancel } = await hostAndNeighbour();
    const first = clock.now().getTime();
    for (let n = 0; n < 20; n += 1) {
      const made = await make();
      expect(made.status, made.text).toBe(201);
      await passes(HOUR_MS);
      expect((await cancel(made.body.id)).status).toBe(204);
      await passes(7 * HOUR_MS);
    }
    expect(clock.now().getTime() - first).toBeLessThan(7 * DAY_MS);
    const heard = await noticesOf(neighbour, 'event_nearby');
    expect(heard).toHaveLength(1);
    expect(heard[0]!.actorId).toBe(host.id);
    // A week after the first notice, the host's next swap day is news again.
    clock.set(new Date(first + 7 * DAY_MS + 2 * HOUR_MS));
    const later = await make();
    expect(later.status, later.text).toBe(201);
    await passes(HOUR_MS);
    expect(await noticesOf(neighbour, 'event_nearby')).toHaveLength(2);
  });

  it('tells a neighbour once of three swap days of one host told of at the same moment', async () => {
    const { neighbour, make } = await hostAndNeighbour();
    const ids: number[] = [];
    for (let n = 0; n < 3; n += 1) ids.push((await make()).body.id as number);
    const told = await Promise.all(ids.map((id) => tellNeighbours(ctx(), id)));
    expect(told.reduce((a, b) => a + b)).toBe(1);
    await passes(HOUR_MS);
    expect(await noticesOf(neighbour, 'event_nearby')).toHaveLength(1);
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
