import { CATEGORIES } from '@common/codes';
import { AVAILABLE_UNTIL_MESSAGES } from '@common/schemas/listing-availability';
import { DAY_MS, HOUR_MS } from '@common/time';
import type { Listing } from '@common/types';
import { listings, notifications } from '@server/db/schema';
import { setupTestApp } from '@server/test/app';
import { messages } from '@server/test/error-messages';
import { createListing, createUser, createWant, type TestUser } from '@server/test/factories';
import { clockPerTest } from '@server/test/fakes/clock';
import { decodeEml, headerOf } from '@server/test/mail';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sweepFreshness } from './freshness';

const testApp = setupTestApp();
const clock = clockPerTest(testApp);

const ids = (body: Listing[]) => body.map((l) => l.id);
const daysAhead = (days: number) => new Date(clock.now().getTime() + days * DAY_MS);
const near = (iso: string | null, at: Date) =>
  Math.abs(new Date(iso ?? 0).getTime() - at.getTime()) < 5_000;

const create = (owner: TestUser, body: object) =>
  testApp()
    .as(owner)
    .post('/api/listings/')
    .send({ title: 'Ripe tomatoes', price: 2, ...body });
const patch = (owner: TestUser, id: number, body: object) =>
  testApp().as(owner).patch(`/api/listings/${id}`).send(body);

const mailsTo = async (user: TestUser) =>
  (await testApp().outbox()).filter((m) => m.includes(`To: ${user.email}`)).map(decodeEml);

const remindersOf = (user: TestUser) =>
  testApp()
    .ctx.db.select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.kind, 'listing_expiring')));

const matchesOf = async (user: TestUser) => {
  // Matching runs in a background job after the request (docs/product.md §8.4).
  await testApp().ctx.jobs.idle();
  return testApp()
    .ctx.db.select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.kind, 'match')));
};

describe('a listing’s end date', () => {
  it('is a week after posting for produce, and none for seeds and plants unless set', async () => {
    const owner = await createUser(testApp().ctx);
    const produce = await create(owner, {});
    expect(produce.status).toBe(201);
    expect(near(produce.body.available_until, daysAhead(7))).toBe(true);
    expect(produce.body.expired).toBe(false);
    const seeds = await create(owner, { category_id: CATEGORIES.seeds });
    expect(seeds.body.available_until).toBeNull();
    const plants = await create(owner, {
      category_id: CATEGORIES.plants,
      available_until: daysAhead(20).toISOString(),
    });
    expect(near(plants.body.available_until, daysAhead(20))).toBe(true);
  });

  it('may be set up to 30 days ahead, as a date and time or a date alone', async () => {
    const owner = await createUser(testApp().ctx);
    const at = daysAhead(30);
    const exact = await create(owner, { available_until: at.toISOString() });
    expect(exact.status).toBe(201);
    expect(near(exact.body.available_until, at)).toBe(true);
    const day = daysAhead(3).toISOString().slice(0, 10);
    const dated = await create(owner, { available_until: day });
    expect(dated.body.available_until).toBe(`${day}T23:59:59.999Z`);
  });

  it('refuses a date past, more than 30 days ahead, unreadable, or none for produce', async () => {
    const owner = await createUser(testApp().ctx);
    const refused = async (body: object, message: string) => {
      const res = await create(owner, body);
      expect(res.status).toBe(422);
      expect(messages(res.body)).toEqual([message]);
    };
    await refused({ available_until: daysAhead(-1).toISOString() }, AVAILABLE_UNTIL_MESSAGES.past);
    await refused(
      { available_until: daysAhead(32).toISOString() },
      AVAILABLE_UNTIL_MESSAGES.tooFar,
    );
    await refused({ available_until: 'next friday' }, AVAILABLE_UNTIL_MESSAGES.format);
    await refused({ available_until: null }, AVAILABLE_UNTIL_MESSAGES.produce);
    expect(AVAILABLE_UNTIL_MESSAGES.tooFar).toBe('available_until can be at most 30 days ahead');
    const mine = await testApp().as(owner).get('/api/listings/?mine=true');
    expect(mine.body).toEqual([]);
  });

  it('is changed by an edit, cleared for seeds only, and given to what becomes produce', async () => {
    const owner = await createUser(testApp().ctx);
    const seeds = (await create(owner, { category_id: CATEGORIES.seeds })).body as Listing;
    const set = await patch(owner, seeds.id, { available_until: daysAhead(10).toISOString() });
    expect(near(set.body.available_until, daysAhead(10))).toBe(true);
    const cleared = await patch(owner, seeds.id, { available_until: null });
    expect(cleared.body.available_until).toBeNull();
    const tooFar = await patch(owner, seeds.id, { available_until: daysAhead(40).toISOString() });
    expect(tooFar.status).toBe(422);
    expect(messages(tooFar.body)).toEqual([AVAILABLE_UNTIL_MESSAGES.tooFar]);
    const produce = await patch(owner, seeds.id, { category_id: CATEGORIES.produce });
    expect(near(produce.body.available_until, daysAhead(7))).toBe(true);
    const none = await patch(owner, seeds.id, { available_until: null });
    expect(none.status).toBe(422);
    expect(messages(none.body)).toEqual([AVAILABLE_UNTIL_MESSAGES.produce]);
  });
});

