import { CANT_BEFRIEND, CANT_MESSAGE } from '@common/schemas/safety';
import type { Listing } from '@common/types';
import { blocks, friendships, messages, notifications, users } from '@server/db/schema';
import { matchNewListing } from '@server/modules/wants';
import { setupTestApp } from '@server/test/app';
import {
  befriend,
  createListing,
  createUser,
  createWant,
  type TestUser,
} from '@server/test/factories';
import { and, eq, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

const testApp = setupTestApp();

const as = (user: TestUser) => testApp().as(user);
const blockMember = (blocker: TestUser, blocked: { id: number }) =>
  as(blocker).post('/api/blocks').send({ user_id: blocked.id });
const unblock = (blocker: TestUser, blocked: { id: number }) =>
  as(blocker).delete(`/api/blocks/${blocked.id}`);
const blockList = async (user: TestUser) => (await as(user).get('/api/blocks').expect(200)).body;
const messagesOf = (body: { detail: { msg: string }[] }) => body.detail.map((d) => d.msg);
const ids = (body: { id: number }[]) => body.map((l) => l.id);

const blockRows = (userId: number) =>
  testApp()
    .ctx.db.select()
    .from(blocks)
    .where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId)));

const pairRows = (a: { id: number }, b: { id: number }) =>
  testApp()
    .ctx.db.select()
    .from(friendships)
    .where(
      or(
        and(eq(friendships.senderId, a.id), eq(friendships.receiverId, b.id)),
        and(eq(friendships.senderId, b.id), eq(friendships.receiverId, a.id)),
      ),
    );

const notificationsOf = async (userId: number) => {
  // Matching runs in a background job after the request (docs/product.md §8.4).
  await testApp().ctx.jobs.idle();
  return testApp().ctx.db.select().from(notifications).where(eq(notifications.userId, userId));
};

let areas = 0;
/** Two members in a patch of the globe of their own, so the nearby search sees only them. */
async function pair() {
  const { ctx } = testApp();
  const home = { latitude: -20, longitude: -170 + 3 * areas++ };
  const a = await createUser(ctx, home);
  const b = await createUser(ctx, { latitude: home.latitude + 0.02, longitude: home.longitude });
  return { a, b, home };
}

describe('POST /api/blocks', () => {
  it('blocks a member, answers their card with 201, and lists them', async () => {
    const { a, b } = await pair();
    const res = await blockMember(a, b).expect(201);
    expect(res.body).toEqual({ id: b.id, username: b.username, profile_picture: null });
    expect(await blockList(a)).toEqual([{ id: b.id, username: b.username, profile_picture: null }]);
    // The block is A's: B's own list stays empty.
    expect(await blockList(b)).toEqual([]);
  });

  it('is idempotent: blocking again answers 201 and changes nothing', async () => {
    const { a, b } = await pair();
    await blockMember(a, b).expect(201);
    const [first] = await blockRows(a.id);
    const again = await blockMember(a, b).expect(201);
    expect(again.body).toEqual({ id: b.id, username: b.username, profile_picture: null });
    expect(await blockRows(a.id)).toEqual([first]);
  });

  it('refuses bad input with 422 and the reason, and stores nothing', async () => {
    const { a } = await pair();
    const cases: [unknown, string][] = [
      [{}, 'user_id must be a number'],
      [{ user_id: '5' }, 'user_id must be a number'],
      [{ user_id: null }, 'user_id must be a number'],
      [{ user_id: 1.5 }, 'user_id must be a whole number'],
      [{ user_id: 0 }, 'user_id must be a positive integer'],
      [{ user_id: 2 ** 31 }, 'user_id is out of range'],
      [{ user_id: a.id }, 'You cannot block yourself'],
    ];
    for (const [body, message] of cases) {
      const res = await as(a)
        .post('/api/blocks')
        .send(body as object);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(messagesOf(res.body)).toEqual([message]);
    }
    expect(await blockRows(a.id)).toEqual([]);
  });

  it('answers 404 for an unknown member and for one who deleted their profile', async () => {
    const { a, b } = await pair();
    await testApp().ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, b.id));
    for (const id of [b.id, 2_000_000_000]) {
      const res = await blockMember(a, { id }).expect(404);
      expect(res.body).toEqual({ detail: 'User not found' });
    }
    expect(await blockRows(a.id)).toEqual([]);
  });

  it('needs a login (401) on every route', async () => {
    const { b } = await pair();
    const { api } = testApp();
    expect((await api.get('/api/blocks')).status).toBe(401);
    expect((await api.post('/api/blocks').send({ user_id: b.id })).status).toBe(401);
    expect((await api.delete(`/api/blocks/${b.id}`)).status).toBe(401);
    expect(await blockRows(b.id)).toEqual([]);
  });
});

