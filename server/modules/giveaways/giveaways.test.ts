import { LISTING_STATES, LISTING_TYPES } from '@common/codes';
import type { Draw, InterestedMember } from '@common/schemas/giveaways';
import { HOUR_MS } from '@common/time';
import type { Listing, MemberNotification } from '@common/types';
import { blocks, listingDraws, listingInterests, listings, users } from '@server/db/schema';
import { local, sayDetail } from '@server/lib/errors';
import { setupTestApp } from '@server/test/app';
import { messages } from '@server/test/error-messages';
import { createListing, createUser, type TestUser } from '@server/test/factories';
import { clockPerTest } from '@server/test/fakes/clock';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

const testApp = setupTestApp();
const clock = clockPerTest(testApp);

const en = (key: Parameters<typeof local>[0], values?: Parameters<typeof local>[1]) =>
  sayDetail(local(key, values), 'en');
const interestsIn = (id: number) =>
  testApp().ctx.db.select().from(listingInterests).where(eq(listingInterests.listingId, id));

const interest = (who: TestUser, id: number, body: object = {}) =>
  testApp().as(who).post(`/api/listings/${id}/interest`).send(body);
const draw = (who: TestUser, id: number) => testApp().as(who).post(`/api/listings/${id}/draw`);
const reserve = (who: TestUser, id: number, member: TestUser) =>
  testApp()
    .as(who)
    .patch(`/api/listings/${id}/status`)
    .send({ state_id: 2, reserved_for: member.id });

async function noticesOf(member: TestUser, type: MemberNotification['type']) {
  const res = await testApp().as(member).get('/api/notifications');
  expect(res.status).toBe(200);
  return (res.body as MemberNotification[]).filter((n) => n.type === type);
}

/** A giveaway created through the API, simmering for `hours`, and three neighbours. */
async function scene(hours = 12) {
  const { ctx } = testApp();
  const [owner, ana, ben, cy] = [
    await createUser(ctx),
    await createUser(ctx),
    await createUser(ctx),
    await createUser(ctx),
  ];
  const res = await testApp()
    .as(owner)
    .post('/api/listings')
    .send({ title: 'Zucchini starts', type_id: LISTING_TYPES.giveaway, simmer_hours: hours });
  expect(res.status, res.text).toBe(201);
  return { ctx, owner, ana, ben, cy, listing: res.body as Listing };
}

