import { LISTING_STATES } from '@common/codes';
import { HOUR_MS } from '@common/time';
import type { MemberNotification } from '@common/types';
import { listings, pickups } from '@server/db/schema';
import { sweepPickups } from '@server/modules/pickups/sweep';
import { setupTestApp } from '@server/test/app';
import { pickupTimes } from '@server/test/exchanges';
import { createListing, createUser, type TestUser } from '@server/test/factories';
import { clockPerTest } from '@server/test/fakes/clock';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REMOVED_NOT_EDITABLE } from './edit-listing';
import { STATUS_DETAILS } from './status-rules';

/**
 * docs/product.md §7.13, §7.15: a change of state is one change whichever route asks. Relisting
 * through the edit form closes the pickups and tells their member exactly as the status route.
 */
const testApp = setupTestApp();
const clock = clockPerTest(testApp);
const { slot } = pickupTimes(() => clock);

const ok = async (res: { status: number; text: string; body: unknown }, status = 200) => {
  expect(res.status, res.text).toBe(status);
  return res.body as { id: number; starts_at: string; ends_at: string };
};

/** Reserved for a member who asked, with a time both agreed three hours ahead. */
async function agreed() {
  const { ctx } = testApp();
  const [owner, member] = [await createUser(ctx), await createUser(ctx)];
  const listing = await createListing(ctx, owner, { title: 'Brandywine tomatoes' });
  await ok(
    await testApp()
      .as(member)
      .post('/api/messages')
      .send({ receiver_id: owner.id, content: 'Still there?', listing_id: listing.id }),
    201,
  );
  await ok(
    await testApp()
      .as(owner)
      .patch(`/api/listings/${listing.id}/status`)
      .send({ state_id: LISTING_STATES.pending, reserved_for: member.id }),
  );
  const pickup = await ok(
    await testApp().as(owner).post(`/api/listings/${listing.id}/pickups`).send(slot(3)),
    201,
  );
  await ok(await testApp().as(member).post(`/api/pickups/${pickup.id}/accept`));
  return { owner, member, listing, pickup };
}

const noticesOf = async (who: TestUser, type: MemberNotification['type']) => {
  const res = await testApp().as(who).get('/api/notifications');
  return (res.body as MemberNotification[]).filter((n) => n.type === type);
};

/** What the two are left with after the relist: the pickup, their notices, the calendar. */
async function aftermath(scene: Awaited<ReturnType<typeof agreed>>) {
  const { owner, member, listing, pickup } = scene;
  const [row] = await testApp().ctx.db.select().from(pickups).where(eq(pickups.id, pickup.id));
  // Within two hours of the time: the sweep reminds only pickups still agreed.
  clock.advance(2 * HOUR_MS);
  await sweepPickups(testApp().ctx);
  const calendar = await testApp().as(member).get(`/api/pickups/${pickup.id}/calendar`);
  const cancelled = await noticesOf(member, 'pickup_cancelled');
  return {
    state: row?.state,
    cancelled: cancelled.map((n) => ({
      actor: (n as { actor: { id: number } }).actor.id === owner.id,
      listing: (n as { listing: { id: number } }).listing.id === listing.id,
      pickup: (n as { pickup: unknown }).pickup,
    })),
    reminders: [
      ...(await noticesOf(member, 'pickup_reminder')),
      ...(await noticesOf(owner, 'pickup_reminder')),
    ].length,
    calendar: { status: calendar.status, cancelled: calendar.text.includes('STATUS:CANCELLED') },
    current: (await testApp().as(owner).get(`/api/listings/${listing.id}/pickup`)).body,
  };
}

