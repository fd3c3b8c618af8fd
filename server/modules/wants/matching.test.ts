import { CATEGORIES, LISTING_STATES } from '@common/codes';
import { rowsOf } from '@server/db/rows';
import { listings, notifications, wantListings } from '@server/db/schema';
import { distanceKm } from '@server/geo/geo';
import { cloakPoint } from '@server/modules/map/cloak';
import { setupTestApp } from '@server/test/app';
import { befriend, createListing, createUser, createWant } from '@server/test/factories';
import { eq, type SQL, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { matchNewListing } from './matching';
import { textArray } from './queries';

const testApp = setupTestApp();

// Salt Lake City (the factories' default home), a suburb 10 km away, and Provo (61 km).
const MURRAY = { latitude: 40.6669, longitude: -111.888, city: 'Murray' };
const PROVO = { latitude: 40.2338, longitude: -111.6585, city: 'Provo' };
const SALT_LAKE_CITY = { latitude: 40.7559, longitude: -111.8967 };

/**
 * What a notification says: whole km from the wanter's own exact point to the seller's cloaked
 * point, never to the seller's home (docs/decisions.md "Locations and privacy").
 */
function kmShown(wanter: { latitude: number; longitude: number }, seller: typeof MURRAY) {
  const cloaked = cloakPoint(testApp().ctx.config.locationKey, seller);
  return Math.round(
    distanceKm(wanter.latitude, wanter.longitude, cloaked.latitude, cloaked.longitude),
  );
}

async function notificationsOf(userId: number) {
  // Matching runs in a background job after the request (docs/product.md §8.4).
  await testApp().ctx.jobs.idle();
  return testApp()
    .ctx.db.select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.id);
}

/** A new listing by `seller`, matched as the listings service does after creating it. */
async function list(seller: { id: number }, values: Partial<typeof listings.$inferInsert>) {
  const listing = await createListing(testApp().ctx, seller, values);
  await matchNewListing(testApp().ctx, listing.id);
  return listing;
}

async function mailsTo(email: string) {
  return (await testApp().outbox()).filter((m) => m.includes(`To: ${email}`));
}