describe('GET /api/blocks', () => {
  it('lists the members I block, most recently blocked first, without those who left', async () => {
    const { a, b } = await pair();
    const c = await createUser(testApp().ctx);
    const gone = await createUser(testApp().ctx);
    for (const member of [b, gone, c]) await blockMember(a, member).expect(201);
    await testApp()
      .ctx.db.update(users)
      .set({ deletedAt: new Date() })
      .where(eq(users.id, gone.id));
    expect(ids(await blockList(a))).toEqual([c.id, b.id]);
  });
});

describe('DELETE /api/blocks/{user_id}', () => {
  it('unblocks with 204, and answers 204 again when there is no block', async () => {
    const { a, b } = await pair();
    await blockMember(a, b).expect(201);
    await unblock(a, b).expect(204);
    expect(await blockList(a)).toEqual([]);
    await unblock(a, b).expect(204);
    await unblock(a, { id: 2_000_000_000 }).expect(204);
  });

  it('lifts only my own block: the other member cannot lift it', async () => {
    const { a, b } = await pair();
    await blockMember(a, b).expect(201);
    await unblock(b, a).expect(204);
    expect(ids(await blockList(a))).toEqual([b.id]);
  });

  it('refuses a path that names no member with 422', async () => {
    const { a } = await pair();
    const res = await as(a).delete('/api/blocks/abc').expect(422);
    expect(messagesOf(res.body)).toEqual(['user_id must be a number']);
  });
});

describe('what a block ends', () => {
  it('ends a friendship, whichever of the two blocks', async () => {
    for (const blocker of ['a', 'b'] as const) {
      const { a, b } = await pair();
      await befriend(testApp().ctx, a, b);
      const [from, to] = blocker === 'a' ? [a, b] : [b, a];
      await blockMember(from, to).expect(201);
      expect(await pairRows(a, b)).toEqual([]);
      for (const [me, other] of [
        [a, b],
        [b, a],
      ] as const) {
        expect((await as(me).get('/api/auth/friends').expect(200)).body).toEqual([]);
        const status = await as(me).get(`/api/auth/friends/status/${other.id}`).expect(200);
        expect(status.body).toEqual({ status: 'none', is_sender: false });
      }
    }
  });

  it('ends a pending request either way, and its notice, without telling the blocked member', async () => {
    const { a, b } = await pair();
    // B asked A: A blocks B.
    await as(b).post('/api/auth/friends/request').send({ friend_id: a.id }).expect(201);
    expect((await notificationsOf(a.id)).map((n) => n.kind)).toEqual(['friend_request']);
    await blockMember(a, b).expect(201);
    expect(await pairRows(a, b)).toEqual([]);
    expect(await notificationsOf(a.id)).toEqual([]);
    expect((await as(a).get('/api/auth/friends/requests').expect(200)).body).toEqual([]);

    // A asked C: A blocks C; C's notice goes, and C is sent nothing new.
    const c = await createUser(testApp().ctx);
    await as(a).post('/api/auth/friends/request').send({ friend_id: c.id }).expect(201);
    await blockMember(a, c).expect(201);
    expect(await pairRows(a, c)).toEqual([]);
    expect(await notificationsOf(c.id)).toEqual([]);
    expect((await as(c).get('/api/auth/friends/requests').expect(200)).body).toEqual([]);
    expect(await notificationsOf(b.id)).toEqual([]);
    expect(await testApp().outbox()).not.toEqual(
      expect.arrayContaining([expect.stringContaining(`To: ${b.email}`)]),
    );
  });

  it('unblocking restores nothing of the friendship', async () => {
    const { a, b } = await pair();
    await befriend(testApp().ctx, a, b);
    await blockMember(a, b).expect(201);
    await unblock(a, b).expect(204);
    expect(await pairRows(a, b)).toEqual([]);
    expect((await as(a).get('/api/auth/friends').expect(200)).body).toEqual([]);
    // Either may ask again.
    await as(b).post('/api/auth/friends/request').send({ friend_id: a.id }).expect(201);
  });
});

