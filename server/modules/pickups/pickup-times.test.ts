import { LISTING_STATES } from '@common/codes';
import { DAY_MS, HOUR_MS } from '@common/time';
import type { MemberNotification } from '@common/types';
import { listings, notifications, pickups } from '@server/db/schema';
import { pushOf } from '@server/modules/notifications';
import { setupTestApp } from '@server/test/app';
import { pickupTimes } from '@server/test/exchanges';
import { createListing, createUser, type TestUser } from '@server/test/factories';
import { clockPerTest } from '@server/test/fakes/clock';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sweepPickups } from './sweep';

const testApp = setupTestApp();
const clock = clockPerTest(testApp);

const { inHours } = pickupTimes(() => clock);
const act = (who: TestUser, id: number, action: string) =>
  testApp().as(who).post(`/api/pickups/${id}/${action}`);

/** A pickup accepted for `startsIn` hours from now, an hour long. */
async function accepted(startsIn = 24, parties?: { owner: TestUser; recipient: TestUser }) {
  const { ctx } = testApp();
  const owner = parties?.owner ?? (await createUser(ctx));
  const recipient = parties?.recipient ?? (await createUser(ctx));
  const listing = await createListing(ctx, owner, {
    title: 'Sunflower seedlings',
    stateId: LISTING_STATES.pending,
    reservedFor: recipient.id,
  });
  const res = await testApp()
    .as(owner)
    .post(`/api/listings/${listing.id}/pickups`)
    .send({ starts_at: inHours(startsIn), ends_at: inHours(startsIn + 1) });
  expect(res.status, res.text).toBe(201);
  expect((await act(recipient, res.body.id, 'accept')).status).toBe(200);
  return { owner, recipient, listing, pickupId: res.body.id as number };
}

const noticesOf = (who: TestUser, kind: string) =>
  testApp()
    .ctx.db.select()
    .from(notifications)
    .where(and(eq(notifications.userId, who.id), eq(notifications.kind, kind)));

describe('the reminder two hours before an accepted pickup', () => {
  it('tells both, each naming the other, once', async () => {
    const { owner, recipient, pickupId } = await accepted(5);
    await sweepPickups(testApp().ctx);
    expect(await noticesOf(owner, 'pickup_reminder')).toEqual([]);

    clock.advance(3 * HOUR_MS + 60_000);
    await sweepPickups(testApp().ctx);
    await sweepPickups(testApp().ctx);
    const [toOwner] = await noticesOf(owner, 'pickup_reminder');
    const [toRecipient] = await noticesOf(recipient, 'pickup_reminder');
    expect(toOwner).toMatchObject({ actorId: recipient.id, data: { pickup_id: pickupId } });
    expect(toRecipient).toMatchObject({ actorId: owner.id, data: { pickup_id: pickupId } });
    expect(await noticesOf(owner, 'pickup_reminder')).toHaveLength(1);
    expect(await noticesOf(recipient, 'pickup_reminder')).toHaveLength(1);

    const bell = await testApp().as(recipient).get('/api/notifications');
    const reminder = (bell.body as MemberNotification[]).find((n) => n.type === 'pickup_reminder');
    expect(reminder).toMatchObject({
      actor: { id: owner.id },
      listing: { title: 'Sunflower seedlings' },
      pickup: { id: pickupId },
    });
    expect(pushOf(reminder!, 'km', 'es')).toMatchObject({
      title: 'Recogida pronto',
      body: `Recogida de Sunflower seedlings con ${owner.username} en dos horas`,
      url: expect.stringMatching(/^\/listings\/\d+$/),
      tag: `pickup:${pickupId}`,
    });
  });

  it('is not sent for a pickup proposed, declined or cancelled', async () => {
    const { owner, recipient, pickupId } = await accepted(3);
    expect((await act(owner, pickupId, 'cancel')).status).toBe(200);
    clock.advance(2 * HOUR_MS);
    await sweepPickups(testApp().ctx);
    expect(await noticesOf(owner, 'pickup_reminder')).toEqual([]);
    expect(await noticesOf(recipient, 'pickup_reminder')).toEqual([]);
  });
});

