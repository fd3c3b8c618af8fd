import type { Asker } from '@common/schemas/listings';
import type { Listing, MemberNotification } from '@common/types';
import { blocks, listings, messages, notifications, users } from '@server/db/schema';
import { setupTestApp } from '@server/test/app';
import {
  befriend,
  createListing,
  createUser,
  createWant,
  type TestUser,
} from '@server/test/factories';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STATUS_DETAILS } from './status-rules';

const testApp = setupTestApp();

const setStatus = (who: TestUser, listingId: number, body: object) =>
  testApp().as(who).patch(`/api/listings/${listingId}/status`).send(body);

/** `from` writes to `to` about the listing, through the API. */
async function ask(from: TestUser, to: TestUser, listingId: number, content = 'Still available?') {
  const res = await testApp()
    .as(from)
    .post('/api/messages')
    .send({ receiver_id: to.id, content, listing_id: listingId });
  expect(res.status, res.text).toBe(201);
}

/** An owner with a public listing, a member who asked about it and a stranger who did not. */
async function scene(overrides: Partial<typeof listings.$inferInsert> = {}) {
  const { ctx } = testApp();
  const [owner, asker, stranger] = [
    await createUser(ctx),
    await createUser(ctx),
    await createUser(ctx),
  ];
  const listing = await createListing(ctx, owner, { title: 'Brandywine tomatoes', ...overrides });
  await ask(asker, owner, listing.id);
  return { ctx, owner, asker, stranger, listing };
}

const detailOf = (body: { detail: string | { msg: string }[] }) =>
  typeof body.detail === 'string' ? body.detail : body.detail.map((d) => d.msg).join('\n');

const reservedNotices = async (member: TestUser) => {
  const res = await testApp().as(member).get('/api/notifications');
  expect(res.status).toBe(200);
  return (res.body as MemberNotification[]).filter((n) => n.type === 'listing_reserved');
};

const card = (m: TestUser) => ({ id: m.id, username: m.username, profile_picture: null });