describe('the freshness sweep', () => {
  async function scene() {
    const { ctx } = testApp();
    const [owner, neighbour] = [await createUser(ctx), await createUser(ctx)];
    const word = `zucchini${owner.id}`;
    const listing = (await create(owner, { title: `Big ${word}` })).body as Listing;
    const everywhere = async () => {
      const { api } = testApp();
      const as = testApp().as(neighbour);
      const [feed, guestFeed, search, seller, byId, guestById, nearby] = await Promise.all([
        as.get('/api/listings/?public=true&limit=100'),
        api.get('/api/listings/?public=true&limit=100'),
        as.get(`/api/listings/?public=true&q=${word}`),
        as.get(`/api/listings/?user_id=${owner.id}`),
        as.get(`/api/listings/${listing.id}`),
        api.get(`/api/listings/${listing.id}`),
        as.get('/api/map/listings/nearby').query({ latitude: 40.7559, longitude: -111.8967 }),
      ]);
      return {
        feed: ids(feed.body).includes(listing.id),
        guestFeed: ids(guestFeed.body).includes(listing.id),
        search: ids(search.body).includes(listing.id),
        seller: ids(seller.body).includes(listing.id),
        byId: byId.status,
        guestById: guestById.status,
        nearby: ids(nearby.body).includes(listing.id),
      };
    };
    return { owner, neighbour, listing, everywhere };
  }

  it('takes a listing past its date off every place but its owner’s lists', async () => {
    const { owner, listing, everywhere } = await scene();
    const shown = { feed: true, guestFeed: true, search: true, seller: true, nearby: true };
    expect(await everywhere()).toEqual({ ...shown, byId: 200, guestById: 200 });

    clock.advance(7 * DAY_MS - HOUR_MS);
    await sweepFreshness(testApp().ctx);
    expect(await everywhere()).toEqual({ ...shown, byId: 200, guestById: 200 });

    clock.advance(2 * HOUR_MS);
    expect((await sweepFreshness(testApp().ctx)).expired).toBeGreaterThanOrEqual(1);
    const gone = { feed: false, guestFeed: false, search: false, seller: false, nearby: false };
    expect(await everywhere()).toEqual({ ...gone, byId: 404, guestById: 404 });

    const mine = await testApp().as(owner).get('/api/listings/?mine=true');
    expect(mine.body).toEqual([expect.objectContaining({ id: listing.id, expired: true })]);
    const own = await testApp().as(owner).get(`/api/listings/${listing.id}`);
    expect(own.body).toMatchObject({ id: listing.id, expired: true });
    // Nothing is deleted, however long it waits.
    clock.advance(90 * DAY_MS);
    await sweepFreshness(testApp().ctx);
    expect((await testApp().as(owner).get('/api/listings/?mine=true')).body).toHaveLength(1);
  });

  it('leaves listings without an end date alone', async () => {
    const owner = await createUser(testApp().ctx);
    const seeds = (await create(owner, { category_id: CATEGORIES.seeds })).body as Listing;
    clock.advance(365 * DAY_MS);
    await sweepFreshness(testApp().ctx);
    const res = await testApp().api.get(`/api/listings/${seeds.id}`);
    expect(res.body).toMatchObject({ expired: false, available_until: null });
  });

  it('is undone by renewing: another week, and back everywhere', async () => {
    const { owner, neighbour, listing, everywhere } = await scene();
    clock.advance(8 * DAY_MS);
    await sweepFreshness(testApp().ctx);
    const renewOthers = await testApp().as(neighbour).post(`/api/listings/${listing.id}/renew`);
    expect(renewOthers.status).toBe(404);

    const renewed = await testApp().as(owner).post(`/api/listings/${listing.id}/renew`);
    expect(renewed.status).toBe(200);
    expect(renewed.body.expired).toBe(false);
    expect(near(renewed.body.available_until, daysAhead(7))).toBe(true);
    const shown = { feed: true, guestFeed: true, search: true, seller: true, nearby: true };
    expect(await everywhere()).toEqual({ ...shown, byId: 200, guestById: 200 });
    const [row] = await testApp().ctx.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row).toMatchObject({ expiredAt: null, expiryRemindedAt: null });
  });

  it('never shortens a date the owner set further than a week when renewing', async () => {
    const owner = await createUser(testApp().ctx);
    const at = daysAhead(20);
    const listing = (await create(owner, { available_until: at.toISOString() })).body as Listing;
    const renewed = await testApp().as(owner).post(`/api/listings/${listing.id}/renew`);
    expect(near(renewed.body.available_until, at)).toBe(true);
  });

  it('puts an expired listing back when its owner picks a new date', async () => {
    const { owner, listing, everywhere } = await scene();
    clock.advance(8 * DAY_MS);
    await sweepFreshness(testApp().ctx);
    const res = await patch(owner, listing.id, { available_until: daysAhead(3).toISOString() });
    expect(res.body.expired).toBe(false);
    expect((await everywhere()).byId).toBe(200);
  });
});

