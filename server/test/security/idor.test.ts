import type { Listing, Message } from '@common/types';
import {
  friendships,
  listings,
  messages,
  notifications,
  users,
  wantListings,
} from '@server/db/schema';
import { createUser } from '@server/test/factories';
import {
  connected,
  nextEvent,
  roundTrip,
  sendOver,
  setupSocketApp,
} from '@server/test/socket-server';
import { eq, inArray } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { buildWorld } from './world';

/**
 * Ids that belong to someone else, slipped into paths, bodies and socket payloads: each is
 * refused or ignored, and nothing of the other member's changes.
 */
const { testApp, server } = setupSocketApp();

const emit = sendOver;

describe('REST: other people’s ids', () => {
  it('ignores an owner_id or id in a listing body: the caller owns what they create', async () => {
    const { ctx } = testApp();
    const w = await buildWorld(ctx);
    const created = await testApp()
      .as(w.stranger)
      .post('/api/listings')
      .send({ title: 'Squatter squash', price: 1, owner_id: w.owner.id, id: w.publicListing.id });
    expect(created.status).toBe(201);
    expect(created.body.owner_id).toBe(w.stranger.id);
    expect(created.body.id).not.toBe(w.publicListing.id);
    // The owner's own edit cannot hand the listing to someone else either.
    const edited = await testApp()
      .as(w.owner)
      .patch(`/api/listings/${w.publicListing.id}`)
      .send({ title: 'Still mine', owner_id: w.stranger.id });
    expect(edited.status).toBe(200);
    const [row] = await ctx.db.select().from(listings).where(eq(listings.id, w.publicListing.id));
    expect(row?.ownerId).toBe(w.owner.id);
  });

  it('refuses ids and secrets in a profile update, and changes nobody', async () => {
    const { ctx } = testApp();
    const w = await buildWorld(ctx);
    const before = await ctx.db.select().from(users).where(eq(users.id, w.owner.id));
    const res = await testApp()
      .as(w.stranger)
      .put('/api/auth/profile')
      .send({ id: w.owner.id, first_name: 'Mallory', token_version: 99, password_hash: 'x' });
    // The profile schema is strict: a field it does not know is a 422, not silently kept.
    expect(res.status).toBe(422);
    expect(await ctx.db.select().from(users).where(eq(users.id, w.owner.id))).toEqual(before);
    const [me] = await ctx.db.select().from(users).where(eq(users.id, w.stranger.id));
    expect(me?.firstName).toBe('Green');
    expect(me?.tokenVersion).not.toBe(99);
    expect(me?.passwordHash).not.toBe('x');
  });

  it('lets only the recipient answer a friend request; the sender gets 403', async () => {
    const { ctx } = testApp();
    const w = await buildWorld(ctx);
    const res = await testApp()
      .as(w.requester)
      .post('/api/auth/friends/respond')
      .send({ request_id: w.request.id, accept: true });
    expect(res.status).toBe(403);
    const [row] = await ctx.db.select().from(friendships).where(eq(friendships.id, w.request.id));
    expect(row?.status).toBe('pending');
  });

  it('applies none of a wish-list batch that touches someone else’s want', async () => {
    const { ctx } = testApp();
    const w = await buildWorld(ctx);
    const res = await testApp()
      .as(w.stranger)
      .post('/api/listings/want-listings/batch')
      .send({ create: [{ title: 'Pumpkin seeds', category_id: 2 }], delete: [w.want.id] });
    expect(res.status).toBe(403);
    const rows = await ctx.db
      .select()
      .from(wantListings)
      .where(inArray(wantListings.ownerId, [w.owner.id, w.stranger.id]));
    expect(rows.map((r) => [r.ownerId, r.title])).toEqual([[w.owner.id, 'garlic bulbs']]);
  });

  it('never shows a private listing to a stranger through any list, filter or map search', async () => {
    const { ctx } = testApp();
    const w = await buildWorld(ctx);
    const as = testApp().as(w.stranger);
    const paths = [
      '/api/listings',
      `/api/listings?user_id=${w.owner.id}`,
      '/api/listings?friends=true',
      '/api/listings?public=false',
      '/api/map/listings/nearby?latitude=40.7559&longitude=-111.8967&radius_km=500',
    ];
    for (const path of paths) {
      const res = await as.get(path);
      expect(res.status, path).toBe(200);
      const ids = (res.body as Listing[]).map((l) => l.id);
      expect(ids, path).not.toContain(w.privateListing.id);
    }
    // The friend sees it in the Friend's tab.
    const friends = await testApp().as(w.friend).get('/api/listings?friends=true');
    expect((friends.body as Listing[]).map((l) => l.id)).toContain(w.privateListing.id);
  });

  it('never gives a stranger the owner’s exact position', async () => {
    const { ctx } = testApp();
    const w = await buildWorld(ctx);
    const [owner] = await ctx.db.select().from(users).where(eq(users.id, w.owner.id));
    const res = await testApp().as(w.stranger).get(`/api/listings/${w.publicListing.id}`);
    expect(res.status).toBe(200);
    expect([res.body.owner_latitude, res.body.owner_longitude]).not.toEqual([
      owner?.latitude,
      owner?.longitude,
    ]);
  });

  it('reads and marks only the caller’s own thread, whatever id is in the path', async () => {
    const { ctx } = testApp();
    const w = await buildWorld(ctx);
    await testApp()
      .as(w.owner)
      .post('/api/messages')
      .send({ receiver_id: w.friend.id, content: 'Our secret seed swap' })
      .expect(201);
    // The stranger names the friend: they get their own (empty) thread with the friend.
    const thread = await testApp().as(w.stranger).get(`/api/messages/${w.friend.id}`);
    expect(thread.status).toBe(200);
    expect(JSON.stringify(thread.body)).not.toContain('Our secret seed swap');
    await testApp().as(w.stranger).post(`/api/messages/${w.owner.id}/mark-thread-read`).expect(200);
    const [row] = await ctx.db.select().from(messages).where(eq(messages.senderId, w.owner.id));
    expect(row?.isRead).toBe(false);
    const threads = await testApp().as(w.stranger).get('/api/messages');
    expect(JSON.stringify(threads.body)).not.toContain('Our secret seed swap');
  });

  it('marks only the caller’s notifications read', async () => {
    const { ctx } = testApp();
    const w = await buildWorld(ctx);
    await testApp().as(w.stranger).post('/api/notifications/read-all').expect(204);
    await testApp().as(w.stranger).post(`/api/notifications/${w.notification.id}/read`).expect(404);
    const [row] = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, w.notification.id));
    expect(row?.isRead).toBe(false);
  });

  it('refuses a token signed with another algorithm or for a member who no longer exists', async () => {
    const { ctx } = testApp();
    const w = await buildWorld(ctx);
    const payload = jwt.decode(w.owner.token) as jwt.JwtPayload;
    const unsigned = jwt.sign({ ...payload }, '', { algorithm: 'none' });
    await testApp()
      .api.get('/api/auth/profile')
      .set('Authorization', `Bearer ${unsigned}`)
      .expect(401);
    const gone = await createUser(ctx);
    await ctx.db.delete(users).where(eq(users.id, gone.id));
    await testApp().as(gone).get('/api/auth/profile').expect(401);
  });
});