describe('PATCH /api/listings/{id}/status: reserving', () => {
  it('reserves for a member who asked: they are told, and only the two see for whom', async () => {
    const { owner, asker, stranger, listing } = await scene();
    const res = await setStatus(owner, listing.id, { state_id: 2, reserved_for: asker.id });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: listing.id, state_id: 2, reserved_for: card(asker) });

    const notices = await reservedNotices(asker);
    expect(notices).toEqual([
      expect.objectContaining({
        actor: card(owner),
        listing: expect.objectContaining({ id: listing.id, title: 'Brandywine tomatoes' }),
      }),
    ]);

    const seenBy = async (who?: TestUser) => {
      const get = who
        ? testApp().as(who).get(`/api/listings/${listing.id}`)
        : testApp().api.get(`/api/listings/${listing.id}`);
      const answer = await get;
      expect(answer.status).toBe(200);
      return answer.body as Listing;
    };
    // Still visible to everyone, with its state; who it is for only to the two of them.
    expect(await seenBy(asker)).toMatchObject({ state_id: 2, reserved_for: card(asker) });
    expect(await seenBy(stranger)).toMatchObject({ state_id: 2, reserved_for: null });
    expect(await seenBy()).toMatchObject({ state_id: 2, reserved_for: null });
  });

  it('reserves for a friend who never asked', async () => {
    const { ctx, owner, listing } = await scene();
    const friend = await createUser(ctx);
    await befriend(ctx, owner, friend);
    const res = await setStatus(owner, listing.id, { state_id: 2, reserved_for: friend.id });
    expect(res.status, res.text).toBe(200);
    expect(res.body.reserved_for).toEqual(card(friend));
    expect(await reservedNotices(friend)).toHaveLength(1);
  });

  it('refuses a stranger who never asked, oneself, a member who left, and no member at all', async () => {
    const { ctx, owner, stranger, listing } = await scene();
    const left = await createUser(ctx);
    await ask(left, owner, listing.id);
    await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, left.id));
    const cases: [object, string][] = [
      [{ state_id: 2, reserved_for: stranger.id }, STATUS_DETAILS.notAsked],
      [{ state_id: 2, reserved_for: left.id }, STATUS_DETAILS.notAsked],
      [{ state_id: 2, reserved_for: 2_000_000_000 }, STATUS_DETAILS.notAsked],
      [{ state_id: 2, reserved_for: owner.id }, STATUS_DETAILS.self],
      [{ state_id: 2 }, STATUS_DETAILS.needsMember],
      [{ state_id: 3, reserved_for: stranger.id }, STATUS_DETAILS.onlyWhenReserving],
    ];
    for (const [body, detail] of cases) {
      const res = await setStatus(owner, listing.id, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(detailOf(res.body)).toBe(detail);
    }
    expect(await reservedNotices(stranger)).toEqual([]);
    const [row] = await ctx.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row).toMatchObject({ stateId: 1, reservedFor: null });
  });

  it('refuses a member the owner wrote to about it until they write about it themselves', async () => {
    const { ctx, owner, stranger, listing } = await scene();
    // The owner writes to the stranger about the listing; the stranger answers, about nothing.
    await ask(owner, stranger, listing.id, 'Want these tomatoes?');
    await testApp()
      .as(stranger)
      .post('/api/messages')
      .send({ receiver_id: owner.id, content: 'Who are you?' })
      .expect(201);
    // Writing about another listing of the owner's does not count either.
    const other = await createListing(ctx, owner);
    await ask(stranger, owner, other.id);

    const refused = await setStatus(owner, listing.id, { state_id: 2, reserved_for: stranger.id });
    expect(refused.status).toBe(422);
    expect(detailOf(refused.body)).toBe(STATUS_DETAILS.notAsked);
    expect(STATUS_DETAILS.notAsked).toBe(
      'You can reserve a listing only for a member who wrote to you about it, or for a friend',
    );
    const [row] = await ctx.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row).toMatchObject({ stateId: 1, reservedFor: null });
    expect(await reservedNotices(stranger)).toEqual([]);

    // Once they write to the owner about it, they asked.
    await ask(stranger, owner, listing.id, 'Yes please, I would like them');
    const res = await setStatus(owner, listing.id, { state_id: 2, reserved_for: stranger.id });
    expect(res.status, res.text).toBe(200);
    expect(res.body.reserved_for).toEqual(card(stranger));
    expect(await reservedNotices(stranger)).toHaveLength(1);
  });

  it('refuses an unknown state with 422', async () => {
    const { owner, listing } = await scene();
    for (const state_id of [0, 4, 'pending', null]) {
      const res = await setStatus(owner, listing.id, { state_id });
      expect(res.status).toBe(422);
      expect(detailOf(res.body)).toMatch(/state_id/);
    }
  });

  it('refuses a member whom a block now separates from the owner, though they asked', async () => {
    const { ctx, owner, asker, listing } = await scene();
    await ctx.db.insert(blocks).values({ blockerId: asker.id, blockedId: owner.id });
    const res = await setStatus(owner, listing.id, { state_id: 2, reserved_for: asker.id });
    expect(res.status).toBe(422);
    expect(detailOf(res.body)).toBe(STATUS_DETAILS.cannotSee);
  });

  it('cannot be reserved for another until relisted; again for the same member changes nothing', async () => {
    const { ctx, owner, asker, listing } = await scene();
    const second = await createUser(ctx);
    await ask(second, owner, listing.id, 'I would love some too');
    expect(
      (await setStatus(owner, listing.id, { state_id: 2, reserved_for: asker.id })).status,
    ).toBe(200);

    const other = await setStatus(owner, listing.id, { state_id: 2, reserved_for: second.id });
    expect(other.status).toBe(409);
    expect(other.body.detail).toBe(STATUS_DETAILS.alreadyReserved(asker.username));

    const again = await setStatus(owner, listing.id, { state_id: 2, reserved_for: asker.id });
    expect(again.status).toBe(200);
    expect(await reservedNotices(asker)).toHaveLength(1);

    const relisted = await setStatus(owner, listing.id, { state_id: 1 });
    expect(relisted.body).toMatchObject({ state_id: 1, reserved_for: null });
    const now = await setStatus(owner, listing.id, { state_id: 2, reserved_for: second.id });
    expect(now.status).toBe(200);
    expect(now.body.reserved_for).toEqual(card(second));
  });

  it('only the owner: 403 to a member who sees it, 404 to one who cannot, 401 to a guest', async () => {
    const { ctx, owner, asker, listing } = await scene();
    const hidden = await createListing(ctx, owner, { isPublic: false });
    const body = { state_id: 3 };
    expect((await setStatus(asker, listing.id, body)).status).toBe(403);
    expect((await setStatus(asker, hidden.id, body)).status).toBe(404);
    expect(
      (await testApp().api.patch(`/api/listings/${listing.id}/status`).send(body)).status,
    ).toBe(401);
    const [row] = await ctx.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row?.stateId).toBe(1);
  });
});