describe('the reminder a day before', () => {
  it('is sent once, in the bell and by e-mail, however many sweeps run', async () => {
    const { ctx } = testApp();
    const owner = await createUser(ctx, { firstName: 'Rosa', longitude: -111.8967 });
    const ends = new Date(clock.now().getTime() + 30 * HOUR_MS);
    const listing = (await create(owner, { title: 'Sweet corn', available_until: ends }))
      .body as Listing;
    await sweepFreshness(ctx);
    expect(await remindersOf(owner)).toEqual([]);

    clock.advance(7 * HOUR_MS);
    // Two processes sweeping at once, then again a minute later.
    await Promise.all([sweepFreshness(ctx), sweepFreshness(ctx)]);
    clock.advance(60_000);
    await sweepFreshness(ctx);
    expect(await remindersOf(owner)).toEqual([
      expect.objectContaining({ listingId: listing.id, isRead: false }),
    ]);
    const bell = await testApp().as(owner).get('/api/notifications');
    expect(bell.body).toEqual([
      expect.objectContaining({
        type: 'listing_expiring',
        listing: expect.objectContaining({ id: listing.id, title: 'Sweet corn' }),
      }),
    ]);

    const [mail, ...more] = await mailsTo(owner);
    expect(more).toEqual([]);
    const day = new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    })
      .format(new Date(ends.getTime() - 7 * HOUR_MS - 2 * HOUR_MS))
      .replace(',', '');
    expect(mail).toContain(`Your listing =E2=80=9CSweet corn=E2=80=9D is on offer until ${day}.`);
    expect(mail).toContain('Hi Rosa,');
    expect(mail).toContain(`${ctx.config.appUrl}/listings/${listing.id}`);
    expect(headerOf(mail!, 'List-Unsubscribe')).toContain(
      `/api/notifications/unsubscribe?user=${owner.id}&kind=listing_expiring&token=`,
    );
    expect(headerOf(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('comes again for a new end date after renewing', async () => {
    const { ctx } = testApp();
    const owner = await createUser(ctx);
    const listing = (await create(owner, {})).body as Listing;
    clock.advance(6.5 * DAY_MS);
    await sweepFreshness(ctx);
    expect(await remindersOf(owner)).toHaveLength(1);
    await testApp().as(owner).post(`/api/listings/${listing.id}/renew`);
    clock.advance(6.5 * DAY_MS);
    await sweepFreshness(ctx);
    expect(await remindersOf(owner)).toHaveLength(2);
  });

  it('is not e-mailed to an owner who turned these e-mails off, but still rings the bell', async () => {
    const { ctx } = testApp();
    const owner = await createUser(ctx);
    const off = await testApp()
      .as(owner)
      .put('/api/notifications/settings')
      .send({ listing_expiring: { email: false, push: true } });
    expect(off.status).toBe(200);
    await create(owner, { available_until: new Date(clock.now().getTime() + 20 * HOUR_MS) });
    await sweepFreshness(ctx);
    expect(await remindersOf(owner)).toHaveLength(1);
    expect(await mailsTo(owner)).toEqual([]);
    const bell = await testApp().as(owner).get('/api/notifications/unread-count');
    expect(bell.body).toEqual({ count: 1 });
  });

  it('is not sent for a listing handed over or switched off', async () => {
    const { ctx } = testApp();
    const owner = await createUser(ctx);
    const soon = new Date(clock.now().getTime() + 20 * HOUR_MS);
    await createListing(ctx, owner, { availableUntil: soon, stateId: 3 });
    await createListing(ctx, owner, { availableUntil: soon, isActive: false });
    await sweepFreshness(ctx);
    expect(await remindersOf(owner)).toEqual([]);
  });
});

describe('wish-list matching', () => {
  it('skips expired listings, and meets them again once renewed', async () => {
    const { ctx } = testApp();
    const [seller, wanter] = [await createUser(ctx), await createUser(ctx)];
    const word = `kohlrabi${seller.id}`;
    const listing = (await create(seller, { title: `Purple ${word}`, is_public: false }))
      .body as Listing;
    clock.advance(8 * DAY_MS);
    await sweepFreshness(ctx);

    // A want saved while it is expired, and the listing made public while expired: no match.
    await createWant(ctx, wanter, { title: word });
    const wants = await testApp()
      .as(wanter)
      .post('/api/listings/want-listings')
      .send({ title: `purple ${word}`, category_id: CATEGORIES.produce });
    expect(wants.status).toBe(201);
    await testApp()
      .as(seller)
      .patch(`/api/listings/${listing.id}/visibility`)
      .send({ is_public: true });
    expect(await matchesOf(wanter)).toEqual([]);

    const renewed = await testApp().as(seller).post(`/api/listings/${listing.id}/renew`);
    expect(renewed.status).toBe(200);
    expect((await matchesOf(wanter)).map((m) => m.listingId)).toContain(listing.id);
  });
});