describe('Socket.IO: other people’s ids', () => {
  it('sends as the token’s member whatever sender_id the payload claims', async () => {
    const { ctx } = testApp();
    const [me, victim, other] = [
      await createUser(ctx),
      await createUser(ctx),
      await createUser(ctx),
    ];
    const socket = server().client(me.token);
    const otherTab = server().client(other.token);
    await Promise.all([connected(socket), connected(otherTab)]);
    const pushed = nextEvent<Message>(otherTab, 'new_message');
    const ack = await emit(socket, { sender_id: victim.id, receiver_id: other.id, content: 'Hi' });
    expect(ack).toMatchObject({ sender_id: me.id, receiver_id: other.id });
    expect((await pushed).sender_id).toBe(me.id);
    const forged = await ctx.db.select().from(messages).where(eq(messages.senderId, victim.id));
    expect(forged).toEqual([]);
  });

  it('refuses an unknown or deleted receiver and stores nothing', async () => {
    const { ctx } = testApp();
    const [me, gone] = [await createUser(ctx), await createUser(ctx)];
    await ctx.db.delete(users).where(eq(users.id, gone.id));
    const socket = server().client(me.token);
    await connected(socket);
    for (const receiver_id of [gone.id, 2_147_483_647, -1, '1 or 1=1', { $ne: 0 }]) {
      expect(await emit(socket, { receiver_id, content: 'Anyone there?' })).toHaveProperty(
        'detail',
      );
    }
    expect(await ctx.db.select().from(messages).where(eq(messages.senderId, me.id))).toEqual([]);
  });

  it('does not let a socket join or hear another member’s room', async () => {
    const { ctx } = testApp();
    const [me, a, b] = [await createUser(ctx), await createUser(ctx), await createUser(ctx)];
    const snoop = server().client(me.token);
    const aTab = server().client(a.token);
    await Promise.all([connected(snoop), connected(aTab)]);
    const heard: unknown[] = [];
    snoop.on('new_message', (m) => heard.push(m));
    // Clients cannot join rooms: an unknown event such as "join" is ignored.
    (snoop as unknown as { emit(e: string, r: string): void }).emit('join', `user:${b.id}`);
    // Taken, and ignored, before a writes to b.
    await roundTrip(snoop);
    await emit(aTab, { receiver_id: b.id, content: 'Private to b' });
    await roundTrip(snoop);
    expect(heard).toEqual([]);
  });
});
