import type { MessageThread } from '@common/schemas/messages';
import type { Message } from '@common/types';
import type { Database } from '@server/db/client';
import { listings, messages } from '@server/db/schema';
import { freshDatabase } from '@server/test/database';
import { befriend, createListing, createUser, type TestUser } from '@server/test/factories';
import {
  type Cluster,
  clusterRedisUrl,
  type Instance,
  startCluster,
  unusedId,
} from '@server/test/instances';
import { connected, nextEvent, sendOver, setupSocketApp } from '@server/test/socket-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const { testApp, server } = setupSocketApp();

const post = (from: TestUser, body: object) => testApp().as(from).post('/api/messages').send(body);

const threadOf = async (me: TestUser, other: TestUser) =>
  (await testApp().as(me).get(`/api/messages/${other.id}`).expect(200)).body as Message[];

const storedAbout = async (listingId: number) =>
  testApp().ctx.db.select().from(messages).where(eq(messages.listingId, listingId));

/** A photo path of its own: paths are unique to one listing. */
let photos = 0;
const photo = (name: string) => `uploads/listings/${name}-${process.pid}-${++photos}.webp`;

/** A seller with public tomatoes (with a photo) and a buyer who is a stranger to them. */
async function pair() {
  const { ctx } = testApp();
  const [seller, buyer] = [await createUser(ctx), await createUser(ctx)];
  const tomatoes = await createListing(ctx, seller, {
    title: 'Sungold tomatoes',
    price: 4,
    featuredImage: photo('sungold'),
  });
  return { ctx, seller, buyer, tomatoes };
}

const cardOf = (listing: typeof listings.$inferSelect) => ({
  id: listing.id,
  title: listing.title,
  price: Number(listing.price),
  type_id: listing.typeId,
  state_id: listing.stateId,
});

describe('POST /api/messages with listing_id', () => {
  it('stores which listing a message is about and answers its card', async () => {
    const { seller, buyer, tomatoes } = await pair();
    const res = await post(buyer, {
      receiver_id: seller.id,
      content: 'Are these still available?',
      listing_id: tomatoes.id,
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      listing_id: tomatoes.id,
      // A public listing's photo is the plain path, as its own answers give it.
      listing: { ...cardOf(tomatoes), image: tomatoes.featuredImage },
    });
    expect(await storedAbout(tomatoes.id)).toHaveLength(1);

    const plain = await post(buyer, { receiver_id: seller.id, content: 'Thanks!' });
    expect(plain.body).toMatchObject({ listing_id: null, listing: null });

    // The owner's view of the thread, and of the threads list, carries it too.
    const thread = await threadOf(seller, buyer);
    expect(thread.map((m) => m.listing?.id ?? null)).toEqual([tomatoes.id, null]);
    const threads = (await testApp().as(buyer).get('/api/messages').expect(200))
      .body as MessageThread[];
    expect(threads[0]?.last_message).toMatchObject({ listing_id: null, listing: null });
  });

  it('refuses a listing the sender cannot see with 404 "Listing not found", storing nothing', async () => {
    const { ctx, seller, buyer } = await pair();
    const hidden = await createListing(ctx, seller, { isPublic: false });
    for (const listingId of [hidden.id, 2_000_000_000]) {
      const res = await post(buyer, {
        receiver_id: seller.id,
        content: 'Hi',
        listing_id: listingId,
      });
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe('Listing not found');
    }
    const bad = await post(buyer, { receiver_id: seller.id, content: 'Hi', listing_id: 'abc' });
    expect(bad.status).toBe(422);
    expect(await storedAbout(hidden.id)).toEqual([]);
    expect(await threadOf(buyer, seller)).toEqual([]);
  });

  it('shows a listing deleted or hidden since as gone, each member as they may see it now', async () => {
    const { ctx, seller, buyer, tomatoes } = await pair();
    const beans = await createListing(ctx, seller, { title: 'Runner beans' });
    for (const listing of [tomatoes, beans])
      await post(buyer, {
        receiver_id: seller.id,
        content: 'Interested',
        listing_id: listing.id,
      }).expect(201);

    await testApp().as(seller).delete(`/api/listings/${beans.id}`).expect(204);
    await ctx.db.update(listings).set({ isPublic: false }).where(eq(listings.id, tomatoes.id));

    const buyers = await threadOf(buyer, seller);
    expect(buyers.map((m) => [m.listing_id, m.listing])).toEqual([
      [tomatoes.id, null],
      [beans.id, null],
    ]);
    // The owner still sees their now private listing, its photo signed for them.
    const sellers = await threadOf(seller, buyer);
    expect(sellers[0]?.listing).toMatchObject({ id: tomatoes.id, title: 'Sungold tomatoes' });
    expect(sellers[0]?.listing?.image).toMatch(
      new RegExp(`^${tomatoes.featuredImage}\\?v=${seller.id}&exp=\\d+&sig=`),
    );
    expect(sellers[1]).toMatchObject({ listing_id: beans.id, listing: null });
  });

  it('signs a friends-only listing’s photo for each viewer, and shows its state as it is now', async () => {
    const { ctx, seller, buyer } = await pair();
    await befriend(ctx, seller, buyer);
    const basil = await createListing(ctx, seller, {
      title: 'Genovese basil',
      isPublic: false,
      featuredImage: photo('basil'),
    });
    const sent = await post(buyer, {
      receiver_id: seller.id,
      content: 'Basil?',
      listing_id: basil.id,
    });
    expect(sent.status).toBe(201);
    expect(sent.body.listing.image).toContain(`?v=${buyer.id}&`);
    expect((await threadOf(seller, buyer))[0]?.listing?.image).toContain(`?v=${seller.id}&`);

    await testApp()
      .as(seller)
      .patch(`/api/listings/${basil.id}/status`)
      .send({ state_id: 2, reserved_for: buyer.id })
      .expect(200);
    expect((await threadOf(buyer, seller))[0]?.listing?.state_id).toBe(2);
  });
});

