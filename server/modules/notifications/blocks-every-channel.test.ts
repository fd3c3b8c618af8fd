import { LISTING_STATES } from '@common/codes';
import { HOUR_MS } from '@common/time';
import type { MemberNotification } from '@common/types';
import { jobs } from '@server/db/schema';
import type { SendPush } from '@server/jobs/push-payloads';
import { tellNeighbours } from '@server/modules/events';
import { sweepEvents } from '@server/modules/events/sweep';
import { matchNewListing } from '@server/modules/wants';
import type { TestApp } from '@server/test/app';
import { hostEvent, north, town } from '@server/test/events';
import { pickupTimes } from '@server/test/exchanges';
import { createListing, createUser, createWant, type TestUser } from '@server/test/factories';
import { type TestClock, testClock } from '@server/test/fakes/clock';
import type { FakePushService } from '@server/test/fakes/push-service';
import { setupAppWithPushService } from '@server/test/push-app';
import {
  type ClientSocket,
  connected,
  listenWithSockets,
  roundTrip,
} from '@server/test/socket-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

/**
 * A block silences every channel (docs/product.md §14.1, §8.5, §8.10): once R blocks O, nothing O
 * does, and nothing stored about O before the block, reaches R's bell, its count, R's open tab,
 * R's phone or R's inbox. The pushes go to the local fake push service over HTTPS, as a browser's
 * service takes them; this file's requests trust its self-signed certificate (put back after).
 */
const withPushService = setupAppWithPushService();
let service: FakePushService;
let app: TestApp;
let sockets: Awaited<ReturnType<typeof listenWithSockets>>;

beforeAll(async () => {
  ({ app, service } = withPushService());
  sockets = await listenWithSockets(app);
});

// Before the app closes: after-all hooks run in the reverse of their order.
afterAll(async () => {
  await sockets?.close();
});

let clock: TestClock;
beforeEach(() => {
  clock = testClock();
  app.ctx.clock = clock;
});
const { slot } = pickupTimes(() => clock);

/** A member with a phone subscribed at the fake service, and an open tab hearing `notification`. */
async function memberWithPhoneAndTab(place: { latitude: number; longitude: number }) {
  const member = await createUser(app.ctx, place);
  const device = service.device(`/device/${member.id}`);
  await app
    .as(member)
    .post('/api/push/subscriptions')
    .send({ endpoint: device.endpoint, keys: device.keys })
    .expect(201);
  const tab = sockets.client(member.token);
  await connected(tab);
  const heard: MemberNotification[] = [];
  tab.on('notification', (n) => heard.push(n));
  return { ...member, device, tab, heard };
}

/** What reached the member on each channel, once every job (fan-outs, pushes, e-mails) is done. */
async function reached(member: TestUser & { device: { endpoint: string }; tab: ClientSocket }) {
  const mails = (await app.outbox()).filter((m) => m.includes(`To: ${member.email}`));
  await app.ctx.jobs.idle();
  await roundTrip(member.tab);
  const path = new URL(member.device.endpoint).pathname;
  const sends = await app.ctx.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(eq(jobs.kind, 'send_push'));
  const bell = await app.as(member).get('/api/notifications').expect(200);
  const count = await app.as(member).get('/api/notifications/unread-count').expect(200);
  return {
    bell: bell.body as MemberNotification[],
    count: count.body.count as number,
    pushed: service.received.filter((r) => r.path === path),
    sendJobs: sends.map((s) => s.payload as SendPush).filter((p) => p.user_id === member.id),
    mails,
  };
}

/** Nothing on any channel; each checked apart, so a failure names every channel that leaked. */
function expectNothing(
  member: { heard: MemberNotification[] },
  got: Awaited<ReturnType<typeof reached>>,
) {
  expect.soft(got.bell, 'the bell').toEqual([]);
  expect.soft(got.count, 'the unread count').toBe(0);
  expect.soft(member.heard, 'the open tab').toEqual([]);
  expect.soft(got.sendJobs, 'pushes fanned out').toEqual([]);
  expect.soft(got.pushed, 'the push service').toEqual([]);
  expect.soft(got.mails, 'e-mails').toEqual([]);
}

const block = (blocker: TestUser, blocked: TestUser) =>
  app.as(blocker).post('/api/blocks').send({ user_id: blocked.id }).expect(201);

const propose = (who: TestUser, listingId: number, from: number) =>
  app.as(who).post(`/api/listings/${listingId}/pickups`).send(slot(from));

