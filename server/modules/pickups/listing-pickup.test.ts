import { LISTING_STATES } from '@common/codes';
import { HOUR_MS } from '@common/time';
import type { MemberNotification } from '@common/types';
import { listings, pickups } from '@server/db/schema';
import { setupTestApp } from '@server/test/app';
import { pickupTimes } from '@server/test/exchanges';
import { createListing, createUser, type TestUser } from '@server/test/factories';
import { clockPerTest } from '@server/test/fakes/clock';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

/**
 * docs/product.md §7.15: the pickup a listing page shows its two parties, and what a listing
 * leaving "reserved" (relisted, handed over) does to its pickups.
 */
const testApp = setupTestApp();
const clock = clockPerTest(testApp);

const { slot } = pickupTimes(() => clock);

const propose = async (who: TestUser, listingId: number, body: object = slot()) => {
  const res = await testApp().as(who).post(`/api/listings/${listingId}/pickups`).send(body);
  expect(res.status, res.text).toBe(201);
  return res.body as { id: number; starts_at: string; ends_at: string };
};
const act = async (who: TestUser, id: number, action: string) => {
  const res = await testApp().as(who).post(`/api/pickups/${id}/${action}`);
  expect(res.status, res.text).toBe(200);
};
const current = (who: TestUser, listingId: number) =>
  testApp().as(who).get(`/api/listings/${listingId}/pickup`);
const setStatus = async (who: TestUser, listingId: number, state_id: number) => {
  const res = await testApp().as(who).patch(`/api/listings/${listingId}/status`).send({ state_id });
  expect(res.status, res.text).toBe(200);
};
const statesOf = async (listingId: number) =>
  Object.fromEntries(
    (await testApp().ctx.db.select().from(pickups).where(eq(pickups.listingId, listingId))).map(
      (p) => [p.id, p.state],
    ),
  );
const cancelNotices = async (who: TestUser) => {
  const res = await testApp().as(who).get('/api/notifications');
  return (res.body as MemberNotification[]).filter((n) => n.type === 'pickup_cancelled');
};

async function scene(overrides: Parameters<typeof createListing>[2] = {}) {
  const { ctx } = testApp();
  const [owner, recipient, stranger] = [
    await createUser(ctx),
    await createUser(ctx),
    await createUser(ctx),
  ];
  const listing = await createListing(ctx, owner, {
    stateId: LISTING_STATES.pending,
    reservedFor: recipient.id,
    ...overrides,
  });
  return { owner, recipient, stranger, listing };
}

describe('GET /api/listings/{id}/pickup', () => {
  it('is null until a time is proposed, then the proposal for both parties', async () => {
    const { owner, recipient, listing } = await scene();
    for (const who of [owner, recipient]) {
      const none = await current(who, listing.id);
      expect(none.status, none.text).toBe(200);
      expect(none.body).toBeNull();
    }
    const proposed = await propose(recipient, listing.id, { ...slot(), note: 'At the gate' });
    const mine = await current(recipient, listing.id);
    expect(mine.body).toEqual({ ...proposed, over: false });
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect((await current(owner, listing.id)).body).toEqual({
      ...proposed,
      over: false,
      no_show: false,
    });
  });

  it('refuses others who see the listing (403), and tells nothing to those who do not', async () => {
    const { owner, stranger, listing } = await scene();
    await propose(owner, listing.id);
    const other = await current(stranger, listing.id);
    expect(other.status).toBe(403);
    expect(other.body.detail).toBe(
      'Only the owner or the member this listing is reserved for can see its pickup',
    );
    const hidden = await scene({ isPublic: false });
    expect((await current(hidden.stranger, hidden.listing.id)).status).toBe(404);
    expect((await current(owner, 2_000_000_000)).status).toBe(404);
    expect((await testApp().api.get(`/api/listings/${listing.id}/pickup`)).status).toBe(401);
  });

  it('keeps an accepted time after its end, the no-show told to the owner alone', async () => {
    const { owner, recipient, listing } = await scene();
    const pickup = await propose(owner, listing.id, slot(3));
    await act(recipient, pickup.id, 'accept');
    expect((await current(recipient, listing.id)).body).toMatchObject({
      state: 'accepted',
      over: false,
    });
    clock.advance(5 * HOUR_MS);
    expect((await current(owner, listing.id)).body).toMatchObject({
      id: pickup.id,
      over: true,
      no_show: false,
    });
    await act(owner, pickup.id, 'no-show');
    expect((await current(owner, listing.id)).body).toMatchObject({ over: true, no_show: true });
    const theirs = await current(recipient, listing.id);
    expect(theirs.body).toEqual({
      ...pickup,
      note: '',
      listing_id: listing.id,
      proposed_by: owner.id,
      state: 'accepted',
      over: true,
    });
    expect(theirs.text).not.toContain('no_show');
  });

  it('shows the newest proposal over a time accepted before it', async () => {
    const { owner, recipient, listing } = await scene();
    const first = await propose(owner, listing.id, slot(24));
    await act(recipient, first.id, 'accept');
    const second = await propose(recipient, listing.id, slot(48));
    expect((await current(owner, listing.id)).body).toMatchObject({
      id: second.id,
      state: 'proposed',
    });
    // Declined, the accepted time is the one that stands again.
    await act(owner, second.id, 'decline');
    expect((await current(owner, listing.id)).body).toMatchObject({ id: first.id });
  });
});

