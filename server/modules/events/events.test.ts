import { DAY_MS, HOUR_MS } from '@common/time';
import { events } from '@server/db/schema';
import { local, sayDetail } from '@server/lib/errors';
import { setupTestApp } from '@server/test/app';
import { detailsOf, eventBody, hostEvent, PARK } from '@server/test/events';
import { createUser, type TestUser } from '@server/test/factories';
import { type TestClock, testClock } from '@server/test/fakes/clock';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

// docs/product.md §7.19: hosting, changing and cancelling a swap day.
const testApp = setupTestApp();
const ctx = () => testApp().ctx;
let clock: TestClock;
beforeEach(() => {
  clock = testClock();
  ctx().clock = clock;
});
const en = (key: Parameters<typeof local>[0], values?: Record<string, string | number>) =>
  sayDetail(local(key, values), 'en');
const at = (hours: number) => new Date(clock.now().getTime() + hours * HOUR_MS).toISOString();
const north = (p: { latitude: number; longitude: number }, km: number) => ({
  latitude: p.latitude + km / 111.2,
  longitude: p.longitude,
});
const east = (p: { latitude: number; longitude: number }, km: number) => ({
  latitude: p.latitude,
  longitude: p.longitude + km / (111.2 * Math.cos((p.latitude * Math.PI) / 180)),
});
const stored = async (id: number) =>
  (await ctx().db.select().from(events).where(eq(events.id, id)))[0];

describe('POST /api/events', () => {
  it('hosts a swap day at the place chosen, shown exactly', async () => {
    const host = await createUser(ctx());
    const body = eventBody(clock);
    const res = await testApp().as(host).post('/api/events').send(body);
    expect(res.status, res.text).toBe(201);
    expect(res.headers.location).toBe(`/api/events/${res.body.id}`);
    expect(res.body).toEqual({
      id: expect.any(Number),
      title: body.title,
      description: body.description,
      starts_at: body.starts_at,
      ends_at: body.ends_at,
      place_name: body.place_name,
      latitude: PARK.latitude,
      longitude: PARK.longitude,
      host: { id: host.id, username: host.username, avatar: null },
      going_count: 0,
      going: false,
      bringing: [],
      attendees: [],
    });
    expect(await stored(res.body.id)).toMatchObject({ hostId: host.id, cancelledAt: null });
  });

  it('says what is wrong with each field, in the member’s language, and stores nothing', async () => {
    const host = await createUser(ctx());
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'ab' }, en('events.validation.title', { min: 3, max: 80 })],
      [{ title: 'x'.repeat(81) }, en('events.validation.title', { min: 3, max: 80 })],
      [
        { description: 'x'.repeat(1001) },
        en('events.validation.descriptionTooLong', { max: 1000 }),
      ],
      [{ place_name: '' }, en('events.validation.placeName', { max: 80 })],
      [{ place_name: undefined }, en('events.validation.placeName', { max: 80 })],
      [{ place_name: 'x'.repeat(81) }, en('events.validation.placeName', { max: 80 })],
      [{ starts_at: 'tomorrow' }, en('events.validation.time', { name: 'starts_at' })],
      [{ ends_at: at(40) }, en('events.validation.endsFirst')],
      [{ ends_at: at(61) }, en('events.validation.tooLong', { max: 12 })],
      [{ starts_at: at(-1), ends_at: at(1) }, en('events.validation.past')],
      [
        { starts_at: at(181 * 24), ends_at: at(181 * 24 + 2) },
        en('events.validation.tooFar', { max: 180 }),
      ],
      [{ latitude: 91 }, en('validation.fieldBetween', { name: 'latitude', min: -90, max: 90 })],
      [
        { longitude: '-111' },
        en('validation.fieldBetween', { name: 'longitude', min: -180, max: 180 }),
      ],
    ];
    for (const [change, message] of cases) {
      const res = await testApp().as(host).post('/api/events').send(eventBody(clock, change));
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect(detailsOf(res.body)).toEqual([message]);
    }
    const hablante = await createUser(ctx(), { locale: 'es' });
    const spanish = await testApp()
      .as(hablante)
      .post('/api/events')
      .send(eventBody(clock, { title: 'ab' }));
    expect(detailsOf(spanish.body)).toEqual([
      sayDetail(local('events.validation.title', { min: 3, max: 80 }), 'es'),
    ]);
    expect(await ctx().db.select().from(events).where(eq(events.hostId, host.id))).toEqual([]);
  });

  it('takes a start just within 180 days and a 12-hour day', async () => {
    const host = await createUser(ctx());
    const start = 180 * 24 - 1;
    const res = await testApp()
      .as(host)
      .post('/api/events')
      .send(eventBody(clock, { starts_at: at(start), ends_at: at(start + 12) }));
    expect(res.status, res.text).toBe(201);
  });

  it('refuses guests (401)', async () => {
    const res = await testApp().api.post('/api/events').send(eventBody(clock));
    expect(res.status).toBe(401);
  });

  it('lets a host have three upcoming swap days, not a fourth, even asked at once (409)', async () => {
    const host = await createUser(ctx());
    const tries = await Promise.all(
      [1, 2, 3, 4, 5].map((day) =>
        testApp()
          .as(host)
          .post('/api/events')
          .send(eventBody(clock, { starts_at: at(day * 24), ends_at: at(day * 24 + 2) })),
      ),
    );
    expect(tries.map((r) => r.status).sort()).toEqual([201, 201, 201, 409, 409]);
    const refused = tries.find((r) => r.status === 409)!;
    expect(refused.body.detail).toBe(en('errors.events.tooMany', { max: 3 }));
    // One over, one cancelled: room for two more.
    const [first, second] = tries.filter((r) => r.status === 201).map((r) => r.body.id as number);
    await ctx()
      .db.update(events)
      .set({ endsAt: new Date(clock.now().getTime() - HOUR_MS), startsAt: new Date(0) })
      .where(eq(events.id, first!));
    expect((await testApp().as(host).delete(`/api/events/${second}`)).status).toBe(204);
    // A day on, so the five made a day are not what refuses the last one.
    clock.advance(DAY_MS + HOUR_MS);
    expect((await testApp().as(host).post('/api/events').send(eventBody(clock))).status).toBe(201);
    expect((await testApp().as(host).post('/api/events').send(eventBody(clock))).status).toBe(201);
    expect((await testApp().as(host).post('/api/events').send(eventBody(clock))).status).toBe(409);
  });
});

