import { CATEGORIES } from '@common/codes';
import { notifications, users, wantListings } from '@server/db/schema';
import { setupTestApp } from '@server/test/app';
import { messages } from '@server/test/error-messages';
import { createListing, createUser, createWant, type TestUser } from '@server/test/factories';
import { testClock } from '@server/test/fakes/clock';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { matchNewListing } from './matching';

// Seasonal wants (docs/product.md §8.11): their months, checked and answered, and their sleep.
const testApp = setupTestApp();
const URL = '/api/listings/want-listings';
const clock = testClock();
beforeEach(() => {
  testApp().ctx.clock = clock;
  clock.set(new Date('2026-06-15T12:00:00Z'));
});

const MESSAGES = {
  month: 'Each month in season_months must be a whole number from 1 (January) to 12 (December)',
  list: 'season_months must be a list of months from 1 (January) to 12 (December)',
  tooMany: 'season_months holds at most 12 months',
  repeated: 'Each month may appear only once in season_months',
};

async function wantsOf(user: { id: number }) {
  return testApp()
    .ctx.db.select()
    .from(wantListings)
    .where(eq(wantListings.ownerId, user.id))
    .orderBy(wantListings.id);
}

async function matchesOf(user: { id: number }) {
  await testApp().ctx.jobs.idle();
  return testApp()
    .ctx.db.select()
    .from(notifications)
    .where(eq(notifications.userId, user.id))
    .orderBy(notifications.id);
}

/** Plums, listed by `seller`, matched as the listings service does after creating it. */
async function listPlums(seller: TestUser) {
  const listing = await createListing(testApp().ctx, seller, {
    title: 'Ripe plums',
    categoryId: CATEGORIES.produce,
  });
  await matchNewListing(testApp().ctx, listing.id);
  return listing;
}

describe('season_months on the wish list', () => {
  it('is taken on POST, answered sorted, and empty when absent (all year)', async () => {
    const me = await createUser(testApp().ctx);
    const res = await testApp()
      .as(me)
      .post(URL)
      .send({ title: 'Plums', season_months: [9, 7, 8] });
    expect(res.status, res.text).toBe(201);
    expect(res.body.season_months).toEqual([7, 8, 9]);
    await testApp().as(me).post(URL).send({ title: 'Garlic' }).expect(201);
    const list = await testApp().as(me).get(URL);
    expect(list.body.map((w: { season_months: number[] }) => w.season_months)).toEqual([
      [7, 8, 9],
      [],
    ]);
    // Anyone reading the wish list sees its months too.
    const guest = await testApp().api.get(`${URL}?user_id=${me.id}`);
    expect(guest.body[0].season_months).toEqual([7, 8, 9]);
  });

  it('is changed by PATCH alone, or with a title, and emptied back to all year', async () => {
    const me = await createUser(testApp().ctx);
    const want = await createWant(testApp().ctx, me, { title: 'Plums' });
    const months = await testApp()
      .as(me)
      .patch(`${URL}/${want.id}`)
      .send({ season_months: [12, 1, 2] });
    expect(months.status, months.text).toBe(200);
    expect(months.body).toMatchObject({ title: 'Plums', season_months: [1, 2, 12] });
    const both = await testApp()
      .as(me)
      .patch(`${URL}/${want.id}`)
      .send({ title: 'Damsons', season_months: [] });
    expect(both.body).toMatchObject({ title: 'Damsons', season_months: [] });
    const nothing = await testApp().as(me).patch(`${URL}/${want.id}`).send({});
    expect(nothing.status).toBe(422);
    expect(messages(nothing.body)).toEqual(['Send a new title or season_months']);
  });

  it('is saved by the batch for new and existing items', async () => {
    const me = await createUser(testApp().ctx);
    const want = await createWant(testApp().ctx, me, { title: 'Plums' });
    const res = await testApp()
      .as(me)
      .post(`${URL}/batch`)
      .send({
        create: [{ title: 'Quinces', category_id: 1, season_months: [10] }],
        update: [{ id: want.id, title: 'Plums', season_months: [8, 7] }],
      });
    expect(res.status, res.text).toBe(200);
    expect((await wantsOf(me)).map((w) => [w.title, w.seasonMonths])).toEqual([
      ['Plums', [7, 8]],
      ['Quinces', [10]],
    ]);
  });

  it.each([
    ['month 0', [0], MESSAGES.month],
    ['month 13', [7, 13], MESSAGES.month],
    ['a fraction', [7.5], MESSAGES.month],
    ['a string month', ['7'], MESSAGES.month],
    ['not a list', 7, MESSAGES.list],
    ['a repeated month', [7, 8, 7], MESSAGES.repeated],
    ['more than 12', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1], MESSAGES.tooMany],
  ])('refuses %s with a clear detail and saves nothing', async (_, months, message) => {
    const me = await createUser(testApp().ctx);
    const want = await createWant(testApp().ctx, me, { title: 'Plums', seasonMonths: [7] });
    const post = await testApp().as(me).post(URL).send({ title: 'Figs', season_months: months });
    expect(post.status).toBe(422);
    expect(messages(post.body)).toEqual([message]);
    const patch = await testApp().as(me).patch(`${URL}/${want.id}`).send({ season_months: months });
    expect(patch.status).toBe(422);
    expect(messages(patch.body)).toEqual([message]);
    const batch = await testApp()
      .as(me)
      .post(`${URL}/batch`)
      .send({ create: [{ title: 'Figs', category_id: 1, season_months: months }] });
    expect(batch.status).toBe(422);
    expect(messages(batch.body)).toEqual([message]);
    expect((await wantsOf(me)).map((w) => [w.title, w.seasonMonths])).toEqual([['Plums', [7]]]);
  });

  it('says what is wrong in Spanish', async () => {
    const me = await createUser(testApp().ctx, { locale: 'es' });
    const res = await testApp()
      .as(me)
      .post(URL)
      .set('Accept-Language', 'es')
      .send({ title: 'Ciruelas', season_months: [7, 7] });
    expect(res.status).toBe(422);
    expect(messages(res.body)).toEqual(['Cada mes puede aparecer solo una vez en season_months']);
  });

  it("refuses someone else's want and guests, changing nothing", async () => {
    const owner = await createUser(testApp().ctx);
    const want = await createWant(testApp().ctx, owner, { title: 'Plums' });
    const other = await testApp()
      .as(await createUser(testApp().ctx))
      .patch(`${URL}/${want.id}`)
      .send({ season_months: [7] });
    expect(other.status).toBe(403);
    const guest = await testApp()
      .api.patch(`${URL}/${want.id}`)
      .send({ season_months: [7] });
    expect(guest.status).toBe(401);
    expect((await wantsOf(owner))[0]!.seasonMonths).toEqual([]);
  });
});

