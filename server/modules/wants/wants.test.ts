import { CATEGORIES } from '@common/codes';
import {
  NOTHING_TO_SAVE_MESSAGE,
  WANT_TITLE_MESSAGE,
  WANTS_LIMIT_MESSAGE,
} from '@common/schemas/wants';
import { notifications, wantListings } from '@server/db/schema';
import { setupTestApp } from '@server/test/app';
import { messages } from '@server/test/error-messages';
import { createListing, createUser, createWant, type TestUser } from '@server/test/factories';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';

const testApp = setupTestApp();
const URL = '/api/listings/want-listings';

async function titlesOf(user: { id: number }) {
  const rows = await testApp()
    .ctx.db.select()
    .from(wantListings)
    .where(eq(wantListings.ownerId, user.id))
    .orderBy(wantListings.id);
  return rows.map((r) => `${r.categoryId}:${r.title}`);
}

async function fill(user: TestUser, categoryId: number, count: number) {
  for (let i = 0; i < count; i++)
    await createWant(testApp().ctx, user, { title: `item number ${i}`, categoryId });
}

describe('GET /api/listings/want-listings', () => {
  it("answers the member's own wants, grouped by category", async () => {
    const me = await createUser(testApp().ctx);
    const seeds = await createWant(testApp().ctx, me, { title: 'Runner beans', categoryId: 2 });
    const produce = await createWant(testApp().ctx, me, { title: 'Tomatoes', categoryId: 1 });
    await createWant(testApp().ctx, await createUser(testApp().ctx), { title: 'Not mine' });
    const res = await testApp().as(me).get(URL);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: produce.id, title: 'Tomatoes', category_id: 1, owner_id: me.id, season_months: [] },
      { id: seeds.id, title: 'Runner beans', category_id: 2, owner_id: me.id, season_months: [] },
    ]);
  });

  it("lets anyone, guests included, read a member's wish list by user_id", async () => {
    const owner = await createUser(testApp().ctx);
    await createWant(testApp().ctx, owner, { title: 'Chard', categoryId: 3 });
    const guest = await testApp().api.get(`${URL}?user_id=${owner.id}`);
    expect(guest.status).toBe(200);
    expect(guest.body.map((w: { title: string }) => w.title)).toEqual(['Chard']);
    const other = await testApp()
      .as(await createUser(testApp().ctx))
      .get(`${URL}?user_id=${owner.id}&category_id=1`);
    expect(other.body).toEqual([]);
  });

  it('needs a login without user_id, and knows unknown members', async () => {
    expect((await testApp().api.get(URL)).status).toBe(401);
    const res = await testApp().api.get(`${URL}?user_id=99999999`);
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('User not found');
    expect((await testApp().api.get(`${URL}?user_id=abc`)).status).toBe(422);
  });
});

