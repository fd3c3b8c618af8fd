import { LISTING_STATES, LISTING_TYPES } from '@common/codes';
import type { Draw, LastDraw } from '@common/schemas/giveaways';
import { HOUR_MS } from '@common/time';
import type { Listing } from '@common/types';
import { listingDraws, notifications } from '@server/db/schema';
import { local, sayDetail } from '@server/lib/errors';
import { setupTestApp } from '@server/test/app';
import { pickupTimes } from '@server/test/exchanges';
import { createUser, type TestUser } from '@server/test/factories';
import { clockPerTest } from '@server/test/fakes/clock';
import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

/**
 * docs/product.md §7.16: a giveaway is drawn once. Relisting it opens no new draw; only a
 * winner who withdrew, declined the time offered or did not come lets the owner draw again,
 * and the owner's page keeps every draw with why.
 */
const testApp = setupTestApp();
const clock = clockPerTest(testApp);
const { slot } = pickupTimes(() => clock);

const as = (who: TestUser) => testApp().as(who);
const expectOk = async <T>(
  req: PromiseLike<{ status: number; text: string; body: unknown }>,
  status = 200,
) => {
  const res = await req;
  expect(res.status, res.text).toBe(status);
  return res.body as T;
};
const draw = (owner: TestUser, id: number) => as(owner).post(`/api/listings/${id}/draw`);
const relist = (owner: TestUser, id: number) =>
  expectOk(
    as(owner).patch(`/api/listings/${id}/status`).send({ state_id: LISTING_STATES.available }),
  );
const draws = async (owner: TestUser, id: number) =>
  (await expectOk<NonNullable<LastDraw>>(as(owner).get(`/api/listings/${id}/draw`))).draws;

/** A giveaway that does not simmer, three neighbours interested, and its first draw. */
async function drawn(locale: 'en' | 'es' = 'en') {
  const { ctx } = testApp();
  const owner = await createUser(ctx, { locale });
  const entrants = [await createUser(ctx), await createUser(ctx), await createUser(ctx)];
  const listing = await expectOk<Listing>(
    as(owner)
      .post('/api/listings')
      .send({ title: 'Rhubarb crowns', type_id: LISTING_TYPES.giveaway }),
    201,
  );
  for (const m of entrants)
    await expectOk(as(m).post(`/api/listings/${listing.id}/interest`).send({}), 201);
  const first = await expectOk<Draw>(draw(owner, listing.id));
  const winner = entrants.find((m) => m.id === first.chosen.id)!;
  const others = entrants.filter((m) => m !== winner);
  return { ctx, owner, entrants, winner, others, listing, first };
}

const noticeCount = async (members: TestUser[]) => {
  const [row] = await testApp()
    .ctx.db.select({ n: count() })
    .from(notifications)
    .where(
      inArray(
        notifications.userId,
        members.map((m) => m.id),
      ),
    );
  return row!.n;
};

/** A pickup time between the owner and the winner: `proposer` proposes, the other answers. */
async function pickup(
  proposer: TestUser,
  answerer: TestUser,
  listingId: number,
  answer: string,
  from = 3,
) {
  const p = await expectOk<{ id: number }>(
    as(proposer).post(`/api/listings/${listingId}/pickups`).send(slot(from)),
    201,
  );
  await expectOk(as(answerer).post(`/api/pickups/${p.id}/${answer}`));
  return p;
}

