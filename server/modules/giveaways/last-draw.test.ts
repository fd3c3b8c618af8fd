import { LISTING_STATES, LISTING_TYPES } from '@common/codes';
import type { Draw, LastDraw } from '@common/schemas/giveaways';
import { HOUR_MS } from '@common/time';
import type { Listing } from '@common/types';
import { users } from '@server/db/schema';
import { setupTestApp } from '@server/test/app';
import { createUser, type TestUser } from '@server/test/factories';
import { testClock } from '@server/test/fakes/clock';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

// GET /listings/{id}/draw: the owner's page says who was in the draw, as it was made (§7.16).
const testApp = setupTestApp();

const lastDraw = (who: TestUser, id: number) => testApp().as(who).get(`/api/listings/${id}/draw`);
const interest = (who: TestUser, id: number) =>
  testApp().as(who).post(`/api/listings/${id}/interest`).send({});
const draw = async (owner: TestUser, id: number) => {
  const res = await testApp().as(owner).post(`/api/listings/${id}/draw`);
  expect(res.status, res.text).toBe(200);
  return res.body as Draw;
};
const setState = (owner: TestUser, id: number, state_id: number) =>
  testApp().as(owner).patch(`/api/listings/${id}/status`).send({ state_id });

async function scene() {
  const { ctx } = testApp();
  const clock = testClock();
  ctx.clock = clock;
  const owner = await createUser(ctx);
  const [ana, ben, cal] = [await createUser(ctx), await createUser(ctx), await createUser(ctx)];
  const res = await testApp()
    .as(owner)
    .post('/api/listings')
    .send({ title: 'Rhubarb crowns', type_id: LISTING_TYPES.giveaway, simmer_hours: 12 });
  expect(res.status, res.text).toBe(201);
  const listing = res.body as Listing;
  for (const m of [ana, ben, cal]) expect((await interest(m, listing.id)).status).toBe(201);
  clock.advance(12 * HOUR_MS);
  return { ctx, owner, ana, ben, cal, listing };
}

describe('GET /api/listings/{id}/draw', () => {
  it('is null before a draw, then the chosen member and every entrant in the order they asked', async () => {
    const { owner, ana, ben, cal, listing } = await scene();
    const before = await lastDraw(owner, listing.id);
    expect(before.status).toBe(200);
    expect(before.body).toBeNull();

    const drawn = await draw(owner, listing.id);
    const res = await lastDraw(owner, listing.id);
    expect(res.status).toBe(200);
    const kept = res.body as NonNullable<LastDraw>;
    expect(kept.chosen).toEqual(drawn.chosen);
    expect(kept.entrants.map((m) => m.id)).toEqual([ana.id, ben.id, cal.id]);
    expect(Date.parse(kept.drawn_at)).not.toBeNaN();
  });

  it('keeps the draw as it was when an entrant withdraws afterwards', async () => {
    const { owner, ana, ben, cal, listing } = await scene();
    const drawn = await draw(owner, listing.id);
    const loser = [ana, ben, cal].find((m) => m.id !== drawn.chosen.id)!;
    expect((await testApp().as(loser).delete(`/api/listings/${listing.id}/interest`)).status).toBe(
      204,
    );
    const kept = (await lastDraw(owner, listing.id)).body as NonNullable<LastDraw>;
    expect(kept.entrants.map((m) => m.id)).toEqual([ana.id, ben.id, cal.id]);
  });

  it('is replaced by a new draw after a relist, and leaves out a member who left', async () => {
    const { ctx, owner, ana, ben, cal, listing } = await scene();
    const first = await draw(owner, listing.id);
    expect((await setState(owner, listing.id, LISTING_STATES.available)).status).toBe(200);
    // The first winner leaves the community; the others are drawn again.
    await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, first.chosen.id));
    const second = await draw(owner, listing.id);
    expect(second.chosen.id).not.toBe(first.chosen.id);
    const kept = (await lastDraw(owner, listing.id)).body as NonNullable<LastDraw>;
    expect(kept.chosen.id).toBe(second.chosen.id);
    const stayed = [ana, ben, cal].filter((m) => m.id !== first.chosen.id).map((m) => m.id);
    expect(kept.entrants.map((m) => m.id)).toEqual(stayed);
  });

  it('is the owner’s alone: 403 to a member who may see it, 404 to one who may not, 401 to a guest', async () => {
    const { ctx, owner, ana, listing } = await scene();
    await draw(owner, listing.id);
    expect((await lastDraw(ana, listing.id)).status).toBe(403);
    const stranger = await createUser(ctx);
    await testApp().as(owner).patch(`/api/listings/${listing.id}`).send({ is_public: false });
    expect((await lastDraw(stranger, listing.id)).status).toBe(404);
    expect((await lastDraw(owner, 2_000_000_000)).status).toBe(404);
    expect((await testApp().api.get(`/api/listings/${listing.id}/draw`)).status).toBe(401);
  });
});