describe('a want asleep outside its months', () => {
  it('matches no new listing in June, and the same listing in July', async () => {
    const wanter = await createUser(testApp().ctx);
    const seller = await createUser(testApp().ctx);
    await testApp()
      .as(wanter)
      .post(URL)
      .send({ title: 'Plums', season_months: [7] })
      .expect(201);
    await listPlums(seller);
    expect(await matchesOf(wanter)).toEqual([]);

    clock.set(new Date('2026-07-10T12:00:00Z'));
    const july = await listPlums(seller);
    expect((await matchesOf(wanter)).map((n) => n.listingId)).toEqual([july.id]);
  });

  it('matches no existing listing when posted in June; posted in July, it does', async () => {
    const seller = await createUser(testApp().ctx);
    const damsons = await createListing(testApp().ctx, seller, { title: 'Fresh damsons' });
    const june = await createUser(testApp().ctx);
    await testApp()
      .as(june)
      .post(URL)
      .send({ title: 'Damsons', season_months: [7, 8] })
      .expect(201);
    expect(await matchesOf(june)).toEqual([]);

    clock.set(new Date('2026-07-02T12:00:00Z'));
    const july = await createUser(testApp().ctx);
    await testApp()
      .as(july)
      .post(URL)
      .send({ title: 'Damsons', season_months: [7, 8] })
      .expect(201);
    expect((await matchesOf(july)).map((n) => n.listingId)).toEqual([damsons.id]);
  });

  it('reads the month in the wanter’s time zone at the month’s edge', async () => {
    const seller = await createUser(testApp().ctx);
    const angeleno = await createUser(testApp().ctx, { timeZone: 'America/Los_Angeles' });
    const londoner = await createUser(testApp().ctx, { timeZone: 'Europe/London' });
    for (const wanter of [angeleno, londoner])
      await createWant(testApp().ctx, wanter, { title: 'Plums', seasonMonths: [7] });
    // 03:00 UTC on July 1st is 20:00 on June 30th in Los Angeles, 04:00 on July 1st in London.
    clock.set(new Date('2026-07-01T03:00:00Z'));
    const first = await listPlums(seller);
    expect(await matchesOf(angeleno)).toEqual([]);
    expect((await matchesOf(londoner)).map((n) => n.listingId)).toEqual([first.id]);

    // And a want of June only is still awake there.
    await testApp()
      .ctx.db.update(wantListings)
      .set({ seasonMonths: [6] })
      .where(eq(wantListings.ownerId, angeleno.id));
    const second = await listPlums(seller);
    expect((await matchesOf(angeleno)).map((n) => n.listingId)).toEqual([second.id]);
  });

  it('wakes in months that wrap the year (Dec Jan Feb) and sleeps between', async () => {
    const wanter = await createUser(testApp().ctx);
    const seller = await createUser(testApp().ctx);
    await createWant(testApp().ctx, wanter, { title: 'Plums', seasonMonths: [1, 2, 12] });
    await listPlums(seller);
    clock.set(new Date('2027-01-20T12:00:00Z'));
    const january = await listPlums(seller);
    expect((await matchesOf(wanter)).map((n) => n.listingId)).toEqual([january.id]);
  });

  it('a want for all year matches in any month', async () => {
    const wanter = await createUser(testApp().ctx);
    await createWant(testApp().ctx, wanter, { title: 'Plums' });
    const listing = await listPlums(await createUser(testApp().ctx));
    expect((await matchesOf(wanter)).map((n) => n.listingId)).toEqual([listing.id]);
    const [row] = await testApp()
      .ctx.db.select({ timeZone: users.timeZone })
      .from(users)
      .where(eq(users.id, wanter.id));
    expect(row!.timeZone).toBe('UTC');
  });
});