describe('POST /api/listings: a giveaway’s simmer', () => {
  it('takes 0, 12 or 24 hours and answers simmer_until and interested_count', async () => {
    const { listing } = await scene(24);
    expect(listing.simmer_until).toBe(new Date(clock.now().getTime() + 24 * HOUR_MS).toISOString());
    expect(listing.interested_count).toBe(0);
    const { listing: plain } = await scene(0);
    expect(plain).toMatchObject({ simmer_until: null, interested_count: 0 });
  });

  it('refuses other hours, and a simmer on other types, creating nothing', async () => {
    const { ctx } = testApp();
    const owner = await createUser(ctx);
    const cases: [object, string][] = [
      [{ type_id: 3, simmer_hours: 6 }, en('validation.simmerHours', { values: '0, 12, 24' })],
      [{ type_id: 3, simmer_hours: 'soon' }, en('validation.simmerHours', { values: '0, 12, 24' })],
      [{ type_id: 2, simmer_hours: 12 }, en('validation.simmerGiveawayOnly')],
      [{ type_id: 1, price: 2, simmer_hours: 24 }, en('validation.simmerGiveawayOnly')],
    ];
    for (const [body, message] of cases) {
      const res = await testApp()
        .as(owner)
        .post('/api/listings')
        .send({ title: 'Zucchini starts', ...body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(messages(res.body)).toContain(message);
    }
    expect(await ctx.db.select().from(listings).where(eq(listings.ownerId, owner.id))).toEqual([]);
  });

  it('answers null for listings that are not giveaways', async () => {
    const { ctx } = testApp();
    const owner = await createUser(ctx);
    const sale = await createListing(ctx, owner);
    const res = await testApp().as(owner).get(`/api/listings/${sale.id}`);
    expect(res.body).toMatchObject({ simmer_until: null, interested_count: null });
  });
});

describe('/api/listings/{id}/interest', () => {
  it('records one interest per member: 201, then 200 with the note replaced; the count follows', async () => {
    const { owner, ana, ben, listing } = await scene();
    const first = await interest(ana, listing.id, { note: 'For my school garden' });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({
      listing_id: listing.id,
      note: 'For my school garden',
      interested_count: 1,
    });
    const again = await interest(ana, listing.id, { note: 'Any day works' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ note: 'Any day works', interested_count: 1 });
    expect((await interest(ben, listing.id)).status).toBe(201);

    const seen = await testApp().as(ben).get(`/api/listings/${listing.id}`);
    expect(seen.body.interested_count).toBe(2);

    const list = await testApp().as(owner).get(`/api/listings/${listing.id}/interest`);
    expect(list.status).toBe(200);
    const members = list.body as InterestedMember[];
    expect(members.map((m) => [m.user.id, m.user.username, m.note])).toEqual([
      [ana.id, ana.username, 'Any day works'],
      [ben.id, ben.username, ''],
    ]);
    expect(members[0]!.user.avatar).toBeNull();

    const gone = await testApp().as(ana).delete(`/api/listings/${listing.id}/interest`);
    expect(gone.status).toBe(204);
    const after = await testApp().as(owner).get(`/api/listings/${listing.id}/interest`);
    expect((after.body as InterestedMember[]).map((m) => m.user.id)).toEqual([ben.id]);
  });

  it('refuses a long note, the owner, a listing that is not a giveaway, and guests', async () => {
    const { ctx, owner, ana, listing } = await scene();
    const long = await interest(ana, listing.id, { note: 'x'.repeat(201) });
    expect(long.status).toBe(422);
    expect(messages(long.body)).toEqual([en('validation.interestNoteTooLong', { max: 200 })]);

    const own = await interest(owner, listing.id);
    expect(own.status).toBe(403);
    expect(own.body.detail).toBe(en('errors.giveaways.ownListing'));

    const sale = await createListing(ctx, owner);
    const notGiveaway = await interest(ana, sale.id);
    expect(notGiveaway.status).toBe(409);
    expect(notGiveaway.body.detail).toBe(en('errors.giveaways.notGiveaway'));

    const given = await createListing(ctx, owner, {
      typeId: LISTING_TYPES.giveaway,
      stateId: LISTING_STATES.sold,
    });
    expect((await interest(ana, given.id)).status).toBe(409);

    expect((await testApp().api.post(`/api/listings/${listing.id}/interest`).send({})).status).toBe(
      401,
    );
    expect((await testApp().api.delete(`/api/listings/${listing.id}/interest`)).status).toBe(401);
    expect((await testApp().api.get(`/api/listings/${listing.id}/interest`)).status).toBe(401);
    expect(await interestsIn(listing.id)).toEqual([]);
  });

  it('is 404 for a listing the member may not see, and the list is the owner’s alone (403)', async () => {
    const { ctx, owner, ana, ben, listing } = await scene();
    await ctx.db.insert(blocks).values({ blockerId: owner.id, blockedId: ana.id });
    expect((await interest(ana, listing.id)).status).toBe(404);
    expect((await testApp().as(ana).delete(`/api/listings/${listing.id}/interest`)).status).toBe(
      404,
    );
    expect((await testApp().as(ana).get(`/api/listings/${listing.id}/interest`)).status).toBe(404);
    expect((await interest(ana, 2_000_000_000)).status).toBe(404);

    const other = await testApp().as(ben).get(`/api/listings/${listing.id}/interest`);
    expect(other.status).toBe(403);
    expect(other.body.detail).toBe(en('errors.giveaways.ownerOnly'));
    expect(await interestsIn(listing.id)).toEqual([]);
  });
});

describe('reserving a giveaway', () => {
  it('is refused while it simmers, naming when it ends; an interested member may be named after', async () => {
    const { owner, ana, listing } = await scene(12);
    await interest(ana, listing.id);
    const early = await reserve(owner, listing.id, ana);
    expect(early.status).toBe(409);
    expect(early.body.detail).toBe(
      en('errors.giveaways.simmering', { until: listing.simmer_until! }),
    );
    clock.advance(12 * HOUR_MS + 1000);
    // Interest counts as having asked about it (docs/product.md §7.13).
    const res = await reserve(owner, listing.id, ana);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ state_id: 2, reserved_for: { id: ana.id } });
  });

  it('gives no member more than 10 reserved at once', async () => {
    const { ctx, owner, ana, listing } = await scene(0);
    await interest(ana, listing.id);
    for (let i = 0; i < 10; i++) {
      await createListing(ctx, owner, { stateId: LISTING_STATES.pending, reservedFor: ana.id });
    }
    const res = await reserve(owner, listing.id, ana);
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('This member already has 10 items reserved');
    const [row] = await ctx.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row).toMatchObject({ stateId: 1, reservedFor: null });
  });
});