describe('after an accepted pickup', () => {
  it('asks the owner, once, whether it was handed over', async () => {
    const { owner, recipient, pickupId } = await accepted(2);
    clock.advance(2 * HOUR_MS + 30 * 60_000);
    await sweepPickups(testApp().ctx);
    expect(await noticesOf(owner, 'pickup_follow_up')).toEqual([]);
    clock.advance(HOUR_MS);
    await sweepPickups(testApp().ctx);
    await sweepPickups(testApp().ctx);
    expect(await noticesOf(owner, 'pickup_follow_up')).toEqual([
      expect.objectContaining({
        actorId: recipient.id,
        data: expect.objectContaining({ pickup_id: pickupId }),
      }),
    ]);
    expect(await noticesOf(recipient, 'pickup_follow_up')).toEqual([]);
  });

  it('does not ask an owner who already marked it handed over', async () => {
    const { owner, listing } = await accepted(2);
    await testApp()
      .ctx.db.update(listings)
      .set({ stateId: LISTING_STATES.sold })
      .where(eq(listings.id, listing.id));
    clock.advance(4 * HOUR_MS);
    await sweepPickups(testApp().ctx);
    expect(await noticesOf(owner, 'pickup_follow_up')).toEqual([]);
  });
});

describe('POST /api/pickups/{id}/no-show', () => {
  it('is the owner’s to say once the pickup is over, and private to them', async () => {
    const { owner, recipient, pickupId } = await accepted(2);
    const early = await act(owner, pickupId, 'no-show');
    expect(early.status).toBe(409);
    expect(early.body.detail).toBe('This pickup is not over yet: mark a no-show after it ends');

    clock.advance(3 * HOUR_MS + 60_000);
    // The member it concerns is told nothing, not even that the route exists for them.
    expect((await act(recipient, pickupId, 'no-show')).status).toBe(404);
    const res = await act(owner, pickupId, 'no-show');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: pickupId, state: 'accepted' });
    expect(res.body).not.toHaveProperty('no_show_at');
    const [row] = await testApp().ctx.db.select().from(pickups).where(eq(pickups.id, pickupId));
    expect(row!.noShowAt).toEqual(clock.now());
    const told = await testApp()
      .ctx.db.select()
      .from(notifications)
      .where(eq(notifications.userId, recipient.id));
    expect(told.map((n) => n.kind)).not.toContain('pickup_no_show');
    expect(told.filter((n) => !['pickup_proposed', 'pickup_reminder'].includes(n.kind))).toEqual(
      [],
    );
  });

  it('is refused for a pickup never accepted', async () => {
    const { owner, recipient, listing } = await accepted(2);
    const other = await testApp()
      .as(recipient)
      .post(`/api/listings/${listing.id}/pickups`)
      .send({ starts_at: inHours(1), ends_at: inHours(2) });
    expect(other.status, other.text).toBe(201);
    clock.advance(3 * HOUR_MS);
    const res = await act(owner, other.body.id, 'no-show');
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('Only an accepted pickup can be marked as a no-show');
  });
});

describe('GET /api/moderation/no-shows', () => {
  it('lists members with three or more no-shows in 90 days, for moderators only', async () => {
    const { ctx } = testApp();
    const moderator = await createUser(ctx, { role: 'moderator' });
    const often = await createUser(ctx);
    const twice = await createUser(ctx);
    const noShow = async (recipient: TestUser) => {
      const owner = await createUser(ctx);
      const { pickupId } = await accepted(1, { owner, recipient });
      clock.advance(2 * HOUR_MS);
      expect((await act(owner, pickupId, 'no-show')).status).toBe(200);
    };
    await noShow(often);
    clock.advance(DAY_MS);
    await noShow(twice);
    await noShow(twice);
    await noShow(often);
    await noShow(often);

    const res = await testApp().as(moderator).get('/api/moderation/no-shows');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual([
      {
        id: often.id,
        username: often.username,
        profile_picture: null,
        no_shows_90d: 3,
        last_no_show_at: expect.any(String),
      },
    ]);
    // The oldest falls out of the 90 days.
    clock.advance(90 * DAY_MS - HOUR_MS);
    expect((await testApp().as(moderator).get('/api/moderation/no-shows')).body).toEqual([]);

    expect((await testApp().as(often).get('/api/moderation/no-shows')).status).toBe(404);
    expect((await testApp().api.get('/api/moderation/no-shows')).status).toBe(404);
  });
});