describe('send_message with listing_id', () => {
  it('acknowledges and delivers the card, each member’s own', async () => {
    const { ctx, seller, buyer } = await pair();
    await befriend(ctx, seller, buyer);
    const kale = await createListing(ctx, seller, {
      title: 'Lacinato kale',
      isPublic: false,
      featuredImage: photo('kale'),
    });
    const sellerTab = server().client(seller.token);
    const buyerTab = server().client(buyer.token);
    await Promise.all([connected(sellerTab), connected(buyerTab)]);
    const heard = nextEvent<Message>(sellerTab, 'new_message');
    const ack = await sendOver(buyerTab, {
      receiver_id: seller.id,
      content: 'Kale for eggs?',
      listing_id: kale.id,
    });
    expect(ack).toMatchObject({
      listing_id: kale.id,
      listing: { id: kale.id, title: 'Lacinato kale' },
    });
    const delivered = await heard;
    expect(delivered).toMatchObject({ listing_id: kale.id, listing: { id: kale.id } });
    expect(delivered.listing?.image).toContain(`?v=${seller.id}&`);
    expect((ack as Message).listing?.image).toContain(`?v=${buyer.id}&`);
  });

  it('acknowledges a listing the sender cannot see with 404 and stores nothing', async () => {
    const { ctx, seller, buyer } = await pair();
    const hidden = await createListing(ctx, seller, { isPublic: false });
    const tab = server().client(buyer.token);
    await connected(tab);
    const ack = await sendOver(tab, {
      receiver_id: seller.id,
      content: 'Hi',
      listing_id: hidden.id,
    });
    expect(ack).toEqual({ detail: 'Listing not found', status: 404 });
    expect(await storedAbout(hidden.id)).toEqual([]);
  });
});

/**
 * Two instances on one database and one Redis: a message about a listing sent through one
 * reaches the owner's tab on the other with its listing (docs/product.md §10.7).
 */
describe.skipIf(!clusterRedisUrl)(
  clusterRedisUrl
    ? 'a message about a listing across instances'
    : 'a message about a listing across instances: skipped, set REDIS_URL_TEST to run it (CI does)',
  () => {
    let database: Database;
    let cluster: Cluster;

    beforeAll(async () => {
      database = await freshDatabase();
      cluster = await startCluster(database);
    });

    afterAll(async () => {
      await cluster?.close();
      await database?.close();
    });

    it('carries listing_id and the card to a tab on the other instance', async () => {
      const [a, b] = cluster.instances as [Instance, Instance];
      const seller = await createUser(a.ctx, { id: unusedId() });
      const buyer = await createUser(a.ctx, { id: unusedId() });
      const chard = await createListing(a.ctx, seller, { title: 'Rainbow chard' });
      const tab = await cluster.tab(b, seller.token);
      expect(a.io.of('/').sockets.size).toBe(0);

      const heard = nextEvent<Message>(tab, 'new_message');
      const res = await a.api
        .post('/api/messages')
        .set('Authorization', `Bearer ${buyer.token}`)
        .send({
          receiver_id: seller.id,
          content: 'Is the chard still there?',
          listing_id: chard.id,
        });
      expect(res.status, res.text).toBe(201);
      expect(await heard).toMatchObject({
        id: res.body.id,
        listing_id: chard.id,
        listing: { id: chard.id, title: 'Rainbow chard', state_id: 1 },
      });
    });
  },
);