describe('POST /api/listings/{id}/draw', () => {
  it('reserves it for one interested member at random; the chosen and the others are told', async () => {
    const { owner, ana, ben, cy, listing } = await scene(12);
    for (const member of [ana, ben, cy])
      expect((await interest(member, listing.id)).status).toBe(201);
    clock.advance(12 * HOUR_MS);
    const res = await draw(owner, listing.id);
    expect(res.status, res.text).toBe(200);
    const body = res.body as Draw;
    expect(body.entrants.map((m) => m.id).sort()).toEqual([ana.id, ben.id, cy.id].sort());
    const chosen = [ana, ben, cy].find((m) => m.id === body.chosen.id)!;
    expect(chosen).toBeDefined();
    expect(body.listing).toMatchObject({ state_id: 2, reserved_for: { id: chosen.id } });

    expect(await noticesOf(chosen, 'listing_reserved')).toHaveLength(1);
    expect(await noticesOf(chosen, 'listing_drawn')).toEqual([]);
    for (const other of [ana, ben, cy].filter((m) => m !== chosen)) {
      expect(await noticesOf(other, 'listing_drawn')).toEqual([
        expect.objectContaining({
          actor: expect.objectContaining({ id: owner.id }),
          listing: expect.objectContaining({ id: listing.id, title: 'Zucchini starts' }),
        }),
      ]);
    }
    // Drawn once: a second draw finds it reserved.
    expect((await draw(owner, listing.id)).status).toBe(409);
  });

  it('draws every entrant over many draws (uniform, not the first one)', async () => {
    const { ctx, owner, ana, ben, listing } = await scene(0);
    await interest(ana, listing.id);
    await interest(ben, listing.id);
    const won = new Set<number>();
    for (let i = 0; i < 40 && won.size < 2; i++) {
      const res = await draw(owner, listing.id);
      expect(res.status).toBe(200);
      won.add((res.body as Draw).chosen.id);
      // As a fresh giveaway: through the API a drawn one is not drawn again.
      await ctx.db.delete(listingDraws).where(eq(listingDraws.listingId, listing.id));
      await ctx.db
        .update(listings)
        .set({ stateId: 1, reservedFor: null })
        .where(eq(listings.id, listing.id));
    }
    expect(won).toEqual(new Set([ana.id, ben.id]));
  });

  it('is refused before the simmer ends, with nobody interested, and when all hold 10', async () => {
    const { ctx, owner, ana, listing } = await scene(24);
    const early = await draw(owner, listing.id);
    expect(early.status).toBe(409);
    expect(early.body.detail).toBe(
      en('errors.giveaways.simmering', { until: listing.simmer_until! }),
    );
    clock.advance(24 * HOUR_MS);
    const nobody = await draw(owner, listing.id);
    expect(nobody.status).toBe(409);
    expect(nobody.body.detail).toBe(en('errors.giveaways.nobodyInterested'));

    await interest(ana, listing.id);
    for (let i = 0; i < 10; i++) {
      await createListing(ctx, owner, { stateId: LISTING_STATES.pending, reservedFor: ana.id });
    }
    const full = await draw(owner, listing.id);
    expect(full.status).toBe(409);
    expect(full.body.detail).toBe('This member already has 10 items reserved');
    const [row] = await ctx.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row).toMatchObject({ stateId: 1, reservedFor: null });
  });

  it('leaves out members who left; is 403 to others, 404 to those who cannot see it, 401 to guests', async () => {
    const { ctx, owner, ana, ben, listing } = await scene(0);
    await interest(ana, listing.id);
    await interest(ben, listing.id);
    await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, ben.id));

    const other = await draw(ana, listing.id);
    expect(other.status).toBe(403);
    await ctx.db.insert(blocks).values({ blockerId: owner.id, blockedId: ben.id });
    const stranger = await createUser(ctx);
    await ctx.db.insert(blocks).values({ blockerId: stranger.id, blockedId: owner.id });
    expect((await draw(stranger, listing.id)).status).toBe(404);
    expect((await testApp().api.post(`/api/listings/${listing.id}/draw`)).status).toBe(401);

    const res = await draw(owner, listing.id);
    expect(res.status).toBe(200);
    expect((res.body as Draw).entrants.map((m) => m.id)).toEqual([ana.id]);
    expect((res.body as Draw).chosen.id).toBe(ana.id);
  });
});