describe('POST /api/listings/want-listings', () => {
  it('adds an item to the wish list', async () => {
    const me = await createUser(testApp().ctx);
    const res = await testApp().as(me).post(URL).send({ title: '  Squash  ', category_id: 3 });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      title: 'Squash',
      category_id: 3,
      owner_id: me.id,
      season_months: [],
    });
    expect(await titlesOf(me)).toEqual(['3:Squash']);
  });

  it.each([
    [{ title: 'ab', category_id: 1 }, WANT_TITLE_MESSAGE],
    [{ title: '     ', category_id: 1 }, WANT_TITLE_MESSAGE],
    [{ category_id: 1 }, WANT_TITLE_MESSAGE],
    [{ title: 'x'.repeat(121) }, 'Each item must be at most 120 characters long'],
    [
      { title: 'Potatoes', category_id: 7 },
      'category_id must be produce (1), seeds (2) or plants (3)',
    ],
  ])('refuses %o with "%s" and stores nothing', async (body, message) => {
    const me = await createUser(testApp().ctx);
    const res = await testApp().as(me).post(URL).send(body);
    expect(res.status).toBe(422);
    expect(messages(res.body)).toContain(message);
    expect(await titlesOf(me)).toEqual([]);
  });

  it('keeps at most 5 items per category', async () => {
    const me = await createUser(testApp().ctx);
    await fill(me, CATEGORIES.seeds, 5);
    const res = await testApp().as(me).post(URL).send({ title: 'One more', category_id: 2 });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(WANTS_LIMIT_MESSAGE);
    expect(await titlesOf(me)).toHaveLength(5);
    // Other categories still have room.
    expect((await testApp().as(me).post(URL).send({ title: 'Leeks', category_id: 1 })).status).toBe(
      201,
    );
  });

  it('refuses the same item twice in a category, whatever the case', async () => {
    const me = await createUser(testApp().ctx);
    await createWant(testApp().ctx, me, { title: 'Garlic', categoryId: 1 });
    const res = await testApp().as(me).post(URL).send({ title: 'garlic', category_id: 1 });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('"garlic" is already on your wish list under produce');
    expect(
      (await testApp().as(me).post(URL).send({ title: 'garlic', category_id: 3 })).status,
    ).toBe(201);
  });

  it('needs a login', async () => {
    expect((await testApp().api.post(URL).send({ title: 'Beans', category_id: 1 })).status).toBe(
      401,
    );
  });

  it('matches listings that already exist, once, and e-mails the wanter', async () => {
    const me = await createUser(testApp().ctx);
    const seller = await createUser(testApp().ctx);
    const listing = await createListing(testApp().ctx, seller, { title: 'Purple potatoes' });
    const res = await testApp().as(me).post(URL).send({ title: 'potato', category_id: 1 });
    expect(res.status).toBe(201);
    // Matching runs in a background job after the request (docs/product.md §8.4).
    await testApp().ctx.jobs.idle();
    const rows = await testApp()
      .ctx.db.select()
      .from(notifications)
      .where(eq(notifications.userId, me.id));
    expect(rows).toMatchObject([{ wantId: res.body.id, listingId: listing.id }]);

    // Renaming to other words and back does not tell the same pair again.
    await testApp().as(me).patch(`${URL}/${res.body.id}`).send({ title: 'potato sacks' });
    await testApp().as(me).patch(`${URL}/${res.body.id}`).send({ title: 'potatoes' });
    await testApp().ctx.jobs.idle();
    const after = await testApp()
      .ctx.db.select()
      .from(notifications)
      .where(eq(notifications.userId, me.id));
    expect(after).toHaveLength(1);
    await vi.waitFor(async () => {
      const mails = (await testApp().outbox()).filter((m) => m.includes(`To: ${me.email}`));
      expect(mails).toHaveLength(1);
    });
  });
});

describe('PATCH and DELETE /api/listings/want-listings/{id}', () => {
  it('renames and deletes one of my items', async () => {
    const me = await createUser(testApp().ctx);
    const want = await createWant(testApp().ctx, me, { title: 'Pole beans', categoryId: 2 });
    const res = await testApp().as(me).patch(`${URL}/${want.id}`).send({ title: 'Bush beans' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: want.id, title: 'Bush beans', category_id: 2 });
    expect((await testApp().as(me).delete(`${URL}/${want.id}`)).status).toBe(204);
    expect(await titlesOf(me)).toEqual([]);
  });

  it("refuses someone else's item with 403 and an unknown one with 404, changing nothing", async () => {
    const owner = await createUser(testApp().ctx);
    const other = await createUser(testApp().ctx);
    const want = await createWant(testApp().ctx, owner, { title: 'Parsnips' });
    const patch = await testApp().as(other).patch(`${URL}/${want.id}`).send({ title: 'Mine now' });
    expect(patch.status).toBe(403);
    expect(patch.body.detail).toBe('You can only change your own wish list');
    expect((await testApp().as(other).delete(`${URL}/${want.id}`)).status).toBe(403);
    expect(await titlesOf(owner)).toEqual(['1:Parsnips']);
    const missing = await testApp().as(other).delete(`${URL}/99999999`);
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe('Wish-list item not found');
    expect((await testApp().api.delete(`${URL}/${want.id}`)).status).toBe(401);
  });

  it('checks the new title', async () => {
    const me = await createUser(testApp().ctx);
    const want = await createWant(testApp().ctx, me, { title: 'Onions' });
    const res = await testApp().as(me).patch(`${URL}/${want.id}`).send({ title: 'on' });
    expect(res.status).toBe(422);
    expect(messages(res.body)).toEqual([WANT_TITLE_MESSAGE]);
    expect(await titlesOf(me)).toEqual(['1:Onions']);
  });
});

