import { notifications } from '@server/db/schema';
import { setupTestApp } from '@server/test/app';
import { createListing, createUser, type TestUser } from '@server/test/factories';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

const testApp = setupTestApp();

const list = async (user: TestUser) =>
  (await testApp().as(user).get('/api/notifications')).body as {
    id: number;
    type: string;
    kind: string;
    is_read: boolean;
  }[];
const unread = async (user: TestUser) =>
  (await testApp().as(user).get('/api/notifications/unread-count')).body.count as number;

async function ask(from: TestUser, to: TestUser) {
  const res = await testApp().as(from).post('/api/auth/friends/request').send({ friend_id: to.id });
  expect(res.status).toBe(201);
  return res.body.request_id as number;
}

const answer = (who: TestUser, requestId: number, accept: boolean) =>
  testApp().as(who).post('/api/auth/friends/respond').send({ request_id: requestId, accept });

describe('friend request notifications', () => {
  it('tells the recipient who asked, counted unread, and nobody else', async () => {
    const { ctx } = testApp();
    const [ann, bob, cid] = [await createUser(ctx), await createUser(ctx), await createUser(ctx)];
    await ask(ann, bob);
    expect(await list(bob)).toEqual([
      {
        id: expect.any(Number),
        type: 'friend_request',
        kind: 'friend_request',
        is_read: false,
        created_at: expect.any(String),
        actor: { id: ann.id, username: ann.username, profile_picture: null },
      },
    ]);
    expect(await unread(bob)).toBe(1);
    expect(await list(ann)).toEqual([]);
    expect(await list(cid)).toEqual([]);
  });

  it('goes when the sender withdraws the request', async () => {
    const { ctx } = testApp();
    const [ann, bob] = [await createUser(ctx), await createUser(ctx)];
    await ask(ann, bob);
    expect((await testApp().as(ann).delete(`/api/auth/friends/${bob.id}`)).status).toBe(204);
    expect(await list(bob)).toEqual([]);
    expect(await unread(bob)).toBe(0);
  });

  it('goes when the recipient declines, and comes back once when asked again', async () => {
    const { ctx } = testApp();
    const [ann, bob] = [await createUser(ctx), await createUser(ctx)];
    const first = await ask(ann, bob);
    expect((await answer(bob, first, false)).status).toBe(200);
    expect(await list(bob)).toEqual([]);
    await ask(ann, bob);
    expect((await list(bob)).map((n) => n.type)).toEqual(['friend_request']);
    // Declined the other way round: asking back renews the pair's request for the other side.
    const again = (await testApp().as(bob).get('/api/auth/friends/requests')).body[0].id;
    expect((await answer(bob, again, false)).status).toBe(200);
    await ask(bob, ann);
    expect(await list(bob)).toEqual([]);
    expect((await list(ann)).map((n) => n.type)).toEqual(['friend_request']);
  });

  it('is read once accepted, and the sender is told who accepted', async () => {
    const { ctx } = testApp();
    const [ann, bob] = [await createUser(ctx), await createUser(ctx)];
    const id = await ask(ann, bob);
    expect((await answer(bob, id, true)).status).toBe(200);
    expect(await list(bob)).toMatchObject([{ type: 'friend_request', is_read: true }]);
    expect(await unread(bob)).toBe(0);
    expect(await list(ann)).toEqual([
      {
        id: expect.any(Number),
        type: 'friend_accepted',
        kind: 'friend_accepted',
        is_read: false,
        created_at: expect.any(String),
        actor: { id: bob.id, username: bob.username, profile_picture: null },
      },
    ]);
    expect(await unread(ann)).toBe(1);
  });

  it('stores nothing for a refused request', async () => {
    const { ctx } = testApp();
    const [ann, bob] = [await createUser(ctx), await createUser(ctx)];
    await ask(ann, bob);
    const twice = await testApp()
      .as(ann)
      .post('/api/auth/friends/request')
      .send({ friend_id: bob.id });
    expect(twice.status).toBe(409);
    const self = await testApp()
      .as(ann)
      .post('/api/auth/friends/request')
      .send({ friend_id: ann.id });
    expect(self.status).toBe(400);
    expect(await list(bob)).toHaveLength(1);
    expect(await list(ann)).toEqual([]);
  });

  it('drops the notice of a member who has left', async () => {
    const { ctx } = testApp();
    const [ann, bob] = [await createUser(ctx), await createUser(ctx)];
    await ask(ann, bob);
    const gone = await testApp()
      .as(ann)
      .delete('/api/auth/profile')
      .send({ password: 'garden-password-1' });
    expect(gone.status).toBe(204);
    expect(await list(bob)).toEqual([]);
    expect(await unread(bob)).toBe(0);
  });
});

describe('listing reserved notifications', () => {
  it('names who reserved which listing, and goes when the listing can no longer be seen', async () => {
    const { ctx } = testApp();
    const [seller, buyer] = [await createUser(ctx), await createUser(ctx)];
    const listing = await createListing(ctx, seller, { title: 'Quince jelly' });
    // Stored as the listing's reservation stores it.
    await ctx.db.insert(notifications).values({
      userId: buyer.id,
      kind: 'listing_reserved',
      listingId: listing.id,
      actorId: seller.id,
    });
    expect(await list(buyer)).toEqual([
      {
        id: expect.any(Number),
        type: 'listing_reserved',
        kind: 'listing_reserved',
        is_read: false,
        created_at: expect.any(String),
        actor: { id: seller.id, username: seller.username, profile_picture: null },
        listing: { id: listing.id, title: 'Quince jelly', featured_image: null },
      },
    ]);
    expect(await unread(buyer)).toBe(1);
    const [row] = await ctx.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.id), eq(notifications.kind, 'listing_reserved')));
    expect((await testApp().as(seller).post(`/api/notifications/${row!.id}/read`)).status).toBe(
      404,
    );
    expect((await testApp().as(buyer).post(`/api/notifications/${row!.id}/read`)).status).toBe(204);
    expect(await unread(buyer)).toBe(0);
  });
});

describe('every kind together', () => {
  it('lists them newest first, pages across kinds, and marks all read', async () => {
    const { ctx } = testApp();
    const [me, a, b, c] = await Promise.all([1, 2, 3, 4].map(() => createUser(ctx)));
    await ask(a!, me!);
    await ask(b!, me!);
    const mine = await ask(me!, c!);
    expect((await answer(c!, mine, true)).status).toBe(200);
    const all = await list(me!);
    expect(all.map((n) => n.type)).toEqual(['friend_accepted', 'friend_request', 'friend_request']);
    expect(await unread(me!)).toBe(3);
    const page = await testApp().as(me!).get(`/api/notifications?limit=1&cursor=${all[0]!.id}`);
    expect(page.body.map((n: { id: number }) => n.id)).toEqual([all[1]!.id]);
    const onlyUnread = await testApp().as(me!).get('/api/notifications?unread=true');
    expect(onlyUnread.body).toHaveLength(3);
    expect((await testApp().as(me!).post('/api/notifications/read-all')).status).toBe(204);
    expect(await unread(me!)).toBe(0);
  });
});