describe('matchNewListing', () => {
  it('matches a want in the same category whose words are in the title, plural or not', async () => {
    const wanter = await createUser(testApp().ctx);
    const seller = await createUser(testApp().ctx, MURRAY);
    const want = await createWant(testApp().ctx, wanter, { title: 'Tomatoes', categoryId: 1 });

    const match = await list(seller, { title: 'Heirloom tomato', categoryId: CATEGORIES.produce });
    await list(seller, { title: 'Tomato seeds', categoryId: CATEGORIES.seeds });
    await list(seller, { title: 'Fresh basil', categoryId: CATEGORIES.produce });

    const rows = await notificationsOf(wanter.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ wantId: want.id, listingId: match.id, isRead: false });
    expect(rows[0]!.data).toEqual({
      distance_km: kmShown(SALT_LAKE_CITY, MURRAY),
      is_friend: false,
    });
  });

  it('needs every word of the want, in the title or the description, any case', async () => {
    const wanter = await createUser(testApp().ctx);
    const seller = await createUser(testApp().ctx);
    await createWant(testApp().ctx, wanter, { title: 'cherry TOMATOES' });

    await list(seller, { title: 'Tomatoes', description: 'Big beefsteaks' });
    const both = await list(seller, {
      title: 'Sweet cherries',
      description: 'and a basket of Tomato too',
    });
    const rows = await notificationsOf(wanter.id);
    expect(rows.map((r) => r.listingId)).toEqual([both.id]);
  });

  it('uses the search’s word rules: stems both ways, and a misspelt want', async () => {
    const { ctx } = testApp();
    const wanter = await createUser(ctx);
    const seller = await createUser(ctx);
    await createWant(ctx, wanter, { title: 'tomatoes' });
    await createWant(ctx, wanter, { title: 'rasberry' });
    await createWant(ctx, wanter, { title: 'seedling' });
    await createWant(ctx, wanter, { title: 'rasberry jam' });

    const tomato = await list(seller, { title: 'Cherry tomato plants' });
    const canes = await list(seller, { title: 'Raspberry canes' });
    const seedlings = await list(seller, { title: 'Leek seedlings' });
    await list(seller, { title: 'Blackberry canes' });
    await list(seller, { title: 'Potatoes' });

    const rows = await notificationsOf(wanter.id);
    expect(rows.map((r) => r.listingId)).toEqual([tomato.id, canes.id, seedlings.id]);
    // "rasberry jam" needs both words: the canes answer only "rasberry".
    expect(rows.filter((r) => r.listingId === canes.id)).toHaveLength(1);
  });

  it('finds existing listings for a saved want by the same rules, typo and all', async () => {
    const { ctx } = testApp();
    const seller = await createUser(ctx);
    const canes = await createListing(ctx, seller, { title: 'Raspberry canes' });
    const basil = await createListing(ctx, seller, { title: 'Sweet basil', description: 'pots' });
    const mint = await createListing(ctx, seller, { title: 'Mint' });
    const later = await createUser(ctx);
    for (const title of ['rasberries', 'bazil pots']) {
      const saved = await testApp()
        .as(later)
        .post('/api/listings/want-listings/')
        .send({ title, category_id: 1 });
      expect(saved.status).toBe(201);
    }
    // Other tests' raspberries may match too; of this seller's, the canes and the basil do.
    const mine = [canes.id, basil.id, mint.id];
    const rows = (await notificationsOf(later.id)).filter((r) => mine.includes(r.listingId!));
    expect(rows.map((r) => r.listingId).sort()).toEqual([canes.id, basil.id].sort());
  });

  it('never matches the wanter’s own listing, nor one of another category', async () => {
    const wanter = await createUser(testApp().ctx);
    await createWant(testApp().ctx, wanter, { title: 'garlic', categoryId: CATEGORIES.plants });
    await list(wanter, { title: 'Garlic', categoryId: CATEGORIES.plants });
    const other = await createUser(testApp().ctx);
    await list(other, { title: 'Garlic bulbs', categoryId: CATEGORIES.produce });
    expect(await notificationsOf(wanter.id)).toHaveLength(0);
  });

  it('matches strangers within 50 km only, and friends at any distance', async () => {
    const wanter = await createUser(testApp().ctx);
    const far = await createUser(testApp().ctx, PROVO);
    const farFriend = await createUser(testApp().ctx, PROVO);
    const noPlace = await createUser(testApp().ctx, { latitude: null, longitude: null });
    await befriend(testApp().ctx, wanter, farFriend);
    await createWant(testApp().ctx, wanter, { title: 'zucchini' });

    await list(far, { title: 'Zucchini' });
    await list(noPlace, { title: 'Zucchini' });
    const friends = await list(farFriend, { title: 'Zucchini glut' });

    const rows = await notificationsOf(wanter.id);
    expect(rows.map((r) => r.listingId)).toEqual([friends.id]);
    expect(rows[0]!.data).toEqual({ distance_km: kmShown(SALT_LAKE_CITY, PROVO), is_friend: true });
  });

  it('measures the 50 km cut-off to the seller’s cloaked point, for new listings and saved wants', async () => {
    const { ctx } = testApp();
    // Sellers around 50 km from the wanter in several directions: one whose home is inside
    // the radius but whose cloaked point is not, and one the other way round.
    const away = (km: number, bearing: number) => ({
      latitude: SALT_LAKE_CITY.latitude + (km * Math.cos(bearing)) / 111.195,
      longitude:
        SALT_LAKE_CITY.longitude +
        (km * Math.sin(bearing)) / (111.195 * Math.cos((SALT_LAKE_CITY.latitude * Math.PI) / 180)),
    });
    const homeKm = (p: typeof SALT_LAKE_CITY) =>
      distanceKm(SALT_LAKE_CITY.latitude, SALT_LAKE_CITY.longitude, p.latitude, p.longitude);
    const shownKm = (p: typeof SALT_LAKE_CITY) => {
      const c = cloakPoint(ctx.config.locationKey, p);
      return homeKm(c);
    };
    const homes = Array.from({ length: 600 }, (_, i) => away(49.5 + (i % 20) * 0.05, i / 20 / 10));
    const inByHome = homes.find((p) => homeKm(p) <= 50 && shownKm(p) > 50)!;
    const inByCloak = homes.find((p) => homeKm(p) > 50 && shownKm(p) <= 50)!;
    expect(inByHome).toBeDefined();
    expect(inByCloak).toBeDefined();

    const wanter = await createUser(ctx, SALT_LAKE_CITY);
    await createWant(ctx, wanter, { title: 'salsify' });
    await list(await createUser(ctx, inByHome), { title: 'Salsify roots' });
    const shown = await list(await createUser(ctx, inByCloak), { title: 'Salsify roots' });
    const rows = await notificationsOf(wanter.id);
    expect(rows.map((r) => r.listingId)).toEqual([shown.id]);
    expect(rows[0]!.data).toEqual({
      distance_km: Math.round(shownKm(inByCloak)),
      is_friend: false,
    });

    // Saving the want afterwards draws the same line.
    const later = await createUser(ctx, SALT_LAKE_CITY);
    const saved = await testApp()
      .as(later)
      .post('/api/listings/want-listings/')
      .send({ title: 'salsify', category_id: 1 });
    expect(saved.status).toBe(201);
    expect((await notificationsOf(later.id)).map((r) => r.listingId)).toEqual([shown.id]);
  });

  it('a wanter without a known location hears only from friends', async () => {
    const wanter = await createUser(testApp().ctx, { latitude: null, longitude: null });
    const neighbour = await createUser(testApp().ctx);
    const friend = await createUser(testApp().ctx);
    await befriend(testApp().ctx, friend, wanter);
    await createWant(testApp().ctx, wanter, { title: 'rhubarb' });
    await list(neighbour, { title: 'Rhubarb' });
    const fromFriend = await list(friend, { title: 'Rhubarb' });
    const rows = await notificationsOf(wanter.id);
    expect(rows.map((r) => r.listingId)).toEqual([fromFriend.id]);
    expect(rows[0]!.data).toEqual({ distance_km: null, is_friend: true });
  });

  it('respects visibility: private listings reach friends only; inactive or sold ones nobody', async () => {
    const wanter = await createUser(testApp().ctx);
    const friend = await createUser(testApp().ctx);
    const stranger = await createUser(testApp().ctx);
    await befriend(testApp().ctx, wanter, friend);
    await createWant(testApp().ctx, wanter, { title: 'kale' });

    await list(stranger, { title: 'Kale', isPublic: false });
    await list(stranger, { title: 'Kale', isActive: false });
    await list(stranger, { title: 'Kale', stateId: LISTING_STATES.sold });
    const privateToFriends = await list(friend, { title: 'Kale', isPublic: false });

    const rows = await notificationsOf(wanter.id);
    expect(rows.map((r) => r.listingId)).toEqual([privateToFriends.id]);
  });

  it('matches nothing others may not see: held, removed, expired, or a suspended owner’s', async () => {
    const wanter = await createUser(testApp().ctx);
    const seller = await createUser(testApp().ctx);
    const suspended = await createUser(testApp().ctx, { suspendedAt: new Date() });
    await createWant(testApp().ctx, wanter, { title: 'chard' });

    await list(seller, { title: 'Chard', moderation: 'held' });
    await list(seller, { title: 'Chard', moderation: 'removed' });
    await list(seller, { title: 'Chard', expiredAt: new Date() });
    await list(suspended, { title: 'Chard' });
    const shown = await list(seller, { title: 'Chard' });

    const rows = await notificationsOf(wanter.id);
    expect(rows.map((r) => r.listingId)).toEqual([shown.id]);
  });

  it('tells each (want, listing) pair once, even when the listing is matched again', async () => {
    const wanter = await createUser(testApp().ctx);
    const seller = await createUser(testApp().ctx);
    await createWant(testApp().ctx, wanter, { title: 'pumpkin' });
    const listing = await list(seller, { title: 'Pumpkins' });
    await matchNewListing(testApp().ctx, listing.id);
    await matchNewListing(testApp().ctx, listing.id);
    expect(await notificationsOf(wanter.id)).toHaveLength(1);
    await vi.waitFor(async () => expect(await mailsTo(wanter.email)).toHaveLength(1));
  });

  it('writes the match e-mail with the wanter, item, category, seller and city', async () => {
    const wanter = await createUser(testApp().ctx, { firstName: 'Rosa', distanceUnit: 'km' });
    const seller = await createUser(testApp().ctx, MURRAY);
    await createWant(testApp().ctx, wanter, { title: 'strawberries' });
    const listing = await list(seller, { title: 'Strawberry crowns', categoryId: 1 });

    await vi.waitFor(async () => expect(await mailsTo(wanter.email)).toHaveLength(1));
    const [mail] = await mailsTo(wanter.email);
    const text = mail!.replace(/=\r?\n/g, '');
    expect(text).toContain('Subject: Strawberry crowns is available near you');
    expect(text).toContain('Hi Rosa,');
    expect(text).toContain(
      `Strawberry crowns (produce) is on offer from ${seller.username} in Murray`,
    );
    expect(text).toContain(`about ${kmShown(SALT_LAKE_CITY, MURRAY)} km from you`);
    expect(text).toContain('"strawberries"');
    expect(text).toContain(`/listings/${listing.id}`);
  });

  it('runs when a listing is created or made public through the listings API', async () => {
    const wanter = await createUser(testApp().ctx);
    const seller = await createUser(testApp().ctx, MURRAY);
    await createWant(testApp().ctx, wanter, { title: 'leeks' });
    const created = await testApp()
      .as(seller)
      .post('/api/listings/')
      .send({ title: 'Winter leeks', type_id: 3, category_id: 1, is_public: false });
    expect(created.status).toBe(201);
    // Private to a stranger: nothing yet.
    expect(await notificationsOf(wanter.id)).toHaveLength(0);
    const shown = await testApp()
      .as(seller)
      .patch(`/api/listings/${created.body.id}/visibility`)
      .send({ is_public: true });
    expect(shown.status).toBe(200);
    expect((await notificationsOf(wanter.id)).map((n) => n.listingId)).toEqual([created.body.id]);
    await vi.waitFor(async () => expect(await mailsTo(wanter.email)).toHaveLength(1));
  });

  it('looks wants and listings up through their word indexes', async () => {
    const { db } = testApp().ctx;
    const plan = async (query: SQL) => {
      // Tiny test tables make a sequential scan cheapest; forbid it to see the index is usable.
      await db.execute(sql`set enable_seqscan = off`);
      try {
        return JSON.stringify(await rowsOf(db, sql`explain ${query}`));
      } finally {
        await db.execute(sql`reset enable_seqscan`);
      }
    };
    const words = textArray(['okra', 'pod']);
    expect(
      await plan(
        sql`select id from ${wantListings} where ${wantListings.words} && ${words} and ${wantListings.words} <@ ${words}`,
      ),
    ).toContain('want_listings_words_idx');
    expect(
      await plan(sql`select id from ${listings} where ${listings.search} @@ 'okra & pod'::tsquery`),
    ).toContain('listings_search_idx');
  });
});
