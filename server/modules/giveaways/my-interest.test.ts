import { LISTING_TYPES } from '@common/codes';
import type { Draw, InterestedMember, MyInterest } from '@common/schemas/giveaways';
import { HOUR_MS } from '@common/time';
import type { Listing } from '@common/types';
import { blocks } from '@server/db/schema';
import { setupTestApp } from '@server/test/app';
import { createListing, createUser, type TestUser } from '@server/test/factories';
import { testClock } from '@server/test/fakes/clock';
import { describe, expect, it } from 'vitest';

// What the listing page reads of a giveaway beside the listing (docs/product.md §7.16).
const testApp = setupTestApp();

const mine = (who: TestUser, id: number) =>
  testApp().as(who).get(`/api/listings/${id}/interest/mine`);
const interest = (who: TestUser, id: number, body: object = {}) =>
  testApp().as(who).post(`/api/listings/${id}/interest`).send(body);

async function scene(hours = 0) {
  const { ctx } = testApp();
  const clock = testClock();
  ctx.clock = clock;
  const [owner, ana, ben] = [await createUser(ctx), await createUser(ctx), await createUser(ctx)];
  const res = await testApp()
    .as(owner)
    .post('/api/listings')
    .send({ title: 'Squash seedlings', type_id: LISTING_TYPES.giveaway, simmer_hours: hours });
  expect(res.status, res.text).toBe(201);
  return { ctx, clock, owner, ana, ben, listing: res.body as Listing };
}

describe('GET /api/listings/{id}/interest/mine', () => {
  it('says whether the member is interested, with their note, and follows a withdrawal', async () => {
    const { owner, ana, ben, listing } = await scene();
    expect((await mine(ana, listing.id)).body).toEqual({ interested: false, note: null });
    await interest(ana, listing.id, { note: 'For the school garden' });
    await interest(ben, listing.id);
    expect((await mine(ana, listing.id)).body as MyInterest).toEqual({
      interested: true,
      note: 'For the school garden',
    });
    expect((await mine(ben, listing.id)).body).toEqual({ interested: true, note: '' });
    // The owner may ask too: never interested in their own.
    expect((await mine(owner, listing.id)).body).toEqual({ interested: false, note: null });

    expect((await testApp().as(ana).delete(`/api/listings/${listing.id}/interest`)).status).toBe(
      204,
    );
    expect((await mine(ana, listing.id)).body).toEqual({ interested: false, note: null });
  });

  it('answers any listing the member may see; 404 for one they may not, 401 to a guest', async () => {
    const { ctx, owner, ana, listing } = await scene();
    const sale = await createListing(ctx, owner);
    expect((await mine(ana, sale.id)).body).toEqual({ interested: false, note: null });
    const hidden = await createListing(ctx, owner, { isPublic: false });
    expect((await mine(ana, hidden.id)).status).toBe(404);
    await ctx.db.insert(blocks).values({ blockerId: owner.id, blockedId: ana.id });
    expect((await mine(ana, listing.id)).status).toBe(404);
    expect((await mine(ana, 2_000_000_000)).status).toBe(404);
    expect((await testApp().api.get(`/api/listings/${listing.id}/interest/mine`)).status).toBe(401);
  });
});

describe('after a draw', () => {
  it('the owner still reads who was interested: the entrants of the draw', async () => {
    const { clock, owner, ana, ben, listing } = await scene(12);
    await interest(ana, listing.id, { note: 'Saturday works' });
    await interest(ben, listing.id);
    clock.advance(12 * HOUR_MS);
    const drawn = await testApp().as(owner).post(`/api/listings/${listing.id}/draw`);
    expect(drawn.status, drawn.text).toBe(200);
    const { entrants } = drawn.body as Draw;

    const res = await testApp().as(owner).get(`/api/listings/${listing.id}/interest`);
    expect(res.status).toBe(200);
    const listed = (res.body as InterestedMember[]).map((m) => m.user.id);
    expect(listed).toEqual([ana.id, ben.id]);
    expect(new Set(listed)).toEqual(new Set(entrants.map((m) => m.id)));
    // Interest outlives the draw: it is its record.
    expect((await mine(ana, listing.id)).body.interested).toBe(true);
  });
});

describe('interest is asking (docs/product.md §7.13, §7.16)', () => {
  it('lists an interested member among those who asked, so the owner may reserve it for them', async () => {
    const { owner, ana, ben, listing } = await scene();
    expect((await interest(ana, listing.id, { note: 'For the school garden' })).status).toBe(201);
    const askers = await testApp().as(owner).get(`/api/listings/${listing.id}/askers`);
    expect(askers.status).toBe(200);
    expect((askers.body as { id: number }[]).map((a) => a.id)).toEqual([ana.id]);
    const reserved = await testApp()
      .as(owner)
      .patch(`/api/listings/${listing.id}/status`)
      .send({ state_id: 2, reserved_for: ana.id });
    expect(reserved.status, reserved.text).toBe(200);
    // Ben never asked: still refused.
    await testApp()
      .as(owner)
      .patch(`/api/listings/${listing.id}/status`)
      .send({ state_id: 1 })
      .expect(200);
    const refused = await testApp()
      .as(owner)
      .patch(`/api/listings/${listing.id}/status`)
      .send({ state_id: 2, reserved_for: ben.id });
    expect(refused.status).toBe(422);
  });
});