describe('POST /api/listings/{id}/draw after a draw', () => {
  it('refuses a re-roll (draw, relist, draw) with 409, in English and Spanish, telling nobody', async () => {
    const { owner, entrants, listing } = await drawn();
    await relist(owner, listing.id);
    const before = await noticeCount(entrants);
    const again = await draw(owner, listing.id);
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(sayDetail(local('errors.giveaways.drawnAlready'), 'en'));
    // An owner who reads Spanish is told in Spanish.
    const es = await drawn('es');
    await relist(es.owner, es.listing.id);
    const spanish = await draw(es.owner, es.listing.id);
    expect(spanish.status).toBe(409);
    expect(spanish.body.detail).toBe(sayDetail(local('errors.giveaways.drawnAlready'), 'es'));
    expect(spanish.body.detail).not.toBe(again.body.detail);
    expect(await noticeCount(entrants)).toBe(before);
    const rows = await testApp()
      .ctx.db.select()
      .from(listingDraws)
      .where(eq(listingDraws.listingId, listing.id));
    expect(rows).toHaveLength(1);
    // Reserved again by hand and relisted: still no fresh draw.
    await expectOk(
      as(owner)
        .patch(`/api/listings/${listing.id}/status`)
        .send({ state_id: 2, reserved_for: entrants[0]!.id }),
    );
    await relist(owner, listing.id);
    expect((await draw(owner, listing.id)).status).toBe(409);
    expect(await draws(owner, listing.id)).toHaveLength(1);
  });

  it('refuses it too while the winner has only agreed a time, or the time is not over', async () => {
    const { owner, winner, listing } = await drawn();
    await pickup(owner, winner, listing.id, 'accept');
    await relist(owner, listing.id);
    expect((await draw(owner, listing.id)).status).toBe(409);
  });

  it('draws again when the winner withdrew, among the others, and says so', async () => {
    const { owner, winner, others, listing, first } = await drawn();
    await expectOk(as(winner).delete(`/api/listings/${listing.id}/interest`), 204);
    await relist(owner, listing.id);
    const second = await expectOk<Draw>(draw(owner, listing.id));
    expect(others.map((m) => m.id)).toContain(second.chosen.id);
    expect(second.entrants.map((m) => m.id)).toEqual(others.map((m) => m.id));
    expect(await draws(owner, listing.id)).toEqual([
      { chosen: first.chosen, drawn_at: expect.any(String), reason: null },
      { chosen: second.chosen, drawn_at: expect.any(String), reason: 'withdrew' },
    ]);
  });

  it('draws again when the winner declined the time the owner offered, not the first winner again', async () => {
    const { owner, winner, listing } = await drawn();
    await pickup(owner, winner, listing.id, 'decline');
    await relist(owner, listing.id);
    const second = await expectOk<Draw>(draw(owner, listing.id));
    expect(second.chosen.id).not.toBe(winner.id);
    expect(second.entrants.map((m) => m.id)).not.toContain(winner.id);
    expect((await draws(owner, listing.id)).map((d) => d.reason)).toEqual([null, 'declined']);
  });

  it('does not count a time the owner declined, nor one the winner declined and then offered another', async () => {
    const { owner, winner, listing } = await drawn();
    await pickup(winner, owner, listing.id, 'decline');
    await pickup(owner, winner, listing.id, 'decline', 5);
    await expectOk(as(winner).post(`/api/listings/${listing.id}/pickups`).send(slot(8)), 201);
    await relist(owner, listing.id);
    expect((await draw(owner, listing.id)).status).toBe(409);
  });

  it('draws again when the winner did not come, and a third time for the next reason', async () => {
    const { owner, entrants, winner, listing } = await drawn();
    await pickup(winner, owner, listing.id, 'accept', 1);
    clock.advance(3 * HOUR_MS);
    await expectOk(
      as(owner).post(`/api/pickups/${(await pickupOf(owner, listing.id)).id}/no-show`),
    );
    await relist(owner, listing.id);
    const second = await expectOk<Draw>(draw(owner, listing.id));
    expect(second.chosen.id).not.toBe(winner.id);
    await relist(owner, listing.id);
    expect((await draw(owner, listing.id)).status).toBe(409);
    const runnerUp = entrants.find((m) => m.id === second.chosen.id)!;
    await expectOk(as(runnerUp).delete(`/api/listings/${listing.id}/interest`), 204);
    const third = await expectOk<Draw>(draw(owner, listing.id));
    expect([winner.id, second.chosen.id]).not.toContain(third.chosen.id);
    const kept = await draws(owner, listing.id);
    expect(kept.map((d) => [d.chosen?.id, d.reason])).toEqual([
      [winner.id, null],
      [second.chosen.id, 'no_show'],
      [third.chosen.id, 'withdrew'],
    ]);
    expect(kept.map((d) => d.drawn_at)).toEqual([...kept.map((d) => d.drawn_at)].sort());
  });
});

const pickupOf = (who: TestUser, listingId: number) =>
  expectOk<{ id: number }>(as(who).get(`/api/listings/${listingId}/pickup`));