describe('after R blocks O, nothing O does reaches R', () => {
  it('on any channel: pickups, a rename, a match, swap days, a friend request', async () => {
    const place = town();
    const r = await memberWithPhoneAndTab(place);
    const o = await createUser(app.ctx, north(place, 2));
    // Before the block: O's crate reserved for R, R's wish, and a swap day of O's too far
    // from R to be told of, which R said they would go to.
    const crate = await createListing(app.ctx, o, {
      title: 'Zucchini, a whole crate',
      stateId: LISTING_STATES.pending,
      reservedFor: r.id,
    });
    await createWant(app.ctx, r, { title: 'beans' });
    const far = north(place, 60);
    const swapDay = await hostEvent(app, o, clock, {
      ...far,
      starts_at: new Date(clock.now().getTime() + 30 * HOUR_MS).toISOString(),
      ends_at: new Date(clock.now().getTime() + 32 * HOUR_MS).toISOString(),
    });
    await app.as(r).post(`/api/events/${swapDay}/rsvp`).send({}).expect(200);
    const asked = await propose(r, crate.id, 24);
    expect(asked.status, asked.text).toBe(201);
    await app.ctx.jobs.idle();

    await block(r, o);

    // O answers R's time and takes it back, then proposes five more, renames the crate and
    // proposes again: pickup_accepted, pickup_cancelled, pickup_proposed.
    await app.as(o).post(`/api/pickups/${asked.body.id}/accept`).expect(200);
    await app.as(o).post(`/api/pickups/${asked.body.id}/cancel`).expect(200);
    for (let i = 0; i < 5; i += 1) {
      const res = await propose(o, crate.id, 24 + i);
      expect(res.status, res.text).toBe(201);
    }
    await app.as(o).patch(`/api/listings/${crate.id}`).send({ title: 'Renamed crate' }).expect(200);
    expect((await propose(o, crate.id, 40)).status).toBe(201);
    // A listing for R's wish (match), a swap day next to R (event_nearby), a friend request.
    await app.as(o).post('/api/listings').send({ title: 'Bush beans', price: 1 }).expect(201);
    await hostEvent(app, o, clock, { ...place, place_name: 'Around the corner' });
    await app.as(o).post('/api/auth/friends/request').send({ friend_id: r.id }).expect(403);
    // The swap day R said yes to: its reminder by the clock, then its cancelling.
    clock.advance(7 * HOUR_MS);
    expect(await sweepEvents(app.ctx)).toEqual({ reminded: 1 });
    await app.as(o).delete(`/api/events/${swapDay}`).expect(204);

    expectNothing(r, await reached(r));
  });

  it('without the block the same doings do reach the member, on every channel', async () => {
    const place = town();
    const p = await memberWithPhoneAndTab(place);
    const o = await createUser(app.ctx, north(place, 2));
    const crate = await createListing(app.ctx, o, {
      title: 'Zucchini, a whole crate',
      stateId: LISTING_STATES.pending,
      reservedFor: p.id,
    });
    const swapDay = await hostEvent(app, o, clock, north(place, 60));
    await app.as(p).post(`/api/events/${swapDay}/rsvp`).send({}).expect(200);

    await app.as(o).patch(`/api/listings/${crate.id}`).send({ title: 'Renamed crate' }).expect(200);
    const proposed = await propose(o, crate.id, 24);
    expect(proposed.status, proposed.text).toBe(201);
    await app.as(o).delete(`/api/events/${swapDay}`).expect(204);

    const got = await reached(p);
    const kinds = ['event_cancelled', 'pickup_proposed'];
    expect(got.bell.map((n) => n.type).sort()).toEqual(kinds);
    expect(got.count).toBe(2);
    expect(p.heard.map((n) => n.type).sort()).toEqual(kinds);
    expect(got.pushed).toHaveLength(2);
    const shown = got.pushed.map((r) => p.device.open(r.body) as { title: string; body: string });
    expect(shown.map((s) => s.body).join('\n')).toContain('Renamed crate');
  });
});

describe('a notice stored before the block', () => {
  it('is not pushed, shown, counted or e-mailed when its delivery runs after the block', async () => {
    const { ctx } = app;
    const place = town();
    const r = await memberWithPhoneAndTab(place);
    const o = await createUser(ctx, north(place, 2));
    await createWant(ctx, r, { title: 'beans' });
    const crate = await createListing(ctx, o, { title: 'Brandywine tomatoes' });
    await app
      .as(r)
      .post('/api/messages')
      .send({ receiver_id: o.id, content: 'Still there?', listing_id: crate.id })
      .expect(201);
    const friendship = await app
      .as(r)
      .post('/api/auth/friends/request')
      .send({ friend_id: o.id })
      .expect(201);
    await ctx.jobs.idle();

    // The deliveries wait: every notice below is stored with its push and e-mail, unsent.
    ctx.jobs.pause();
    await app
      .as(o)
      .post('/api/auth/friends/respond')
      .send({ request_id: friendship.body.request_id, accept: true })
      .expect(200);
    await app
      .as(o)
      .patch(`/api/listings/${crate.id}/status`)
      .send({ state_id: LISTING_STATES.pending, reserved_for: r.id })
      .expect(200);
    expect((await propose(o, crate.id, 24)).status).toBe(201);
    const beans = await app.as(o).post('/api/listings').send({ title: 'Bush beans', price: 1 });
    expect(beans.status, beans.text).toBe(201);
    await matchNewListing(ctx, beans.body.id);
    const swapDay = await hostEvent(app, o, clock, { ...place, place_name: 'Around the corner' });
    expect(await tellNeighbours(ctx, swapDay)).toBeGreaterThan(0);
    const stored = (await app.as(r).get('/api/notifications').expect(200))
      .body as MemberNotification[];
    expect(stored.map((n) => n.type).sort()).toEqual([
      'event_nearby',
      'friend_accepted',
      'listing_reserved',
      'match',
      'pickup_proposed',
    ]);

    await block(r, o);
    // What the tab heard when the notices were stored, before the block, is not the question.
    await roundTrip(r.tab);
    r.heard.length = 0;
    ctx.jobs.resume();

    expectNothing(r, await reached(r));
  });
});