describe('POST /api/events: how often, and where', () => {
  const madeBy = async (host: TestUser) =>
    (await ctx().db.select().from(events).where(eq(events.hostId, host.id))).length;

  it('lets a host make five swap days in 24 hours, cancelled ones counted; the sixth is 429', async () => {
    const host = await createUser(ctx());
    for (let n = 1; n <= 5; n += 1) {
      const id = await hostEvent(testApp(), host, clock, { starts_at: at(n), ends_at: at(n + 1) });
      if (n > 2) expect((await testApp().as(host).delete(`/api/events/${id}`)).status).toBe(204);
      clock.advance(HOUR_MS);
    }
    const sixth = await testApp().as(host).post('/api/events').send(eventBody(clock));
    expect(sixth.status).toBe(429);
    expect(sixth.body.detail).toBe(en('errors.events.tooManyToday', { max: 5 }));
    expect(sixth.body.detail).toBe(
      'You can host at most 5 swap days in 24 hours, cancelled ones included: please try again tomorrow',
    );
    // The first was made five hours ago: a slot frees in 19 hours.
    expect(Number(sixth.headers['retry-after'])).toBe(19 * 3600);
    expect(await madeBy(host)).toBe(5);
    const hablante = await createUser(ctx(), { locale: 'es' });
    for (let n = 1; n <= 5; n += 1) {
      const id = await hostEvent(testApp(), hablante, clock, {
        starts_at: at(n),
        ends_at: at(n + 1),
      });
      await testApp().as(hablante).delete(`/api/events/${id}`).expect(204);
    }
    const spanish = await testApp().as(hablante).post('/api/events').send(eventBody(clock));
    expect(spanish.status).toBe(429);
    expect(spanish.body.detail).toBe(
      sayDetail(local('errors.events.tooManyToday', { max: 5 }), 'es'),
    );
    // 24 hours after the first, one more may be made.
    clock.advance(19 * HOUR_MS);
    expect((await testApp().as(host).post('/api/events').send(eventBody(clock))).status).toBe(201);
    expect((await testApp().as(host).post('/api/events').send(eventBody(clock))).status).toBe(429);
    expect(await madeBy(host)).toBe(6);
  });

  it('counts to five under the host’s lock, when the last are asked for at once', async () => {
    const host = await createUser(ctx());
    for (let n = 1; n <= 4; n += 1) {
      const id = await hostEvent(testApp(), host, clock, { starts_at: at(n), ends_at: at(n + 1) });
      await testApp().as(host).delete(`/api/events/${id}`).expect(204);
    }
    const tries = await Promise.all(
      [1, 2, 3].map((day) =>
        testApp()
          .as(host)
          .post('/api/events')
          .send(eventBody(clock, { starts_at: at(day * 24), ends_at: at(day * 24 + 2) })),
      ),
    );
    expect(tries.map((r) => r.status).sort()).toEqual([201, 429, 429]);
    expect(await madeBy(host)).toBe(5);
  });

  it('refuses a place within 150 m of the host’s home (422), unless they say it is their home', async () => {
    const home = { latitude: 40.7, longitude: -111.9 };
    const host = await createUser(ctx(), home);
    const hablante = await createUser(ctx(), { ...home, locale: 'es' });
    const cases = [home, north(home, 0.1), east(home, 0.14)];
    for (const place of cases) {
      const res = await testApp().as(host).post('/api/events').send(eventBody(clock, place));
      expect(res.status, JSON.stringify(place)).toBe(422);
      expect(detailsOf(res.body)).toEqual([
        'Pick a public place, such as a park or a library, not your home.',
      ]);
      expect(res.body.detail[0].loc).toEqual(['body', 'latitude']);
    }
    const explicitNo = await testApp()
      .as(host)
      .post('/api/events')
      .send(eventBody(clock, { ...home, at_my_home: false }));
    expect(explicitNo.status).toBe(422);
    const spanish = await testApp().as(hablante).post('/api/events').send(eventBody(clock, home));
    expect(detailsOf(spanish.body)).toEqual([
      'Elige un lugar público, como un parque o una biblioteca, no tu casa.',
    ]);
    expect(await madeBy(host)).toBe(0);

    const atHome = await testApp()
      .as(host)
      .post('/api/events')
      .send(eventBody(clock, { ...home, at_my_home: true }));
    expect(atHome.status, atHome.text).toBe(201);
    expect(atHome.body).toMatchObject(home);
    const away = await testApp()
      .as(host)
      .post('/api/events')
      .send(eventBody(clock, north(home, 0.3)));
    expect(away.status, away.text).toBe(201);
    expect(await madeBy(host)).toBe(2);
  });

  it('refuses moving the pin to the host’s home unless they say so, and leaves a kept pin alone', async () => {
    const home = { latitude: 40.68, longitude: -111.95 };
    const host = await createUser(ctx(), home);
    const id = await hostEvent(testApp(), host, clock, north(home, 0.3));
    const moved = await testApp()
      .as(host)
      .patch(`/api/events/${id}`)
      .send({ ...north(home, 0.05) });
    expect(moved.status).toBe(422);
    expect(detailsOf(moved.body)).toEqual([en('events.validation.atHome')]);
    expect(await stored(id)).toMatchObject(north(home, 0.3));
    const said = await testApp()
      .as(host)
      .patch(`/api/events/${id}`)
      .send({ ...home, at_my_home: true });
    expect(said.status, said.text).toBe(200);
    // Its other fields change as before, the pin sent again as it is.
    const renamed = await testApp()
      .as(host)
      .patch(`/api/events/${id}`)
      .send({ ...home, title: 'Seeds on my porch' });
    expect(renamed.status, renamed.text).toBe(200);
    expect(await stored(id)).toMatchObject({ ...home, title: 'Seeds on my porch' });
  });

  it('opens the host’s map on their cloaked point, never their home', async () => {
    const home = { latitude: 40.66, longitude: -111.97 };
    const cloak = { cloakedLatitude: 40.662, cloakedLongitude: -111.973 };
    const host = await createUser(ctx(), { ...home, ...cloak });
    const res = await testApp().as(host).get('/api/events/origin');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ latitude: 40.662, longitude: -111.973 });
    const homeless = await createUser(ctx(), { latitude: null, longitude: null });
    expect((await testApp().as(homeless).get('/api/events/origin')).status).toBe(422);
    expect((await testApp().api.get('/api/events/origin')).status).toBe(401);
  });
});