describe('while either blocks the other', () => {
  it('no friend request goes either way (403), and nothing is stored', async () => {
    const { a, b } = await pair();
    await blockMember(a, b).expect(201);
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const res = await as(from).post('/api/auth/friends/request').send({ friend_id: to.id });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: CANT_BEFRIEND });
    }
    expect(await pairRows(a, b)).toEqual([]);
    expect(await notificationsOf(a.id)).toEqual([]);
    expect(await notificationsOf(b.id)).toEqual([]);
  });

  it('no message goes either way over REST (403), nothing is stored, and a resend is refused too', async () => {
    const { a, b } = await pair();
    const sent = await as(b)
      .post('/api/messages')
      .send({ receiver_id: a.id, content: 'Hello', client_id: 'before-block-01' })
      .expect(201);
    await blockMember(a, b).expect(201);
    const pairMessages = () =>
      testApp()
        .ctx.db.select({ id: messages.id })
        .from(messages)
        .where(
          or(
            and(eq(messages.senderId, a.id), eq(messages.receiverId, b.id)),
            and(eq(messages.senderId, b.id), eq(messages.receiverId, a.id)),
          ),
        );
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const res = await as(from)
        .post('/api/messages')
        .send({ receiver_id: to.id, content: 'Still there?' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: CANT_MESSAGE });
    }
    const resend = await as(b)
      .post('/api/messages')
      .send({ receiver_id: a.id, content: 'Hello', client_id: 'before-block-01' });
    expect(resend.status).toBe(403);
    expect(await pairMessages()).toEqual([{ id: sent.body.id }]);

    // Unblocked, they may write again.
    await unblock(a, b).expect(204);
    await as(b).post('/api/messages').send({ receiver_id: a.id, content: 'Hi again' }).expect(201);
  });

  it("neither sees the other's listings anywhere, whoever blocks; unblocking shows them again", async () => {
    for (const blocker of ['a', 'b'] as const) {
      const { a, b, home } = await pair();
      const token = `Kohlrabi${a.id}x${b.id}`;
      await befriend(testApp().ctx, a, b);
      const aPublic = await createListing(testApp().ctx, a, { title: `${token} from A` });
      const aPrivate = await createListing(testApp().ctx, a, {
        title: `${token} for friends`,
        isPublic: false,
      });
      const bPublic = await createListing(testApp().ctx, b, { title: `${token} from B` });
      // As the listings service does after a change: the shared Public page is built afresh.
      testApp().ctx.listingPages.forget();

      /** What `viewer` sees of `owner`'s listings, in every place a listing is shown. */
      const seen = async (viewer: TestUser, owner: TestUser) => {
        const get = async (url: string) =>
          ids((await as(viewer).get(url).expect(200)).body as Listing[]);
        const feeds = {
          publicTab: await get('/api/listings?public=true&limit=100'),
          friendsTab: await get('/api/listings?friends=true&limit=100'),
          bothTabs: await get('/api/listings?public=true&friends=true&limit=100'),
          search: await get(`/api/listings?q=${token}`),
          sellerPage: await get(`/api/listings?user_id=${owner.id}`),
          nearby: await get(
            `/api/map/listings/nearby?latitude=${home.latitude}&longitude=${home.longitude}&radius_km=10`,
          ),
        };
        const mine = (list: number[]) =>
          list.filter((id) => [aPublic.id, aPrivate.id, bPublic.id].includes(id)).sort();
        return Object.fromEntries(Object.entries(feeds).map(([k, v]) => [k, mine(v)]));
      };
      const byId = (viewer: TestUser, id: number) => as(viewer).get(`/api/listings/${id}`);

      // Friends first: each sees the other's.
      const before = await seen(b, a);
      // A search shows the viewer's own listings too.
      expect(before.search).toEqual([aPublic.id, aPrivate.id, bPublic.id].sort());
      expect(before.nearby).toEqual([aPublic.id, aPrivate.id, bPublic.id].sort());

      const [from, to] = blocker === 'a' ? [a, b] : [b, a];
      await blockMember(from, to).expect(201);

      for (const [viewer, owner, theirs] of [
        [b, a, [aPublic.id, aPrivate.id]],
        [a, b, [bPublic.id]],
      ] as const) {
        const after = await seen(viewer, owner);
        for (const [place, list] of Object.entries(after)) {
          for (const id of theirs) expect(list, `${place}, blocker ${blocker}`).not.toContain(id);
        }
        for (const id of theirs) {
          const res = await byId(viewer, id).expect(404);
          expect(res.body).toEqual({ detail: 'Listing not found' });
        }
        // The seller's profile stays reachable; it just lists nothing.
        await as(viewer).get(`/api/auth/users/${owner.id}/public`).expect(200);
        expect(after.sellerPage).toEqual([]);
      }
      // Their own listings are still theirs to see.
      expect((await seen(a, a)).sellerPage).toEqual([aPublic.id, aPrivate.id].sort());
      // Others are not affected.
      const c = await createUser(testApp().ctx);
      await byId(c, aPublic.id).expect(200);

      // Unblocked: the public listings come back, the friends-only one does not (no friendship).
      await unblock(from, to).expect(204);
      const back = await seen(b, a);
      expect(back.search).toEqual([aPublic.id, bPublic.id].sort());
      expect(back.publicTab).toEqual([aPublic.id]);
      expect(back.nearby).toEqual([aPublic.id, bPublic.id].sort());
      await byId(b, aPublic.id).expect(200);
      await byId(a, bPublic.id).expect(200);
      await byId(b, aPrivate.id).expect(404);
    }
  });

  it('the Public tab shared by members who own none of it leaves out a blocked owner', async () => {
    for (const blocker of ['viewer', 'owner'] as const) {
      const { a: owner, b: viewer } = await pair();
      const listing = await createListing(testApp().ctx, owner);
      testApp().ctx.listingPages.forget();
      const bystander = await createUser(testApp().ctx);
      const publicTab = async (member: TestUser) =>
        ids((await as(member).get('/api/listings?public=true&limit=100').expect(200)).body);
      expect(await publicTab(viewer)).toContain(listing.id);

      if (blocker === 'viewer') await blockMember(viewer, owner).expect(201);
      else await blockMember(owner, viewer).expect(201);
      expect(await publicTab(viewer)).not.toContain(listing.id);
      // The page everyone else shares still shows it.
      expect(await publicTab(bystander)).toContain(listing.id);
    }
  });

  it('a match notification on the other’s listing drops out of the list and the count', async () => {
    for (const blocker of ['seller', 'wanter'] as const) {
      const { a: wanter, b: seller } = await pair();
      await createWant(testApp().ctx, wanter, { title: 'beans' });
      const listing = await createListing(testApp().ctx, seller, { title: 'Bean bundle' });
      await matchNewListing(testApp().ctx, listing.id);
      const listed = async () =>
        (await as(wanter).get('/api/notifications').expect(200)).body.map(
          (n: { listing: { id: number } }) => n.listing.id,
        );
      const unread = async () =>
        (await as(wanter).get('/api/notifications/unread-count').expect(200)).body;
      expect(await listed()).toEqual([listing.id]);
      expect(await unread()).toEqual({ count: 1 });

      if (blocker === 'seller') await blockMember(seller, wanter).expect(201);
      else await blockMember(wanter, seller).expect(201);
      expect(await listed()).toEqual([]);
      expect(await unread()).toEqual({ count: 0 });
    }
  });
});