describe('POST /api/listings/want-listings/batch', () => {
  it('applies new, renamed and deleted items together and answers the whole list', async () => {
    const me = await createUser(testApp().ctx);
    const keep = await createWant(testApp().ctx, me, { title: 'Carrots', categoryId: 1 });
    const drop = await createWant(testApp().ctx, me, { title: 'Turnips', categoryId: 1 });
    const res = await testApp()
      .as(me)
      .post(`${URL}/batch`)
      .send({
        create: [
          { title: 'Sunflower seeds', category_id: 2 },
          { title: 'Rosemary', category_id: 3 },
        ],
        update: [{ id: keep.id, title: 'Rainbow carrots' }],
        delete: [drop.id],
      });
    expect(res.status).toBe(200);
    expect(res.body.map((w: { title: string }) => w.title)).toEqual([
      'Rainbow carrots',
      'Sunflower seeds',
      'Rosemary',
    ]);
  });

  it('frees room by deleting before it counts the limit', async () => {
    const me = await createUser(testApp().ctx);
    await fill(me, CATEGORIES.produce, 5);
    const [first] = await testApp()
      .as(me)
      .get(URL)
      .then((r) => r.body);
    const res = await testApp()
      .as(me)
      .post(`${URL}/batch`)
      .send({ delete: [first.id], create: [{ title: 'Fennel', category_id: 1 }] });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(5);
  });

  it.each([
    ['nothing to save', {}, 422, NOTHING_TO_SAVE_MESSAGE],
    [
      'a short title',
      {
        create: [
          { title: 'Okra', category_id: 1 },
          { title: 'ab', category_id: 1 },
        ],
      },
      422,
      WANT_TITLE_MESSAGE,
    ],
    [
      'a sixth item',
      { create: Array.from({ length: 4 }, (_, i) => ({ title: `extra ${i}`, category_id: 1 })) },
      409,
      WANTS_LIMIT_MESSAGE,
    ],
  ])('refuses %s and applies nothing', async (_name, body, status, message) => {
    const me = await createUser(testApp().ctx);
    await fill(me, CATEGORIES.produce, 2);
    const [first] = await testApp()
      .as(me)
      .get(URL)
      .then((r) => r.body);
    const before = await titlesOf(me);
    const res = await testApp()
      .as(me)
      .post(`${URL}/batch`)
      .send({
        ...body,
        ...(status === 409 ? { update: [{ id: first.id, title: 'renamed' }] } : {}),
      });
    expect(res.status).toBe(status);
    const detail = typeof res.body.detail === 'string' ? [res.body.detail] : messages(res.body);
    expect(detail).toContain(message);
    expect(await titlesOf(me)).toEqual(before);
  });

  it("refuses a batch touching someone else's item and leaves both lists as they were", async () => {
    const me = await createUser(testApp().ctx);
    const other = await createUser(testApp().ctx);
    const mine = await createWant(testApp().ctx, me, { title: 'Peas' });
    const theirs = await createWant(testApp().ctx, other, { title: 'Leeks' });
    const res = await testApp()
      .as(me)
      .post(`${URL}/batch`)
      .send({
        create: [{ title: 'Beets', category_id: 1 }],
        update: [{ id: mine.id, title: 'Snap peas' }],
        delete: [theirs.id],
      });
    expect(res.status).toBe(403);
    expect(await titlesOf(me)).toEqual(['1:Peas']);
    expect(await titlesOf(other)).toEqual(['1:Leeks']);
    const unknown = await testApp()
      .as(me)
      .post(`${URL}/batch`)
      .send({ delete: [99999999] });
    expect(unknown.status).toBe(404);
  });

  it('needs a login', async () => {
    const res = await testApp()
      .api.post(`${URL}/batch`)
      .send({ create: [{ title: 'Kale' }] });
    expect(res.status).toBe(401);
  });
});