describe('a listing leaving "reserved" (PATCH /api/listings/{id}/status)', () => {
  it('handed over: a waiting proposal is dropped silently, an accepted time stays', async () => {
    const { owner, recipient, listing } = await scene();
    const agreed = await propose(owner, listing.id, slot(2));
    await act(recipient, agreed.id, 'accept');
    const waiting = await propose(recipient, listing.id, slot(30));
    await setStatus(owner, listing.id, LISTING_STATES.sold);
    expect(await statesOf(listing.id)).toEqual({
      [agreed.id]: 'accepted',
      [waiting.id]: 'cancelled',
    });
    expect(await cancelNotices(recipient)).toEqual([]);
    expect(await cancelNotices(owner)).toEqual([]);
    // Handed over, nothing is left to arrange, for either party.
    for (const who of [owner, recipient]) {
      const res = await current(who, listing.id);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toBeNull();
    }
  });

  it('relisted: every open pickup is cancelled; the member of an agreed one is told', async () => {
    const { owner, recipient, listing } = await scene();
    const agreed = await propose(owner, listing.id, slot(5));
    await act(recipient, agreed.id, 'accept');
    const waiting = await propose(owner, listing.id, slot(30));
    await setStatus(owner, listing.id, LISTING_STATES.available);
    expect(await statesOf(listing.id)).toEqual({
      [agreed.id]: 'cancelled',
      [waiting.id]: 'cancelled',
    });
    expect(await cancelNotices(recipient)).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ id: owner.id }),
        listing: expect.objectContaining({ id: listing.id }),
        pickup: { id: agreed.id, starts_at: agreed.starts_at, ends_at: agreed.ends_at },
      }),
    ]);
    expect(await cancelNotices(owner)).toEqual([]);
    // No longer reserved for them: the listing's pickup is none of their business.
    expect((await current(recipient, listing.id)).status).toBe(403);
    expect((await current(owner, listing.id)).body).toBeNull();
  });

  it('relisting and closing its pickups are one write: if the pickups cannot be closed, it stays reserved', async () => {
    const { owner, recipient, listing } = await scene();
    const agreed = await propose(owner, listing.id, slot(5));
    await act(recipient, agreed.id, 'accept');
    const { db } = testApp().ctx;
    // A failure between the two statements, as a crash would leave it.
    await db.execute(sql`create function refuse_pickup_close() returns trigger language plpgsql
      as $$ begin raise exception 'pickups unavailable'; end $$`);
    await db.execute(sql`create trigger refuse_pickup_close before update on pickups
      for each row execute function refuse_pickup_close()`);
    try {
      const res = await testApp()
        .as(owner)
        .patch(`/api/listings/${listing.id}/status`)
        .send({ state_id: LISTING_STATES.available });
      expect(res.status).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_pickup_close on pickups`);
      await db.execute(sql`drop function refuse_pickup_close()`);
    }
    const [row] = await db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row).toMatchObject({ stateId: LISTING_STATES.pending, reservedFor: recipient.id });
    expect(await statesOf(listing.id)).toEqual({ [agreed.id]: 'accepted' });
    expect(await cancelNotices(recipient)).toEqual([]);
  });

  it('relisted after an agreed time has passed: cancelled, and nobody is told', async () => {
    const { owner, recipient, listing } = await scene();
    const agreed = await propose(recipient, listing.id, slot(2));
    await act(owner, agreed.id, 'accept');
    clock.advance(4 * HOUR_MS);
    await act(owner, agreed.id, 'no-show');
    await setStatus(owner, listing.id, LISTING_STATES.available);
    expect(await statesOf(listing.id)).toEqual({ [agreed.id]: 'cancelled' });
    expect(await cancelNotices(recipient)).toEqual([]);
    // Still counted for the desk (docs/product.md §14.3).
    const [row] = await testApp().ctx.db.select().from(pickups).where(eq(pickups.id, agreed.id));
    expect(row!.noShowAt).not.toBeNull();
  });

  it('relisted from handed over: the accepted time left is cancelled too', async () => {
    const { owner, recipient, listing } = await scene();
    const agreed = await propose(owner, listing.id, slot(6));
    await act(recipient, agreed.id, 'accept');
    await setStatus(owner, listing.id, LISTING_STATES.sold);
    await setStatus(owner, listing.id, LISTING_STATES.available);
    expect(await statesOf(listing.id)).toEqual({ [agreed.id]: 'cancelled' });
    expect(await cancelNotices(recipient)).toHaveLength(1);
  });
});