describe('PATCH /api/listings/{id} with state_id 1 (relisting through the edit form)', () => {
  it('closes an agreed pickup as the status route does: cancelled, told, no reminder, calendar cancelled', async () => {
    const byStatus = await agreed();
    await ok(
      await testApp()
        .as(byStatus.owner)
        .patch(`/api/listings/${byStatus.listing.id}/status`)
        .send({ state_id: LISTING_STATES.available }),
    );
    const expected = await aftermath(byStatus);
    expect(expected).toMatchObject({ state: 'cancelled', reminders: 0, current: null });
    expect(expected.calendar).toEqual({ status: 200, cancelled: true });

    for (const body of [
      { state_id: LISTING_STATES.available },
      { state_id: LISTING_STATES.available, title: 'Private: for my sister' },
    ]) {
      clock.set(new Date());
      const scene = await agreed();
      const res = await testApp()
        .as(scene.owner)
        .patch(`/api/listings/${scene.listing.id}`)
        .send(body);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ state_id: 1, reserved_for: null });
      const seen = await aftermath(scene);
      expect(seen).toEqual({
        ...expected,
        cancelled: [
          {
            actor: true,
            listing: true,
            pickup: {
              id: scene.pickup.id,
              starts_at: scene.pickup.starts_at,
              ends_at: scene.pickup.ends_at,
            },
          },
        ],
      });
      expect(seen.reminders).toBe(0);
      // Nobody is left reminded of a time under the listing's new, private title.
      const reminded = await noticesOf(scene.member, 'pickup_reminder');
      expect(reminded).toEqual([]);
    }
  });

  it('writes the edit and the relist together: a refused change leaves both undone', async () => {
    const scene = await agreed();
    const res = await testApp()
      .as(scene.owner)
      .patch(`/api/listings/${scene.listing.id}`)
      .send({ state_id: LISTING_STATES.available, title: '' });
    expect(res.status).toBe(422);
    const [row] = await testApp()
      .ctx.db.select()
      .from(listings)
      .where(eq(listings.id, scene.listing.id));
    expect(row).toMatchObject({ stateId: LISTING_STATES.pending, title: 'Brandywine tomatoes' });
    const [pickup] = await testApp()
      .ctx.db.select()
      .from(pickups)
      .where(eq(pickups.id, scene.pickup.id));
    expect(pickup?.state).toBe('accepted');
    expect(await noticesOf(scene.member, 'pickup_cancelled')).toEqual([]);
  });

  it('refuses what the status route refuses, with the same words', async () => {
    const scene = await agreed();
    const status = (body: object) =>
      testApp().as(scene.owner).patch(`/api/listings/${scene.listing.id}/status`).send(body);
    const edit = (body: object) =>
      testApp().as(scene.owner).patch(`/api/listings/${scene.listing.id}`).send(body);
    // An unknown state.
    const [s9, e9] = [await status({ state_id: 9 }), await edit({ state_id: 9 })];
    expect([s9.status, e9.status]).toEqual([422, 422]);
    expect(e9.body.detail).toEqual(s9.body.detail);
    // The same state again changes nothing and tells nobody.
    await ok(await edit({ state_id: LISTING_STATES.pending }));
    expect(await noticesOf(scene.member, 'listing_reserved')).toHaveLength(1);
    // Reserving needs a member, which only the status route takes (docs/decisions.md "Reserving").
    await ok(await status({ state_id: LISTING_STATES.available }));
    const reserve = await edit({ state_id: LISTING_STATES.pending });
    expect(reserve.status).toBe(422);
    expect(reserve.body.detail.map((d: { msg: string }) => d.msg)).toEqual([
      STATUS_DETAILS.editReserve,
    ]);
    // A listing a moderator removed: both 403, nothing changes.
    await testApp()
      .ctx.db.update(listings)
      .set({ moderation: 'removed' })
      .where(eq(listings.id, scene.listing.id));
    const [sr, er] = [
      await status({ state_id: LISTING_STATES.sold }),
      await edit({ state_id: LISTING_STATES.sold }),
    ];
    expect([sr.status, er.status]).toEqual([403, 403]);
    expect([sr.body.detail, er.body.detail]).toEqual([REMOVED_NOT_EDITABLE, REMOVED_NOT_EDITABLE]);
  });
});