describe('GET /api/events/{id}', () => {
  it('shows it to members and guests; unknown, cancelled and removed ones are 404', async () => {
    const [host, other] = [await createUser(ctx()), await createUser(ctx())];
    const id = await hostEvent(testApp(), host, clock);
    expect((await testApp().as(other).get(`/api/events/${id}`)).body.title).toBe(
      'Spring seed swap',
    );
    expect((await testApp().api.get(`/api/events/${id}`)).status).toBe(200);
    const missing = await testApp().as(other).get('/api/events/2000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe(en('errors.events.notFound'));
    await ctx().db.update(events).set({ removedAt: clock.now() }).where(eq(events.id, id));
    expect((await testApp().as(other).get(`/api/events/${id}`)).status).toBe(404);
    expect((await testApp().as(host).get(`/api/events/${id}`)).status).toBe(404);
  });

  it('is 404 to a member the host blocked, and to one who blocked the host', async () => {
    const [host, blocked, blocker] = [
      await createUser(ctx()),
      await createUser(ctx()),
      await createUser(ctx()),
    ];
    const id = await hostEvent(testApp(), host, clock);
    await testApp().as(host).post('/api/blocks').send({ user_id: blocked.id }).expect(201);
    await testApp().as(blocker).post('/api/blocks').send({ user_id: host.id }).expect(201);
    expect((await testApp().as(blocked).get(`/api/events/${id}`)).status).toBe(404);
    expect((await testApp().as(blocker).get(`/api/events/${id}`)).status).toBe(404);
    expect((await testApp().as(blocked).post(`/api/events/${id}/rsvp`).send({})).status).toBe(404);
  });
});

describe('PATCH /api/events/{id}', () => {
  it('lets the host change any field by the same rules; the reminder is due again', async () => {
    const host = await createUser(ctx());
    const id = await hostEvent(testApp(), host, clock);
    await ctx().db.update(events).set({ remindedAt: clock.now() }).where(eq(events.id, id));
    const res = await testApp()
      .as(host)
      .patch(`/api/events/${id}`)
      .send({ title: 'Autumn seed swap', starts_at: at(72), ends_at: at(74) });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ title: 'Autumn seed swap', starts_at: at(72) });
    expect((await stored(id))?.remindedAt).toBeNull();
    const tooLong = await testApp()
      .as(host)
      .patch(`/api/events/${id}`)
      .send({ ends_at: at(90) });
    expect(tooLong.status).toBe(422);
    expect(detailsOf(tooLong.body)).toEqual([en('events.validation.tooLong', { max: 12 })]);
    const early = await testApp()
      .as(host)
      .patch(`/api/events/${id}`)
      .send({ ends_at: at(71) });
    expect(detailsOf(early.body)).toEqual([en('events.validation.endsFirst')]);
    const short = await testApp().as(host).patch(`/api/events/${id}`).send({ title: 'x' });
    expect(short.status).toBe(422);
    expect((await stored(id))?.title).toBe('Autumn seed swap');
  });

  it('refuses others (403), unknown events (404), guests (401) and an event over (409)', async () => {
    const [host, other] = [await createUser(ctx()), await createUser(ctx())];
    const id = await hostEvent(testApp(), host, clock);
    const theirs = await testApp().as(other).patch(`/api/events/${id}`).send({ title: 'Mine now' });
    expect(theirs.status).toBe(403);
    expect(theirs.body.detail).toBe(en('errors.events.notHost'));
    expect((await testApp().as(other).delete(`/api/events/${id}`)).status).toBe(403);
    expect((await testApp().as(host).patch('/api/events/2000000000').send({})).status).toBe(404);
    expect((await testApp().as(host).delete('/api/events/2000000000')).status).toBe(404);
    expect((await testApp().api.patch(`/api/events/${id}`).send({})).status).toBe(401);
    expect((await stored(id))?.title).toBe('Spring seed swap');
    clock.advance(3 * DAY_MS);
    const over = await testApp().as(host).patch(`/api/events/${id}`).send({ title: 'Later' });
    expect(over.status).toBe(409);
    expect(over.body.detail).toBe(en('errors.events.over'));
  });
});

describe('DELETE /api/events/{id}', () => {
  it('cancels: 204, gone from its page, and cannot be cancelled twice', async () => {
    const host = await createUser(ctx());
    const id = await hostEvent(testApp(), host, clock);
    expect((await testApp().as(host).delete(`/api/events/${id}`)).status).toBe(204);
    expect((await stored(id))?.cancelledAt).not.toBeNull();
    expect((await testApp().api.get(`/api/events/${id}`)).status).toBe(404);
    expect((await testApp().as(host).delete(`/api/events/${id}`)).status).toBe(404);
  });
});