describe('PATCH /api/listings/{id}/status: handing over and relisting', () => {
  it('3 takes it off the marketplace, search, the map and matching, and keeps it in My lists', async () => {
    const { ctx, owner, asker, stranger, listing } = await scene();
    const ids = async (path: string, who: TestUser = stranger) =>
      ((await testApp().as(who).get(path).expect(200)).body as Listing[]).map((l) => l.id);
    const nearby = '/api/map/listings/nearby?latitude=40.7559&longitude=-111.8967&radius_km=10';
    const everywhere = [
      '/api/listings?public=true',
      '/api/listings?public=true&q=Brandywine',
      `/api/listings?user_id=${owner.id}`,
      nearby,
    ];
    for (const path of everywhere) expect(await ids(path), path).toContain(listing.id);

    await setStatus(owner, listing.id, { state_id: 2, reserved_for: asker.id }).expect(200);
    const given = await setStatus(owner, listing.id, { state_id: 3 });
    expect(given.status).toBe(200);
    // Who it went to stays for the owner to see.
    expect(given.body).toMatchObject({ state_id: 3, reserved_for: card(asker) });

    for (const path of everywhere) expect(await ids(path), path).not.toContain(listing.id);
    expect(await ids('/api/listings?mine=true', owner)).toContain(listing.id);
    // Still there for anyone who holds its link (a thread's card), as given.
    const page = await testApp().as(stranger).get(`/api/listings/${listing.id}`);
    expect(page.body).toMatchObject({ state_id: 3, reserved_for: null });

    // A want made now matches the same listing still on offer, not the one given.
    const onOffer = await createListing(ctx, owner, { title: 'Brandywine tomatoes' });
    await testApp()
      .as(stranger)
      .post('/api/listings/want-listings')
      .send({ title: 'Brandywine tomatoes', category_id: 1 })
      .expect(201);
    await ctx.jobs.idle();
    const matched = await ctx.db
      .select({ listingId: notifications.listingId })
      .from(notifications)
      .where(and(eq(notifications.userId, stranger.id), eq(notifications.kind, 'match')));
    // Other tests' tomatoes may match too: only this owner's two count here.
    const mine = matched
      .map((m) => m.listingId)
      .filter((id) => id === onOffer.id || id === listing.id);
    expect(mine).toEqual([onOffer.id]);
  });

  it('relists from 3: back on the marketplace, promised to no one, and matched again', async () => {
    const { ctx, owner, asker, stranger, listing } = await scene();
    await setStatus(owner, listing.id, { state_id: 2, reserved_for: asker.id }).expect(200);
    await setStatus(owner, listing.id, { state_id: 3 }).expect(200);
    const want = await createWant(ctx, stranger, { title: 'brandywine tomatoes' });
    const relisted = await setStatus(owner, listing.id, { state_id: 1 });
    expect(relisted.status).toBe(200);
    expect(relisted.body).toMatchObject({ state_id: 1, reserved_for: null });
    const feed = await testApp().as(stranger).get('/api/listings?public=true').expect(200);
    expect((feed.body as Listing[]).map((l) => l.id)).toContain(listing.id);
    await ctx.jobs.idle();
    const [match] = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.wantId, want.id), eq(notifications.listingId, listing.id)));
    expect(match).toBeDefined();
  });

  it('refuses to reserve a listing already given until it is relisted', async () => {
    const { owner, asker, listing } = await scene();
    await setStatus(owner, listing.id, { state_id: 3 }).expect(200);
    const res = await setStatus(owner, listing.id, { state_id: 2, reserved_for: asker.id });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(STATUS_DETAILS.done);
  });

  it('the pending filter lists reserved listings; the marketplace by default does not', async () => {
    const { owner, asker, stranger, listing } = await scene();
    await setStatus(owner, listing.id, { state_id: 2, reserved_for: asker.id }).expect(200);
    const ids = async (query: string) =>
      (
        (await testApp().as(stranger).get(`/api/listings?public=true${query}`).expect(200))
          .body as Listing[]
      ).map((l) => l.id);
    expect(await ids('')).not.toContain(listing.id);
    expect(await ids('&state_id=2')).toContain(listing.id);
    expect(await ids('&state_id=1,2')).toContain(listing.id);
  });
});