describe('matching between blocked members', () => {
  const wantsBeans = async () => {
    const { a: wanter, b: seller, home } = await pair();
    // Beside the wanter, as near the seller: matched unless a block says otherwise.
    const bystander = await createUser(testApp().ctx, home);
    return { wanter, seller, bystander };
  };
  const matchesOf = async (user: { id: number }) =>
    (await notificationsOf(user.id)).filter((n) => n.kind === 'match').map((n) => n.listingId);

  it('a new listing notifies no want of a member blocked either way', async () => {
    for (const blocker of ['seller', 'wanter'] as const) {
      const { wanter, seller, bystander } = await wantsBeans();
      for (const member of [wanter, bystander])
        await createWant(testApp().ctx, member, { title: 'beans' });
      if (blocker === 'seller') await blockMember(seller, wanter).expect(201);
      else await blockMember(wanter, seller).expect(201);

      const listing = await createListing(testApp().ctx, seller, { title: 'Runner beans' });
      await matchNewListing(testApp().ctx, listing.id);
      expect(await matchesOf(wanter)).toEqual([]);
      expect(await matchesOf(bystander)).toEqual([listing.id]);
    }
  });

  it('a new want matches no listing of a member blocked either way', async () => {
    for (const blocker of ['seller', 'wanter'] as const) {
      const { wanter, seller, bystander } = await wantsBeans();
      const listing = await createListing(testApp().ctx, seller, { title: 'Pole beans' });
      if (blocker === 'seller') await blockMember(seller, wanter).expect(201);
      else await blockMember(wanter, seller).expect(201);

      for (const member of [wanter, bystander])
        await as(member)
          .post('/api/listings/want-listings')
          .send({ title: 'beans', category_id: 1 })
          .expect(201);
      expect(await matchesOf(wanter)).not.toContain(listing.id);
      expect(await matchesOf(bystander)).toContain(listing.id);
    }
  });
});