describe('PATCH /api/listings/{id} and POST /api/listings with state_id', () => {
  it('refuses 2 without a member; relisting through an edit clears who it was for', async () => {
    const { ctx, owner, asker, listing } = await scene();
    const edit = await testApp()
      .as(owner)
      .patch(`/api/listings/${listing.id}`)
      .send({ state_id: 2 });
    expect(edit.status).toBe(422);
    expect(detailOf(edit.body)).toBe(STATUS_DETAILS.editReserve);
    const created = await testApp()
      .as(owner)
      .post('/api/listings')
      .send({ title: 'Pole beans', price: 2, state_id: 2 });
    expect(created.status).toBe(422);
    expect(detailOf(created.body)).toBe(STATUS_DETAILS.editReserve);

    await setStatus(owner, listing.id, { state_id: 2, reserved_for: asker.id }).expect(200);
    const relisted = await testApp()
      .as(owner)
      .patch(`/api/listings/${listing.id}`)
      .send({ state_id: 1 });
    expect(relisted.status).toBe(200);
    expect(relisted.body).toMatchObject({ state_id: 1, reserved_for: null });
    const [row] = await ctx.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row?.reservedFor).toBeNull();
  });
});

describe('GET /api/listings/{id}/askers', () => {
  it('lists the members who wrote to the owner about it, latest first, to the owner only', async () => {
    const { ctx, owner, asker, stranger, listing } = await scene();
    const second = await createUser(ctx);
    const other = await createListing(ctx, owner);
    await ask(second, owner, listing.id, 'Can I have a pound?');
    // About another listing, and a plain message: neither counts for this one.
    await ask(stranger, owner, other.id);
    await testApp()
      .as(stranger)
      .post('/api/messages')
      .send({ receiver_id: owner.id, content: 'Hi' });
    // Two members talking about it without the owner are not asking the owner.
    await ask(asker, second, listing.id, 'Did you see these?');
    // Backdated, so the order does not rest on two inserts within one clock tick.
    await ctx.db
      .update(messages)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(and(eq(messages.senderId, asker.id), eq(messages.receiverId, owner.id)));

    const res = await testApp().as(owner).get(`/api/listings/${listing.id}/askers`);
    expect(res.status).toBe(200);
    const askers = res.body as Asker[];
    expect(askers.map((a) => a.id)).toEqual([second.id, asker.id]);
    expect(askers[0]).toEqual({ ...card(second), asked_at: expect.any(String) });

    // The owner's own messages about it ask nothing: only who wrote to the owner is an asker,
    // as only they may have it reserved for them (docs/product.md §7.13).
    const offered = await createUser(ctx);
    await ask(owner, offered, listing.id, 'Want some of these?');
    const after = (await testApp().as(owner).get(`/api/listings/${listing.id}/askers`)).body;
    expect((after as Asker[]).map((a) => a.id)).toEqual([second.id, asker.id]);
    await ask(offered, owner, listing.id, 'Yes please!');
    const answered = (await testApp().as(owner).get(`/api/listings/${listing.id}/askers`)).body;
    expect((answered as Asker[])[0]?.id).toBe(offered.id);

    expect((await testApp().as(asker).get(`/api/listings/${listing.id}/askers`)).status).toBe(403);
    expect((await testApp().api.get(`/api/listings/${listing.id}/askers`)).status).toBe(401);
    const hidden = await createListing(ctx, owner, { isPublic: false });
    expect((await testApp().as(asker).get(`/api/listings/${hidden.id}/askers`)).status).toBe(404);
  });

  it('leaves out members who left or whom a block separates from the owner', async () => {
    const { ctx, owner, asker, listing } = await scene();
    const left = await createUser(ctx);
    await ask(left, owner, listing.id);
    await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, left.id));
    await ctx.db.insert(blocks).values({ blockerId: owner.id, blockedId: asker.id });
    const res = await testApp().as(owner).get(`/api/listings/${listing.id}/askers`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});
